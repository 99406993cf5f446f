/** The names options give, resolved to the model's ids; an unknown name is an error that lists the names there are. */
import { describe, expect, it } from 'vitest';
import { UnknownNameError, resolveIds } from '../../src/engine/options.js';
import { stepsModel } from '../helpers/toy-models.js';

const model = stepsModel(); // invariants NotSix, NotSeven, NotEight; constraints Bound5, DepthBound3

describe('resolveIds', () => {
  it("gives each name's id among the model's, in the order the names are given", () => {
    expect(Array.from(resolveIds('invariant', ['NotEight', 'NotSix'], model))).toEqual([2, 0]);
    expect(Array.from(resolveIds('constraint', ['DepthBound3', 'Bound5', 'DepthBound3'], model))).toEqual([1, 0, 1]);
    expect(resolveIds('invariant', [], model)).toEqual(new Int32Array(0));
  });

  it('looks a name up among the names of its kind only', () => {
    expect(() => resolveIds('invariant', ['Bound5'], model)).toThrow(UnknownNameError);
    expect(() => resolveIds('constraint', ['NotSix'], model)).toThrow(UnknownNameError);
  });

  it('throws for the first unknown name, listing the names of its kind', () => {
    const thrown = (() => {
      try {
        resolveIds('constraint', ['Bound5', 'Bound6', 'Nope'], model);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(UnknownNameError);
    expect(thrown).toMatchObject({
      name: 'UnknownNameError',
      kind: 'constraint',
      requested: 'Bound6',
      available: ['Bound5', 'DepthBound3'],
    });
    expect((thrown as Error).message).toBe("unknown constraint 'Bound6'; available: Bound5, DepthBound3");
  });
});

describe('UnknownNameError', () => {
  it('says what was asked for and what there is, an action too', () => {
    const error = new UnknownNameError('action', 'Jump', ['Step1', 'Step2']);
    expect(error.message).toBe("unknown action 'Jump'; available: Step1, Step2");
    expect(error).toBeInstanceOf(Error);
    expect(new UnknownNameError('invariant', 'X', []).message).toBe("unknown invariant 'X'; available: ");
  });
});
