/**
 * The generated code that reads and writes one value of a layout in a packed
 * state (codec.ts puts these together into a state's codec): scalars as bits,
 * records, tuples, functions and sequences field by field.
 */
import { bitArray, intBytes, layoutBytes, sequenceLengthBytes, type Layout } from './layout.js';

/** Puts a value in the generated code's pool and gives the expression that reads it there. */
export type Constant = (value: unknown) => string;

/** A JS expression: the position of `v` among an enum's values (as Map.get finds keys), -1 if none. */
function enumIndex(values: readonly unknown[], v: string, constant: Constant): string {
  if (values.length > 8) return `(${constant(new Map(values.map((item, i) => [item, i])))}.get(${v}) ?? -1)`;
  // a few values: compared in turn, cheaper than hashing a string
  const table = constant(values);
  return `(${values.map((_, i) => `${v} === ${table}[${i}] ? ${i} : `).join('')}-1)`;
}

/** A JS expression: the scalar of `element` packed as `raw` bits. */
export function fromRaw(element: Layout, raw: string, constant: Constant): string {
  switch (element.kind) {
    case 'int':
      return element.min === 0 ? raw : `(${raw} + ${element.min})`;
    case 'bool':
      return `(${raw} === 1)`;
    case 'enum':
      return `${constant(element.values)}[${raw}]`;
    default:
      throw new Error(`not a scalar layout: ${element.kind}`);
  }
}

/** Statements setting `const r` to the bits of scalar `v` of `element`, or reporting that it does not fit. */
export function toRaw(element: Layout, v: string, r: string, overflow: string, constant: Constant): string {
  switch (element.kind) {
    case 'int':
      return (
        `if (typeof ${v} !== 'number' || ${v} < ${element.min} || ${v} > ${element.max}) ${overflow}; ` +
        `const ${r} = ${element.min === 0 ? v : `${v} - ${element.min}`};`
      );
    case 'bool':
      return `const ${r} = ${v} === true ? 1 : ${v} === false ? 0 : ${overflow};`;
    case 'enum':
      return `const ${r} = ${enumIndex(element.values, v, constant)}; if (${r} < 0) ${overflow};`;
    default:
      throw new Error(`not a scalar layout: ${element.kind}`);
  }
}

/** A JS expression decoding a value of `layout` at `off + k` in `src`. */
export function decode(layout: Layout, src: string, off: string, k: number, constant: Constant): string {
  const bits = bitArray(layout);
  if (bits !== null) {
    const items =
      `(() => { const a = new Array(${bits.count}); for (let i = 0; i < ${bits.count}; ` +
      `i++) { const bit = i * ${bits.bits}; const at = ${off} + ${k} + (bit >> 3); a[i] ` +
      `= ${fromRaw(bits.element, `(((${src}[at] | ${src}[at + 1] << 8) >> (bit & 7)) & ${(1 << bits.bits) - 1})`, constant)}; ` +
      `} return a; })()`;
    return layout.kind === 'function' ? `rt.functionOver(${constant(layout.domain)}, ${items})` : items;
  }
  switch (layout.kind) {
    case 'int': {
      const bytes = intBytes(layout);
      if (bytes === 4)
        return (
          `(${src}[${off} + ${k}] | ${src}[${off} + ${k + 1}] << 8 ` +
          `| ${src}[${off} + ${k + 2}] << 16 | ${src}[${off} + ${k + 3}] << 24)`
        );
      const raw = bytes === 1 ? `${src}[${off} + ${k}]` : `(${src}[${off} + ${k}] | ${src}[${off} + ${k + 1}] << 8)`;
      return layout.min === 0 ? raw : `(${raw} + ${layout.min})`;
    }
    case 'bool':
      return `(${src}[${off} + ${k}] === 1)`;
    case 'enum': {
      const table = constant(layout.values);
      return layout.values.length <= 256
        ? `${table}[${src}[${off} + ${k}]]`
        : `${table}[${src}[${off} + ${k}] | ${src}[${off} + ${k + 1}] << 8]`;
    }
    case 'tuple':
      return decodeList(layout.elements, src, off, k, constant, (items) => items);
    case 'function': {
      const element = layoutBytes(layout.range);
      const domain = constant(layout.domain);
      const items =
        `(() => { const a = new Array(${layout.domain.length}); for (let i = 0; i < ${layout.domain.length}; i++) { const ` +
        `e = ${off} + ${k} + i * ${element}; a[i] = ${decode(layout.range, src, 'e', 0, constant)}; } return a; })()`;
      return `rt.functionOver(${domain}, ${items})`;
    }
    case 'record':
      return decodeList(layout.fields, src, off, k, constant, (items) => `rt.recordOf(${constant(layout.names)}, ${items})`);
    case 'sequence': {
      const lengthBytes = sequenceLengthBytes(layout);
      const element = layoutBytes(layout.element);
      const length = lengthBytes === 1 ? `${src}[${off} + ${k}]` : `(${src}[${off} + ${k}] | ${src}[${off} + ${k + 1}] << 8)`;
      return (
        `(() => { const n = ${length}; const a = new Array(n); for (let i = 0; i < n; i++) { const e = ${off} ` +
        `+ ${k + lengthBytes} + i * ${element}; a[i] = ${decode(layout.element, src, 'e', 0, constant)}; } return a; })()`
      );
    }
    case 'bytes':
      return `rt.decodeBytes(${src}, ${off} + ${k + 2}, ${src}[${off} + ${k}] | ${src}[${off} + ${k + 1}] << 8)`;
  }
}

