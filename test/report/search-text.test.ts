import { describe, expect, it } from 'vitest';
import type { CheckResult, Statistics } from '../../src/engine/result.js';
import type { ShownTrace } from '../../src/engine/trace/shown-trace.js';
import { renderSearchText } from '../../src/report/search-text.js';

const stats: Statistics = {
  statesGenerated: 10,
  distinctStates: 8,
  queueLeft: 0,
  depth: 2,
  seconds: 1,
  workers: 1,
  memoryBytes: 4096,
  collisionProbability: 0,
};
const result: CheckResult = { kind: 'ok', stats };
const shown: ShownTrace = {
  variableNames: ['x'],
  steps: [
    { action: null, label: 'Initial predicate', state: { x: 0 } },
    { action: 'Inc', label: 'Inc', state: { x: 1 } },
  ],
};
const constants = [{ name: 'Limit', value: 3 }];

describe('renderSearchText', () => {
  it('is the usual summary when no verdict, notes or behaviour are given', () => {
    const text = renderSearchText({ result, shown: null, constants, colorLevel: 0 });
    expect(text.split('\n')[0]).toBe('Model checking completed: no error found.');
    expect(text).toContain('  model                 Limit = 3\n');
    expect(text).not.toContain('State 1');
  });

  it('replaces the verdict, adds the notes after the statistics and shows the behaviour with its intro and end', () => {
    const text = renderSearchText({
      result,
      shown,
      constants,
      colorLevel: 0,
      verdict: 'Found a state where x = 1.',
      notes: ['depth-first, to depth 2'],
      traceIntro: 'A shortest behaviour that reaches it',
      traceEnd: 'State 2 has x = 1.',
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Found a state where x = 1.');
    expect(lines[1]).toBe('  model                 Limit = 3');
    expect(text).toContain('  depth-first, to depth 2\n\nA shortest behaviour that reaches it (2 states, replayed and confirmed):\n');
    expect(text).toContain('State 2: Inc');
    expect(text.endsWith('State 2 has x = 1.\n')).toBe(true);
  });

  it('gives a default intro to the behaviour', () => {
    expect(renderSearchText({ result, shown, constants, colorLevel: 0 })).toContain(
      '\nA behaviour that reaches it (2 states, replayed and confirmed):\n',
    );
  });
});
