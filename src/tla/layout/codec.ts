/**
 * The packed state's code, generated from the layouts: a state view whose
 * `v3()` decodes variable 3 of the state it looks at (once, when first read),
 * and `write`, which packs a successor's values into the target, copying the
 * bytes of every variable left as it was. A value that does not fit its
 * layout is reported (`rt.layoutOverflow`) so the layout can be widened.
 */
import { bitArray, intBytes, layoutBytes, sequenceLengthBytes, type Layout } from './layout.js';

export interface CodecSource {
  /** JS text of `function (rt, P) { ... return { View, write, stateBytes, offsets }; }`'s body. */
  readonly body: string;
  /** Values the text refers to as `P[i]`. */
  readonly pool: readonly unknown[];
  readonly stateBytes: number;
  readonly offsets: readonly number[];
}

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
  const getters = layouts.map((layout, i) => {
    if (!cachedByBytes(layout)) return `v${i}() { let v = this.c${i}; if (v === U) v = this.c${i} = D${i}(this.src, this.off + ${offsets[i]}); return v; }`;
    // a small composite value (dice, a few flags) is decoded once for each bit pattern and shared: values are never mutated
    const raw = layoutBytes(layout) === 1 ? 's[o]' : '(s[o] | s[o + 1] << 8)';
    return `v${i}() { let v = this.c${i}; if (v === U) { const s = this.src, o = this.off + ${offsets[i]}; const raw = ${raw}; v = T${i}[raw]; if (v === undefined) v = T${i}[raw] = D${i}(s, o); this.c${i} = v; } return v; }`;
  }).join('\n');
  const tables = layouts.map((layout, i) => (cachedByBytes(layout) ? `const T${i} = new Array(${1 << (8 * layoutBytes(layout))});` : '')).join(' ');
  const readers = layouts.map((layout, i) => reader(layout, i, offsets[i]!, constant)).filter((text) => text !== '').join('\n');
  const writers = layouts.map((layout, i) => {
    const size = layoutBytes(layout);
    const copy = size <= 16 ? Array.from({ length: size }, (_, k) => `t[to + ${offsets[i]! + k}] = s[so + ${offsets[i]! + k}];`).join(' ') : `for (let k = 0; k < ${size}; k++) t[to + ${offsets[i]} + k] = s[so + ${offsets[i]} + k];`;
    const patch = patchWriter(layout, i, offsets[i]!, constant, copy);
    return `{ const v = N[${i}]; if (v === rt.SAME || v === view.c${i}) { if (d${i}) { ${copy} d${i} = false; } } ${patch} else { const o = to + ${offsets[i]}; ${encode(layout, 'v', 't', 'o', 0, i, constant, 0)} d${i} = true; m |= ${changedBit(i)}; } }`;
  });
  // d<i>: whether the target's bytes of variable i were written by an earlier successor of the state being expanded
  const dirtyFlags = n === 0 ? '' : `let ${Array.from({ length: n }, (_, i) => `d${i} = false`).join(', ')};`;
  // the state is copied once per state expanded: written out byte by byte when short (a loop costs its checks at each byte)
  const copyState = stateBytes <= 64 ? Array.from({ length: stateBytes }, (_, k) => `t[to + ${k}] = s[so + ${k}];`).join(' ') : `for (let k = 0; k < ${stateBytes}; k++) t[to + k] = s[so + k];`;
  const resetDirty = Array.from({ length: n }, (_, i) => `d${i} = false;`).join(' ');
  const initWriters = layouts.map((layout, i) => `{ const v = N[${i}]; const o = to + ${offsets[i]}; ${encode(layout, 'v', 't', 'o', 0, i, constant, 0)} }`);
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

type Constant = (value: unknown) => string;

/** A JS expression: the position of `v` among an enum's values (as Map.get finds keys), -1 if none. */
function enumIndex(values: readonly unknown[], v: string, constant: Constant): string {
  if (values.length > 8) return `(${constant(new Map(values.map((item, i) => [item, i])))}.get(${v}) ?? -1)`;
  // a few values: compared in turn, cheaper than hashing a string
  const table = constant(values);
  return `(${values.map((_, i) => `${v} === ${table}[${i}] ? ${i} : `).join('')}-1)`;
}

/** Whether a variable's values are decoded once per bit pattern: composite values packed in one or two bytes. */
function cachedByBytes(layout: Layout): boolean {
  return layout.kind !== 'int' && layout.kind !== 'bool' && layout.kind !== 'enum' && layout.kind !== 'bytes' && layoutBytes(layout) >= 1 && layoutBytes(layout) <= 2;
}

