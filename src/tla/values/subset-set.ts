/**
 * SUBSET S (TLC's SubsetValue): membership without listing (every element in
 * S), listing in TLC's normalized order (elementsNormalized: by size, then
 * the combinations of S's elements in order), printed listed when S has fewer
 * than 7 elements and as `SUBSET S` otherwise.
 */
import { compare } from './compare.js';
import { equals } from './equals.js';
import { EC, tlcFailure, tlcFailureWithCode } from './errors.js';
import { IntervalSet } from './interval-set.js';
import { asSetValue } from './conversions.js';
import { cardinality, elementsInTlcOrder, isEnumerable, isFiniteSet, isIn } from './membership.js';
import { printValue, valueToString } from './print.js';
import { LazySet, SetValue, type Value } from './value.js';

export class SubsetSet extends LazySet {
  readonly kindText = 'a set of the form SUBSET S';
  readonly enumerable = true;

  constructor(readonly base: Value) {
    super();
  }

  member(element: Value): boolean {
    if (!isEnumerable(element)) {
      throw tlcFailure(`Attempted to check if the non-enumerable value\n${printValue(element)}\nis element of\n${printValue(this)}`);
    }
    for (const value of elementsInTlcOrder(element)) if (!isIn(value, this.base)) return false;
    return true;
  }

  isFinite(): boolean {
    return isFiniteSet(this.base);
  }

  /** SubsetValue.size: 2^|S|, TLC's overflow error from 31 elements. */
  size(): number {
    const size = cardinality(this.base);
    if (size >= 31) throw tlcFailureWithCode(EC.TLC_MODULE_OVERFLOW, [`the number of elements in:\n${printValue(this)}`]);
    return 2 ** size;
  }

  /** SubsetValue.elementsNormalized: {} first, then the subsets of 1, 2, ... elements, each size's combinations in order. */
  elementsInTlcOrder(): readonly Value[] {
    const base = asSetValue(this.base);
    if (base === undefined) {
      throw tlcFailure(
        `Attempted to compute the value of an expression of form\nSUBSET S, but S is a non-enumerable value:\n${printValue(this.base)}`,
      );
    }
    const elements = base.elements;
    const subsets: Value[] = [new SetValue([])];
    for (let size = 1; size <= elements.length; size++) {
      const chosen = Array.from({ length: size }, (_unused, index) => index);
      for (;;) {
        subsets.push(new SetValue(chosen.map((index) => elements[index] as Value)));
        let position = size - 1;
        while (position >= 0 && (chosen[position] as number) === elements.length - size + position) position--;
        if (position < 0) break;
        chosen[position] = (chosen[position] as number) + 1;
        for (let next = position + 1; next < size; next++) chosen[next] = (chosen[next - 1] as number) + 1;
      }
    }
    return subsets;
  }

  /** Listed when S has fewer than 7 elements (TLCGlobals.expand), else `SUBSET S`, an interval in parentheses. */
  notation(): string | undefined {
    let small: boolean;
    try {
      small = cardinality(this.base) < 7;
    } catch {
      small = false;
    }
    if (small) return undefined;
    const base = valueToString(this.base);
    return this.base instanceof IntervalSet ? `SUBSET (${base})` : `SUBSET ${base}`;
  }

  /** SubsetValue.compareTo: two SUBSETs compare by their sets. */
  override compareSameKind(other: LazySet): number | undefined {
    return other instanceof SubsetSet ? compare(this.base, other.base) : undefined;
  }

  override equalsSameKind(other: LazySet): boolean | undefined {
    return other instanceof SubsetSet ? equals(this.base, other.base) : undefined;
  }

  protected listElements(): SetValue {
    return new SetValue(this.elementsInTlcOrder());
  }
}

/** SUBSET S */
export function subsetOf(set: Value): SubsetSet {
  return new SubsetSet(set);
}
