/**
 * Set membership (`\in`: TLC's member()), the listing of a set's elements in
 * TLC's orders, and Cardinality. A normalized set is searched as TLC searches
 * it (ValueVec.search: binary, comparing the element with the set's), through
 * a lookup for large sets of integers or strings.
 */
import { compare } from './compare.js';
import { keyIndexOfSet } from './domain.js';
import { evalError, EC, tlcFailure, type TlcEvaluationError } from './errors.js';
import { printValue } from './print.js';
import {
  TAG_FUNCTION,
  TAG_LAZY_SET,
  TAG_MODEL_VALUE,
  TAG_RECORD,
  TAG_SET,
  type LazySet,
  type ObjectValue,
  type SetValue,
  type Value,
} from './value.js';

/** Below this size a set is searched directly; from it on, through its lookup (made once). */
const INDEXED_FROM = 9;

/** `element \in set`, with TLC's errors when `set` is no set or the element cannot be compared with its elements. */
export function isIn(element: Value, set: Value): boolean {
  if (typeof set === 'object' && !Array.isArray(set)) {
    const object = set as ObjectValue;
    if (object.tag === TAG_SET) return setHas(object, element);
    if (object.tag === TAG_LAZY_SET) return object.member(element);
  }
  return memberOfNonSet(element, set);
}

/** Whether every element is a number, or every one a string. */
function scalarKindOf(set: SetValue): SetValue['scalarKind'] {
  if (set.scalarKind === '') {
    const first = typeof set.elements[0];
    const same = (first === 'number' || first === 'string') && set.elements.every((element) => typeof element === first);
    set.scalarKind = same ? first : 'other';
  }
  return set.scalarKind;
}

function setHas(set: SetValue, element: Value): boolean {
  const elements = set.elements;
  // an integer among integers, a string among strings: compared by identity, no error possible (TLC's search finds the same)
  if (typeof element !== 'object' && elements.length > 0 && scalarKindOf(set) === typeof element) {
    if (elements.length >= INDEXED_FROM) return keyIndexOfSet(set).indexOf(element) >= 0;
    for (let index = 0; index < elements.length; index++) if (elements[index] === element) return true;
    return false;
  }
  let low = 0;
  let high = elements.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const result = compare(element, elements[middle] as Value);
    if (result === 0) return true;
    if (result < 0) high = middle;
    else low = middle + 1;
  }
  return false;
}

/** member() of the values that are no sets: each kind's error (an array is TLC's FcnRcdValue over 1..n). */
function memberOfNonSet(element: Value, set: Value): boolean {
  const shown = `Attempted to check if the value:\n${printValue(element)}\nis an element of`;
  switch (typeof set) {
    case 'number':
      throw tlcFailure(`${shown} the integer ${printValue(set)}`);
    case 'boolean':
      throw tlcFailure(`${shown} the boolean ${printValue(set)}`);
    case 'string':
      throw tlcFailure(`${shown} the string ${printValue(set)}`);
  }
  if (Array.isArray(set)) throw tlcFailure(`${shown} the function ${printValue(set)}`);
  const tag = (set as ObjectValue).tag;
  if (tag === TAG_MODEL_VALUE) throw tlcFailure(`${shown} the model value ${printValue(set)}`);
  if (tag === TAG_FUNCTION) throw tlcFailure(`${shown} the function ${printValue(set)}`);
  if (tag === TAG_RECORD) throw tlcFailure(`Attempted to check if element:\n${printValue(element)}\nis in the record:\n${printValue(set)}`);
  throw new Error('unreachable: sets are handled by isIn');
}

/** Whether TLC can list the value's elements (its class implements Enumerable): finite sets and most lazy ones. */
export function isEnumerable(value: Value): boolean {
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const object = value as ObjectValue;
  return object.tag === TAG_SET || (object.tag === TAG_LAZY_SET && object.enumerable);
}

/**
 * TLC's elements(): the set's elements in the order Init's `x \in S` and
 * `x' \in S` bind them (normalized but for lazy unions). `location` is TLC's
 * text for the bound's position, shown when the set cannot be listed.
 */
export function elementsInTlcOrder(set: Value, location = ''): readonly Value[] {
  if (typeof set === 'object' && !Array.isArray(set)) {
    const object = set as ObjectValue;
    if (object.tag === TAG_SET) return object.elements;
    if (object.tag === TAG_LAZY_SET && object.enumerable) return object.elementsInTlcOrder();
  }
  throw nonEnumerableBound(set, location);
}

/** The set's elements in TLC's normalized order (what \E, \A, CHOOSE and {e : x \in S} go through); `location` as above. */
export function enumerate(set: Value, location = ''): readonly Value[] {
  if (typeof set === 'object' && !Array.isArray(set)) {
    const object = set as ObjectValue;
    if (object.tag === TAG_SET) return object.elements;
    if (object.tag === TAG_LAZY_SET && object.enumerable) return (object.toSetValue() as SetValue).elements;
  }
  throw nonEnumerableBound(set, location);
}

/** Tool.contexts' error: the value's getNonEnumerableErrorMsg. */
function nonEnumerableBound(set: Value, location: string): TlcEvaluationError {
  const own =
    typeof set === 'object' && !Array.isArray(set) && (set as ObjectValue).tag === TAG_LAZY_SET
      ? (set as LazySet).nonEnumerableMessage(location)
      : undefined;
  return tlcFailure(own ?? `TLC encountered a non-enumerable quantifier bound\n${printValue(set)}.\n${location}`);
}

/** FiniteSets' Cardinality: TLC's size(), an error for a value TLC cannot count. */
export function cardinality(set: Value): number {
  if (typeof set === 'object' && !Array.isArray(set)) {
    const object = set as ObjectValue;
    if (object.tag === TAG_SET) return object.elements.length;
    if (object.tag === TAG_LAZY_SET && object.enumerable) return object.size();
  }
  throw evalError(EC.TLC_MODULE_COMPUTING_CARDINALITY, [printValue(set)]);
}

/** FiniteSets' IsFiniteSet: TLC's isFinite(). */
export function isFiniteSet(set: Value): boolean {
  if (typeof set === 'object' && !Array.isArray(set)) {
    const object = set as ObjectValue;
    if (object.tag === TAG_SET) return true;
    if (object.tag === TAG_LAZY_SET) return object.isFinite();
    if (object.tag === TAG_FUNCTION || object.tag === TAG_RECORD) return true;
    if (object.tag === TAG_MODEL_VALUE) throw tlcFailure(`Attempted to check if the model value ${printValue(set)} is a finite set.`);
  }
  if (Array.isArray(set)) return true;
  const kind = typeof set === 'number' ? 'integer' : typeof set === 'boolean' ? 'boolean' : 'string';
  throw tlcFailure(`Attempted to check if the ${kind} ${printValue(set)} is a finite set.`);
}
