/**
 * The packed state's code, generated from the layouts: a state view whose
 * `v3()` decodes variable 3 of the state it looks at (once, when first read),
 * and `write`, which packs a successor's values into the target, copying the
 * bytes of every variable left as it was. A value that does not fit its
 * layout is reported (`rt.layoutOverflow`) so the layout can be widened.
 */
import { bitArray, layoutBytes, type Layout } from './layout.js';
import { decode, encode, fromRaw, toRaw, type Constant } from './value-code.js';

export interface CodecSource {
  /** JS text of `function (rt, P) { ... return { View, write, stateBytes, offsets }; }`'s body. */
  readonly body: string;
  /** Values the text refers to as `P[i]`. */
  readonly pool: readonly unknown[];
  readonly stateBytes: number;
  readonly offsets: readonly number[];
}

// long because: the class it generates is written out in templates, split over lines to keep within 140 characters
export function codecSource(layouts: readonly Layout[]): CodecSource {
  const pool: unknown[] = [];
  const constant = (value: unknown) => {
    pool.push(value);
    return `P[${pool.length - 1}]`;
  };
  const offsets: number[] = [];
  let at = 0;
  for (const layout of layouts) {
    offsets.push(at);
    at += layoutBytes(layout);
  }
  // a bit-packed array is read two bytes at a time: one byte more keeps the last read within the state
  const stateBytes = Math.max(1, at + (layouts.some((layout) => bitArray(layout) !== null) ? 1 : 0));
  const n = layouts.length;
  const fields = Array.from({ length: n }, (_, i) => `this.c${i} = U;`).join(' ');
  // each variable's decoder is a function of its own: an arrow function inside a getter would make the getter's
  // locals live in a context allocated on every call, decoded or not
  const decoders = layouts.map((layout, i) => `function D${i}(s, o) { return ${decode(layout, 's', 'o', 0, constant)}; }`).join('\n');
  const getters = layouts
    .map((layout, i) => {
      if (!cachedByBytes(layout))
        return `v${i}() { let v = this.c${i}; if (v === U) v = this.c${i} = D${i}(this.src, this.off + ${offsets[i]}); return v; }`;
      // a small composite value (dice, a few flags) is decoded once for each bit pattern and shared: values are never mutated
      const raw = layoutBytes(layout) === 1 ? 's[o]' : '(s[o] | s[o + 1] << 8)';
      return (
        `v${i}() { let v = this.c${i}; if (v === U) { const s = this.src, o = this.off + ${offsets[i]}; const raw ` +
        `= ${raw}; v = T${i}[raw]; if (v === undefined) v = T${i}[raw] = D${i}(s, o); this.c${i} = v; } return v; }`
      );
    })
    .join('\n');
  const tables = layouts
    .map((layout, i) => (cachedByBytes(layout) ? `const T${i} = new Array(${1 << (8 * layoutBytes(layout))});` : ''))
    .join(' ');
  const readers = layouts
    .map((layout, i) => reader(layout, i, offsets[i]!, constant))
    .filter((text) => text !== '')
    .join('\n');
  const writers = layouts.map((layout, i) => {
    const size = layoutBytes(layout);
    const copy =
      size <= 16
        ? Array.from({ length: size }, (_, k) => `t[to + ${offsets[i]! + k}] = s[so + ${offsets[i]! + k}];`).join(' ')
        : `for (let k = 0; k < ${size}; k++) t[to + ${offsets[i]} + k] = s[so + ${offsets[i]} + k];`;
    const patch = patchWriter(layout, i, offsets[i]!, constant, copy);
    return (
      `{ const v = N[${i}]; if (v === rt.SAME || v === view.c${i}) { if (d${i}) { ${copy} d${i} = false; } } ${patch} else { ` +
      `const o = to + ${offsets[i]}; ${encode(layout, 'v', 't', 'o', 0, i, constant, 0)} d${i} = true; m |= ${changedBit(i)}; } }`
    );
  });
  // d<i>: whether the target's bytes of variable i were written by an earlier successor of the state being expanded
  const dirtyFlags = n === 0 ? '' : `let ${Array.from({ length: n }, (_, i) => `d${i} = false`).join(', ')};`;
  // the state is copied once per state expanded: written out byte by byte when short (a loop costs its checks at each byte)
  const copyState =
    stateBytes <= 64
      ? Array.from({ length: stateBytes }, (_, k) => `t[to + ${k}] = s[so + ${k}];`).join(' ')
      : `for (let k = 0; k < ${stateBytes}; k++) t[to + k] = s[so + k];`;
  const resetDirty = Array.from({ length: n }, (_, i) => `d${i} = false;`).join(' ');
  const initWriters = layouts.map(
    (layout, i) => `{ const v = N[${i}]; const o = to + ${offsets[i]}; ${encode(layout, 'v', 't', 'o', 0, i, constant, 0)} }`,
  );
  const body = `"use strict";
const U = rt.UNSET;
${tables}
${decoders}
class View {
  constructor() { this.src = null; this.off = 0; this.level = 0; this.g = 0; ${fields} }
  load(src, off, level) { this.src = src; this.off = off; this.level = level; this.g = rt.nextLoad(); ${fields} }
  ${getters}
  ${readers}
}
${dirtyFlags}
function write(N, view, t, to) { const s = view.src, so = view.off; let m = 0;
${writers.join('\n')}
return m; }
function prepare(view, t, to) { const s = view.src, so = view.off; ${copyState} ${resetDirty} }
function writeInitial(N, t, to) {
${initWriters.join('\n')}
}
return { View, write, writeInitial, prepare };`;
  return { body, pool, stateBytes, offsets };
}

