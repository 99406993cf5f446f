/** Every reference model of test/fixtures/tlc gives TLC's verdict and numbers, to the unit. */
import { describe, expect, it } from 'vitest';
import { checkModelFile } from '../../src/index.js';
import { FIXTURES, readTlcRun, REFERENCE_MODELS } from './tlc-fixtures.js';

describe('reference models reproduce TLC', () => {
  it('reads TLC\'s own numbers from the fixtures (sanity check of the reader)', () => {
    expect(readTlcRun('real_n2_d13')).toEqual({ verdict: 'ok', invariant: null, statesGenerated: 8949118, distinctStates: 1818259, queueLeft: 0, depth: 13, traceLength: 0 });
    expect(readTlcRun('n3_m0_x0')).toMatchObject({ verdict: 'invariant', invariant: 'TurnValid', statesGenerated: 38, distinctStates: 38, queueLeft: 35, depth: 3, traceLength: 3 });
  });

  for (const name of REFERENCE_MODELS) {
    it(`${name}: verdict, states generated, distinct states, queue, depth and trace length equal TLC's`, { timeout: 120_000 }, () => {
      const tlc = readTlcRun(name);
      const { result } = checkModelFile(`${FIXTURES}${name}.cfg`);
      expect(result.kind).toBe(tlc.verdict);
      expect({
        invariant: result.kind === 'invariant' ? result.invariant : null,
        statesGenerated: result.stats.statesGenerated,
        distinctStates: result.stats.distinctStates,
        queueLeft: result.stats.queueLeft,
        depth: result.stats.depth,
        traceLength: result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace.states.length : 0,
      }).toEqual({
        invariant: tlc.invariant,
        statesGenerated: tlc.statesGenerated,
        distinctStates: tlc.distinctStates,
        queueLeft: tlc.queueLeft,
        depth: tlc.depth,
        traceLength: tlc.traceLength,
      });
    });
  }
});
