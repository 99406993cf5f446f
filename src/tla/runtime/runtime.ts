/**
 * The object the generated code calls `rt`: the value library's operations
 * (../values/), with a fast path for the common case (small integers, a
 * tuple applied to an index) written inline, and the errors TLC raises where
 * a construct cannot be evaluated (an unset primed variable, a CASE with no
 * true arm, CHOOSE with no witness).
 */
// long because: one table of what generated code may call, each entry a line or two
import type { TlaValue } from '../../engine/trace/tla-value.js';
import type { ConfigValue } from '../compile/bind-model.js';
import type { SourceRange } from '../syntax/ast.js';
import * as V from '../values/index.js';
import { TAG_FUNCTION, TAG_RECORD } from '../values/value.js';
import { internedKeyIndex } from '../values/domain.js';
import type { KeyIndex, Value } from '../values/index.js';
import { tlcLocation } from './locations.js';
import { LayoutOverflowError, TlcRuntimeError } from './runtime-errors.js';
import { Patch } from './patch.js';

/** A next-state variable not set yet. */
export const UNSET: unknown = Object.freeze({ unset: true });
/** A next-state variable set by UNCHANGED: its bytes are copied from the current state. */
const SAME: unknown = Object.freeze({ same: true });

const MIN = -2147483648;
const MAX = 2147483647;

function fail(message: string, at: SourceRange | null): never {
  throw new TlcRuntimeError(message, at === null ? '' : tlcLocation(at));
}

const keyIndexes = new WeakMap<readonly Value[], KeyIndex>();
const shapes = new WeakMap<readonly string[], KeyIndex>();

function keyIndexOf(keys: readonly Value[]): KeyIndex {
  let index = keyIndexes.get(keys);
  if (index === undefined) keyIndexes.set(keys, (index = internedKeyIndex(keys)));
  return index;
}

function shapeOf(names: readonly string[]): KeyIndex {
  let shape = shapes.get(names);
  if (shape === undefined) shapes.set(names, (shape = V.recordShape(names)));
  return shape;
}

function sameKeys(a: readonly Value[], b: readonly Value[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!V.equals(a[i]!, b[i]!)) return false;
  return true;
}

const scratch = new V.ByteWriter();
/**
 * How many times any view has loaded a state: a view's number for its state (S.g), which state-level definitions remember their value by.
 */
let loads = 0;