/** A JS expression: the scalar of `element` packed as `raw` bits. */
function fromRaw(element: Layout, raw: string, constant: Constant): string {
  switch (element.kind) {
    case 'int': return element.min === 0 ? raw : `(${raw} + ${element.min})`;
    case 'bool': return `(${raw} === 1)`;
    case 'enum': return `${constant(element.values)}[${raw}]`;
    default: throw new Error(`not a scalar layout: ${element.kind}`);
  }
}

/** Statements setting `const r` to the bits of scalar `v` of `element`, or reporting that it does not fit. */
function toRaw(element: Layout, v: string, r: string, overflow: string, constant: Constant): string {
  switch (element.kind) {
    case 'int': return `if (typeof ${v} !== 'number' || ${v} < ${element.min} || ${v} > ${element.max}) ${overflow}; const ${r} = ${element.min === 0 ? v : `${v} - ${element.min}`};`;
    case 'bool': return `const ${r} = ${v} === true ? 1 : ${v} === false ? 0 : ${overflow};`;
    case 'enum': return `const ${r} = ${enumIndex(element.values, v, constant)}; if (${r} < 0) ${overflow};`;
    default: throw new Error(`not a scalar layout: ${element.kind}`);
  }
}

/**
 * The bit of variable i in the mask `write` returns (the variables the successor changed): variables from
 * CHANGED_BITS - 1 on share the last bit, so a predicate reading one of them is taken as reading all of them.
 */
export const CHANGED_BITS = 31;
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
  if (layout.kind === 'function' && isScalar(layout.range)) return { element: layout.range, keys: layout.domain, count: layout.domain.length };
  if (layout.kind === 'tuple' && layout.elements.length > 0 && isScalar(layout.elements[0]!)) {
    const first = JSON.stringify(layout.elements[0]);
    if (layout.elements.every((e) => e === layout.elements[0] || JSON.stringify(e) === first)) return { element: layout.elements[0]!, keys: null, count: layout.elements.length };
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
    return `else if (v instanceof rt.Patch) { if (d${i}) { ${copy} } const p = ${position}; if (p >= 0) { const e = v.value; ${toRaw(bits.element, 'e', 'r', overflow, constant)} const bit = p * ${bits.bits}; const at = to + ${offset} + (bit >> 3); const sh = bit & 7; const w = ((t[at] | t[at + 1] << 8) & ~(${mask} << sh)) | (r << sh); t[at] = w & 255; t[at + 1] = w >> 8; } d${i} = true; m |= ${changedBit(i)}; }`;
  }
  const width = layoutBytes(shape.element);
  const position = keyPosition(shape, constant, 'v.key');
  const element = encode(shape.element, 'v.value', 't', `(to + ${offset} + p * ${width})`, 0, i, constant, 1, `rt.layoutOverflow(${i}, rt.patched(v, view.v${i}()))`);
  // a key outside the domain leaves the function as it was (TLC's EXCEPT on a missing key)
  return `else if (v instanceof rt.Patch) { if (d${i}) { ${copy} } const p = ${position}; if (p >= 0) { ${element} } d${i} = true; m |= ${changedBit(i)}; }`;
}

/** A JS expression: the position of `key` among the shape's keys, -1 if none. */
function keyPosition(shape: { keys: readonly unknown[] | null; count: number }, constant: Constant, key: string): string {
  if (shape.keys === null) return `(typeof ${key} === 'number' && ${key} >= 1 && ${key} <= ${shape.count} ? ${key} - 1 : -1)`;
  const keys = shape.keys;
  if (keys.every((k) => typeof k === 'number')) {
    const numbers = keys;
    const min = numbers[0]!, max = numbers[numbers.length - 1]!;
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
    return `r${i}(x) { const p = ${position}; if (p >= 0) { const s = this.src; const bit = p * ${bits.bits}; const at = this.off + ${offset} + (bit >> 3); return ${fromRaw(bits.element, raw, constant)}; } return rt.apply(this.v${i}(), x, null); }`;
  }
  const width = layoutBytes(shape.element);
  const at = (index: string) => decode(shape.element, 's', `(this.off + ${offset} + ${index} * ${width})`, 0, constant);
  const slow = `return rt.apply(this.v${i}(), x, null);`;
  if (shape.keys === null) return `r${i}(x) { if (typeof x === 'number' && x >= 1 && x <= ${shape.count}) { const s = this.src; return ${at('(x - 1)')}; } ${slow} }`;
  const keys = shape.keys;
  if (keys.every((k) => typeof k === 'number')) {
    const numbers = keys;
    const min = numbers[0]!, max = numbers[numbers.length - 1]!;
    const table = new Int32Array(max - min + 1).fill(-1);
    numbers.forEach((key, position) => (table[key - min] = position));
    return `r${i}(x) { if (typeof x === 'number' && x >= ${min} && x <= ${max}) { const p = ${constant(table)}[x - ${min}]; if (p >= 0) { const s = this.src; return ${at('p')}; } } ${slow} }`;
  }
  const position = keyPosition(shape, constant, 'x');
  return `r${i}(x) { const p = ${position}; if (p >= 0) { const s = this.src; return ${at('p')}; } ${slow} }`;
}

