import { describe, expect, it } from 'vitest';
import { ANY_INT, INT32_MAX } from '../../../src/tla/layout/layout.js';
import { layoutOfSet } from '../../../src/tla/layout/hints.js';
import * as V from '../../../src/tla/values/index.js';

describe('layoutOfSet', () => {
  it('packs Int, Nat and an interval exactly, and says nothing of an empty interval', () => {
    expect(layoutOfSet(V.INT)).toEqual({ layout: ANY_INT, exact: true });
    expect(layoutOfSet(V.NAT)).toEqual({ layout: { kind: 'int', min: 0, max: INT32_MAX }, exact: true });
    expect(layoutOfSet(V.interval(-2, 5))).toEqual({ layout: { kind: 'int', min: -2, max: 5 }, exact: true });
    expect(layoutOfSet(V.interval(3, 2))).toBeNull();
  });

  it('packs BOOLEAN as a boolean, one boolean as an enum, strings and model values as an enum', () => {
    expect(layoutOfSet(V.setOf([false, true]))).toEqual({ layout: { kind: 'bool' }, exact: true });
    expect(layoutOfSet(V.setOf([true]))).toEqual({ layout: { kind: 'enum', values: [true] }, exact: true });
    const p1 = V.ModelValue.of('p1');
    expect(layoutOfSet(V.setOf([p1, 'bank']))).toMatchObject({ layout: { kind: 'enum' }, exact: true });
    expect((layoutOfSet(V.setOf([p1, 'bank']))!.layout as unknown as { values: unknown[] }).values).toHaveLength(2);
  });

  it('packs a set of integers with gaps as the range it spans, not exactly', () => {
    expect(layoutOfSet(V.setOf([1, 3, 9]))).toEqual({ layout: { kind: 'int', min: 1, max: 9 }, exact: false });
    expect(layoutOfSet(V.setOf([4, 5]))).toEqual({ layout: { kind: 'int', min: 4, max: 5 }, exact: true });
  });

  it('says nothing of the empty set, of a listed set of composite values, of STRING', () => {
    expect(layoutOfSet(V.EMPTY_SET)).toBeNull();
    expect(layoutOfSet(V.setOf([[1], [2]]))).toBeNull();
    expect(layoutOfSet(V.STRING)).toBeNull();
  });

  it('packs functions over 1..n as tuples and over other finite domains as functions', () => {
    const dice = V.interval(1, 6);
    expect(layoutOfSet(V.functionSet(V.interval(1, 2), dice))).toEqual({
      layout: {
        kind: 'tuple',
        elements: [
          { kind: 'int', min: 1, max: 6 },
          { kind: 'int', min: 1, max: 6 },
        ],
      },
      exact: true,
    });
    expect(layoutOfSet(V.functionSet(V.setOf([1, 2, 3]), V.setOf([false, true])))).toMatchObject({
      layout: { kind: 'tuple' },
      exact: true,
    });
    expect(layoutOfSet(V.functionSet(V.setOf([2, 4]), V.setOf([1, 5])))).toEqual({
      layout: { kind: 'function', domain: [2, 4], range: { kind: 'int', min: 1, max: 5 } },
      exact: false,
    });
    expect(layoutOfSet(V.functionSet(V.NAT, dice))).toBeNull();
    expect(layoutOfSet(V.functionSet(V.setOf([1]), V.STRING))).toBeNull();
  });

  it('packs records and tuples field by field, exact only when every field is', () => {
    const names = V.recordShape(['a', 'b']).keys as string[];
    const record = layoutOfSet(V.recordSet(names, [V.interval(0, 3), V.setOf([false, true])]));
    expect(record).toEqual({ layout: { kind: 'record', names, fields: [{ kind: 'int', min: 0, max: 3 }, { kind: 'bool' }] }, exact: true });
    expect(layoutOfSet(V.tupleSet([V.setOf([1, 3]), V.interval(0, 1)]))).toEqual({
      layout: {
        kind: 'tuple',
        elements: [
          { kind: 'int', min: 1, max: 3 },
          { kind: 'int', min: 0, max: 1 },
        ],
      },
      exact: false,
    });
    expect(layoutOfSet(V.tupleSet([V.STRING, V.interval(0, 1)]))).toBeNull();
  });

  it('starts Seq(S) as a sequence of 4 elements of S', () => {
    expect(layoutOfSet(V.seqOf(V.interval(1, 6)))).toEqual({
      layout: { kind: 'sequence', capacity: 4, element: { kind: 'int', min: 1, max: 6 } },
      exact: true,
    });
    expect(layoutOfSet(V.seqOf(V.STRING))).toBeNull();
  });

  it('packs a finite set TLC keeps lazy by its elements', () => {
    const lazy = V.union(V.interval(1, 3), V.interval(6, 7));
    expect(layoutOfSet(lazy)).toEqual({ layout: { kind: 'int', min: 1, max: 7 }, exact: false });
    expect(layoutOfSet(V.union(V.NAT, V.setOf([-1])))).toBeNull();
  });
});
