import { describe, expect, it } from 'vitest';
import { ANY_INT, type Layout } from '../../../src/tla/layout/layout.js';
import { layoutOf, widen } from '../../../src/tla/layout/widen.js';
import { makeFunction, makeRecord, ModelValue, setOf } from '../../../src/tla/values/index.js';

describe('layoutOf', () => {
  it('gives the narrowest layout of a value: any integer, a boolean, an enum of one value', () => {
    expect(layoutOf(3)).toEqual(ANY_INT);
    expect(layoutOf(true)).toEqual({ kind: 'bool' });
    expect(layoutOf('a')).toEqual({ kind: 'enum', values: ['a'] });
    expect(layoutOf(ModelValue.of('p1'))).toEqual({ kind: 'enum', values: [ModelValue.of('p1')] });
  });

  it('follows the shape of tuples, records and functions over a fixed domain', () => {
    expect(layoutOf([1, 'a'])).toEqual({ kind: 'tuple', elements: [ANY_INT, { kind: 'enum', values: ['a'] }] });
    const record = makeRecord(['a'], [false]);
    expect(layoutOf(record)).toEqual({ kind: 'record', names: ['a'], fields: [{ kind: 'bool' }] });
    // a function's range holds each of its values
    const f = makeFunction(setOf([10, 20]), ['x', 'y']);
    expect(layoutOf(f)).toEqual({ kind: 'function', domain: [10, 20], range: { kind: 'enum', values: ['x', 'y'] } });
  });

  it('writes a set as canonical bytes with room to spare', () => {
    expect(layoutOf(setOf([1, 2]))).toMatchObject({ kind: 'bytes' });
    expect((layoutOf(setOf([1, 2])) as { capacity: number }).capacity).toBeGreaterThanOrEqual(16);
  });
});

describe('widen', () => {
  it('returns the same layout when the value already fits', () => {
    const layouts: [Layout, unknown][] = [
      [{ kind: 'int', min: 0, max: 9 }, 9],
      [{ kind: 'bool' }, false],
      [{ kind: 'enum', values: ['a', 'b'] }, 'b'],
      [{ kind: 'tuple', elements: [{ kind: 'bool' }] }, [true]],
      [{ kind: 'sequence', capacity: 4, element: { kind: 'bool' } }, [true, false]],
      [{ kind: 'bytes', capacity: 64 }, setOf([1])],
    ];
    for (const [layout, value] of layouts) expect(widen(layout, value as never)).toBe(layout);
  });

  it('widens an integer out of range to any integer, and an enum by the new value', () => {
    expect(widen({ kind: 'int', min: 0, max: 9 }, 10)).toEqual(ANY_INT);
    expect(widen({ kind: 'enum', values: ['a'] }, 'b')).toEqual({ kind: 'enum', values: ['a', 'b'] });
  });

  it('turns a tuple met with another length into a sequence with room to grow, its elements joined', () => {
    const pair: Layout = {
      kind: 'tuple',
      elements: [
        { kind: 'int', min: 1, max: 2 },
        { kind: 'int', min: 5, max: 6 },
      ],
    };
    expect(widen(pair, [1, 2, 3])).toEqual({ kind: 'sequence', capacity: 6, element: { kind: 'int', min: 1, max: 6 } });
    expect(widen({ kind: 'tuple', elements: [] }, [])).toEqual({ kind: 'tuple', elements: [] });
    expect(widen({ kind: 'tuple', elements: [] }, ['a'])).toEqual({
      kind: 'sequence',
      capacity: 4,
      element: { kind: 'enum', values: ['a'] },
    });
  });

  it('at least doubles a sequence too short for the value', () => {
    const seq: Layout = { kind: 'sequence', capacity: 2, element: { kind: 'bool' } };
    expect(widen(seq, [true, true, true])).toEqual({ kind: 'sequence', capacity: 4, element: { kind: 'bool' } });
    expect(widen(seq, [true, true, true, true, true])).toEqual({ kind: 'sequence', capacity: 5, element: { kind: 'bool' } });
  });

  it('widens the range of a function and the fields of a record in place', () => {
    const f: Layout = { kind: 'function', domain: [10, 20], range: { kind: 'enum', values: ['a'] } };
    expect(widen(f, makeFunction(setOf([10, 20]), ['a', 'b']))).toEqual({ ...f, range: { kind: 'enum', values: ['a', 'b'] } });
    const record: Layout = { kind: 'record', names: ['a'], fields: [{ kind: 'int', min: 0, max: 0 }] };
    expect(widen(record, makeRecord(['a'], [5]))).toEqual({ ...record, fields: [ANY_INT] });
  });

  it('falls back to canonical bytes for a value of another kind or shape', () => {
    expect(widen({ kind: 'bool' }, 1)).toMatchObject({ kind: 'bytes' });
    expect(widen({ kind: 'int', min: 0, max: 1 }, 'a')).toMatchObject({ kind: 'bytes' });
    expect(widen({ kind: 'enum', values: ['a'] }, 1)).toMatchObject({ kind: 'bytes' });
    expect(widen({ kind: 'function', domain: [10, 20], range: ANY_INT }, makeFunction(setOf([10, 30]), [0, 0]))).toMatchObject({
      kind: 'bytes',
    });
    expect(widen({ kind: 'record', names: ['a'], fields: [ANY_INT] }, makeRecord(['b'], [1]))).toMatchObject({ kind: 'bytes' });
    expect(widen({ kind: 'sequence', capacity: 4, element: ANY_INT }, true)).toMatchObject({ kind: 'bytes' });
  });

  it('at least doubles a bytes slot too small for the value', () => {
    const big = setOf(Array.from({ length: 40 }, (_, i) => i));
    const widened = widen({ kind: 'bytes', capacity: 16 }, big) as { kind: string; capacity: number };
    expect(widened.kind).toBe('bytes');
    expect(widened.capacity).toBeGreaterThanOrEqual(32);
    expect(widen(widened as Layout, big)).toBe(widened);
  });
});