/** Whether a variable's values are decoded once per bit pattern: composite values packed in one or two bytes. */
function cachedByBytes(layout: Layout): boolean {
  return (
    layout.kind !== 'int' &&
    layout.kind !== 'bool' &&
    layout.kind !== 'enum' &&
    layout.kind !== 'bytes' &&
    layoutBytes(layout) >= 1 &&
    layoutBytes(layout) <= 2
  );
}

/**
 * The bit of variable i in the mask `write` returns (the variables the successor changed): variables from
 * CHANGED_BITS - 1 on share the last bit, so a predicate reading one of them is taken as reading all of them.
 */
const CHANGED_BITS = 31;
export function changedBit(i: number): number {
  return 1 << Math.min(i, CHANGED_BITS - 1);
}

/** Whether variable `layout` has a reader `r<i>(key)`: f[key] read from the packed bytes, without decoding f. */
export function hasReader(layout: Layout): boolean {
  return readerShape(layout) !== null;
}

function isScalar(layout: Layout): boolean {
  return layout.kind === 'int' || layout.kind === 'bool' || layout.kind === 'enum';
}

/** The element layout and keys of a function or tuple whose values are all packed alike, scalars. */
function readerShape(layout: Layout): { element: Layout; keys: readonly unknown[] | null; count: number } | null {
  if (layout.kind === 'function' && isScalar(layout.range))
    return { element: layout.range, keys: layout.domain, count: layout.domain.length };
  if (layout.kind === 'tuple' && layout.elements.length > 0 && isScalar(layout.elements[0]!)) {
    const first = JSON.stringify(layout.elements[0]);
    if (layout.elements.every((e) => e === layout.elements[0] || JSON.stringify(e) === first))
      return { element: layout.elements[0]!, keys: null, count: layout.elements.length };
  }
  return null;
}

