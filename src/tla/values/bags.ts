/**
 * The Bags module's operators TLC computes in Java (tlc2/module/Bags.java):
 * a bag is a function from elements to positive counts. BagToSet, SetToBag
 * and SubBag are TLA+ definitions TLC evaluates as written.
 */
import { requireInteger } from './arithmetic.js';
import { equals } from './equals.js';
import { asSetValue, isKeyed, keysOf } from './conversions.js';
import { EC, evalError } from './errors.js';
import { functionFromPairs } from './functions.js';
import { printValue } from './print.js';
import type { Value } from './value.js';

/** A function's keys and counts (FcnRcdValue's getDomainAsValues and values), or undefined for a value that is no function. */
function entriesOf(bag: Value): { keys: readonly Value[]; counts: readonly Value[] } | undefined {
  if (Array.isArray(bag)) return { keys: (bag as readonly Value[]).map((_count, index) => index + 1), counts: bag as readonly Value[] };
  if (isKeyed(bag)) return { keys: keysOf(bag), counts: bag.values };
  return undefined;
}

/** The position of `element` among the keys, compared as Bags.java compares (element.equals(key)). */
function positionOf(element: Value, keys: readonly Value[]): number {
  for (let index = 0; index < keys.length; index++) if (equals(element, keys[index] as Value)) return index;
  return -1;
}

/** EmptyBag */
export function emptyBag(): Value {
  return [];
}

/** IsABag(B): a function whose values are positive integers. */
export function isABag(bag: Value): boolean {
  const entries = entriesOf(bag);
  return entries !== undefined && entries.counts.every((count) => typeof count === 'number' && count > 0);
}

/** BagCardinality(B): the sum of the counts. */
export function bagCardinality(bag: Value): number {
  const entries = entriesOf(bag);
  if (entries === undefined)
    throw evalError(EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE, ['BagCardinality', 'a function with a finite domain', printValue(bag)]);
  let total = 0;
  for (const count of entries.counts) {
    if (typeof count !== 'number' || count <= 0)
      throw evalError(EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE, ['BagCardinality', 'a bag', printValue(bag)]);
    total = (total + count) | 0; // Java's int addition
  }
  return total;
}

/** BagIn(e, B) */
export function bagIn(element: Value, bag: Value): boolean {
  return copiesOf(element, bag, 'BagIn') > 0;
}

/** CopiesIn(e, B) */
export function copiesIn(element: Value, bag: Value): number {
  return copiesOf(element, bag, 'CopiesIn');
}

function copiesOf(element: Value, bag: Value, operator: string): number {
  const entries = entriesOf(bag);
  if (entries === undefined) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['second', operator, 'bag', printValue(bag)]);
  const position = positionOf(element, entries.keys);
  if (position < 0) return 0;
  const count = entries.counts[position] as Value;
  if (typeof count !== 'number') throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['second', operator, 'bag', printValue(bag)]);
  return count;
}

/** B1 (+) B2: the counts added. */
export function bagAdd(first: Value, second: Value): Value {
  if (!isABag(first)) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['first', '(+)', 'bag', printValue(first)]);
  if (!isABag(second)) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['second', '(+)', 'bag', printValue(second)]);
  return addedBags([first, second]);
}

/** The counts of several bags added, keys in the order met (BagCup, BagUnion). */
function addedBags(bags: readonly Value[]): Value {
  const keys: Value[] = [];
  const counts: number[] = [];
  for (const bag of bags) {
    const entries = entriesOf(bag) as { keys: readonly Value[]; counts: readonly Value[] };
    entries.keys.forEach((key, index) => {
      const count = requireInteger(entries.counts[index] as Value, '(+)');
      const position = positionOf(key, keys);
      if (position < 0) {
        keys.push(key);
        counts.push(count);
      } else counts[position] = ((counts[position] as number) + count) | 0;
    });
  }
  return functionFromPairs(keys, counts);
}

/** B1 (-) B2: the counts subtracted, the keys left with a positive count. */
export function bagSubtract(first: Value, second: Value): Value {
  const minuend = entriesOf(first);
  if (minuend === undefined) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['first', '(-)', 'bag', printValue(first)]);
  const subtrahend = entriesOf(second);
  if (subtrahend === undefined) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['second', '(-)', 'bag', printValue(second)]);
  const keys: Value[] = [];
  const counts: number[] = [];
  minuend.keys.forEach((key, index) => {
    const position = positionOf(key, subtrahend.keys);
    const left =
      requireInteger(minuend.counts[index] as Value, '(-)') -
      (position < 0 ? 0 : requireInteger(subtrahend.counts[position] as Value, '(-)'));
    if (left > 0) {
      keys.push(key);
      counts.push(left);
    }
  });
  return functionFromPairs(keys, counts);
}

/** BagUnion(S): the bags of the finite set S added. */
export function bagUnion(bags: Value): Value {
  const set = asSetValue(bags);
  if (set === undefined) throw evalError(EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE, ['BagUnion', 'a finite enumerable set', printValue(bags)]);
  if (set.elements.length === 0) return [];
  if (set.elements.length === 1) return set.elements[0] as Value;
  if (set.elements.some((bag) => entriesOf(bag) === undefined)) throw evalError(EC.TLC_MODULE_BAG_UNION1, [printValue(bags)]);
  return addedBags(set.elements);
}

/** B1 \sqsubseteq B2: no element has more copies in B1 than in B2. */
export function bagSubsetEq(first: Value, second: Value): boolean {
  const smaller = entriesOf(first);
  if (smaller === undefined)
    throw evalError(EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE, ['\\sqsubseteq', 'a function with a finite domain', printValue(first)]);
  const larger = entriesOf(second);
  if (larger === undefined)
    throw evalError(EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE, ['\\sqsubseteq', 'a function with a finite domain', printValue(second)]);
  return smaller.keys.every((key, index) => {
    const position = positionOf(key, larger.keys);
    const excess =
      requireInteger(smaller.counts[index] as Value, '\\sqsubseteq') -
      (position < 0 ? 0 : requireInteger(larger.counts[position] as Value, '\\sqsubseteq'));
    return excess <= 0;
  });
}
