import { describe, expect, it } from 'vitest';
import type { TraceValidation } from '../../src/engine/trace/validate-trace.js';
import { renderValidation, validationVerdict } from '../../src/report/validation-text.js';

const steps = [
  { number: 1, actionId: -1, action: null, label: 'Initial predicate' },
  { number: 2, actionId: 0, action: 'RollAndMove', label: 'player 1 rolls 1+1 to Community Chest (2)' },
  { number: 3, actionId: 1, action: 'ResolveSquare', label: 'player 1 on Community Chest (2): cannot pay and goes bankrupt' },
];
const accepted: TraceValidation = { ok: true, steps, failure: null, claim: { kind: 'violated', invariant: 'TurnValid' }, trace: null };
const options = { source: 'TLC', listSteps: true, colorLevel: 0 };

describe('renderValidation', () => {
  it('lists the action that explains each step and confirms the claim', () => {
    expect(renderValidation(accepted, options)).toBe(
      '  State 1: an initial state\n' +
        '  State 2: RollAndMove: player 1 rolls 1+1 to Community Chest (2)\n' +
        '  State 3: ResolveSquare: player 1 on Community Chest (2): cannot pay and goes bankrupt\n' +
        '  State 3 violates TurnValid, as TLC says.\n',
    );
    expect(validationVerdict(accepted, 'TLC')).toBe("TLC's 3 states are a behaviour of monocheck's transcription.");
  });

  it('counts the actions instead of listing them when asked', () => {
    expect(renderValidation(accepted, { ...options, listSteps: false })).toContain(
      "State 1 is an initial state; 2 later steps, each one of monocheck's successors of the state before (RollAndMove 1, ResolveSquare 1).",
    );
  });

  it('names the failing step, the nearest successor and the variables that differ', () => {
    const failed: TraceValidation = {
      ok: false,
      steps: steps.slice(0, 1),
      failure: {
        kind: 'not-successor',
        number: 2,
        nearest: {
          action: 'RollAndMove',
          label: 'player 1 rolls 1+1 to Community Chest (2)',
          differences: [{ variable: 'position', keys: [1], path: 'position[1]', before: 2, after: 3 }],
        },
      },
      claim: { kind: 'not-checked' },
      trace: null,
    };
    expect(renderValidation(failed, options)).toBe(
      '  State 1: an initial state\n' +
        "  State 2 is not one of monocheck's successors of state 1.\n" +
        "    The nearest is the successor by RollAndMove (player 1 rolls 1+1 to Community Chest (2)); TLC's state 2 differs from it in:\n" +
        "      position[1]: 3 in TLC's state, 2 in monocheck's\n",
    );
    expect(validationVerdict(failed, 'TLC')).toBe("TLC's trace is NOT a behaviour of monocheck's transcription: it fails at state 2.");
    // refuted claim, every step a behaviour: the source is named once, at the start of the sentence
    expect(validationVerdict({ ...accepted, ok: false, claim: { kind: 'holds', invariant: 'TypeOK' } }, 'The file')).toBe(
      "The file's trace is a behaviour of monocheck's transcription, but its last state does not show what it claims.",
    );
  });

  it('says when the claim is refuted, unknown, or a deadlock', () => {
    expect(renderValidation({ ...accepted, ok: false, claim: { kind: 'holds', invariant: 'TypeOK' } }, options)).toContain(
      'State 3 satisfies TypeOK, but TLC says it violates it.',
    );
    expect(renderValidation({ ...accepted, claim: { kind: 'unknown', invariant: 'NoHotel' } }, options)).toContain(
      'an invariant monocheck does not know; not checked',
    );
    expect(renderValidation({ ...accepted, claim: { kind: 'deadlock' } }, options)).toContain(
      'State 3 has no successor: a deadlock, as TLC says.',
    );
    expect(renderValidation({ ...accepted, ok: false, claim: { kind: 'not-deadlock', successors: 2 } }, options)).toContain(
      'State 3 has 2 successors, but TLC says it is a deadlock.',
    );
  });

  it('reports a wrong action, a state the model cannot hold and a first state that is not initial', () => {
    const base = { ok: false, steps: [], claim: { kind: 'not-checked' }, trace: null } as const;
    expect(
      renderValidation(
        { ...base, failure: { kind: 'wrong-action', number: 4, claimed: 'EndTurn', explainedBy: ['BuyProperty'] } },
        options,
      ),
    ).toContain('State 4: TLC names EndTurn, but only BuyProperty leads there.');
    expect(
      renderValidation({ ...base, failure: { kind: 'unreadable', number: 1, message: 'dice must be a pair <<d1, d2>>' } }, options),
    ).toContain('State 1 cannot be a state of this model: dice must be a pair <<d1, d2>>.');
    expect(
      renderValidation(
        { ...base, failure: { kind: 'not-initial', number: 1, nearest: { action: null, label: 'Initial predicate', differences: [] } } },
        options,
      ),
    ).toContain('State 1 is not an initial state.\n    The nearest is the initial state;');
  });
});