/** For a variable with a reader: `else if` a patch (rt.Patch), the parent's value with one element written. */
function patchWriter(layout: Layout, i: number, offset: number, constant: Constant, copy: string): string {
  const shape = readerShape(layout);
  if (shape === null) return '';
  const bits = bitArray(layout);
  if (bits !== null) {
    const position = keyPosition(shape, constant, 'v.key');
    const overflow = `rt.layoutOverflow(${i}, rt.patched(v, view.v${i}()))`;
    const mask = (1 << bits.bits) - 1;
    return (
      `else if (v instanceof rt.Patch) { if (d${i}) { ${copy} } const p = ${position}; if (p >= 0) { const e ` +
      `= v.value; ${toRaw(bits.element, 'e', 'r', overflow, constant)} const bit = p * ${bits.bits}; const ` +
      `at = to + ${offset} + (bit >> 3); const sh = bit & 7; const w = ((t[at] | t[at + 1] << 8) & ~(${mask} ` +
      `<< sh)) | (r << sh); t[at] = w & 255; t[at + 1] = w >> 8; } d${i} = true; m |= ${changedBit(i)}; }`
    );
  }
  const width = layoutBytes(shape.element);
  const position = keyPosition(shape, constant, 'v.key');
  const element = encode(
    shape.element,
    'v.value',
    't',
    `(to + ${offset} + p * ${width})`,
    0,
    i,
    constant,
    1,
    `rt.layoutOverflow(${i}, rt.patched(v, view.v${i}()))`,
  );
  // a key outside the domain leaves the function as it was (TLC's EXCEPT on a missing key)
  return (
    `else if (v instanceof rt.Patch) { if (d${i}) { ${copy} } const p = ${position}; ` +
    `if (p >= 0) { ${element} } d${i} = true; m |= ${changedBit(i)}; }`
  );
}

/** A JS expression: the position of `key` among the shape's keys, -1 if none. */
function keyPosition(shape: { keys: readonly unknown[] | null; count: number }, constant: Constant, key: string): string {
  if (shape.keys === null) return `(typeof ${key} === 'number' && ${key} >= 1 && ${key} <= ${shape.count} ? ${key} - 1 : -1)`;
  const keys = shape.keys;
  if (keys.every((k) => typeof k === 'number')) {
    const numbers = keys;
    const min = numbers[0]!,
      max = numbers[numbers.length - 1]!;
    const table = new Int32Array(max - min + 1).fill(-1);
    numbers.forEach((k, position) => (table[k - min] = position));
    return `(typeof ${key} === 'number' && ${key} >= ${min} && ${key} <= ${max} ? ${constant(table)}[${key} - ${min}] : -1)`;
  }
  if (keys.every((k) => typeof k !== 'object')) return `(${constant(new Map(keys.map((k, position) => [k, position])))}.get(${key}) ?? -1)`;
  // compound keys (tuples, records, sets) are compared by value
  return `rt.positionOf(${constant(keys)}, ${key})`;
}

/** `r<i>(x)`: variable i applied to x, read from the state's bytes (any other x: the decoded function applied, for TLC's error). */
function reader(layout: Layout, i: number, offset: number, constant: Constant): string {
  const shape = readerShape(layout);
  if (shape === null) return '';
  const bits = bitArray(layout);
  if (bits !== null) {
    const position = keyPosition(shape, constant, 'x');
    const raw = `(((s[at] | s[at + 1] << 8) >> (bit & 7)) & ${(1 << bits.bits) - 1})`;
    return (
      `r${i}(x) { const p = ${position}; if (p >= 0) { const s = this.src; const bit = p * ${bits.bits}; const at = this.off ` +
      `+ ${offset} + (bit >> 3); return ${fromRaw(bits.element, raw, constant)}; } return rt.apply(this.v${i}(), x, null); }`
    );
  }
  const width = layoutBytes(shape.element);
  const at = (index: string) => decode(shape.element, 's', `(this.off + ${offset} + ${index} * ${width})`, 0, constant);
  const slow = `return rt.apply(this.v${i}(), x, null);`;
  if (shape.keys === null)
    return (
      `r${i}(x) { if (typeof x === 'number' && x >= 1 && x <= ${shape.count}) ` +
      `{ const s = this.src; return ${at('(x - 1)')}; } ${slow} }`
    );
  const keys = shape.keys;
  if (keys.every((k) => typeof k === 'number')) {
    const numbers = keys;
    const min = numbers[0]!,
      max = numbers[numbers.length - 1]!;
    const table = new Int32Array(max - min + 1).fill(-1);
    numbers.forEach((key, position) => (table[key - min] = position));
    return (
      `r${i}(x) { if (typeof x === 'number' && x >= ${min} && x <= ${max}) { const p = ${constant(table)}[x ` +
      `- ${min}]; if (p >= 0) { const s = this.src; return ${at('p')}; } } ${slow} }`
    );
  }
  const position = keyPosition(shape, constant, 'x');
  return `r${i}(x) { const p = ${position}; if (p >= 0) { const s = this.src; return ${at('p')}; } ${slow} }`;
}
