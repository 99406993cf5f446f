/**
 * \cup, \cap, \, {x \in S : P}, \subseteq and UNION as TLC evaluates them
 * (Tool.java, OPCODE_cup and the rest): computed at once when a side is
 * reducible (a finite set or an interval: SetEnumValue, IntervalValue), kept
 * lazy otherwise (combined-sets.ts), which is what lets `x \in Nat \cup {-1}`
 * be answered and what decides the order `x' \in S \cup T` binds in.
 */
import { CapSet, CupSet, DiffSet, FilterSet, UnionSet } from './combined-sets.js';
import { compare } from './compare.js';
import { tlcFailure } from './errors.js';
import { IntervalSet } from './interval-set.js';
import { elementsInTlcOrder, isEnumerable, isIn } from './membership.js';
import { EMPTY_SET, setOf } from './normalize.js';
import { FunctionSet, RecordSet, TupleSet } from './product-sets.js';
import { SubsetSet } from './subset-set.js';
import { SetValue, TAG_SET, type ObjectValue, type Value } from './value.js';

/** TLC's Reducible: a finite set or an interval. */
function reducibleElements(value: Value): readonly Value[] | undefined {
  if (value instanceof IntervalSet) return value.elementsInTlcOrder();
  if (typeof value === 'object' && !Array.isArray(value) && (value as ObjectValue).tag === TAG_SET) return (value as SetValue).elements;
  return undefined;
}

/** Two normalized lists merged, repeats dropped. */
function mergeNormalized(a: readonly Value[], b: readonly Value[]): Value[] {
  const merged: Value[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const result = compare(b[j] as Value, a[i] as Value);
    if (result < 0) merged.push(b[j++] as Value);
    else {
      if (result === 0) j++;
      merged.push(a[i++] as Value);
    }
  }
  while (i < a.length) merged.push(a[i++] as Value);
  while (j < b.length) merged.push(b[j++] as Value);
  return merged;
}

/** S.cup(T) for a reducible S (SetEnumValue.cup, IntervalValue.cup): S empty gives T itself. */
function cupOfReducible(elements: readonly Value[], set: Value, other: Value): Value {
  if (elements.length === 0) return other;
  const otherElements = reducibleElements(other);
  if (otherElements === undefined) return new CupSet(set, other);
  return new SetValue(mergeNormalized(elements, otherElements));
}

/** S \cup T */
export function union(a: Value, b: Value): Value {
  const first = reducibleElements(a);
  if (first !== undefined) return cupOfReducible(first, a, b);
  const second = reducibleElements(b);
  if (second !== undefined) return cupOfReducible(second, b, a);
  return new CupSet(a, b);
}

/** S \cap T */
export function intersect(a: Value, b: Value): Value {
  const first = reducibleElements(a);
  if (first !== undefined) return setOfKept(first.filter((element) => isIn(element, b)));
  const second = reducibleElements(b);
  if (second !== undefined) return setOfKept(second.filter((element) => isIn(element, a)));
  return new CapSet(a, b);
}

/** S \ T */
export function minus(a: Value, b: Value): Value {
  const first = reducibleElements(a);
  if (first !== undefined) return setOfKept(first.filter((element) => !isIn(element, b)));
  return new DiffSet(a, b);
}

/** {x \in S : P(x)}: `predicate` is P (the generated code checks that P is a boolean, with TLC's message and position). */
export function filter(set: Value, predicate: (element: Value) => boolean): Value {
  const elements = reducibleElements(set);
  if (elements !== undefined) return setOfKept(elements.filter(predicate));
  return new FilterSet(set, predicate);
}

/** A normalized list's sublist is normalized. */
function setOfKept(elements: readonly Value[]): SetValue {
  return elements.length === 0 ? EMPTY_SET : new SetValue(elements);
}

/**
 * S \subseteq T (EnumerableValue.isSubsetEq, IntervalValue's and
 * SubsetValue's shortcuts); `location` is TLC's text when S cannot be listed.
 */
export function subseteq(a: Value, b: Value, location?: string): boolean {
  if (!isEnumerable(a)) {
    throw tlcFailure(
      `Attempted to evaluate an expression of form S \\subseteq T, but S was ` +
        `not enumerable.${location === undefined ? '' : `\n${location}`}`,
    );
  }
  if (a instanceof IntervalSet && b instanceof IntervalSet && b.low <= a.low && b.high >= a.high) return true;
  if (a instanceof SubsetSet && b instanceof SubsetSet && isEnumerable(a.base)) return subseteq(a.base, b.base);
  return elementsInTlcOrder(a).every((element) => isIn(element, b));
}

/** UNION S: a finite set of finite sets is flattened at once (UnionValue.union), anything else stays lazy. */
export function bigUnion(sets: Value): Value {
  const elements = reducibleElements(sets);
  if (elements === undefined || sets instanceof IntervalSet) return new UnionSet(sets);
  const members: Value[] = [];
  for (const set of elements) {
    if (typeof set !== 'object' || Array.isArray(set) || (set as ObjectValue).tag !== TAG_SET) return new UnionSet(sets);
    for (const member of (set as SetValue).elements) members.push(member);
  }
  return setOf(members);
}

/** [S -> T] */
export function functionSet(domain: Value, range: Value): FunctionSet {
  return new FunctionSet(domain, range);
}

/** [n1: S1, n2: S2, ...] */
export function recordSet(names: readonly string[], sets: readonly Value[]): RecordSet {
  return new RecordSet(names, sets);
}

/** S1 \X S2 \X ... */
export function tupleSet(sets: readonly Value[]): TupleSet {
  return new TupleSet(sets);
}
