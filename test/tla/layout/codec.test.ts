import { describe, expect, it } from 'vitest';
import { changedBit, codecSource, hasReader } from '../../../src/tla/layout/codec.js';
import { instantiateCodec } from '../../../src/tla/layout/instantiate-codec.js';
import type { Layout } from '../../../src/tla/layout/layout.js';
import { LayoutOverflowError } from '../../../src/tla/runtime/runtime-errors.js';
import { runtime as rt } from '../../../src/tla/runtime/runtime.js';
import * as V from '../../../src/tla/values/index.js';

/** A successor's next values: runtime values, rt.SAME or a patch. */
const next = (...values: unknown[]) => values as V.Value[];

type View = { load(src: Uint8Array, off: number, level: number): void } & Record<string, (x?: unknown) => V.Value>;

const counter: Layout = { kind: 'int', min: 0, max: 9 };
const flags: Layout = { kind: 'function', domain: ['a', 'b'], range: { kind: 'bool' } };
const cash: Layout = {
  kind: 'function',
  domain: [
    [1, 2],
    [3, 4],
  ],
  range: { kind: 'int', min: 0, max: 1000 },
};
const dice: Layout = {
  kind: 'tuple',
  elements: [
    { kind: 'int', min: 1, max: 6 },
    { kind: 'int', min: 1, max: 6 },
  ],
};

/** A codec of `layouts`, a state written with `values`, and a view loaded on it. */
function loaded(layouts: Layout[], values: V.Value[]) {
  const codec = instantiateCodec(layouts);
  const source = new Uint8Array(codec.stateBytes);
  codec.writeInitial(values, source, 0);
  const view = new codec.View() as View;
  view.load(source, 0, 0);
  return { codec, source, view };
}

describe('codecSource', () => {
  it('lays the variables out one after the other, a byte more when a bit array may read past the last', () => {
    const source = codecSource([counter, cash, { kind: 'bool' }]);
    expect(source.offsets).toEqual([0, 1, 5]);
    expect(source.stateBytes).toBe(6);
    expect(codecSource([counter, flags]).stateBytes).toBe(1 + 1 + 1);
    expect(codecSource([]).stateBytes).toBe(1);
  });

  it("keeps values in the pool, never in the code's text", () => {
    const source = codecSource([{ kind: 'enum', values: ['"); evil(); ("', 'b'] }]);
    expect(source.body).not.toContain('evil');
    expect(source.pool).toContainEqual(['"); evil(); ("', 'b']);
  });
});

describe("the generated codec's view", () => {
  it('decodes each variable when first read, once', () => {
    const f = rt.functionOver(['a', 'b'], [true, false]);
    const { view } = loaded([counter, flags], [7, f]);
    expect(view.v0!()).toBe(7);
    const first = view.v1!();
    expect(V.equals(first, f)).toBe(true);
    expect(view.v1!()).toBe(first);
  });

  it('shares the decoded value of a small composite among states with the same bytes', () => {
    const { codec, source, view } = loaded([dice], [[3, 4]]);
    const other = new Uint8Array(codec.stateBytes + 4);
    codec.writeInitial([[3, 4]], other, 4);
    const second = new codec.View() as View;
    second.load(other, 4, 0);
    expect(view.v0!()).toEqual([3, 4]);
    expect(second.v0!()).toBe(view.v0!());
    codec.writeInitial([[3, 5]], source, 0);
    view.load(source, 0, 0);
    expect(view.v0!()).toEqual([3, 5]);
  });

  it('reads f[x] from the bytes for a function of scalars, and applies the decoded function to any other x', () => {
    const { view } = loaded(
      [counter, flags, cash],
      [0, rt.functionOver(['a', 'b'], [false, true]), rt.functionOver(cash.domain, [5, 900])],
    );
    expect(view.r1!('b')).toBe(true);
    expect(view.r2!([3, 4])).toBe(900);
    expect(() => view.r1!('c')).toThrow(V.TlcEvaluationError);
    expect(view.r0).toBeUndefined();
  });

  it('reads t[i] of a tuple from the bytes', () => {
    const { view } = loaded([dice], [[2, 5]]);
    expect([view.r0!(1), view.r0!(2)]).toEqual([2, 5]);
    expect(() => view.r0!(3)).toThrow(V.TlcEvaluationError);
  });
});

