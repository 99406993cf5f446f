/**
 * TLC's conversions between kinds of value (Value.toFcnRcd, toRcd, toTuple,
 * toSetEnum): a tuple is a function over 1..n, a record is a function over
 * strings, a function over strings is a record, a lazy set is listed. TLC
 * compares and applies values through them, so they decide which values of
 * different kinds are equal and which comparisons are errors.
 */
import { printValue } from './print.js';
import { tlcFailure } from './errors.js';
import {
  TAG_FUNCTION,
  TAG_LAZY_SET,
  TAG_MODEL_VALUE,
  TAG_RECORD,
  TAG_SET,
  type FcnValue,
  type ModelValue,
  type ObjectValue,
  type RecordValue,
  type SetValue,
  type Value,
} from './value.js';

/** A function seen as keys and values: a FcnValue or a RecordValue. */
export type KeyedValue = FcnValue | RecordValue;

/** The keys of a function or record, in TLC's order. */
export function keysOf(value: KeyedValue): readonly Value[] {
  return value.tag === TAG_FUNCTION ? value.domain.keys : value.shape.keys;
}

/** Whether the value is a FcnValue or a RecordValue (an array is a function too: test it first). */
export function isKeyed(value: Value): value is KeyedValue {
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const tag = (value as ObjectValue).tag;
  return tag === TAG_FUNCTION || tag === TAG_RECORD;
}

/** TLC's toRcd: a record, a function whose keys are all strings, or the empty tuple ([] is EmptyRcd); else undefined. */
export function asRecord(value: Value): KeyedValue | readonly Value[] | undefined {
  if (Array.isArray(value)) return value.length === 0 ? value : undefined;
  if (!isKeyed(value)) return undefined;
  if (value.tag === TAG_RECORD) return value;
  return value.domain.keys.every((key) => typeof key === 'string') ? value : undefined;
}

/** TLC's toSetEnum: a finite set's normalized elements, or undefined when the value is no set TLC can list. */
export function asSetValue(value: Value): SetValue | undefined {
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const object = value as ObjectValue;
  if (object.tag === TAG_SET) return object;
  if (object.tag === TAG_LAZY_SET) return object.toSetValue();
  return undefined;
}

export function isModel(value: Value): value is ModelValue {
  return typeof value === 'object' && !Array.isArray(value) && (value as ObjectValue).tag === TAG_MODEL_VALUE;
}

/** ModelValue.modelValueCompareTo: how a model value compares from the other side (after), or TLC's error for a typed one. */
export function modelValueComparedFromOtherSide(model: ModelValue, other: Value): number {
  if (model.type !== '') {
    throw tlcFailure(`Attempted to compare the typed model value ${printValue(model)} and the non-model value\n${printValue(other)}`);
  }
  return 1;
}

/** ModelValue.modelValueEquals: a model value is unequal to any other kind, an error if it is typed. */
export function modelValueEqualsOther(model: ModelValue, other: Value): boolean {
  if (model.type !== '') {
    throw tlcFailure(
      `Attempted to check equality of the typed model value ${printValue(model)} and the non-model value\n${printValue(other)}`,
    );
  }
  return false;
}

/** ModelValue.modelValueMember: a model value is in no set of another kind, an error if it is typed. */
export function modelValueMemberOf(model: ModelValue, set: Value): boolean {
  if (model.type !== '') {
    throw tlcFailure(`Attempted to check if the typed model value ${printValue(model)} is an element of\n${printValue(set)}`);
  }
  return false;
}
