import { describe, expect, it } from 'vitest';
import { inOrder, tlcActionLabel } from '../../src/tlc/tlc-trace-form.js';

describe('tlcActionLabel', () => {
  it('spells the action and its location as TLC labels a step', () => {
    const location = { beginLine: 382, beginColumn: 5, endLine: 391, endColumn: 19, module: 'Monopoly' };
    expect(tlcActionLabel({ name: 'Next', location })).toBe('<Next line 382, col 5 to line 391, col 19 of module Monopoly>');
  });
});

describe('inOrder', () => {
  it('puts the names the order knows first, in its order, then the others as they came', () => {
    expect(inOrder(['c', 'a', 'b'], ['a', 'z', 'b', 'y'])).toEqual(['a', 'b', 'z', 'y']);
    expect(inOrder(['c', 'a', 'b'], ['b', 'c'])).toEqual(['c', 'b']);
    expect(inOrder([], ['q', 'p'])).toEqual(['q', 'p']);
  });
});
