import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CheckResult, Statistics, Trace } from '../../src/engine/result.js';
import { tlaFunction, type TlaState } from '../../src/engine/tla-value.js';
import type { ShownTrace } from '../../src/engine/shown-trace.js';
import { changedValues, renderSummary, renderTrace } from '../../src/report/text.js';
import { fromTlcTraceJson } from '../../src/tlc/trace-json.js';

const ESCAPE = '\u001b[';
const model = { N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 };
const stats: Statistics = { statesGenerated: 38, distinctStates: 38, queueLeft: 35, depth: 3, seconds: 0.02, workers: 1, memoryBytes: 4096, collisionProbability: 0 };
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
    [{ kind: 'error', message: 'Cannot read the cfg.', stats }, 'Error: Cannot read the cfg.'],
  ])('gives the verdict of a %s result', (result, sentence) => {
    expect(renderSummary(result, model).split('\n')[0]).toBe(sentence);
  });

  it('groups thousands, gives a depth bound and does not divide by zero seconds', () => {
    const big: Statistics = { ...stats, statesGenerated: 8949118, distinctStates: 1818259, queueLeft: 0, depth: 13, seconds: 0 };
    const text = renderSummary({ kind: 'ok', stats: big }, { N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 13 });
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

describe('renderTrace', () => {
  const json = JSON.parse(readFileSync(new URL('../fixtures/tlc/n3_m0_x0.trace.json', import.meta.url), 'utf8')) as { vars: string[] };
  const states = fromTlcTraceJson(json);
  const trace: ShownTrace = {
    variableNames: json.vars,
    steps: [
      { action: null, label: 'Initial predicate', state: states[0] as TlaState },
      { action: 'RollAndMove', label: 'RollAndMove: player 1 rolls 1+1 to square 2', state: states[1] as TlaState },
      { action: 'ResolveSquare', label: 'player 1 on Community Chest (2)', state: states[2] as TlaState },
    ],
  };
  const lines = renderTrace(trace, 0).split('\n');

  it('prints the initial state whole, in declaration order, long uniform functions compactly', () => {
    expect(lines[0]).toBe('State 1: Initial predicate');
    expect(lines.slice(1, 6)).toEqual([
      '  money = <<0, 0, 0>>',
      '  position = <<0, 0, 0>>',
      '  inJail = <<FALSE, FALSE, FALSE>>',
      '  jailTurns = <<0, 0, 0>>',
      '  bankrupt = <<FALSE, FALSE, FALSE>>',
    ]);
    expect(lines.slice(6, 9)).toEqual(['  owner = 0 everywhere (28 entries)', '  houses = 0 everywhere (22 entries)', '  mortgaged = FALSE everywhere (28 entries)']);
    expect(lines).toContain('  phase = "roll"');
  });

  it('prints a long function with a few exceptions as its usual value and the exceptions', () => {
    const state = { ...trace.steps[0]!.state, houses: tlaFunction([[1, 2], [3, 0], [6, 0], [8, 0], [9, 0], [11, 1], [13, 0]]) };
    const text = renderTrace({ variableNames: ['houses'], steps: [{ action: null, label: 'Initial predicate', state }] }, 0);
    expect(text).toContain('  houses = 0 except ( 1 :> 2 @@ 11 :> 1 )');
  });

  it('prints later states as the entries they changed', () => {
    const second = lines.indexOf('State 2: RollAndMove: player 1 rolls 1+1 to square 2');
    expect(lines.slice(second, second + 4)).toEqual([
      'State 2: RollAndMove: player 1 rolls 1+1 to square 2',
      '  position[1]: 0 -> 2',
      '  doublesCount: 0 -> 1',
      '  phase: "roll" -> "resolve"',
    ]);
    expect(lines.slice(second + 4)).toEqual([
      'State 3: ResolveSquare: player 1 on Community Chest (2)',
      '  bankrupt[1]: FALSE -> TRUE',
      '  phase: "resolve" -> "endTurn"',
      '',
    ]);
  });

  it('shows function entries by key and says when nothing changed', () => {
    const before: TlaState = { owner: tlaFunction([[1, 0], [3, 0]]), money: [1500, 1500] };
    const after: TlaState = { owner: tlaFunction([[1, 0], [3, 2]]), money: [1500, 1440] };
    const text = renderTrace(
      {
        variableNames: ['money', 'owner'],
        steps: [
          { action: null, label: 'Initial predicate', state: before },
          { action: 'BuyProperty', label: 'BuyProperty: player 2 buys 3', state: after },
          { action: 'EndTurn', label: 'EndTurn', state: after },
        ],
      },
      0,
    );
    expect(text).toBe(
      [
        'State 1: Initial predicate',
        '  money = <<1500, 1500>>',
        '  owner = (1 :> 0 @@ 3 :> 0)',
        'State 2: BuyProperty: player 2 buys 3',
        '  money[2]: 1500 -> 1440',
        '  owner[3]: 0 -> 2',
        'State 3: EndTurn',
        '  (no change)',
        '',
      ].join('\n'),
    );
  });

  it('colours only when given a colour level', () => {
    expect(renderTrace(trace, 0)).not.toContain(ESCAPE);
    expect(renderTrace(trace, 1)).toContain(`${ESCAPE}31m0${ESCAPE}39m`);
  });
});

describe('changedValues', () => {
  it('descends into records and reports whole values whose shape changed', () => {
    const before: TlaState = { r: { kind: 'record', fields: { a: 1, b: 2 } }, t: [1, 2], s: { kind: 'set', elements: [1] } };
    const after: TlaState = { r: { kind: 'record', fields: { a: 1, b: 3 } }, t: [1, 2, 3], s: { kind: 'set', elements: [1, 2] } };
    expect(changedValues(before, after, ['r', 't', 's'])).toEqual([
      { path: 'r.b', before: 2, after: 3 },
      { path: 't', before: [1, 2], after: [1, 2, 3] },
      { path: 's', before: { kind: 'set', elements: [1] }, after: { kind: 'set', elements: [1, 2] } },
    ]);
  });
});