function decodeList(
  layouts: readonly Layout[],
  src: string,
  off: string,
  k: number,
  constant: Constant,
  wrap: (items: string) => string,
): string {
  let at = k;
  const items = layouts.map((layout) => {
    const code = decode(layout, src, off, at, constant);
    at += layoutBytes(layout);
    return code;
  });
  return wrap(`[${items.join(', ')}]`);
}

/** Statements writing `value` (a JS expression, evaluated once) of `layout` at `off + k` in `t`, or reporting that it does not fit. */
// long because: one case a kind of layout, each a template of generated code split over lines to keep within 140 characters
export function encode(
  layout: Layout,
  value: string,
  t: string,
  off: string,
  k: number,
  variable: number,
  constant: Constant,
  depth: number,
  overflow = `rt.layoutOverflow(${variable}, N[${variable}])`,
): string {
  const bits = bitArray(layout);
  if (bits !== null) {
    const v = `x${depth}`;
    const items =
      layout.kind === 'function'
        ? `rt.valuesOver(${v}, ${constant(layout.domain)})`
        : `(Array.isArray(${v}) && ${v}.length === ${bits.count} ? ${v} : null)`;
    const size = layoutBytes(layout);
    return (
      `const ${v} = ${value}; const vs${depth} = ${items}; if (vs${depth} === null) ${overflow}; for (let j = 0; j ` +
      `< ${size}; j++) ${t}[${off} + ${k} + j] = 0; for (let i = 0; i < ${bits.count}; i++) { const e = ` +
      `vs${depth}[i]; ${toRaw(bits.element, 'e', 'r', overflow, constant)} const bit = i * ${bits.bits}; const at = ${off} ` +
      `+ ${k} + (bit >> 3); const w = r << (bit & 7); ${t}[at] |= w & 255; if (w > 255) ${t}[at + 1] |= w >> 8; }`
    );
  }
  const v = `x${depth}`;
  const head = `const ${v} = ${value};`;
  switch (layout.kind) {
    case 'int': {
      const bytes = intBytes(layout);
      const check = `if (typeof ${v} !== 'number' || ${v} < ${layout.min} || ${v} > ${layout.max}) ${overflow};`;
      if (bytes === 4)
        return (
          `${head} ${check} ${t}[${off} + ${k}] = ${v}; ${t}[${off} + ${k + 1}] = ${v} >> ` +
          `8; ${t}[${off} + ${k + 2}] = ${v} >> 16; ${t}[${off} + ${k + 3}] = ${v} >> 24;`
        );
      const raw = layout.min === 0 ? v : `(${v} - ${layout.min})`;
      return bytes === 1
        ? `${head} ${check} ${t}[${off} + ${k}] = ${raw};`
        : `${head} ${check} ${t}[${off} + ${k}] = ${raw}; ${t}[${off} + ${k + 1}] = ${raw} >> 8;`;
    }
    case 'bool':
      return `${head} if (${v} === true) ${t}[${off} + ${k}] = 1; else if (${v} === false) ${t}[${off} + ${k}] = 0; else ${overflow};`;
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
      return (
        `${head} const vs${depth} = rt.valuesOver(${v}, ${domain}); if (vs${depth} === null) ${overflow}; for (let i ` +
        `= 0; i < ${layout.domain.length}; i++) { const e = ${off} + ${k} + i ` +
        `* ${element}; ${encode(layout.range, `vs${depth}[i]`, t, 'e', 0, variable, constant, depth + 1, overflow)} }`
      );
    }
    case 'record': {
      let at = k;
      const parts = layout.fields.map((field, i) => {
        const code = encode(field, `vs${depth}[${i}]`, t, off, at, variable, constant, depth + 1, overflow);
        at += layoutBytes(field);
        return `{ ${code} }`;
      });
      return (
        `${head} const vs${depth} = rt.fieldsOf(${v}, ${constant(layout.names)}); ` +
        `if (vs${depth} === null) ${overflow}; ${parts.join(' ')}`
      );
    }
    case 'sequence': {
      const lengthBytes = sequenceLengthBytes(layout);
      const element = layoutBytes(layout.element);
      const writeLength =
        lengthBytes === 1
          ? `${t}[${off} + ${k}] = ${v}.length;`
          : `${t}[${off} + ${k}] = ${v}.length; ${t}[${off} + ${k + 1}] = ${v}.length >> 8;`;
      const start = `${off} + ${k + lengthBytes}`;
      return (
        `${head} if (!Array.isArray(${v}) || ${v}.length > ${layout.capacity}) ${overflow}; ${writeLength} ` +
        `for (let i = 0; i < ${v}.length; i++) { const e = ${start} + i ` +
        `* ${element}; ${encode(layout.element, `${v}[i]`, t, 'e', 0, variable, constant, depth + 1, overflow)} ` +
        `} ${t}.fill(0, ${start} + ${v}.length * ${element}, ${start} + ${layout.capacity * element});`
      );
    }
    case 'bytes':
      return (
        `${head} { const n = rt.encodeBytes(${v}, ${t}, ${off} + ${k + 2}, ${layout.capacity}); if (n < 0) ${overflow}; ${t}[${off} ` +
        `+ ${k}] = n; ${t}[${off} + ${k + 1}] = n >> 8; ${t}.fill(0, ${off} + ${k + 2} + n, ${off} + ${k + 2 + layout.capacity}); }`
      );
  }
}
