/** What a search makes of an error a model throws (modelFailure), and the error of a value that does not fit a model. */
import { describe, expect, it } from 'vitest';
import { ModelValueError, modelFailure } from '../../src/engine/model.js';
import { ToyModel } from '../helpers/toy-models.js';

describe('modelFailure', () => {
  it("keeps an error's name and message, and what the model was doing", () => {
    expect(modelFailure(new RangeError('out of range'), 'successors')).toEqual({
      name: 'RangeError',
      message: 'out of range',
      during: 'successors',
    });
    expect(modelFailure(new Error('no'), 'invariant')).toEqual({ name: 'Error', message: 'no', during: 'invariant' });
  });

  it('keeps the detail an error carries, or else its exit code as the detail', () => {
    const detailed = Object.assign(new Error('bad value'), { detail: { line: 3 }, exitCode: 75 });
    expect(modelFailure(detailed, 'initial')).toEqual({ name: 'Error', message: 'bad value', during: 'initial', detail: { line: 3 } });
    const coded = Object.assign(new Error('overflow'), { exitCode: 75 });
    expect(modelFailure(coded, 'successors').detail).toEqual({ exitCode: 75 });
    expect(modelFailure(Object.assign(new Error('x'), { exitCode: '75' }), 'successors')).not.toHaveProperty('detail');
  });

  it('says a failed state counts as generated only when the error says so', () => {
    const counted = Object.assign(new Error('incomplete'), { countsAsGenerated: true });
    expect(modelFailure(counted, 'successors').countsAsGenerated).toBe(true);
    expect(modelFailure(Object.assign(new Error('x'), { countsAsGenerated: false }), 'successors')).not.toHaveProperty('countsAsGenerated');
  });

  it('describes a thrown value that is not an Error by its text', () => {
    expect(modelFailure('a string', 'successors')).toEqual({ name: 'Error', message: 'a string', during: 'successors' });
    expect(modelFailure(42, 'initial')).toEqual({ name: 'Error', message: '42', during: 'initial' });
    expect(modelFailure(undefined, 'invariant').message).toBe('undefined');
  });

  it('keeps an error class of its own by name', () => {
    expect(modelFailure(new ModelValueError('x must be in 0..65535'), 'initial')).toEqual({
      name: 'ModelValueError',
      message: 'x must be in 0..65535',
      during: 'initial',
    });
  });
});

describe('ModelValueError', () => {
  it('is what Model.fromTla throws for a value that does not fit', () => {
    const model = new ToyModel({ variables: ['x'], init: [[0]], actions: [], next: () => [] });
    const error = (() => {
      try {
        model.fromTla({ x: -1 }, new Uint8Array(2), 0);
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ModelValueError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('ModelValueError');
  });
});
