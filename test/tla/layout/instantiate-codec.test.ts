import { describe, expect, it } from 'vitest';
import { codecSource } from '../../../src/tla/layout/codec.js';
import { instantiateCodec } from '../../../src/tla/layout/instantiate-codec.js';
import type { Layout } from '../../../src/tla/layout/layout.js';
import { runtime as rt } from '../../../src/tla/runtime/runtime.js';
import * as V from '../../../src/tla/values/index.js';

const layouts: Layout[] = [
  { kind: 'int', min: -3, max: 300 },
  { kind: 'enum', values: [V.ModelValue.of('p1'), V.ModelValue.of('p2')] },
  { kind: 'sequence', capacity: 3, element: { kind: 'bool' } },
  { kind: 'bytes', capacity: 24 },
];
const state: V.Value[] = [-3, V.ModelValue.of('p2'), [true, false], V.setOf(['x', 'y'])];

describe('instantiateCodec', () => {
  it("compiles the layouts' codec with their offsets and state size", () => {
    const codec = instantiateCodec(layouts);
    const source = codecSource(layouts);
    expect(codec.stateBytes).toBe(source.stateBytes);
    expect(codec.offsets).toEqual(source.offsets);
  });

  it('packs a whole state at an offset, and decodes every variable of it back', () => {
    const codec = instantiateCodec(layouts);
    const buffer = new Uint8Array(5 + codec.stateBytes);
    codec.writeInitial(state, buffer, 5);
    expect(buffer.subarray(0, 5).every((byte) => byte === 0)).toBe(true);
    const back = codec.decodeAll(buffer, 5);
    expect(back).toHaveLength(4);
    back.forEach((value, i) => expect(V.equals(value, state[i]!)).toBe(true));
  });

  it('gives views of its own class, each loading a state independently', () => {
    const codec = instantiateCodec(layouts);
    const a = new Uint8Array(codec.stateBytes);
    const b = new Uint8Array(codec.stateBytes);
    codec.writeInitial(state, a, 0);
    codec.writeInitial([7, V.ModelValue.of('p1'), [], V.EMPTY_SET], b, 0);
    const first = new codec.View() as { load(s: Uint8Array, o: number, l: number): void; v0(): V.Value; level: number };
    const second = new codec.View() as typeof first;
    first.load(a, 0, 4);
    second.load(b, 0, 0);
    expect([first.v0(), second.v0(), first.level]).toEqual([-3, 7, 4]);
  });

  it('copies a state before its successors are written over the copy', () => {
    const codec = instantiateCodec(layouts);
    const source = new Uint8Array(codec.stateBytes);
    codec.writeInitial(state, source, 0);
    const view = new codec.View() as { load(s: Uint8Array, o: number, l: number): void };
    view.load(source, 0, 0);
    const target = new Uint8Array(codec.stateBytes + 2);
    codec.prepare(view, target, 2);
    expect([...target.subarray(2)]).toEqual([...source]);
    codec.write([rt.SAME, rt.SAME, [false], rt.SAME] as V.Value[], view, target, 2);
    expect(codec.decodeAll(target, 2)[2]).toEqual([false]);
  });
});
