/**
 * The lookup over a normalized key list (KeyIndex), shared by every function
 * built over the same domain and every record of the same fields, so that
 * applying a function is an array access: integer keys close together index
 * an Int32Array, string keys a Map, other keys are searched as TLC searches
 * them (FcnRcdValue.select: linear with equals below 32 keys, binary with
 * compareTo from 32, so that a key TLC cannot compare gives TLC's error).
 */
import { compare } from './compare.js';
import { equals } from './equals.js';
import { tlcFailure } from './errors.js';
import { normalizedElements } from './normalize.js';
import type { KeyIndex, SetValue, Value } from './value.js';

/** FcnRcdValue's LINEAR_SEARCH_THRESHOLD. */
const LINEAR_SEARCH_BELOW = 32;

class Domain implements KeyIndex {
  usedByRecords = false;
  usedByFunctions = false;
  private readonly low: number = 0;
  /** For integer keys close together: slot key - low holds position + 1 (0: no such key). */
  private readonly slots: Int32Array | undefined = undefined;
  private readonly positions: Map<string, number> | undefined = undefined;

  constructor(readonly keys: readonly Value[]) {
    if (keys.length === 0) return;
    if (keys.every((key) => typeof key === 'number')) {
      const low = keys[0] as number;
      const span = (keys[keys.length - 1] as number) - low + 1;
      if (span <= 4 * keys.length + 64) {
        this.low = low;
        this.slots = new Int32Array(span);
        keys.forEach((key, index) => ((this.slots as Int32Array)[key - low] = index + 1));
      }
    } else if (keys.every((key) => typeof key === 'string')) {
      this.positions = new Map(keys.map((key, index) => [key, index]));
    }
  }

  indexOf(key: Value): number {
    if (this.slots !== undefined && typeof key === 'number') {
      const slot = key - this.low;
      return slot >= 0 && slot < this.slots.length ? (this.slots[slot] as number) - 1 : -1;
    }
    if (this.positions !== undefined && typeof key === 'string') return this.positions.get(key) ?? -1;
    return this.search(key);
  }

  /** FcnRcdValue.selectLinearSearch / selectBinarySearch, errors included. */
  private search(key: Value): number {
    const keys = this.keys;
    if (keys.length < LINEAR_SEARCH_BELOW) {
      for (let index = 0; index < keys.length; index++) if (equals(keys[index] as Value, key)) return index;
      return -1;
    }
    let low = 0;
    let high = keys.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const result = compare(keys[middle] as Value, key);
      if (result < 0) low = middle + 1;
      else if (result > 0) high = middle - 1;
      else return equals(keys[middle] as Value, key) ? middle : -1;
    }
    return -1;
  }
}

/** The lookup over a set's elements, made once per set (functions over the same set share it). */
export function keyIndexOfSet(set: SetValue): KeyIndex {
  return (set.index ??= new Domain(set.elements));
}

const interned = new Map<string, KeyIndex>();

/** A signature for keys that are all integers or all strings (the kinds worth sharing), else undefined. */
function signatureOf(keys: readonly Value[]): string | undefined {
  if (keys.every((key) => typeof key === 'number')) return `i${keys.join(',')}`;
  if (keys.every((key) => typeof key === 'string')) return `s${JSON.stringify(keys)}`;
  return undefined;
}

/** The shared lookup over these normalized keys (one per key list of integers or strings). */
export function internedKeyIndex(keys: readonly Value[]): KeyIndex {
  const signature = signatureOf(keys);
  if (signature === undefined) return new Domain(keys);
  let index = interned.get(signature);
  if (index === undefined) {
    index = new Domain(keys);
    interned.set(signature, index);
  }
  return index;
}

/** The shape of records with these field names (any order): the names in TLC's order, shared. */
export function recordShape(names: readonly string[]): KeyIndex {
  const sorted = normalizedElements(names);
  if (sorted.length !== names.length) {
    const repeated = names.find((name, index) => names.indexOf(name) !== index) as string;
    throw tlcFailure(`Field name ${repeated} occurs multiple times in record.`);
  }
  const shape = internedKeyIndex(sorted);
  shape.usedByRecords = true;
  return shape;
}
