/** The breadth-first check of a model, run to its verdict in the calling thread or giving the event loop turns. */
import { describe, expect, it } from 'vitest';
import { check, checkAsync } from '../../src/engine/check.js';
import type { CheckOptions } from '../../src/engine/options.js';
import type { CheckResult } from '../../src/engine/result.js';
import { binaryTreeModel, counterModel, dieHardModel, type ToyModel } from '../helpers/toy-models.js';

const options = (more: Partial<CheckOptions> = {}): CheckOptions => ({ invariants: [], constraints: [], checkDeadlock: false, ...more });
/** The verdict without the timing: kind, counts and the trace's states. */
const verdict = (model: ToyModel, result: CheckResult) => ({
  kind: result.kind,
  counts: [result.stats.statesGenerated, result.stats.distinctStates, result.stats.queueLeft, result.stats.depth],
  trace: 'trace' in result ? result.trace.states.map((state) => model.decode(state)) : null,
});

describe('check', () => {
  it('returns an invariant violation with its shortest behaviour, never throwing for it', () => {
    const model = dieHardModel();
    const result = check(model, options({ invariants: ['NotFour'] }));
    expect(result.kind).toBe('invariant');
    expect(result.kind === 'invariant' && result.invariant).toBe('NotFour');
    expect(verdict(model, result).trace).toHaveLength(7);
    expect(verdict(model, result).trace?.at(-1)?.[1]).toBe(4);
  });

  it('returns a deadlock when asked to check for one, and ok when every state was explored', () => {
    const model = counterModel(3);
    expect(verdict(model, check(model, options({ checkDeadlock: true })))).toEqual({
      kind: 'deadlock',
      counts: [4, 4, 0, 4],
      trace: [[0], [1], [2], [3]],
    });
    expect(verdict(model, check(model, options()))).toEqual({ kind: 'ok', counts: [4, 4, 0, 4], trace: null });
  });

  it('throws for a name the model does not have: a programming error, not a verdict', () => {
    expect(() => check(counterModel(1), options({ invariants: ['Nope'] }))).toThrow("unknown invariant 'Nope'; available: ");
  });
});

describe('checkAsync', () => {
  it('gives the verdicts check gives', async () => {
    for (const [model, more] of [
      [dieHardModel(), { invariants: ['NotFour'] }],
      [counterModel(3), { checkDeadlock: true }],
      [binaryTreeModel(62), {}],
    ] as const) {
      expect(verdict(model, await checkAsync(model, options(more)))).toEqual(verdict(model, check(model, options(more))));
    }
  });

  it('rejects for a name the model does not have, with the error check throws', async () => {
    expect(() => check(counterModel(1), options({ constraints: ['Nope'] }))).toThrow("unknown constraint 'Nope'");
    await expect(checkAsync(counterModel(1), options({ constraints: ['Nope'] }))).rejects.toThrow("unknown constraint 'Nope'");
  });
});
