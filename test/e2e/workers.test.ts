/** The same numbers for 1, 2 and 3 worker threads on every reference model: verdict, counts, depth, queue, trace. */
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../src/engine/result.js';
import { compiledLibrary } from '../helpers/compiled.js';
import { FIXTURES, readTlcRun, REFERENCE_MODELS } from './tlc-fixtures.js';

const summary = (result: CheckResult) => ({
  kind: result.kind,
  invariant: result.kind === 'invariant' ? result.invariant : null,
  statesGenerated: result.stats.statesGenerated,
  distinctStates: result.stats.distinctStates,
  queueLeft: result.stats.queueLeft,
  depth: result.stats.depth,
  trace: result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace.states.map((state) => Array.from(state).join(',')) : [],
});

describe('worker threads give the numbers of one thread, which are TLC\'s', () => {
  for (const name of REFERENCE_MODELS) {
    it(`${name} with 2 and 3 workers`, { timeout: 180_000 }, async () => {
      const { checkModelFile } = await compiledLibrary();
      const tlc = readTlcRun(name);
      const single = summary(checkModelFile(`${FIXTURES}${name}.cfg`).result);
      expect(single).toMatchObject({ kind: tlc.verdict, statesGenerated: tlc.statesGenerated, distinctStates: tlc.distinctStates, queueLeft: tlc.queueLeft, depth: tlc.depth });
      for (const workers of [2, 3]) {
        const { result } = checkModelFile(`${FIXTURES}${name}.cfg`, {}, { workers });
        expect(result.stats.workers).toBe(workers);
        expect(summary(result), `${workers} workers`).toEqual(single);
      }
    });
  }

  it('stops at a distinct-state limit at the same state for any number of workers', { timeout: 60_000 }, async () => {
    const { checkModelFile } = await compiledLibrary();
    const runs = [1, 2, 3].map((workers) => summary(checkModelFile(`${FIXTURES}real_n2_d13.cfg`, {}, { workers, maxDistinctStates: 123_457 }).result));
    expect(runs[0]).toMatchObject({ kind: 'limit', distinctStates: 123_457 });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it('finds a violation deep in a level split into many chunks at the same state for any number of workers', { timeout: 60_000 }, async () => {
    const { checkModelFile } = await compiledLibrary();
    // N = 3 with 400 each: TurnValid fails at depth 10, in a level of some 30,000 states (dozens of chunks per worker)
    const runs = [1, 2, 3].map((workers) => summary(checkModelFile(`${FIXTURES}n3_m0_x0.cfg`, { startMoney: 400, maxMoney: 400 }, { workers }).result));
    expect(runs[0]).toMatchObject({ kind: 'invariant', invariant: 'TurnValid', statesGenerated: 99_584, distinctStates: 49_571, depth: 10, queueLeft: 29_695 });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it('counts coverage the same with workers', { timeout: 60_000 }, async () => {
    const { checkModelFile } = await compiledLibrary();
    const [one, two] = [1, 2].map((workers) => checkModelFile(`${FIXTURES}real_n2_d10.cfg`, {}, { workers, coverage: true }).result.stats.coverage);
    expect(two).toEqual(one);
    expect(one?.reduce((sum, entry) => sum + entry.generated, 0)).toBe(490588);
  });
});
