/**
 * Layouts from the sets a type invariant puts variables in (`position \in
 * [Players -> Squares]`): a layout that holds exactly the set's elements
 * where there is one (an interval, BOOLEAN, a few strings, functions over a
 * finite domain, records, tuples), so a state takes as few bytes as the type
 * allows, and a conjunct `v \in S` holds for every state the layout packs.
 */
import { INT, NAT } from '../values/infinite-sets.js';
import { IntervalSet } from '../values/interval-set.js';
import { FunctionSet, RecordSet, TupleSet } from '../values/product-sets.js';
import { SeqSet } from '../values/infinite-sets.js';
import { isLazySet, isModelValue, isSetValue, type Value } from '../values/value.js';
import { ANY_INT, INT32_MAX, type Layout } from './layout.js';

/** Elements a finite domain may have for a function layout. */
const MAX_DOMAIN = 4096;
/** Where a sequence's capacity starts when the type bounds only its elements. */
const SEQUENCE_START = 4;

export interface SetLayout {
  readonly layout: Layout;
  /** True when the layout packs exactly the set's elements (and no other value), so membership needs no check. */
  readonly exact: boolean;
}

/** A layout for the elements of `set`, or null when the set says nothing useful. */
export function layoutOfSet(set: Value): SetLayout | null {
  if (set === INT) return { layout: ANY_INT, exact: true };
  if (set === NAT) return { layout: { kind: 'int', min: 0, max: INT32_MAX }, exact: true };
  if (set instanceof IntervalSet) return set.low <= set.high ? { layout: { kind: 'int', min: set.low, max: set.high }, exact: true } : null;
  if (isSetValue(set)) return ofListed(set.elements);
  if (set instanceof FunctionSet) return ofFunctions(set);
  if (set instanceof RecordSet) {
    const fields = set.fieldSets.map(layoutOfSet);
    if (fields.some((field) => field === null)) return null;
    return {
      layout: { kind: 'record', names: set.shape.keys as string[], fields: fields.map((f) => f!.layout) },
      exact: fields.every((f) => f!.exact),
    };
  }
  if (set instanceof TupleSet) {
    const items = set.sets.map(layoutOfSet);
    if (items.some((item) => item === null)) return null;
    return { layout: { kind: 'tuple', elements: items.map((i) => i!.layout) }, exact: items.every((i) => i!.exact) };
  }
  if (set instanceof SeqSet) {
    const element = layoutOfSet(set.range);
    if (element === null) return null;
    // a sequence longer than the capacity widens the layout: every packed value is still in Seq(S)
    return { layout: { kind: 'sequence', capacity: SEQUENCE_START, element: element.layout }, exact: element.exact };
  }
  // another finite set TLC keeps lazy (a union, a difference): its elements
  if (isLazySet(set) && set.enumerable) {
    try {
      if (set.isFinite() && set.size() <= MAX_DOMAIN) return ofListed(set.toSetValue()?.elements ?? []);
    } catch {
      return null;
    }
  }
  return null;
}

function ofListed(elements: readonly Value[]): SetLayout | null {
  if (elements.length === 0) return null;
  if (elements.every((e) => typeof e === 'boolean'))
    return elements.length === 2 ? { layout: { kind: 'bool' }, exact: true } : { layout: { kind: 'enum', values: elements }, exact: true };
  if (elements.every((e) => typeof e === 'number')) {
    const numbers = elements;
    const min = numbers[0]!;
    const max = numbers[numbers.length - 1]!;
    // a set of integers with gaps is packed as the range it spans, not exactly
    return { layout: { kind: 'int', min, max }, exact: max - min + 1 === numbers.length };
  }
  if (elements.every((e) => typeof e === 'string' || isModelValue(e))) return { layout: { kind: 'enum', values: elements }, exact: true };
  return null;
}

function ofFunctions(set: FunctionSet): SetLayout | null {
  const range = layoutOfSet(set.range);
  if (range === null) return null;
  const domain = set.domain;
  if (domain instanceof IntervalSet && domain.low === 1) {
    const n = Math.max(0, domain.high);
    return { layout: { kind: 'tuple', elements: Array.from({ length: n }, () => range.layout) }, exact: range.exact };
  }
  if (!isSetValue(domain) || domain.elements.length === 0 || domain.elements.length > MAX_DOMAIN) return null;
  if (isOneToN(domain.elements))
    return { layout: { kind: 'tuple', elements: domain.elements.map(() => range.layout) }, exact: range.exact };
  return { layout: { kind: 'function', domain: domain.elements, range: range.layout }, exact: range.exact };
}

function isOneToN(elements: readonly Value[]): boolean {
  return elements.every((e, i) => e === i + 1);
}