/** A JS expression decoding a value of `layout` at `off + k` in `src`. */
function decode(layout: Layout, src: string, off: string, k: number, constant: Constant): string {
  const bits = bitArray(layout);
  if (bits !== null) {
    const items = `(() => { const a = new Array(${bits.count}); for (let i = 0; i < ${bits.count}; i++) { const bit = i * ${bits.bits}; const at = ${off} + ${k} + (bit >> 3); a[i] = ${fromRaw(bits.element, `(((${src}[at] | ${src}[at + 1] << 8) >> (bit & 7)) & ${(1 << bits.bits) - 1})`, constant)}; } return a; })()`;
    return layout.kind === 'function' ? `rt.functionOver(${constant(layout.domain)}, ${items})` : items;
  }
  switch (layout.kind) {
    case 'int': {
      const bytes = intBytes(layout);
      if (bytes === 4) return `(${src}[${off} + ${k}] | ${src}[${off} + ${k + 1}] << 8 | ${src}[${off} + ${k + 2}] << 16 | ${src}[${off} + ${k + 3}] << 24)`;
      const raw = bytes === 1 ? `${src}[${off} + ${k}]` : `(${src}[${off} + ${k}] | ${src}[${off} + ${k + 1}] << 8)`;
      return layout.min === 0 ? raw : `(${raw} + ${layout.min})`;
    }
    case 'bool': return `(${src}[${off} + ${k}] === 1)`;
    case 'enum': {
      const table = constant(layout.values);
      return layout.values.length <= 256 ? `${table}[${src}[${off} + ${k}]]` : `${table}[${src}[${off} + ${k}] | ${src}[${off} + ${k + 1}] << 8]`;
    }
    case 'tuple': return decodeList(layout.elements, src, off, k, constant, (items) => items);
    case 'function': {
      const element = layoutBytes(layout.range);
      const domain = constant(layout.domain);
      const items = `(() => { const a = new Array(${layout.domain.length}); for (let i = 0; i < ${layout.domain.length}; i++) { const e = ${off} + ${k} + i * ${element}; a[i] = ${decode(layout.range, src, 'e', 0, constant)}; } return a; })()`;
      return `rt.functionOver(${domain}, ${items})`;
    }
    case 'record': return decodeList(layout.fields, src, off, k, constant, (items) => `rt.recordOf(${constant(layout.names)}, ${items})`);
    case 'sequence': {
      const lengthBytes = sequenceLengthBytes(layout);
      const element = layoutBytes(layout.element);
      const length = lengthBytes === 1 ? `${src}[${off} + ${k}]` : `(${src}[${off} + ${k}] | ${src}[${off} + ${k + 1}] << 8)`;
      return `(() => { const n = ${length}; const a = new Array(n); for (let i = 0; i < n; i++) { const e = ${off} + ${k + lengthBytes} + i * ${element}; a[i] = ${decode(layout.element, src, 'e', 0, constant)}; } return a; })()`;
    }
    case 'bytes': return `rt.decodeBytes(${src}, ${off} + ${k + 2}, ${src}[${off} + ${k}] | ${src}[${off} + ${k + 1}] << 8)`;
  }
}

function decodeList(layouts: readonly Layout[], src: string, off: string, k: number, constant: Constant, wrap: (items: string) => string): string {
  let at = k;
  const items = layouts.map((layout) => {
    const code = decode(layout, src, off, at, constant);
    at += layoutBytes(layout);
    return code;
  });
  return wrap(`[${items.join(', ')}]`);
}

