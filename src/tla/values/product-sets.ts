/**
 * The sets TLC builds from other sets without listing them: [S -> T]
 * (SetOfFcnsValue), [a: S, b: T] (SetOfRcdsValue) and S \X T
 * (SetOfTuplesValue). Each lists its elements as an odometer, the last
 * position varying fastest, each position in its set's TLC order; that is
 * TLC's normalized order when the sets are normalized. Printed listed when
 * they have fewer than TLC's enumBound (2000) elements, else by their form.
 */
import { equals } from './equals.js';
import { asRecord, asSetValue, isKeyed, isModel, keysOf, modelValueMemberOf } from './conversions.js';
import { recordShape } from './domain.js';
import { EC, tlcFailure, tlcFailureWithCode } from './errors.js';
import { makeFunction } from './functions.js';
import { IntervalSet } from './interval-set.js';
import { cardinality, elementsInTlcOrder, isEnumerable, isFiniteSet, isIn } from './membership.js';
import { normalizedElements, setOf } from './normalize.js';
import { printValue, valueToString } from './print.js';
import { LazySet, RecordValue, SetValue, type KeyIndex, type Value } from './value.js';

/** TLCGlobals.enumBound: a product of fewer elements prints listed. */
const ENUM_BOUND = 2000;

/** The product of the sizes, or undefined past 32 bits. */
function productOfSizes(sets: readonly Value[]): number | undefined {
  let size = 1;
  for (const set of sets) {
    size *= cardinality(set);
    if (size > 2147483647) return undefined;
  }
  return size;
}

/** Every combination of one element per position, the last position fastest. */
function odometer(positions: readonly (readonly Value[])[], make: (chosen: readonly Value[]) => Value): Value[] {
  if (positions.some((elements) => elements.length === 0)) return [];
  const results: Value[] = [];
  const indexes = positions.map(() => 0);
  for (;;) {
    results.push(make(indexes.map((index, position) => (positions[position] as readonly Value[])[index] as Value)));
    let position = positions.length - 1;
    while (position >= 0 && (indexes[position] as number) === (positions[position] as readonly Value[]).length - 1) indexes[position--] = 0;
    if (position < 0) return results;
    indexes[position] = (indexes[position] as number) + 1;
  }
}

/** Listed when smaller than enumBound (TLC's toString with expand on), else `form`. */
function notationUnlessSmall(sets: readonly Value[], form: () => string): string | undefined {
  let small: boolean;
  try {
    const size = productOfSizes(sets);
    small = size !== undefined && size < ENUM_BOUND;
  } catch {
    small = false;
  }
  return small ? undefined : form();
}

/** [S -> T] */
export class FunctionSet extends LazySet {
  readonly kindText = 'a set of the form [S -> T]';
  readonly enumerable = true;

  constructor(
    readonly domain: Value,
    readonly range: Value,
  ) {
    super();
  }

  /** SetOfFcnsValue.member: a function whose domain equals S and whose values are in T. */
  member(element: Value): boolean {
    if (!Array.isArray(element) && !isKeyed(element)) {
      if (isModel(element)) return modelValueMemberOf(element, this);
      throw tlcFailure(
        `Attempted to check if \n${valueToString(element)}\nwhich is not a TLC ` +
          `function value, is in the set of functions:\n${printValue(this)}`,
      );
    }
    const values = Array.isArray(element) ? (element as readonly Value[]) : element.values;
    // FcnRcdValue's intv.equals(domain) for a function over 1..n, domain.equals(its keys) otherwise
    const sameDomain = Array.isArray(element)
      ? equals(new IntervalSet(1, values.length), this.domain)
      : equals(this.domain, new SetValue(keysOf(element)));
    if (!sameDomain) return false;
    return values.every((value) => isIn(value, this.range));
  }

  isFinite(): boolean {
    return isFiniteSet(this.domain) && isFiniteSet(this.range);
  }

  size(): number {
    const size = cardinality(this.range) ** cardinality(this.domain);
    if (size > 2147483647) throw tlcFailure(`Overflow when computing the number of elements in:\n${printValue(this)}`);
    return size;
  }

  elementsInTlcOrder(): readonly Value[] {
    const domain = asSetValue(this.domain);
    if (domain === undefined) {
      throw tlcFailure(
        `Attempted to enumerate a set of the form [D -> R],but the domain D:\n${printValue(this.domain)}\ncannot be enumerated.`,
      );
    }
    if (!isEnumerable(this.range)) {
      throw tlcFailure(
        `Attempted to enumerate a set of the form [D -> R],but the range R:\n${printValue(this.range)}\ncannot be enumerated.`,
      );
    }
    const range = elementsInTlcOrder(this.range);
    return odometer(
      domain.elements.map(() => range),
      (values) => makeFunction(this.domain instanceof IntervalSet ? this.domain : domain, [...values]),
    );
  }

  notation(): string | undefined {
    const size = (): number => cardinality(this.range) ** cardinality(this.domain);
    let small: boolean;
    try {
      small = size() < ENUM_BOUND;
    } catch {
      small = false;
    }
    return small ? undefined : `[${valueToString(this.domain)} -> ${valueToString(this.range)}]`;
  }

  /** SetOfFcnsValue.equals: two such sets are equal when their domains and ranges are. */
  override equalsSameKind(other: LazySet): boolean | undefined {
    return other instanceof FunctionSet ? equals(this.domain, other.domain) && equals(this.range, other.range) : undefined;
  }

  protected listElements(): SetValue {
    return setOf(this.elementsInTlcOrder());
  }
}