describe("the generated codec's write", () => {
  it('writes the variables that changed, says which, and restores those an earlier successor changed', () => {
    const f = rt.functionOver(['a', 'b'], [false, false]);
    const { codec, view } = loaded([counter, flags], [3, f]);
    const target = new Uint8Array(codec.stateBytes);
    codec.prepare(view, target, 0);
    expect(codec.write(next(5, rt.SAME), view, target, 0)).toBe(changedBit(0));
    expect(codec.decodeAll(target, 0)[0]).toBe(5);
    // the next successor leaves the counter as the parent had it: its bytes are copied back
    const patch = rt.patch(new rt.Patch(), 'b', true);
    expect(codec.write(next(rt.SAME, patch), view, target, 0)).toBe(changedBit(1));
    const [counterAfter, flagsAfter] = codec.decodeAll(target, 0);
    expect(counterAfter).toBe(3);
    expect(V.equals(flagsAfter!, rt.functionOver(['a', 'b'], [false, true]))).toBe(true);
    // the parent's own decoded values count as unchanged (and the flags a successor changed are copied back)
    expect(codec.write([view.v0!(), view.v1!()], view, target, 0)).toBe(0);
    expect(V.equals(codec.decodeAll(target, 0)[1]!, f)).toBe(true);
  });

  it('patches one element of a function over compound keys; a key outside the domain leaves it as it was', () => {
    const { codec, view } = loaded([cash], [rt.functionOver(cash.domain, [1, 2])]);
    const target = new Uint8Array(codec.stateBytes);
    codec.prepare(view, target, 0);
    codec.write(next(rt.patch(new rt.Patch(), [3, 4], 77)), view, target, 0);
    expect(V.equals(codec.decodeAll(target, 0)[0]!, rt.functionOver(cash.domain, [1, 77]))).toBe(true);
    codec.write(next(rt.patch(new rt.Patch(), [9, 9], 5)), view, target, 0);
    expect(V.equals(codec.decodeAll(target, 0)[0]!, rt.functionOver(cash.domain, [1, 2]))).toBe(true);
  });

  it('reports a patched value that does not fit as the whole new value of the variable', () => {
    const { codec, view } = loaded([cash], [rt.functionOver(cash.domain, [1, 2])]);
    const target = new Uint8Array(codec.stateBytes);
    codec.prepare(view, target, 0);
    let error: unknown = null;
    try {
      codec.write(next(rt.patch(new rt.Patch(), [1, 2], 5000)), view, target, 0);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(LayoutOverflowError);
    expect((error as LayoutOverflowError).detail.value).toEqual(V.toTla(rt.functionOver(cash.domain, [5000, 2])));
  });
});

describe('changedBit and hasReader', () => {
  it('give each of the first 30 variables a bit of its own, the rest share the last', () => {
    expect([changedBit(0), changedBit(3)]).toEqual([1, 8]);
    expect(changedBit(30)).toBe(1 << 30);
    expect(changedBit(45)).toBe(changedBit(30));
  });

  it('give a reader to functions and tuples of one scalar layout only', () => {
    expect([hasReader(flags), hasReader(cash), hasReader(dice)]).toEqual([true, true, true]);
    expect(hasReader(counter)).toBe(false);
    expect(hasReader({ kind: 'tuple', elements: [counter, { kind: 'bool' }] })).toBe(false);
    expect(hasReader({ kind: 'function', domain: [1], range: dice })).toBe(false);
    expect(hasReader({ kind: 'record', names: ['a'], fields: [counter] })).toBe(false);
  });
});
