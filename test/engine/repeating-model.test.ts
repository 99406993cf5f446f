import { describe, expect, it } from 'vitest';
import { newRepeatScope, offersRepeats } from '../../src/engine/repeating-model.js';
import { counterModel } from '../helpers/toy-models.js';

describe('offersRepeats', () => {
  it('is true only for a model with successorsWithRepeats', () => {
    const plain = counterModel(2);
    expect(offersRepeats(plain)).toBe(false);
    const repeating = Object.assign(counterModel(2), { successorsWithRepeats: () => true });
    expect(offersRepeats(repeating)).toBe(true);
    expect(offersRepeats(Object.assign(counterModel(2), { successorsWithRepeats: 1 }))).toBe(false);
  });
});

describe('newRepeatScope', () => {
  it('never hands out a number twice in a thread, and never 0', () => {
    const scopes = Array.from({ length: 5 }, newRepeatScope);
    expect(new Set(scopes).size).toBe(5);
    expect(Math.min(...scopes)).toBeGreaterThan(0);
    expect(scopes).toEqual([...scopes].sort((a, b) => a - b));
  });
});
