import { describe, expect, it } from 'vitest';
import type { CheckResult, Statistics, Trace } from '../../src/engine/result.js';
import { renderSummary } from '../../src/report/text.js';
import { transcribedSpecOf } from '../helpers/specs.js';

const ESCAPE = '\u001b[';
const model = transcribedSpecOf({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 }).constants;
const stats: Statistics = {
  statesGenerated: 38,
  distinctStates: 38,
  queueLeft: 35,
  depth: 3,
  seconds: 0.02,
  workers: 1,
  memoryBytes: 4096,
  collisionProbability: 0,
};
const packedTrace = (length: number): Trace => ({ states: Array.from({ length }, () => new Uint8Array(0)), actionIds: [] });

const statisticsLines = [
  '  model                 N = 3, StartMoney = 0, MaxMoney = 0, MaxDepth = 0 (no depth bound)',
  '  states generated      38',
  '  distinct states       38',
  '  states left on queue  35',
  '  depth                 3',
  '  seconds               0.02',
  '  distinct states/s     1,900',
  "  collision chance      0.0e+0 (TLC's optimistic fingerprint estimate)",
];

describe('renderSummary', () => {
  it('states the violated invariant, then aligned statistics', () => {
    const result: CheckResult = { kind: 'invariant', invariant: 'TurnValid', trace: packedTrace(3), stats };
    expect(renderSummary(result, model)).toBe(['Invariant TurnValid is violated.', ...statisticsLines, ''].join('\n'));
  });

  it.each<[CheckResult, string]>([
    [{ kind: 'ok', stats }, 'Model checking completed: no error found.'],
    [{ kind: 'deadlock', trace: packedTrace(4), stats }, 'Deadlock reached: state 4 of the trace has no successor.'],
    [{ kind: 'limit', limit: 'time', stats }, 'Stopped at a limit (time): the state space was NOT fully explored.'],
    [{ kind: 'limit', limit: 'states', stats }, 'Stopped at a limit (states): the state space was NOT fully explored.'],
    [
      { kind: 'error', message: 'Cannot read the cfg.', stats },
      'Stopped by an error (said on stderr): the state space was NOT fully explored.',
    ],
  ])('gives the verdict of a %s result', (result, sentence) => {
    expect(renderSummary(result, model).split('\n')[0]).toBe(sentence);
  });

  it('groups thousands, gives a depth bound and does not divide by zero seconds', () => {
    const big: Statistics = { ...stats, statesGenerated: 8949118, distinctStates: 1818259, queueLeft: 0, depth: 13, seconds: 0 };
    const text = renderSummary(
      { kind: 'ok', stats: big },
      transcribedSpecOf({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 13 }).constants,
    );
    expect(text).toContain('  model                 N = 2, StartMoney = 1500, MaxMoney = 3000, MaxDepth = 13\n');
    expect(text).toContain('  states generated      8,949,118\n');
    expect(text).toContain('  distinct states       1,818,259\n');
    expect(text).toContain('  distinct states/s     n/a\n');
  });

  it('colours only when given a colour level', () => {
    const result: CheckResult = { kind: 'ok', stats };
    expect(renderSummary(result, model, 0)).not.toContain(ESCAPE);
    expect(renderSummary(result, model, 1)).toContain(`${ESCAPE}32mModel checking completed: no error found.`);
  });
});
