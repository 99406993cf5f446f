import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ShownTrace } from '../../src/engine/trace/shown-trace.js';
import { describeChange } from '../../src/monopoly/describe-change.js';
import { changedEntries, plainChangeLines, renderTraceText } from '../../src/report/trace-text.js';
import { fromTlcTraceJson } from '../../src/tlc/trace-json.js';
import { FIXTURES } from '../e2e/tlc-fixtures.js';

const states = fromTlcTraceJson(JSON.parse(readFileSync(`${FIXTURES}n3_m0_x0.trace.json`, 'utf8')));
const trace: ShownTrace = {
  variableNames: [
    'position',
    'money',
    'bankrupt',
    'owner',
    'houses',
    'mortgaged',
    'dice',
    'doublesCount',
    'phase',
    'current',
    'inJail',
    'jailTurns',
  ],
  steps: [
    { action: null, label: 'Initial predicate', state: states[0]! },
    { action: 'RollAndMove', label: 'player 1 rolls 1+1 to Community Chest (2)', state: states[1]! },
    { action: 'ResolveSquare', label: 'player 1 on Community Chest (2): cannot pay and goes bankrupt', state: states[2]! },
  ],
};

describe('renderTraceText', () => {
  it("shows the first state whole (compactly), then each step with only what changed, in the model's words", () => {
    const text = renderTraceText(trace, { describeChange });
    expect(text).toContain('State 1: Initial predicate\n  position = <<0, 0, 0>>\n');
    expect(text).toContain('  owner = 0 everywhere (28 entries)\n');
    expect(text).toContain(
      'State 2: RollAndMove: player 1 rolls 1+1 to Community Chest (2)\n' +
        '  position      player 1: GO (0) -> Community Chest (2)\n' +
        '  doublesCount  0 -> 1\n' +
        '  phase         roll -> resolve\n' +
        'State 3: ResolveSquare: player 1 on Community Chest (2): cannot pay and goes bankrupt\n' +
        '  bankrupt  player 1: goes bankrupt\n' +
        '  phase     resolve -> endTurn\n',
    );
  });

  it("without the model's words, shows each changed entry with its values", () => {
    const text = renderTraceText(trace);
    expect(text).toContain('  position[1]: 0 -> 2\n');
    expect(text).toContain('  phase: "roll" -> "resolve"\n');
  });

  it('--full prints every variable of every state, wrapped as TLC wraps', () => {
    const text = renderTraceText(trace, { full: true, describeChange });
    expect(text.match(/^ {2}phase = /gm)).toHaveLength(3);
    expect(text).toContain('  owner = ( 1 :> 0 @@\n    3 :> 0 @@\n');
    expect(text).not.toContain('everywhere');
  });

  it('--step K prints that state whole and what its step changed; a state that does not exist is a RangeError', () => {
    const text = renderTraceText(trace, { step: 3, describeChange });
    expect(text.startsWith('State 3: ResolveSquare')).toBe(true);
    expect(text).toContain('  bankrupt = <<TRUE, FALSE, FALSE>>\n');
    expect(text).toContain('  changed by this step:\n  bankrupt  player 1: goes bankrupt\n');
    expect(text).not.toContain('State 2');
    expect(() => renderTraceText(trace, { step: 4 })).toThrow(/there is no state 4: the trace has 3 states/);
  });

  it('gives the HTML viewer its change lines and the entries to highlight', () => {
    expect(plainChangeLines(trace, 1, describeChange)).toEqual([
      'position: player 1: GO (0) -> Community Chest (2)',
      'doublesCount: 0 -> 1',
      'phase: roll -> resolve',
    ]);
    expect(plainChangeLines(trace, 0, describeChange)).toEqual([]);
    expect(changedEntries(trace, 2)).toEqual([
      { variable: 'bankrupt', key: 1 },
      { variable: 'phase', key: null },
    ]);
  });
});
