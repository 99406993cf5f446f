import { describe, expect, it } from 'vitest';
import { layoutBytes, type Layout } from '../../../src/tla/layout/layout.js';
import { decode, encode, fromRaw, toRaw } from '../../../src/tla/layout/value-code.js';
import { LayoutOverflowError } from '../../../src/tla/runtime/runtime-errors.js';
import { runtime } from '../../../src/tla/runtime/runtime.js';
import * as V from '../../../src/tla/values/index.js';

/** A pool and the `constant` that puts values in it. */
function pooled() {
  const pool: unknown[] = [];
  return { pool, constant: (value: unknown) => (pool.push(value), `P[${pool.length - 1}]`) };
}

type Run = (...args: unknown[]) => unknown;
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the generated code is what is tested
const compile = (params: string[], body: string) => new Function(...params, body) as Run;

/** Writes `value` with the generated encoder at offset 3 of a buffer and reads it back with the decoder; the bytes too. */
function roundTrip(layout: Layout, value: V.Value): { back: V.Value; bytes: Uint8Array } {
  const { pool, constant } = pooled();
  const write = compile(['rt', 'P', 'N', 't', 'o'], encode(layout, 'N[0]', 't', 'o', 0, 0, constant, 0));
  const read = compile(['rt', 'P', 's', 'o'], `return ${decode(layout, 's', 'o', 0, constant)};`);
  const bytes = new Uint8Array(3 + layoutBytes(layout) + 1);
  write(runtime, pool, [value], bytes, 3);
  return { back: read(runtime, pool, bytes, 3) as V.Value, bytes };
}

function overflowOf(layout: Layout, value: V.Value): unknown {
  try {
    roundTrip(layout, value);
    return null;
  } catch (error) {
    return error;
  }
}

const p1 = V.ModelValue.of('p1');

describe('encode and decode', () => {
  it.each<[string, Layout, V.Value]>([
    ['a 1-byte integer with an offset range', { kind: 'int', min: -5, max: 100 }, -5],
    ['a 2-byte integer', { kind: 'int', min: 0, max: 60000 }, 59999],
    ['any 32-bit integer', { kind: 'int', min: -2147483648, max: 2147483647 }, -2147483648],
    ['a boolean', { kind: 'bool' }, true],
    ['an enum of model values and strings', { kind: 'enum', values: ['bank', p1] }, p1],
    ['an enum of more than 256 values', { kind: 'enum', values: Array.from({ length: 300 }, (_, i) => `s${i}`) }, 's299'],
    ['a tuple of mixed layouts', { kind: 'tuple', elements: [{ kind: 'bool' }, { kind: 'int', min: 0, max: 1000 }] }, [false, 999]],
    [
      'a tuple of dice, as bits',
      { kind: 'tuple', elements: Array.from({ length: 5 }, (): Layout => ({ kind: 'int', min: 1, max: 6 })) },
      [6, 1, 5, 2, 4],
    ],
    ['a sequence shorter than its capacity', { kind: 'sequence', capacity: 4, element: { kind: 'int', min: 0, max: 9 } }, [7, 8]],
    ['an empty sequence', { kind: 'sequence', capacity: 2, element: { kind: 'bool' } }, []],
    ['a set as canonical bytes', { kind: 'bytes', capacity: 32 }, V.setOf([1, 2, 3])],
  ])('write and read back %s', (_, layout, value) => {
    const { back } = roundTrip(layout, value);
    expect(V.equals(back, value)).toBe(true);
  });

  it('write and read back functions over a fixed domain, records, nested', () => {
    const domain = [10, 20, 30];
    const flags: Layout = { kind: 'function', domain, range: { kind: 'bool' } };
    const f = runtime.functionOver(domain, [true, false, true]);
    expect(V.equals(roundTrip(flags, f).back, f)).toBe(true);
    const cash: Layout = { kind: 'function', domain, range: { kind: 'int', min: 0, max: 5000 } };
    const g = runtime.functionOver(domain, [0, 4999, 12]);
    expect(V.equals(roundTrip(cash, g).back, g)).toBe(true);
    const names = V.recordShape(['pos', 'log']).keys as string[];
    const fields = names.map((name): Layout =>
      name === 'pos' ? { kind: 'int', min: 0, max: 39 } : { kind: 'sequence', capacity: 3, element: { kind: 'enum', values: ['x', 'y'] } },
    );
    const record = V.makeRecord(['pos', 'log'], [12, ['y', 'x']]);
    expect(V.equals(roundTrip({ kind: 'record', names, fields }, record).back, record)).toBe(true);
  });

  it('zeroes the unused room of a sequence and a bytes slot, so equal values have equal bytes', () => {
    const layout: Layout = { kind: 'sequence', capacity: 3, element: { kind: 'int', min: 0, max: 9 } };
    const { pool, constant } = pooled();
    const write = compile(['rt', 'P', 'N', 't', 'o'], encode(layout, 'N[0]', 't', 'o', 0, 0, constant, 0));
    const bytes = new Uint8Array(4);
    write(runtime, pool, [[1, 2, 3]], bytes, 0);
    write(runtime, pool, [[4]], bytes, 0);
    expect([...bytes]).toEqual([1, 4, 0, 0]);
  });

  it.each<[string, Layout, V.Value]>([
    ['an integer out of range', { kind: 'int', min: 0, max: 9 }, 10],
    ['a string where an integer goes', { kind: 'int', min: 0, max: 9 }, 'a'],
    ['a non-boolean', { kind: 'bool' }, 1],
    ['a value not in the enum', { kind: 'enum', values: ['a'] }, 'b'],
    ['a tuple of another length', { kind: 'tuple', elements: [{ kind: 'bool' }] }, [true, true]],
    ['a sequence past its capacity', { kind: 'sequence', capacity: 1, element: { kind: 'bool' } }, [true, false]],
    ['a function over another domain', { kind: 'function', domain: [10, 20], range: { kind: 'bool' } }, [true, true]],
    ['an element out of range in a bit array', { kind: 'tuple', elements: [{ kind: 'int', min: 1, max: 6 }] }, [7]],
    ['a value longer than its bytes slot', { kind: 'bytes', capacity: 2 }, V.setOf([1, 2, 3])],
  ])('report %s as a layout overflow of the variable, with its whole value', (_, layout, value) => {
    const error = overflowOf(layout, value) as LayoutOverflowError;
    expect(error).toBeInstanceOf(LayoutOverflowError);
    expect(error.detail.variable).toBe(0);
    expect(error.detail.value).toEqual(V.toTla(value));
  });
});