/** Statements writing `value` (a JS expression, evaluated once) of `layout` at `off + k` in `t`, or reporting that it does not fit. */
function encode(layout: Layout, value: string, t: string, off: string, k: number, variable: number, constant: Constant, depth: number, overflow = `rt.layoutOverflow(${variable}, N[${variable}])`): string {
  const bits = bitArray(layout);
  if (bits !== null) {
    const v = `x${depth}`;
    const items = layout.kind === 'function' ? `rt.valuesOver(${v}, ${constant(layout.domain)})` : `(Array.isArray(${v}) && ${v}.length === ${bits.count} ? ${v} : null)`;
    const size = layoutBytes(layout);
    return `const ${v} = ${value}; const vs${depth} = ${items}; if (vs${depth} === null) ${overflow}; for (let j = 0; j < ${size}; j++) ${t}[${off} + ${k} + j] = 0; for (let i = 0; i < ${bits.count}; i++) { const e = vs${depth}[i]; ${toRaw(bits.element, 'e', 'r', overflow, constant)} const bit = i * ${bits.bits}; const at = ${off} + ${k} + (bit >> 3); const w = r << (bit & 7); ${t}[at] |= w & 255; if (w > 255) ${t}[at + 1] |= w >> 8; }`;
  }
  const v = `x${depth}`;
  const head = `const ${v} = ${value};`;
  switch (layout.kind) {
    case 'int': {
      const bytes = intBytes(layout);
      const check = `if (typeof ${v} !== 'number' || ${v} < ${layout.min} || ${v} > ${layout.max}) ${overflow};`;
      if (bytes === 4) return `${head} ${check} ${t}[${off} + ${k}] = ${v}; ${t}[${off} + ${k + 1}] = ${v} >> 8; ${t}[${off} + ${k + 2}] = ${v} >> 16; ${t}[${off} + ${k + 3}] = ${v} >> 24;`;
      const raw = layout.min === 0 ? v : `(${v} - ${layout.min})`;
      return bytes === 1 ? `${head} ${check} ${t}[${off} + ${k}] = ${raw};` : `${head} ${check} ${t}[${off} + ${k}] = ${raw}; ${t}[${off} + ${k + 1}] = ${raw} >> 8;`;
    }
    case 'bool': return `${head} if (${v} === true) ${t}[${off} + ${k}] = 1; else if (${v} === false) ${t}[${off} + ${k}] = 0; else ${overflow};`;
    case 'enum': {
      const write = layout.values.length <= 256 ? `${t}[${off} + ${k}] = i;` : `${t}[${off} + ${k}] = i; ${t}[${off} + ${k + 1}] = i >> 8;`;
      return `${head} { const i = ${enumIndex(layout.values, v, constant)}; if (i < 0) ${overflow}; ${write} }`;
    }
    case 'tuple': {
      let at = k;
      const parts = layout.elements.map((element, i) => {
        const code = encode(element, `${v}[${i}]`, t, off, at, variable, constant, depth + 1, overflow);
        at += layoutBytes(element);
        return `{ ${code} }`;
      });
      return `${head} if (!Array.isArray(${v}) || ${v}.length !== ${layout.elements.length}) ${overflow}; ${parts.join(' ')}`;
    }
    case 'function': {
      const element = layoutBytes(layout.range);
      const domain = constant(layout.domain);
      return `${head} const vs${depth} = rt.valuesOver(${v}, ${domain}); if (vs${depth} === null) ${overflow}; for (let i = 0; i < ${layout.domain.length}; i++) { const e = ${off} + ${k} + i * ${element}; ${encode(layout.range, `vs${depth}[i]`, t, 'e', 0, variable, constant, depth + 1, overflow)} }`;
    }
    case 'record': {
      let at = k;
      const parts = layout.fields.map((field, i) => {
        const code = encode(field, `vs${depth}[${i}]`, t, off, at, variable, constant, depth + 1, overflow);
        at += layoutBytes(field);
        return `{ ${code} }`;
      });
      return `${head} const vs${depth} = rt.fieldsOf(${v}, ${constant(layout.names)}); if (vs${depth} === null) ${overflow}; ${parts.join(' ')}`;
    }
    case 'sequence': {
      const lengthBytes = sequenceLengthBytes(layout);
      const element = layoutBytes(layout.element);
      const writeLength = lengthBytes === 1 ? `${t}[${off} + ${k}] = ${v}.length;` : `${t}[${off} + ${k}] = ${v}.length; ${t}[${off} + ${k + 1}] = ${v}.length >> 8;`;
      const start = `${off} + ${k + lengthBytes}`;
      return `${head} if (!Array.isArray(${v}) || ${v}.length > ${layout.capacity}) ${overflow}; ${writeLength} for (let i = 0; i < ${v}.length; i++) { const e = ${start} + i * ${element}; ${encode(layout.element, `${v}[i]`, t, 'e', 0, variable, constant, depth + 1, overflow)} } ${t}.fill(0, ${start} + ${v}.length * ${element}, ${start} + ${layout.capacity * element});`;
    }
    case 'bytes':
      return `${head} { const n = rt.encodeBytes(${v}, ${t}, ${off} + ${k + 2}, ${layout.capacity}); if (n < 0) ${overflow}; ${t}[${off} + ${k}] = n; ${t}[${off} + ${k + 1}] = n >> 8; ${t}.fill(0, ${off} + ${k + 2} + n, ${off} + ${k + 2 + layout.capacity}); }`;
  }
}
