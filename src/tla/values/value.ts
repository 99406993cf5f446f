/**
 * The runtime TLA+ values the compiled code works with (the contract of
 * docs/tla-values.md). Scalars are JavaScript primitives: an integer is a
 * number in TLC's 32-bit range, a boolean a boolean, a string a string. A
 * tuple, a sequence and any function over 1..n is a plain array, never
 * mutated once built. Everything else is one of the classes below, told apart
 * by `tag`. Sets and function domains are kept normalized: in TLC's order,
 * without duplicates.
 */
import { stringToken } from './string-order.js';

export const TAG_MODEL_VALUE = 0;
export const TAG_RECORD = 1;
export const TAG_FUNCTION = 2;
export const TAG_SET = 3;
export const TAG_LAZY_SET = 4;

export type Value = number | boolean | string | TupleValue | ModelValue | RecordValue | FcnValue | SetValue | LazySet;

/** A tuple, a sequence, or a function whose domain is 1..n (n >= 0): TLC's TupleValue and FcnRcdValue over 1..n alike. */
export type TupleValue = readonly Value[];

/** The values that are objects (everything but scalars and arrays). */
export type ObjectValue = ModelValue | RecordValue | FcnValue | SetValue | LazySet;

/**
 * A normalized list of keys (a set's elements, a function's domain, a
 * record's field names) with a fast lookup, shared by every value built over
 * it (domain.ts).
 */
export interface KeyIndex {
  readonly keys: readonly Value[];
  /** The key's position, or -1 when it is not a key; throws TLC's error when `key` cannot be compared with the keys. */
  indexOf(key: Value): number;
  /** Whether a record or a function was built over these keys (the codec decodes string keys back to the kind that used them). */
  usedByRecords: boolean;
  usedByFunctions: boolean;
}

/** A model value of the .cfg. Interned: two model values are equal exactly when they are the same object. */
export class ModelValue {
  readonly tag = TAG_MODEL_VALUE;
  /** TLC's typed model values (ModelValue.java): `x_name` has type `x`; '' is untyped. */
  readonly type: string;
  private static readonly byName = new Map<string, ModelValue>();

  private constructor(readonly name: string) {
    this.type = name.length > 2 && name[1] === '_' ? (name[0] as string) : '';
    stringToken(name); // TLC interns the name (UniqueString.uniqueStringOf) when it makes the model value
  }

  /** The model value named `name` (TLC's ModelValue.make). */
  static of(name: string): ModelValue {
    let value = ModelValue.byName.get(name);
    if (value === undefined) {
      value = new ModelValue(name);
      ModelValue.byName.set(name, value);
    }
    return value;
  }
}

/** A record `[a |-> 1, b |-> 2]`: its field names in TLC's order (the shape, shared) and the values in that order. */
export class RecordValue {
  readonly tag = TAG_RECORD;
  constructor(
    readonly shape: KeyIndex,
    readonly values: readonly Value[],
  ) {}
}

/** A function whose domain is not 1..n: its normalized domain (shared) and the values in the domain's order. */
export class FcnValue {
  readonly tag = TAG_FUNCTION;
  constructor(
    readonly domain: KeyIndex,
    readonly values: readonly Value[],
  ) {}
}

/** A finite set, normalized (TLC's SetEnumValue after normalize()). Build it with setOf. */
export class SetValue {
  readonly tag = TAG_SET;
  /** The lookup over the elements, made on first use (membership, or a function over this set). */
  index: KeyIndex | undefined = undefined;
  /** 'number' or 'string' when every element is one, 'other' otherwise, '' until first asked (membership). */
  scalarKind: '' | 'number' | 'string' | 'other' = '';
  constructor(readonly elements: readonly Value[]) {}
}

/**
 * A set TLC keeps lazy: an interval, SUBSET S, [S -> T], [a: S], S \X T,
 * Seq(S), Nat, Int, STRING, and unions, intersections, differences and
 * filters of sets TLC cannot reduce. Its elements are listed only when needed.
 */