describe('fromRaw and toRaw', () => {
  const OVER = '(() => { throw new Error("overflow"); })()';
  const rawOf = (layout: Layout, value: V.Value) => {
    const { pool, constant } = pooled();
    return compile(['rt', 'P', 'v'], `${toRaw(layout, 'v', 'r', OVER, constant)} return r;`)(runtime, pool, value);
  };
  const scalarOf = (layout: Layout, raw: number) => {
    const { pool, constant } = pooled();
    return compile(['rt', 'P', 'raw'], `return ${fromRaw(layout, 'raw', constant)};`)(runtime, pool, raw);
  };

  it("give a scalar's bits and the scalar of the bits", () => {
    const die: Layout = { kind: 'int', min: 1, max: 6 };
    expect(rawOf(die, 6)).toBe(5);
    expect(scalarOf(die, 5)).toBe(6);
    expect(rawOf({ kind: 'int', min: 0, max: 3 }, 3)).toBe(3);
    expect([rawOf({ kind: 'bool' }, true), scalarOf({ kind: 'bool' }, 0)]).toEqual([1, false]);
    const colors: Layout = { kind: 'enum', values: ['red', 'green', 'blue'] };
    expect([rawOf(colors, 'blue'), scalarOf(colors, 1)]).toEqual([2, 'green']);
    // many values: looked up in a map
    const many: Layout = { kind: 'enum', values: Array.from({ length: 20 }, (_, i) => `s${i}`) };
    expect(rawOf(many, 's13')).toBe(13);
  });

  it('run the overflow code for a value without bits', () => {
    expect(() => rawOf({ kind: 'int', min: 1, max: 6 }, 0)).toThrow('overflow');
    expect(() => rawOf({ kind: 'bool' }, 'yes')).toThrow('overflow');
    expect(() => rawOf({ kind: 'enum', values: ['a'] }, 'b')).toThrow('overflow');
  });

  it('refuse a layout that is not a scalar', () => {
    const { constant } = pooled();
    expect(() => fromRaw({ kind: 'tuple', elements: [] }, 'raw', constant)).toThrow('not a scalar layout: tuple');
    expect(() => toRaw({ kind: 'bytes', capacity: 4 }, 'v', 'r', OVER, constant)).toThrow('not a scalar layout: bytes');
  });
});
