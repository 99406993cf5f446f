/**
 * Records: `[a |-> 1, b |-> 2]` is a RecordValue over a shared shape (its
 * field names in TLC's order, by token: RecordValue.normalize), and `r.a`
 * reads a field with TLC's errors. A record equals the function over the
 * same strings (TLC converts either to the other to compare them), and a
 * function over strings that are all names prints as a record, as in TLC.
 */
import { isKeyed } from './conversions.js';
import { recordShape } from './domain.js';
import { tlcFailure } from './errors.js';
import { apply } from './functions.js';
import { printValue, valueToString } from './print.js';
import { RecordValue, TAG_RECORD, type KeyIndex, type Value } from './value.js';

/** A record of the shape, its values in the shape's order (`shape.keys`); the array becomes the record's. */
export function recordOf(shape: KeyIndex, values: readonly Value[]): RecordValue {
  return new RecordValue(shape, values);
}

/** `[n1 |-> v1, ...]` with the fields in any order (TLC's RecordConstructor, then normalize). */
export function makeRecord(names: readonly string[], values: readonly Value[]): RecordValue {
  const shape = recordShape(names);
  const ordered = shape.keys.map((name) => values[names.indexOf(name as string)] as Value);
  return new RecordValue(shape, ordered);
}

/**
 * `r.name` (TLC's RcdSelect): a record's field, a function's value at the
 * string (through apply, with its errors), else TLC's error; `location` is
 * the text TLC appends (the expression's position).
 */
export function field(value: Value, name: string, location?: string): Value {
  const where = location === undefined ? '' : `\n${location}`;
  if (typeof value === 'object' && !Array.isArray(value) && (value as RecordValue).tag === TAG_RECORD) {
    const record = value as RecordValue;
    const index = record.shape.indexOf(name);
    // Tool's RcdSelect prints the field as a value: quoted (q4_errors/RecordField: `field "c"`)
    if (index < 0)
      throw tlcFailure(`Attempted to select nonexistent field ${valueToString(name)} from the record\n${printValue(record)}${where}`);
    return record.values[index] as Value;
  }
  if (Array.isArray(value) || isKeyed(value)) return apply(value, name);
  throw tlcFailure(`Attempted to select field ${valueToString(name)} from a non-record value ${printValue(value)}${where}`);
}

/**
 * A reader of field `name` that remembers the last shape it saw: for the
 * generated code's hot paths (one reader per `r.name` in the spec).
 */
export function fieldReader(name: string, location?: string): (value: Value) => Value {
  let lastShape: KeyIndex | undefined;
  let lastIndex = -1;
  return (value: Value): Value => {
    if (lastShape !== undefined && typeof value === 'object' && (value as RecordValue).shape === lastShape)
      return (value as RecordValue).values[lastIndex] as Value;
    const result = field(value, name, location);
    if (typeof value === 'object' && !Array.isArray(value) && (value as RecordValue).tag === TAG_RECORD) {
      lastShape = (value as RecordValue).shape;
      lastIndex = lastShape.indexOf(name);
    }
    return result;
  };
}

/** The record field names TLC prints bare (FcnRcdValue.isName): letters, digits and `_`, a letter among them, no WF_ or SF_ prefix. */
export function isFieldName(text: string): boolean {
  return /^[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*$/u.test(text) && (text.length < 4 || !/^(WF|SF)_/.test(text));
}
