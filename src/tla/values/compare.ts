/**
 * TLC's normalized order (Value.compareTo in tlc2/value/impl), the order of
 * sets, function domains and CHOOSE. Integers by value, FALSE before TRUE,
 * strings and model values by their token (string-order.ts); tuples shorter
 * first, then element by element; functions by size, then domain, then
 * values; records by size, then field names, then values; sets smaller
 * first, then element by element. A model value is below every other kind.
 * Values TLC cannot compare (an integer and a string) are TLC's error, with
 * TLC's message, which depends on the left operand's kind as in TLC.
 */
import { asRecord, asSetValue, isKeyed, isModel, keysOf, modelValueComparedFromOtherSide, type KeyedValue } from './conversions.js';
import { tlcFailure } from './errors.js';
import { printValue } from './print.js';
import { compareStrings } from './string-order.js';
import {
  TAG_FUNCTION,
  TAG_LAZY_SET,
  TAG_MODEL_VALUE,
  TAG_RECORD,
  type LazySet,
  type ModelValue,
  type ObjectValue,
  type SetValue,
  type Value,
} from './value.js';

/** TLC's a.compareTo(b): negative, 0 or positive. */
export function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  switch (typeof a) {
    case 'number':
      if (typeof b === 'number') return a < b ? -1 : 1;
      return scalarAgainstOther(a, b, 'integer');
    case 'boolean':
      if (typeof b === 'boolean') return a ? 1 : -1;
      return scalarAgainstOther(a, b, 'boolean');
    case 'string':
      if (typeof b === 'string') return compareStrings(a, b);
      return scalarAgainstOther(a, b, 'string');
  }
  if (Array.isArray(a)) return compareTuple(a as readonly Value[], b);
  const object = a as ObjectValue;
  switch (object.tag) {
    case TAG_MODEL_VALUE:
      return compareModelValue(object, b);
    case TAG_RECORD:
      return compareRecord(object, b);
    case TAG_FUNCTION:
      return compareFunction(object, b);
    case TAG_LAZY_SET:
      return compareLazySet(object, b);
    default:
      return compareSet(object, b);
  }
}

/** IntValue, BoolValue and StringValue.compareTo with a value of another kind. */
function scalarAgainstOther(a: number | boolean | string, b: Value, kind: string): number {
  if (isModel(b)) return modelValueComparedFromOtherSide(b, a);
  throw tlcFailure(`Attempted to compare ${kind} ${printValue(a)} with non-${kind}:\n${printValue(b)}`);
}

/** ModelValue.compareTo: an untyped model value is below everything else; typed ones compare only with their type. */
function compareModelValue(a: ModelValue, b: Value): number {
  if (a.type === '') return isModel(b) ? compareStrings(a.name, b.name) : -1;
  if (isModel(b)) {
    if (b.type === a.type || b.type === '') return compareStrings(a.name, b.name);
    throw tlcFailure(`Attempted to compare the differently-typed model values ${printValue(a)} and ${printValue(b)}`);
  }
  throw tlcFailure(`Attempted to compare the typed model value ${printValue(a)} and non-model value\n${printValue(b)}`);
}

/** Element by element, after the lengths. */
function compareElements(a: readonly Value[], b: readonly Value[]): number {
  for (let index = 0; index < a.length; index++) {
    const result = compare(a[index] as Value, b[index] as Value);
    if (result !== 0) return result;
  }
  return 0;
}

/** TupleValue.compareTo; with a function or record it compares as the function over 1..n (FcnRcdValue.compareToInterval). */
function compareTuple(a: readonly Value[], b: Value): number {
  if (Array.isArray(b)) {
    const other = b as readonly Value[];
    return a.length !== other.length ? a.length - other.length : compareElements(a, other);
  }
  if (!isKeyed(b)) return functionAgainstOther(a, b);
  const keys = keysOf(b);
  if (a.length !== keys.length) return a.length - keys.length;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as Value;
    if (typeof key !== 'number') throw tlcFailure(`Attempted to compare integer with non-integer:\n${printValue(key)}.`);
    if (key !== index + 1) return index + 1 - key;
  }
  return compareElements(a, b.values);
}

/** FcnRcdValue.compareTo with a value that is no function (toFcnRcd gives null). */
function functionAgainstOther(a: Value, b: Value): number {
  if (isModel(b)) return modelValueComparedFromOtherSide(b, a);
  throw tlcFailure(`Attempted to compare the function ${printValue(a)} with the value:\n${printValue(b)}`);
}

/** FcnRcdValue.compareTo: size, then the domains key by key, then the values. */
function compareFunction(a: KeyedValue, b: Value): number {
  const keys = keysOf(a);
  if (Array.isArray(b)) {
    const other = b as readonly Value[];
    if (keys.length !== other.length) return keys.length - other.length;
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index] as Value;
      // FcnRcdValue.compareOtherInterval's text (no colon, unlike compareToInterval's)
      if (typeof key !== 'number') throw tlcFailure(`Attempted to compare integer with non-integer\n${printValue(key)}.`);
      if (key !== index + 1) return key - (index + 1);
    }
    return compareElements(a.values, other);
  }
  if (!isKeyed(b)) return functionAgainstOther(a, b);
  const otherKeys = keysOf(b);
  if (keys.length !== otherKeys.length) return keys.length - otherKeys.length;
  if (keys !== otherKeys) {
    const result = compareElements(keys, otherKeys);
    if (result !== 0) return result;
  }
  return compareElements(a.values, b.values);
}

/** RecordValue.compareTo: the other side as a record (toRcd), then size, field names, values. */
function compareRecord(a: KeyedValue, b: Value): number {
  const other = asRecord(b);
  if (other === undefined) {
    if (isModel(b)) return modelValueComparedFromOtherSide(b, a);
    throw tlcFailure(`Attempted to compare record:\n${printValue(a)}\nwith non-record\n${printValue(b)}`);
  }
  const names = keysOf(a);
  if (Array.isArray(other)) return names.length;
  const otherNames = keysOf(other as KeyedValue);
  if (names.length !== otherNames.length) return names.length - otherNames.length;
  if (names !== otherNames) {
    for (let index = 0; index < names.length; index++) {
      const result = compareStrings(names[index] as string, otherNames[index] as string);
      if (result !== 0) return result;
    }
  }
  return compareElements(a.values, (other as KeyedValue).values);
}

/** SetEnumValue.compareTo: the other side listed (toSetEnum), then size, then element by element. */
function compareSet(a: SetValue, b: Value): number {
  const other = asSetValue(b);
  if (other === undefined) {
    if (isModel(b)) return modelValueComparedFromOtherSide(b, a);
    throw tlcFailure(`Attempted to compare the set ${printValue(a)} with the value:\n${printValue(b)}`);
  }
  if (a.elements.length !== other.elements.length) return a.elements.length - other.elements.length;
  return compareElements(a.elements, other.elements);
}

/** A lazy set's compareTo: its own rule with a set of its kind (IntervalValue, SubsetValue, UserValue), else as its listed elements. */
function compareLazySet(a: LazySet, b: Value): number {
  if (typeof b === 'object' && !Array.isArray(b) && (b as ObjectValue).tag === TAG_LAZY_SET) {
    const result = a.compareSameKind(b as LazySet);
    if (result !== undefined) return result;
  }
  if (a.overridden) {
    // UserValue.compareTo: a model value is below it, no other kind compares
    if (isModel(b)) return 1;
    throw tlcFailure(`Attempted to compare overridden value ${printValue(a)} with non-overridden value:\n${printValue(b)}`);
  }
  return compareSet(a.toSetValue() as SetValue, b);
}
