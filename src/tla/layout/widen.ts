/**
 * Layouts from values: the layout of one value, and a layout widened to hold
 * one more value as well as everything the old one held.
 */
import { isFcnValue, isModelValue, isRecord, type Value } from '../values/value.js';
import { encodedSize } from './codec-support.js';
import { ANY_INT, type Layout } from './layout.js';

/** The narrowest layout that holds `value` (integers take 4 bytes unless a hint says less). */
export function layoutOf(value: Value): Layout {
  if (typeof value === 'number') return ANY_INT;
  if (typeof value === 'boolean') return { kind: 'bool' };
  if (typeof value === 'string' || isModelValue(value)) return { kind: 'enum', values: [value] };
  if (Array.isArray(value)) return { kind: 'tuple', elements: value.map((element: Value) => layoutOf(element)) };
  if (isRecord(value)) return { kind: 'record', names: value.shape.keys as string[], fields: value.values.map(layoutOf) };
  if (isFcnValue(value)) {
    const range =
      value.values.length === 0 ? null : value.values.slice(1).reduce((layout: Layout, v) => widen(layout, v), layoutOf(value.values[0]!));
    if (range !== null) return { kind: 'function', domain: value.domain.keys, range };
  }
  return bytesFor(value, 0);
}

/** A layout holding everything `layout` holds and `value` too (the same layout when it already fits). */
export function widen(layout: Layout, value: Value): Layout {
  switch (layout.kind) {
    case 'int':
      if (typeof value !== 'number') return bytesFor(value, 0);
      return value >= layout.min && value <= layout.max ? layout : ANY_INT;
    case 'bool':
      return typeof value === 'boolean' ? layout : bytesFor(value, 0);
    case 'enum':
      if (typeof value !== 'string' && !isModelValue(value)) return bytesFor(value, 0);
      return layout.values.includes(value) ? layout : { kind: 'enum', values: [...layout.values, value] };
    case 'tuple': {
      if (!Array.isArray(value)) return bytesFor(value, 0);
      const items = value as readonly Value[];
      if (items.length === layout.elements.length) {
        const elements = layout.elements.map((element, i) => widen(element, items[i]!));
        return elements.every((element, i) => element === layout.elements[i]) ? layout : { kind: 'tuple', elements };
      }
      // lengths differ: a sequence, with room to grow
      let element: Layout | null = null;
      for (const e of layout.elements) element = element === null ? e : join(element, e);
      for (const item of items) element = element === null ? layoutOf(item) : widen(element, item);
      return { kind: 'sequence', capacity: Math.max(4, 2 * Math.max(items.length, layout.elements.length)), element: element ?? ANY_INT };
    }
    case 'sequence': {
      if (!Array.isArray(value)) return bytesFor(value, 0);
      const items = value as readonly Value[];
      let element = layout.element;
      for (const item of items) element = widen(element, item);
      const capacity = items.length <= layout.capacity ? layout.capacity : Math.max(items.length, 2 * layout.capacity);
      return element === layout.element && capacity === layout.capacity ? layout : { kind: 'sequence', capacity, element };
    }
    case 'function': {
      if (!isFcnValue(value) || !sameKeys(value.domain.keys, layout.domain)) return bytesFor(value, 0);
      let range = layout.range;
      for (const v of value.values) range = widen(range, v);
      return range === layout.range ? layout : { kind: 'function', domain: layout.domain, range };
    }
    case 'record': {
      if (!isRecord(value) || !sameKeys(value.shape.keys, layout.names)) return bytesFor(value, 0);
      const fields = layout.fields.map((field, i) => widen(field, value.values[i]!));
      return fields.every((field, i) => field === layout.fields[i]) ? layout : { kind: 'record', names: layout.names, fields };
    }
    case 'bytes':
      return encodedSize(value) <= layout.capacity ? layout : bytesFor(value, layout.capacity);
  }
}

/** Two layouts joined: one holding what either holds (used for the elements of a tuple turned sequence). */
function join(a: Layout, b: Layout): Layout {
  if (a.kind === 'int' && b.kind === 'int') return { kind: 'int', min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) };
  if (a.kind === b.kind && JSON.stringify(a) === JSON.stringify(b)) return a;
  if (a.kind === 'enum' && b.kind === 'enum')
    return { kind: 'enum', values: [...a.values, ...b.values.filter((v) => !a.values.includes(v))] };
  return { kind: 'bytes', capacity: 64 };
}

function bytesFor(value: Value, previous: number): Layout {
  const size = encodedSize(value);
  return { kind: 'bytes', capacity: Math.max(16, size * 2, previous * 2) };
}

function sameKeys(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
