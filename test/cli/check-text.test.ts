/** src/cli/check-text.ts: `check`'s text after the search: the violations of --continue, the summary, the behaviour found and how it ends. */
import { describe, expect, it } from 'vitest';
import { renderCheckText } from '../../src/cli/check-text.js';
import { check } from '../../src/engine/check.js';
import type { CheckResult } from '../../src/engine/result.js';
import { showTrace, showViolations } from '../../src/engine/trace/shown-trace.js';
import { transcribedSpecOf } from '../helpers/specs.js';

// N = 3 with no money: TurnValid breaks in 3 states, after 38 distinct states
const spec = transcribedSpecOf({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 }, { invariants: ['TurnValid'] });
const model = spec.createModel();
const found = check(model, { invariants: ['TurnValid'], constraints: [], checkDeadlock: true });
if (found.kind !== 'invariant') throw new Error(`expected TurnValid to break, got ${found.kind}`);
const { trace, stats } = found;
const text = (result: CheckResult, shown = showTrace(model, trace)) => renderCheckText(result, shown, [], model, spec, 0);

describe('renderCheckText', () => {
  it('an invariant: the summary, then a shortest behaviour and the state that breaks it', () => {
    const output = text(found);
    expect(output).toMatch(/^Invariant TurnValid is violated\.\n/);
    expect(output).toContain('\nA shortest behaviour that reaches it (3 states, replayed and confirmed):\nState 1: Initial predicate\n');
    expect(output).toContain('State 2: RollAndMove: player 1 rolls 1+1 to Community Chest (2)\n');
    expect(output).toMatch(/\nState 3 violates TurnValid\.\n$/);
  });

  it('a deadlock: the last state has no successor', () => {
    expect(text({ kind: 'deadlock', trace, stats })).toMatch(
      /\nA shortest behaviour that reaches it \(3 states[^\n]*\n[^]*\nState 3 has no successor: deadlock\.\n$/,
    );
  });

  it('a temporal property: the fair behaviour, stuttering at its end or going back round', () => {
    const stutters = { kind: 'property', property: 'EventuallyOneWinner', trace, loop: { start: 2, actionId: -1 }, stats } as const;
    expect(text(stutters, showTrace(model, trace, stutters.loop))).toContain(
      '\nA fair behaviour that violates it (3 states, then stutters for ever; replayed and confirmed):\n',
    );
    const round = { ...stutters, loop: { start: 0, actionId: -1 } };
    expect(text(round, showTrace(model, trace, round.loop))).toContain(
      '\nA fair behaviour that violates it (3 states, then goes back to state 1 and round again for ever; replayed and confirmed):\n',
    );
  });

  it('an error: the behaviour up to it, and whether the invariants or the successors of its last state failed', () => {
    const failure = (during: 'invariant' | 'successors') => ({ name: 'EvalError', message: 'x', during, trace });
    const invariant = text({ kind: 'error', message: 'x', stats, failure: failure('invariant') });
    expect(invariant).toContain('\nThe behaviour up to this point (3 states):\n');
    expect(invariant).toMatch(/\nThe invariants of state 3 could not be evaluated\.\n$/);
    expect(text({ kind: 'error', message: 'x', stats, failure: failure('successors') })).toMatch(
      /\nThe error occurred while the successors of state 3 were computed\.\n$/,
    );
  });

  it('no behaviour: the summary alone', () => {
    const output = renderCheckText({ kind: 'ok', stats }, null, [], model, spec, 0);
    expect(output).toMatch(/^Model checking completed: no error found/);
    expect(output).not.toContain('behaviour');
  });

  it('--continue: each violation first, the summary, then the counts; the first violation is not shown twice', () => {
    const continued = check(model, {
      invariants: ['TurnValid'],
      constraints: [],
      checkDeadlock: false,
      continueAfterViolation: true,
      maxDistinctStates: 200,
    });
    const violations = showViolations(model, continued.violations);
    expect(violations).toHaveLength(12);
    const output = renderCheckText(continued, null, violations, model, spec, 0);
    expect(output).toMatch(/^\nViolation 1 of 12: invariant TurnValid, by a shortest behaviour \(3 states, replayed and confirmed\):\n/);
    expect(output).toContain('\n\nStopped at a limit (states): the state space was NOT fully explored.\n');
    expect(output).toMatch(/\n12 invariant violations, the search going on past each \(--continue\):\n {2}TurnValid {2}12\n$/);
    const whole = { ...found, violations: continued.violations ?? [] };
    expect(renderCheckText(whole, showTrace(model, trace), violations, model, spec, 0)).not.toContain(
      'A shortest behaviour that reaches it',
    );
  });
});
