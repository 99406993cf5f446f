/**
 * TLC's equality (Value.equals in tlc2/value/impl), what `=` and `#`
 * evaluate. Values of different kinds are unequal only where TLC says so (a
 * model value is unequal to anything but itself; a tuple and a function over
 * 1..n are equal when their entries are); elsewhere, as for an integer and a
 * string, TLC's error, with the message of the left operand's class.
 */
import { compare } from './compare.js';
import { asRecord, asSetValue, isKeyed, isModel, keysOf, modelValueEqualsOther, type KeyedValue } from './conversions.js';
import { tlcFailure } from './errors.js';
import { printValue } from './print.js';
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

/** TLC's a.equals(b). */
export function equals(a: Value, b: Value): boolean {
  if (a === b) return true;
  switch (typeof a) {
    case 'number':
      if (typeof b === 'number') return false;
      return scalarAgainstOther(a, b, 'Attempted to check equality of integer', 'non-integer');
    case 'boolean':
      if (typeof b === 'boolean') return false;
      return scalarAgainstOther(a, b, 'Attempted to compare equality of boolean', 'non-boolean');
    case 'string':
      if (typeof b === 'string') return false;
      return scalarAgainstOther(a, b, 'Attempted to check equality of string', 'non-string');
  }
  if (Array.isArray(a)) return tupleEquals(a as readonly Value[], b);
  const object = a as ObjectValue;
  switch (object.tag) {
    case TAG_MODEL_VALUE:
      return modelValueEquals(object, b);
    case TAG_RECORD:
      return recordEquals(object, b);
    case TAG_FUNCTION:
      return functionEquals(object, b);
    case TAG_LAZY_SET:
      return lazySetEquals(object, b);
    default:
      return setEquals(object, b);
  }
}

function scalarAgainstOther(a: number | boolean | string, b: Value, prefix: string, other: string): boolean {
  if (isModel(b)) return modelValueEqualsOther(b, a);
  throw tlcFailure(`${prefix} ${printValue(a)} with ${other}:\n${printValue(b)}`);
}

/** ModelValue.equals: a model value equals only itself; a typed one may be compared only with its type or untyped ones. */
function modelValueEquals(a: ModelValue, b: Value): boolean {
  if (a.type === '') return false;
  if (isModel(b)) {
    if (b.type === a.type || b.type === '') return false;
    throw tlcFailure(`Attempted to check equality of the differently-typed model values ${printValue(a)} and ${printValue(b)}`);
  }
  throw tlcFailure(`Attempted to check equality of typed model value ${printValue(a)} and non-model value\n${printValue(b)}`);
}

function elementsEqual(a: readonly Value[], b: readonly Value[]): boolean {
  for (let index = 0; index < a.length; index++) {
    const x = a[index] as Value;
    const y = b[index] as Value;
    if (x === y) continue;
    // two different scalars of one kind: unequal without more ado
    if (typeof x !== 'object' && typeof x === typeof y) return false;
    if (!equals(x, y)) return false;
  }
  return true;
}

/** FcnRcdValue.equals of a function over 1..n with keys: TLC requires the keys to be integers (its error otherwise). */
function intervalKeysMatch(keys: readonly Value[]): boolean {
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as Value;
    if (typeof key !== 'number') throw tlcFailure(`Attempted to compare an integer with non-integer:\n${printValue(key)}.`);
    if (key !== index + 1) return false;
  }
  return true;
}

function functionAgainstOther(a: Value, b: Value): boolean {
  if (isModel(b)) return modelValueEqualsOther(b, a);
  throw tlcFailure(`Attempted to check equality of the function ${printValue(a)} with the value:\n${printValue(b)}`);
}

/** TupleValue.equals; with a function or record, FcnRcdValue.equals of the function over 1..n. */
function tupleEquals(a: readonly Value[], b: Value): boolean {
  if (Array.isArray(b)) {
    const other = b as readonly Value[];
    return a.length === other.length && elementsEqual(a, other);
  }
  if (!isKeyed(b)) return functionAgainstOther(a, b);
  const keys = keysOf(b);
  return keys.length === a.length && intervalKeysMatch(keys) && elementsEqual(a, b.values);
}

/** FcnRcdValue.equals: same domain, same values. */
function functionEquals(a: KeyedValue, b: Value): boolean {
  const keys = keysOf(a);
  if (Array.isArray(b)) {
    const other = b as readonly Value[];
    return keys.length === other.length && intervalKeysMatch(keys) && elementsEqual(a.values, other);
  }
  if (!isKeyed(b)) return functionAgainstOther(a, b);
  const otherKeys = keysOf(b);
  if (keys.length !== otherKeys.length) return false;
  return (keys === otherKeys || elementsEqual(keys, otherKeys)) && elementsEqual(a.values, b.values);
}

/** RecordValue.equals: the other side as a record (toRcd), then the same field names and values. */
function recordEquals(a: KeyedValue, b: Value): boolean {
  const other = asRecord(b);
  if (other === undefined) {
    if (isModel(b)) return modelValueEqualsOther(b, a);
    throw tlcFailure(`Attempted to check equality of record:\n${printValue(a)}\nwith non-record\n${printValue(b)}`);
  }
  if (Array.isArray(other)) return false; // the empty record, and a record is never empty here
  const names = keysOf(a);
  const otherNames = keysOf(other as KeyedValue);
  if (names.length !== otherNames.length) return false;
  if (names !== otherNames) for (let index = 0; index < names.length; index++) if (names[index] !== otherNames[index]) return false;
  return elementsEqual(a.values, (other as KeyedValue).values);
}

/** SetEnumValue.equals: the other side listed (toSetEnum), then the same elements. */
function setEquals(a: SetValue, b: Value): boolean {
  const other = asSetValue(b);
  if (other === undefined) {
    if (isModel(b)) return modelValueEqualsOther(b, a);
    throw tlcFailure(`Attempted to check equality of the set ${printValue(a)} with the value:\n${printValue(b)}`);
  }
  return a.elements.length === other.elements.length && elementsEqual(a.elements, other.elements);
}

/** A lazy set's equals: its own rule with a set of its kind, UserValue's compareTo = 0, else as its listed elements. */
function lazySetEquals(a: LazySet, b: Value): boolean {
  if (typeof b === 'object' && !Array.isArray(b) && (b as ObjectValue).tag === TAG_LAZY_SET) {
    const result = a.equalsSameKind(b as LazySet);
    if (result !== undefined) return result;
  }
  if (a.overridden) return compare(a, b) === 0;
  return setEquals(a.toSetValue() as SetValue, b);
}