export const runtime = {
  Patch,
  nextLoad(): number {
    return ++loads;
  },
  patch(slot: Patch, key: Value, value: Value): Patch {
    slot.key = key;
    slot.value = value;
    return slot;
  },
  /** The next value of a variable set by a patch: the current value with the change made. */
  patched(next: unknown, current: Value): Value {
    if (next instanceof Patch) return V.exceptPath(current, [next.key as Value], next.value as Value);
    if (next === SAME) return current;
    return next as Value;
  },
  /** A next-state value read where it is not known how it was set. */
  nextValue(next: unknown, current: Value, name: string, at: SourceRange | null): Value {
    if (next === SAME) return current;
    if (next instanceof Patch) return V.exceptPath(current, [next.key as Value], next.value as Value);
    return runtime.set(next, name, at);
  },
  UNSET,
  SAME,
  EMPTY_SET: V.EMPTY_SET,
  NAT: V.NAT,
  INT: V.INT,
  STRING_SET: V.STRING,
  BOOLEAN_SET: V.setOf([false, true]),

  eq: (a: Value, b: Value, _at: SourceRange | null): boolean =>
    a === b || (typeof a === 'object' && V.equals(a, b)) || (typeof a !== typeof b && typeof a !== 'object' && V.equals(a, b)),
  bool(value: Value, at: SourceRange | null): boolean {
    if (typeof value === 'boolean') return value;
    return fail(`A non-boolean expression (${V.kindText(value)}) was used as a condition:\n${V.printValue(value)}`, at);
  },
  add: (a: Value, b: Value, _at: SourceRange | null): number => {
    if (typeof a === 'number' && typeof b === 'number') {
      const r = a + b;
      if (r >= MIN && r <= MAX) return r;
    }
    return V.plus(a, b);
  },
  sub: (a: Value, b: Value, _at: SourceRange | null): number => {
    if (typeof a === 'number' && typeof b === 'number') {
      const r = a - b;
      if (r >= MIN && r <= MAX) return r;
    }
    return V.minus(a, b);
  },
  mul: (a: Value, b: Value, _at: SourceRange | null): number => V.times(a, b),
  div: (a: Value, b: Value, _at: SourceRange | null): number => V.divide(a, b),
  mod: (a: Value, b: Value, _at: SourceRange | null): number => V.modulo(a, b),
  pow: (a: Value, b: Value, _at: SourceRange | null): number => V.power(a, b),
  neg: (a: Value, _at: SourceRange | null): number => V.negate(a),
  lt: (a: Value, b: Value, _at: SourceRange | null): boolean => (typeof a === 'number' && typeof b === 'number' ? a < b : V.lessThan(a, b)),
  le: (a: Value, b: Value, _at: SourceRange | null): boolean => (typeof a === 'number' && typeof b === 'number' ? a <= b : V.atMost(a, b)),
  gt: (a: Value, b: Value, _at: SourceRange | null): boolean =>
    typeof a === 'number' && typeof b === 'number' ? a > b : V.greaterThan(a, b),
  ge: (a: Value, b: Value, _at: SourceRange | null): boolean => (typeof a === 'number' && typeof b === 'number' ? a >= b : V.atLeast(a, b)),
  range: (a: Value, b: Value, _at: SourceRange | null): Value => V.interval(V.requireInteger(a, '..'), V.requireInteger(b, '..')),

  isIn(x: Value, set: Value, _at: SourceRange | null): boolean {
    if (typeof x === 'number' && set instanceof V.IntervalSet) return x >= set.low && x <= set.high;
    return V.isIn(x, set);
  },
  union: (a: Value, b: Value, _at: SourceRange | null): Value => V.union(a, b),
  intersect: (a: Value, b: Value, _at: SourceRange | null): Value => V.intersect(a, b),
  minus: (a: Value, b: Value, _at: SourceRange | null): Value => V.setMinus(a, b),
  subseteq: (a: Value, b: Value, _at: SourceRange | null): boolean => V.subseteq(a, b),
  powerset: (a: Value, _at: SourceRange | null): Value => V.subsetOf(a),
  bigUnion: (a: Value, _at: SourceRange | null): Value => V.bigUnion(a),
  domain: (f: Value, _at: SourceRange | null): Value => V.domainOf(f),
  cardinality: (s: Value, _at: SourceRange | null): number => V.cardinality(s),
  isFiniteSet: (s: Value, _at: SourceRange | null): boolean => V.isFiniteSet(s),
  setOf: (elements: Value[]): Value => V.setOf(elements),
  /** A set of elements already in TLC's normalized order, each once (a filter of an enumerated set keeps its order). */
  sortedSet: (elements: Value[]): Value => (elements.length === 0 ? V.EMPTY_SET : new V.SetValue(elements)),
  elements: (set: Value, _at: SourceRange | null): readonly Value[] => V.enumerate(set),
  record: (names: readonly string[], values: Value[]): Value => V.makeRecord(names, values),
  recordSet: (names: readonly string[], sets: Value[]): Value => V.recordSet(names, sets),
  functionSet: (domain: Value, range: Value): Value => V.functionSet(domain, range),
  product: (sets: Value[]): Value => V.tupleSet(sets),
  fcn: (domain: Value, _elements: readonly Value[], values: Value[]): Value => V.makeFunction(domain, values),
  apply(f: Value, x: Value, at: SourceRange | null): Value {
    if (Array.isArray(f) && typeof x === 'number' && x >= 1 && x <= f.length) return (f as readonly Value[])[x - 1]!;
    if (typeof f === 'object' && !Array.isArray(f)) {
      const tag = (f as { tag: number }).tag;
      if (tag === TAG_FUNCTION) {
        const index = (f as V.FcnValue).domain.indexOf(x);
        if (index >= 0) return (f as V.FcnValue).values[index]!;
      } else if (tag === TAG_RECORD && typeof x === 'string') {
        const index = (f as V.RecordValue).shape.indexOf(x);
        if (index >= 0) return (f as V.RecordValue).values[index]!;
      }
    }
    return V.apply(f, x, at === null ? undefined : tlcLocation(at));
  },
  field(r: Value, name: string, at: SourceRange | null): Value {
    if (V.isRecord(r)) {
      const index = r.shape.indexOf(name);
      if (index >= 0) return r.values[index]!;
    }
    return V.field(r, name, at === null ? undefined : tlcLocation(at));
  },
  fieldKey: (name: string): Value => name,
  applyPath: (f: Value, path: readonly Value[], _at: SourceRange | null): Value | undefined => V.selectPath(f, path),
  exceptPath(f: Value, path: readonly Value[], value: Value, _at: SourceRange | null): Value {
    if (path.length === 1 && Array.isArray(f)) {
      const key = path[0];
      if (typeof key === 'number' && key >= 1 && key <= f.length) {
        const copy = (f as readonly Value[]).slice();
        copy[key - 1] = value;
        return copy;
      }
    }
    return V.exceptPath(f, path, value);
  },
  component(t: Value, k: number, n: number, at: SourceRange | null): Value {
    if (Array.isArray(t) && t.length === n) return (t as readonly Value[])[k - 1]!;
    return fail(`A tuple of ${n} components was expected, but the value is:\n${V.printValue(t)}`, at);
  },

  seqSet: (s: Value, _at: SourceRange | null): Value => V.seqOf(s),
  len: (s: Value, _at: SourceRange | null): number => V.len(s),
  head: (s: Value, _at: SourceRange | null): Value => V.head(s),
  tail: (s: Value, _at: SourceRange | null): Value => V.tail(s),
  append: (s: Value, e: Value, _at: SourceRange | null): Value => V.append(s, e),
  concat: (s: Value, t: Value, _at: SourceRange | null): Value => V.concat(s, t),
  subSeq: (s: Value, m: Value, n: Value, _at: SourceRange | null): Value => V.subSeq(s, m, n),
  selectSeq: (s: Value, test: (e: Value) => Value, _at: SourceRange | null): Value => V.selectSeq(s, test),
  sortSeq: (_s: Value, _order: (a: Value, b: Value) => Value, at: SourceRange | null): Value =>
    fail('monocheck cannot evaluate SortSeq yet', at),
  mapsTo: (a: Value, b: Value, _at: SourceRange | null): Value => V.singletonFunction(a, b),
  merge: (f: Value, g: Value, _at: SourceRange | null): Value => V.combineFunctions(f, g),
  permutations: (s: Value, _at: SourceRange | null): Value => V.permutations(s),
  toStringValue: (v: Value, _at: SourceRange | null): Value => V.toStringValue(v),
  print: (out: Value, value: Value): Value => V.print(out, value),
  printT: (out: Value): boolean => V.printT(out),
  assert: (condition: Value, out: Value, _at: SourceRange | null): boolean => V.assert(condition, out),
  tlcGet(key: Value, level: number, at: SourceRange | null): Value {
    if (key === 'level') return level;
    return fail(`monocheck cannot evaluate TLCGet(${V.printValue(key)})`, at);
  },

  caseFailed: (at: SourceRange | null): never => fail('Attempted to evaluate a CASE expression, and none of the conditions were true.', at),
  chooseFailed: (at: SourceRange | null): never =>
    fail('Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P.', at),
  outsideDomain: (x: Value, name: string, at: SourceRange | null): never =>
    fail(`Attempted to apply function:\n${name}\nto argument ${V.printValue(x)}, which is not in the domain of the function.`, at),
  unsetPrimed: (name: string, at: SourceRange | null): never =>
    fail(`In evaluation, the identifier ${name}' is either undefined or not an operator.`, at),
  unsetInInit: (name: string, at: SourceRange | null): never =>
    fail(`In evaluation, the identifier ${name} is either undefined or not an operator.`, at),
  set(value: unknown, name: string, at: SourceRange | null): Value {
    if (value === UNSET) return runtime.unsetPrimed(name, at);
    return value as Value;
  },
  notCompletelySpecified(names: readonly string[], init: boolean, at: SourceRange | null): never {
    const which =
      names.length === 1
        ? `The following variable is not defined: ${names[0]}.`
        : `The following variables are not defined: ${names.join(', ')}.`;
    const what = init
      ? 'State is not completely specified by the initial predicate.'
      : 'Successor state is not completely specified by the next-state action.';
    throw new TlcRuntimeError(`${what} ${which}`, at === null ? '' : tlcLocation(at), 'notCompletelySpecified');
  },
  checkComplete(next: readonly unknown[], names: readonly string[], at: SourceRange | null): void {
    const unset = names.filter((_, i) => next[i] === UNSET);
    if (unset.length > 0) runtime.notCompletelySpecified(unset, false, at);
  },

  functionOver: (keys: readonly Value[], values: Value[]): Value => new V.FcnValue(keyIndexOf(keys), values),
  /** Where `key` is among a layout's keys (compared by value), -1 if it is none of them. */
  positionOf: (keys: readonly Value[], key: Value): number => keyIndexOf(keys).indexOf(key),
  recordOf: (names: readonly string[], values: Value[]): Value => V.recordOf(shapeOf(names), values),
  valuesOver(v: Value, keys: readonly Value[]): readonly Value[] | null {
    if (!V.isFcnValue(v)) return null;
    return v.domain.keys === keys || sameKeys(v.domain.keys, keys) ? v.values : null;
  },
  fieldsOf(v: Value, names: readonly string[]): readonly Value[] | null {
    if (!V.isRecord(v)) return null;
    return v.shape.keys === names || sameKeys(v.shape.keys, names) ? v.values : null;
  },
  encodeBytes(v: Value, target: Uint8Array, offset: number, capacity: number): number {
    scratch.length = 0;
    V.encodeValue(v, scratch);
    if (scratch.length > capacity) return -1;
    target.set(scratch.bytes.subarray(0, scratch.length), offset);
    return scratch.length;
  },
  decodeBytes: (source: Uint8Array, offset: number, length: number): Value =>
    V.decodeValue(new V.ByteReader(source.subarray(offset, offset + length))),
  layoutOverflow(variable: number, value: unknown): never {
    throw new LayoutOverflowError(variable, V.toTla(value as Value));
  },
};

/** The runtime value of a model file's value (an identifier is a model value). */
export function configValue(value: ConfigValue): Value {
  switch (value.kind) {
    case 'int':
      return value.value;
    case 'string':
      return value.value;
    case 'bool':
      return value.value;
    case 'identifier':
      return V.ModelValue.of(value.name);
    case 'set':
      return V.setOf(value.elements.map(configValue));
  }
}

export function toTlaValue(value: Value): TlaValue {
  return V.toTla(value);
}

export function fromTlaValue(value: TlaValue): Value {
  return V.fromTla(value);
}

/** Bytes of a value's canonical encoding (for a layout's capacity). */
export function encodedSizeOf(value: Value): number {
  scratch.length = 0;
  V.encodeValue(value, scratch);
  return scratch.length;
}