/** [a: S, b: T]: the field names in TLC's order. */
export class RecordSet extends LazySet {
  readonly kindText = 'a set of the form [d1 : S1, ... , dN : SN]';
  readonly enumerable = true;
  readonly shape: KeyIndex;
  readonly fieldSets: readonly Value[];

  constructor(names: readonly string[], sets: readonly Value[]) {
    super();
    const sorted = normalizedElements(names);
    if (sorted.length !== names.length) {
      throw tlcFailure(
        `Field name ${names.find((name, index) => names.indexOf(name) !== index) as string} occurs multiple times in set of records.`,
      );
    }
    this.shape = recordShape(names);
    this.fieldSets = this.shape.keys.map((name) => sets[names.indexOf(name as string)] as Value);
  }

  /** SetOfRcdsValue.member: a record (or function over strings) with exactly these fields, each value in its set. */
  member(element: Value): boolean {
    const record = asRecord(element);
    if (record === undefined) {
      if (isModel(element)) return modelValueMemberOf(element, this);
      throw tlcFailure(`Attempted to check if non-record\n${valueToString(element)}\nis in the set of records:\n${printValue(this)}`);
    }
    if (Array.isArray(record)) return this.shape.keys.length === 0;
    const names = keysOf(record as RecordValue);
    if (names.length !== this.shape.keys.length) return false;
    return names.every(
      (name, index) =>
        name === this.shape.keys[index] && isIn((record as RecordValue).values[index] as Value, this.fieldSets[index] as Value),
    );
  }

  isFinite(): boolean {
    return this.fieldSets.every(isFiniteSet);
  }

  size(): number {
    const size = productOfSizes(this.fieldSets);
    if (size === undefined) throw tlcFailureWithCode(EC.TLC_MODULE_OVERFLOW, [`the number of elements in:\n${printValue(this)}`]);
    return size;
  }

  elementsInTlcOrder(): readonly Value[] {
    const positions = this.fieldSets.map((set, index) => {
      if (!isEnumerable(set)) {
        throw tlcFailure(
          `Attempted to enumerate a set of the form [l1 : v1, ..., ln : vn],\nbut can't enumerate ` +
            `the value of the \`${this.shape.keys[index] as string}' field:\n${printValue(set)}`,
        );
      }
      return elementsInTlcOrder(set);
    });
    return odometer(positions, (values) => new RecordValue(this.shape, [...values]));
  }

  notation(): string | undefined {
    return notationUnlessSmall(
      this.fieldSets,
      () => `[${this.shape.keys.map((name, index) => `${name as string}: ${valueToString(this.fieldSets[index] as Value)}`).join(', ')}]`,
    );
  }

  /** SetOfRcdsValue.equals: both empty, or the same field names with equal sets. */
  override equalsSameKind(other: LazySet): boolean | undefined {
    if (!(other instanceof RecordSet)) return undefined;
    const empty = this.fieldSets.some((set) => cardinality(set) === 0);
    const otherEmpty = other.fieldSets.some((set) => cardinality(set) === 0);
    if (empty || otherEmpty) return empty && otherEmpty;
    if (this.shape.keys.length !== other.shape.keys.length) return false;
    return this.shape.keys.every(
      (name, index) => name === other.shape.keys[index] && equals(this.fieldSets[index] as Value, other.fieldSets[index] as Value),
    );
  }

  protected listElements(): SetValue {
    return setOf(this.elementsInTlcOrder());
  }
}

/** S1 \X S2 \X ... */
export class TupleSet extends LazySet {
  readonly kindText = 'a cartesian product';
  readonly enumerable = true;

  constructor(readonly sets: readonly Value[]) {
    super();
  }

  /** SetOfTuplesValue.member: a tuple of the right length, each element in its set. */
  member(element: Value): boolean {
    if (!Array.isArray(element)) {
      if (isModel(element)) return modelValueMemberOf(element, this);
      if (isKeyed(element) && keysOf(element).every((key) => typeof key === 'number')) return false;
      throw tlcFailure(`Attempted to check if non-tuple\n${printValue(element)}\nis in the set of tuples:\n${printValue(this)}`);
    }
    const tuple = element as readonly Value[];
    return tuple.length === this.sets.length && tuple.every((value, index) => isIn(value, this.sets[index] as Value));
  }

  isFinite(): boolean {
    return this.sets.every(isFiniteSet);
  }

  size(): number {
    const size = productOfSizes(this.sets);
    if (size === undefined) throw tlcFailure(`Overflow when computing the number of elements in ${printValue(this)}`);
    return size;
  }

  elementsInTlcOrder(): readonly Value[] {
    const positions = this.sets.map((set, index) => {
      if (!isEnumerable(set))
        throw tlcFailure(
          `Attempted to enumerate a set of the form s1 \\X s2 ... \\X sn,\nbut can't enumerate s${index}:\n${printValue(set)}`,
        );
      return elementsInTlcOrder(set);
    });
    return odometer(positions, (values) => [...values]);
  }

  notation(): string | undefined {
    return notationUnlessSmall(this.sets, () =>
      this.sets.length === 0 ? '' : `(${this.sets.map((set) => valueToString(set)).join(' \\X ')})`,
    );
  }

  /** SetOfTuplesValue.equals: both empty, or as many sets, each equal. */
  override equalsSameKind(other: LazySet): boolean | undefined {
    if (!(other instanceof TupleSet)) return undefined;
    const empty = this.sets.some((set) => cardinality(set) === 0);
    const otherEmpty = other.sets.some((set) => cardinality(set) === 0);
    if (empty || otherEmpty) return empty && otherEmpty;
    return this.sets.length === other.sets.length && this.sets.every((set, index) => equals(set, other.sets[index] as Value));
  }

  protected listElements(): SetValue {
    return setOf(this.elementsInTlcOrder());
  }
}