export abstract class LazySet {
  readonly tag = TAG_LAZY_SET;
  /** TLC's Value.getKindString ("a set of the form i..j"). */
  abstract readonly kindText: string;
  /** Whether TLC's class implements Enumerable (Nat, Int, STRING and Seq(S) do not). */
  abstract readonly enumerable: boolean;
  /** TLC's Reducible (IntervalValue): \cup, \cap and \ with it are computed at once. */
  readonly reducible: boolean = false;
  /** TLC's UserValue (Nat, Int, STRING, Seq(S)): compared only with its own kinds, never listed. */
  readonly overridden: boolean = false;
  private normalizedSet: SetValue | undefined = undefined;

  /** TLC's member(): whether `element` is in the set, without listing the set. */
  abstract member(element: Value): boolean;
  abstract isFinite(): boolean;
  /** TLC's size() (Cardinality), with its errors. */
  abstract size(): number;
  /** TLC's elements(): the order Init's `x \in S` and an action's `x' \in S` bind in. */
  abstract elementsInTlcOrder(): readonly Value[];
  /** How TLC prints the set when it does not list its elements (`1..3`, `Nat`, `SUBSET (1..8)`), else undefined. */
  abstract notation(): string | undefined;

  /** TLC's getNonEnumerableErrorMsg when it has its own (Nat, Int, Seq(S)), else undefined for Value's. */
  nonEnumerableMessage(_location: string): string | undefined {
    return undefined;
  }

  /** The elements when listing them is cheap (an interval's), printed beside the notation so that TlaValue equality sees them. */
  cheapElements(): readonly Value[] | undefined {
    return undefined;
  }

  /** TLC's compareTo with another lazy set of the same kind when it does not list them (Interval, SUBSET...), else undefined. */
  compareSameKind(_other: LazySet): number | undefined {
    return undefined;
  }

  /** TLC's equals with another lazy set of the same kind when it does not list them, else undefined. */
  equalsSameKind(_other: LazySet): boolean | undefined {
    return undefined;
  }

  /** TLC's toSetEnum + normalize, computed once (TLC's convertAndCache); undefined when TLC cannot list it (Nat, Seq(S)). */
  toSetValue(): SetValue | undefined {
    if (this.normalizedSet === undefined) this.normalizedSet = this.listElements();
    return this.normalizedSet;
  }

  /** The normalized set of the elements, or undefined if TLC has no such conversion for this kind. */
  protected abstract listElements(): SetValue | undefined;
}

export function isModelValue(value: Value): value is ModelValue {
  return typeof value === 'object' && (value as ObjectValue).tag === TAG_MODEL_VALUE;
}

export function isRecord(value: Value): value is RecordValue {
  return typeof value === 'object' && (value as ObjectValue).tag === TAG_RECORD;
}

export function isFcnValue(value: Value): value is FcnValue {
  return typeof value === 'object' && (value as ObjectValue).tag === TAG_FUNCTION;
}

export function isSetValue(value: Value): value is SetValue {
  return typeof value === 'object' && (value as ObjectValue).tag === TAG_SET;
}

export function isLazySet(value: Value): value is LazySet {
  return typeof value === 'object' && (value as ObjectValue).tag === TAG_LAZY_SET;
}

/** Any set, finite or lazy. */
export function isSet(value: Value): value is SetValue | LazySet {
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const tag = (value as ObjectValue).tag;
  return tag === TAG_SET || tag === TAG_LAZY_SET;
}

/** TLC's getKindString for a value (error messages of IF, CASE and the like). */
export function kindText(value: Value): string {
  switch (typeof value) {
    case 'boolean':
      return 'a Boolean value';
    case 'number':
      return 'an integer';
    case 'string':
      return 'a string';
  }
  if (Array.isArray(value)) return 'a tuple';
  const object = value as ObjectValue;
  switch (object.tag) {
    case TAG_MODEL_VALUE:
      return 'a model value';
    case TAG_RECORD:
      return 'a record';
    case TAG_FUNCTION:
      return 'a function  of the form (d1 :> e1 @@ ... @@ dN :> eN)';
    case TAG_SET:
      return 'a set of the form {e1, ... ,eN}';
    default:
      return object.kindText;
  }
}
