/**
 * Functions: construction (`[x \in S |-> e]`, a function from its pairs),
 * application with TLC's errors, and DOMAIN. A function whose domain is 1..n
 * is an array, so `[i \in 1..3 |-> 0]` = <<0, 0, 0>> is the same value as the
 * tuple (TLC's FcnRcdValue over 1..3 equals and prints as the TupleValue);
 * any other function is a FcnValue over a shared lookup of its domain.
 * Error texts for arrays are FcnRcdValue's (a function over 1..n), not
 * TupleValue's: the two kinds are one value here.
 */
import { isKeyed, keysOf } from './conversions.js';
import { internedKeyIndex, keyIndexOfSet } from './domain.js';
import { tlcFailure } from './errors.js';
import { IntervalSet } from './interval-set.js';
import { enumerate } from './membership.js';
import { normalizedPairs } from './normalize.js';
import { printValue } from './print.js';
import {
  FcnValue,
  kindText,
  type LazySet,
  SetValue,
  TAG_FUNCTION,
  TAG_LAZY_SET,
  TAG_RECORD,
  TAG_SET,
  type KeyIndex,
  type ObjectValue,
  type RecordValue,
  type Value,
} from './value.js';

/** Whether normalized keys are exactly 1..n. */
function isOneToN(keys: readonly Value[]): boolean {
  return keys.length === 0 || (keys[0] === 1 && keys[keys.length - 1] === keys.length);
}

/** The function over a normalized lookup: an array when its keys are 1..n. */
function functionOver(domain: KeyIndex, values: readonly Value[]): Value {
  if (isOneToN(domain.keys)) return values;
  domain.usedByFunctions = true;
  return new FcnValue(domain, values);
}

/**
 * `[x \in S |-> e]`: `values` are e's values for S's elements in TLC's
 * normalized order (enumerate(S)). The array becomes the function's.
 */
export function makeFunction(domainSet: Value, values: readonly Value[]): Value {
  if (domainSet instanceof IntervalSet && domainSet.low === 1) return values;
  if (typeof domainSet === 'object' && !Array.isArray(domainSet) && (domainSet as ObjectValue).tag === TAG_SET) {
    const set = domainSet as SetValue;
    return isOneToN(set.elements) ? values : functionOver(keyIndexOfSet(set), values);
  }
  enumerate(domainSet); // TLC's error for a domain it cannot enumerate
  return functionOver(keyIndexOfSet((domainSet as LazySet).toSetValue() as SetValue), values);
}

/**
 * The function with these keys and values, in any order (TLC's FcnRcdValue from pairs,
 * normalized); a repeated key is TLC's error. The arrays become the function's.
 */
export function functionFromPairs(keys: readonly Value[], values: readonly Value[]): Value {
  const sorted = normalizedPairs(keys, values);
  if (isOneToN(sorted.keys)) return sorted.values;
  return functionOver(internedKeyIndex(sorted.keys), sorted.values);
}

/** TLC's FunctionValue.select: f[x], or undefined when x is not in the domain (TLC's error when it cannot be compared with it). */
export function select(f: Value, key: Value): Value | undefined {
  if (Array.isArray(f)) {
    const tuple = f as readonly Value[];
    if (typeof key !== 'number')
      throw tlcFailure(`Attempted to apply function with integer domain to the non-integer argument ${printValue(key)}`);
    return key >= 1 && key <= tuple.length ? tuple[key - 1] : undefined;
  }
  if (!isKeyed(f)) throw tlcFailure(`Attempted to apply EXCEPT construct to the value ${printValue(f)}.`);
  if (f.tag === TAG_RECORD) return recordSelect(f, key);
  const index = f.domain.indexOf(key);
  return index < 0 ? undefined : f.values[index];
}

/** RecordValue.select: by a string only. */
function recordSelect(record: RecordValue, key: Value): Value | undefined {
  if (typeof key !== 'string') throw tlcFailure(`Attempted to access record by a non-string argument: ${printValue(key)}`);
  const index = record.shape.indexOf(key);
  return index < 0 ? undefined : record.values[index];
}

/** f[x] (TLC's apply), with TLC's error outside the domain; `location` is TLC's text for f[x] when f is no function. */
export function apply(f: Value, key: Value, location?: string): Value {
  if (Array.isArray(f)) {
    const tuple = f as readonly Value[];
    if (typeof key === 'number' && key >= 1 && key <= tuple.length) return tuple[key - 1] as Value;
    return notInDomain(f, key);
  }
  if (typeof f === 'object' && (f as ObjectValue).tag === TAG_FUNCTION) {
    const fcn = f as FcnValue;
    const index = fcn.domain.indexOf(key);
    return index >= 0 ? (fcn.values[index] as Value) : notInDomain(f, key);
  }
  if (typeof f === 'object' && (f as ObjectValue).tag === TAG_RECORD) {
    const value = recordSelect(f as RecordValue, key);
    if (value === undefined) throw tlcFailure(`Attempted to access nonexistent field '${key as string}' of record\n${printValue(f)}`);
    return value;
  }
  throw tlcFailure(`A non-function (${kindText(f)}) was applied as a function.${location === undefined ? '' : `\n${location}`}`);
}

/** FcnRcdValue.apply's errors: a non-integer for a function over integers, else the argument outside the domain. */
function notInDomain(f: Value, key: Value): never {
  if (Array.isArray(f) && typeof key !== 'number') {
    throw tlcFailure(`Attempted to apply function with integer domain to the non-integer argument ${printValue(key)}`);
  }
  throw tlcFailure(
    `Attempted to apply function:\n${printValue(f)}\nto argument ${printValue(key)}, which is not in the domain of the function.`,
  );
}

/** DOMAIN f: 1..n for an array, the normalized keys otherwise. */
export function domainOf(f: Value, location?: string): Value {
  if (Array.isArray(f)) return new IntervalSet(1, (f as readonly Value[]).length);
  if (isKeyed(f)) {
    const domain = f.tag === TAG_FUNCTION ? f.domain : f.shape;
    const set = new SetValue(keysOf(f));
    set.index = domain;
    return set;
  }
  const kind = typeof f === 'object' && (f as ObjectValue).tag === TAG_LAZY_SET ? (f as { kindText: string }).kindText : kindText(f);
  throw tlcFailure(`Attempted to apply the operator DOMAIN to a non-function\n(${kind})${location === undefined ? '' : `\n${location}`}`);
}
