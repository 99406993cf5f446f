/**
 * How a compiled spec's state is packed: one layout per variable, derived
 * from the sets TypeOK puts the variable in and from the values the search
 * meets. A fixed shape (an integer in a range, a boolean, one of a few
 * strings, a function over a fixed domain, a record, a tuple, a bounded
 * sequence) is packed field by field; anything else is written as canonical
 * bytes in a slot of fixed capacity. A value that does not fit widens the
 * layout (layoutWith) and the search starts again: it is deterministic, so
 * the second run gives the same answer with room for every value.
 */
import type { Value } from '../values/value.js';

export type Layout =
  /** An integer in min..max: 1, 2 or 4 bytes (4: any 32-bit integer). */
  | { readonly kind: 'int'; readonly min: number; readonly max: number }
  | { readonly kind: 'bool' }
  /** One of a list of values (strings, model values): its index, in 1 or 2 bytes. */
  | { readonly kind: 'enum'; readonly values: readonly Value[] }
  /** A tuple of a fixed length (a function over 1..n). */
  | { readonly kind: 'tuple'; readonly elements: readonly Layout[] }
  /** A function over a fixed domain (not 1..n): one field per element of the domain, in the domain's order. */
  | { readonly kind: 'function'; readonly domain: readonly Value[]; readonly range: Layout }
  | { readonly kind: 'record'; readonly names: readonly string[]; readonly fields: readonly Layout[] }
  /** A sequence of at most `capacity` elements: its length, then the elements, the unused ones zero. */
  | { readonly kind: 'sequence'; readonly capacity: number; readonly element: Layout }
  /** Any value: its canonical bytes (values/codec) in a slot of `capacity` bytes after a 2-byte length. */
  | { readonly kind: 'bytes'; readonly capacity: number };

/** Bits a scalar (an integer of a small range, a boolean, one of a few values) takes packed as bits; null for other layouts. */
function scalarBits(layout: Layout): number | null {
  switch (layout.kind) {
    case 'int':
      return layout.max - layout.min < 128 ? Math.max(1, Math.ceil(Math.log2(layout.max - layout.min + 1))) : null;
    case 'bool':
      return 1;
    case 'enum':
      return layout.values.length <= 128 ? Math.max(1, Math.ceil(Math.log2(layout.values.length))) : null;
    default:
      return null;
  }
}

/**
 * For a function or tuple whose elements are all one scalar layout of at most
 * 7 bits: the element layout and its bits (the elements are packed as bits,
 * element i at bit i * bits); null otherwise (packed byte by byte).
 */
export function bitArray(layout: Layout): { readonly element: Layout; readonly bits: number; readonly count: number } | null {
  let element: Layout | undefined;
  let count = 0;
  if (layout.kind === 'function') {
    element = layout.range;
    count = layout.domain.length;
  } else if (layout.kind === 'tuple' && layout.elements.length > 0) {
    const first = JSON.stringify(layout.elements[0]);
    if (!layout.elements.every((e) => e === layout.elements[0] || JSON.stringify(e) === first)) return null;
    element = layout.elements[0];
    count = layout.elements.length;
  }
  if (element === undefined) return null;
  const bits = scalarBits(element);
  return bits === null || bits > 7 ? null : { element, bits, count };
}

/** Bytes a value of this layout takes. */
export function layoutBytes(layout: Layout): number {
  const bitsArray = bitArray(layout);
  if (bitsArray !== null) return Math.ceil((bitsArray.count * bitsArray.bits) / 8);
  switch (layout.kind) {
    case 'int':
      return intBytes(layout);
    case 'bool':
      return 1;
    case 'enum':
      return layout.values.length <= 256 ? 1 : 2;
    case 'tuple':
      return layout.elements.reduce((sum, element) => sum + layoutBytes(element), 0);
    case 'function':
      return layout.domain.length * layoutBytes(layout.range);
    case 'record':
      return layout.fields.reduce((sum, field) => sum + layoutBytes(field), 0);
    case 'sequence':
      return sequenceLengthBytes(layout) + layout.capacity * layoutBytes(layout.element);
    case 'bytes':
      return 2 + layout.capacity;
  }
}

export function intBytes(layout: { readonly min: number; readonly max: number }): 1 | 2 | 4 {
  const span = layout.max - layout.min;
  return span < 256 ? 1 : span < 65536 ? 2 : 4;
}

export function sequenceLengthBytes(layout: { readonly capacity: number }): 1 | 2 {
  return layout.capacity < 256 ? 1 : 2;
}

const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;
/** The layout of any integer. */
export const ANY_INT: Layout = { kind: 'int', min: INT32_MIN, max: INT32_MAX };
