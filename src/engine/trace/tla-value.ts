/**
 * Plain TLA+ values, the shape a packed state takes when it is printed or
 * compared with TLC's output. Integers, strings and booleans are JavaScript
 * primitives; a tuple (a function over 1..n) is an array.
 */
export type TlaValue = number | string | boolean | readonly TlaValue[] | TlaFunction | TlaRecord | TlaSet | TlaModelValue;

/** A function with an explicit domain, printed by TLC as `( k :> v @@ ... )`. */
export interface TlaFunction {
  readonly kind: 'function';
  readonly entries: readonly (readonly [TlaValue, TlaValue])[];
  /** The entries are in TLC's order already (its strings are not alphabetical): print them as given. */
  readonly ordered?: boolean;
}

/** A record `[a |-> 1, b |-> 2]`. */
export interface TlaRecord {
  readonly kind: 'record';
  readonly fields: Readonly<Record<string, TlaValue>>;
}

/** A finite set `{a, b}`. */
export interface TlaSet {
  readonly kind: 'set';
  readonly elements: readonly TlaValue[];
  /** The elements are in TLC's order already (its strings are not alphabetical): print them as given. */
  readonly ordered?: boolean;
  /** How TLC prints this set when it does not list its elements (`1..3`, `Nat`, `SUBSET (1..8)`); `elements` is empty if it is infinite. */
  readonly notation?: string;
}

/** A model value of the .cfg (`p1`), printed bare. */
export interface TlaModelValue {
  readonly kind: 'model-value';
  readonly name: string;
}

/** One state as named variables, in the spec's declaration order. */
export type TlaState = Readonly<Record<string, TlaValue>>;

export function tlaFunction(entries: readonly (readonly [TlaValue, TlaValue])[]): TlaFunction {
  return { kind: 'function', entries };
}

/** A tuple (Array.isArray alone would type its elements as any). */
export function isTlaTuple(value: TlaValue | undefined): value is readonly TlaValue[] {
  return Array.isArray(value);
}

export function isTlaFunction(value: TlaValue): value is TlaFunction {
  return typeof value === 'object' && !Array.isArray(value) && (value as TlaFunction).kind === 'function';
}

export function isTlaRecord(value: TlaValue): value is TlaRecord {
  return typeof value === 'object' && !Array.isArray(value) && (value as TlaRecord).kind === 'record';
}

export function isTlaSet(value: TlaValue): value is TlaSet {
  return typeof value === 'object' && !Array.isArray(value) && (value as TlaSet).kind === 'set';
}

export function isTlaModelValue(value: TlaValue): value is TlaModelValue {
  return typeof value === 'object' && !Array.isArray(value) && (value as TlaModelValue).kind === 'model-value';
}

/** Structural equality of two TLA+ values (functions compared as sets of pairs). */
export function tlaEquals(a: TlaValue, b: TlaValue): boolean {
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!isTlaTuple(a) || !isTlaTuple(b) || a.length !== b.length) return false;
    return a.every((element, index) => tlaEquals(element, b[index] as TlaValue));
  }
  if (isTlaFunction(a) && isTlaFunction(b)) {
    if (a.entries.length !== b.entries.length) return false;
    return a.entries.every(([key, value]) => {
      const match = b.entries.find(([otherKey]) => tlaEquals(key, otherKey));
      return match !== undefined && tlaEquals(value, match[1]);
    });
  }
  if (isTlaRecord(a) && isTlaRecord(b)) {
    const keys = Object.keys(a.fields);
    if (keys.length !== Object.keys(b.fields).length) return false;
    return keys.every((key) => key in b.fields && tlaEquals(a.fields[key] as TlaValue, b.fields[key] as TlaValue));
  }
  if (isTlaModelValue(a) || isTlaModelValue(b)) return isTlaModelValue(a) && isTlaModelValue(b) && a.name === b.name;
  if (isTlaSet(a) && isTlaSet(b)) {
    if (a.elements.length !== b.elements.length) return false;
    // an infinite set has no elements listed: its notation tells it apart from {} and other infinite sets
    if (a.elements.length === 0) return (a.notation ?? '{}') === (b.notation ?? '{}');
    return a.elements.every((element) => b.elements.some((other) => tlaEquals(element, other)));
  }
  return false;
}
