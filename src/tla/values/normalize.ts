/**
 * TLC's normalization: a set's elements and a function's domain sorted in
 * TLC's order without duplicates (SetEnumValue.normalize, ValueVec.sort,
 * FcnRcdValue.normalize). TLC normalizes a set when it first needs to (to
 * compare, print, fingerprint or enumerate it in \E); here a set is
 * normalized when it is built, so a set of values TLC cannot compare (1 and
 * "a") is TLC's comparison error at once.
 */
import { compare } from './compare.js';
import { tlcFailure } from './errors.js';
import { valueToString } from './print.js';
import { SetValue, type Value } from './value.js';

export const EMPTY_SET = new SetValue([]);

/** Whether the values are strictly increasing (compared as TLC's sort compares: the later one first). */
function isStrictlyIncreasing(values: readonly Value[]): boolean {
  for (let index = 1; index < values.length; index++) if (compare(values[index] as Value, values[index - 1] as Value) <= 0) return false;
  return true;
}

/** Up to this many values are sorted as TLC's ValueVec.sort does: inserted one by one, found by binary search. */
const INSERTION_SORT_UP_TO = 32;

/** ValueVec.sort(noDup): each value compared with the sorted ones (the value first), repeats dropped. */
function insertionSorted(values: readonly Value[]): Value[] {
  const sorted: Value[] = [values[0] as Value];
  for (let index = 1; index < values.length; index++) {
    const value = values[index] as Value;
    let low = 0;
    let high = sorted.length;
    let found = false;
    while (low < high) {
      const middle = (low + high) >> 1;
      const result = compare(value, sorted[middle] as Value);
      if (result === 0) {
        found = true;
        break;
      }
      if (result < 0) high = middle;
      else low = middle + 1;
    }
    if (!found) sorted.splice(low, 0, value);
  }
  return sorted;
}

/** Integers sorted and repeats dropped, without the general comparison (the same array when they already were). */
function sortedIntegers(values: readonly number[]): readonly number[] {
  let sorted = true;
  for (let index = 1; index < values.length && sorted; index++) sorted = (values[index - 1] as number) < (values[index] as number);
  if (sorted) return values;
  const result = values.length <= INSERTION_SORT_UP_TO ? [...values] : Array.from(Float64Array.from(values).sort());
  if (values.length <= INSERTION_SORT_UP_TO) {
    for (let index = 1; index < result.length; index++) {
      const value = result[index] as number;
      let position = index - 1;
      while (position >= 0 && (result[position] as number) > value) {
        result[position + 1] = result[position] as number;
        position--;
      }
      result[position + 1] = value;
    }
  }
  let kept = 1;
  for (let index = 1; index < result.length; index++) if (result[index] !== result[kept - 1]) result[kept++] = result[index] as number;
  result.length = kept;
  return result;
}

/** The values sorted in TLC's order, duplicates dropped (a fresh array unless they already were). */
export function normalizedElements(values: readonly Value[]): readonly Value[] {
  if (values.length < 2) return values;
  if (values.every((value) => typeof value === 'number')) return sortedIntegers(values);
  if (isStrictlyIncreasing(values)) return values;
  if (values.length <= INSERTION_SORT_UP_TO) return insertionSorted(values);
  const sorted = [...values].sort(compare);
  let kept = 1;
  for (let index = 1; index < sorted.length; index++) {
    const value = sorted[index] as Value;
    if (compare(value, sorted[kept - 1] as Value) !== 0) sorted[kept++] = value;
  }
  sorted.length = kept;
  return sorted;
}

/** The set of these values, normalized. The array becomes the set's: do not change it afterwards. */
export function setOf(values: readonly Value[]): SetValue {
  if (values.length === 0) return EMPTY_SET;
  return new SetValue(normalizedElements(values));
}

/** A function's keys and values sorted by key (FcnRcdValue.normalize); a repeated key is TLC's error. */
export function normalizedPairs(keys: readonly Value[], values: readonly Value[]): { keys: readonly Value[]; values: readonly Value[] } {
  if (keys.length < 2 || isStrictlyIncreasing(keys)) return { keys, values };
  const order = keys.map((_key, index) => index).sort((a, b) => compare(keys[a] as Value, keys[b] as Value));
  for (let index = 1; index < order.length; index++) {
    if (compare(keys[order[index] as number] as Value, keys[order[index - 1] as number] as Value) === 0)
      repeatedKey(keys[order[index] as number] as Value);
  }
  return { keys: order.map((index) => keys[index] as Value), values: order.map((index) => values[index] as Value) };
}

function repeatedKey(key: Value): never {
  throw tlcFailure(`The value\n${valueToString(key)}\noccurs multiple times in the function domain.`);
}
