import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_OPERATORS,
  isStandardModule,
  standardOperators,
  UNPROVIDED_STANDARD_MODULES,
} from '../../../src/tla/semantic/standard-modules.js';

describe('standardOperators', () => {
  it('gives the operators of the modules named and of those they extend, each with its home module and arity (-1: a set)', () => {
    const visible = standardOperators(['Integers', 'Sequences']);
    expect(visible.get('-.')).toEqual({ module: 'Integers', arity: 1 });
    expect(visible.get('+')).toEqual({ module: 'Naturals', arity: 2 });
    expect(visible.get('Nat')).toEqual({ module: 'Naturals', arity: -1 });
    expect(visible.get('SubSeq')).toEqual({ module: 'Sequences', arity: 3 });
    expect(visible.has('Cardinality')).toBe(false);
  });

  it('gives nothing for a module it does not provide, and a module named twice once', () => {
    expect(standardOperators(['Reals', 'MyModule']).size).toBe(0);
    expect([...standardOperators(['FiniteSets', 'FiniteSets']).keys()]).toEqual(['IsFiniteSet', 'Cardinality']);
  });
});

describe('the standard modules provided', () => {
  it('are Naturals, Integers, Sequences, FiniteSets, TLC and Bags; Reals and TLCExt are known and refused', () => {
    expect(['Naturals', 'Integers', 'Sequences', 'FiniteSets', 'TLC', 'Bags'].every(isStandardModule)).toBe(true);
    expect(isStandardModule('Reals')).toBe(false);
    expect(UNPROVIDED_STANDARD_MODULES).toContain('Reals');
    expect(UNPROVIDED_STANDARD_MODULES).toContain('TLCExt');
  });

  it('leave the operators of the language itself out: those are built in, with their arities', () => {
    expect(BUILT_IN_OPERATORS['\\in']).toBe(2);
    expect(BUILT_IN_OPERATORS['SUBSET']).toBe(1);
    expect(standardOperators(['Naturals', 'Integers', 'Sequences', 'FiniteSets', 'TLC', 'Bags']).has('\\in')).toBe(false);
  });
});
