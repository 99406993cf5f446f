/**
 * The sets TLC's modules define in Java (UserValue): Nat, Int and STRING
 * (Naturals, Integers, Strings) and Seq(S) (Sequences). They have membership
 * but no listing: \E over them, Cardinality and comparison with a set of
 * another kind are TLC's errors.
 */
import { compare } from './compare.js';
import { isModel, modelValueMemberOf } from './conversions.js';
import { EC, evalError, tlcFailure } from './errors.js';
import { isIn } from './membership.js';
import { printValue, valueToString } from './print.js';
import { LazySet, type Value } from './value.js';

type Name = 'Nat' | 'Int' | 'STRING';

/** Naturals' Nat, Integers' Int, Strings' STRING. */
export class NamedSet extends LazySet {
  readonly kindText = 'a special set constant';
  readonly enumerable = false;
  override readonly overridden = true;

  constructor(readonly setName: Name) {
    super();
  }

  member(element: Value): boolean {
    if (this.setName === 'STRING' ? typeof element === 'string' : typeof element === 'number') {
      return this.setName !== 'Nat' || (element as number) >= 0;
    }
    if (isModel(element)) return modelValueMemberOf(element, this);
    throw evalError(EC.TLC_MODULE_CHECK_MEMBER_OF, [printValue(element), this.setName]);
  }

  isFinite(): boolean {
    return false;
  }

  size(): number {
    throw tlcFailure(`Attempted to compute the number of elements in the overridden value ${printValue(this)}.`);
  }

  elementsInTlcOrder(): readonly Value[] {
    throw tlcFailure(this.nonEnumerableMessage(''));
  }

  /** Naturals' and Integers' getNonEnumerableErrorMsg; STRING has none (Value's). */
  override nonEnumerableMessage(location: string): string {
    if (this.setName === 'STRING') return `TLC encountered a non-enumerable quantifier bound\nSTRING.\n${location}`;
    const name = this.setName;
    return (
      `TLC encountered the non-enumerable quantifier bound\n${name}\n${location}\n` +
      `The set ${name} contains infinitely many elements. As a result, TLC cannot evaluate expressions that\n` +
      `universally (\\A) or existentially (\\E) quantify over ${name}, because this would require checking an\n` +
      `infinite number of cases. Note that TLC handles set membership like T \\subseteq ${name} for any finite set T.`
    );
  }

  notation(): string {
    return this.setName;
  }

  /** Naturals/Integers/Strings.compareTo: Nat below Int, STRING only with itself, TLC's error otherwise. */
  override compareSameKind(other: LazySet): number | undefined {
    if (!other.overridden) return undefined;
    if (other instanceof NamedSet) {
      if (other.setName === this.setName) return 0;
      if (this.setName !== 'STRING' && other.setName !== 'STRING') return this.setName === 'Nat' ? -1 : 1;
    }
    throw evalError(EC.TLC_MODULE_COMPARE_VALUE, [this.setName, printValue(other)]);
  }

  protected listElements(): undefined {
    return undefined;
  }
}

export const NAT = new NamedSet('Nat');
export const INT = new NamedSet('Int');
export const STRING = new NamedSet('STRING');

/** Seq(S): the finite sequences over S. */
export class SeqSet extends LazySet {
  readonly kindText = 'a special set constant';
  readonly enumerable = false;
  override readonly overridden = true;

  constructor(readonly range: Value) {
    super();
  }

  /** Sequences.member: a sequence (tuple) whose elements are in S. */
  member(element: Value): boolean {
    if (!Array.isArray(element)) {
      if (isModel(element)) return modelValueMemberOf(element, this);
      throw evalError(EC.TLC_MODULE_CHECK_MEMBER_OF, [printValue(element), printValue(this)]);
    }
    return (element as readonly Value[]).every((value) => isIn(value, this.range));
  }

  isFinite(): boolean {
    return false;
  }

  size(): number {
    throw tlcFailure(`Attempted to compute the number of elements in the overridden value ${printValue(this)}.`);
  }

  elementsInTlcOrder(): readonly Value[] {
    throw tlcFailure(this.nonEnumerableMessage(''));
  }

  /** Sequences' getNonEnumerableErrorMsg. */
  override nonEnumerableMessage(location: string): string {
    const set = printValue(this);
    return (
      `TLC encountered the non-enumerable quantifier bound\n${set}\n${location}\n` +
      'In TLA+, Seq(S) represents the set of all finite sequences whose elements come from the set S. Even when S\n' +
      'is a finite set, the number of possible sequences in Seq(S) is unbounded because sequences can have any\n' +
      'finite length (e.g., length 0, 1, 2, and so on). As a result, TLC cannot evaluate expressions that\n' +
      `universally (\\A) or existentially (\\E) quantify over ${set}, because this would require checking an\n` +
      'infinite number of cases. Note that for a finite set of sequences s, TLC handles s \\subseteq Seq(S).\n' +
      'See https://explain.tlapl.us/seq-unenumerable for additional details.'
    );
  }

  notation(): string {
    return `Seq(${valueToString(this.range)})`;
  }

  /** Sequences.compareTo: two Seq(S) compare by S. */
  override compareSameKind(other: LazySet): number | undefined {
    if (!other.overridden) return undefined;
    if (other instanceof SeqSet) return compare(this.range, other.range);
    throw evalError(EC.TLC_MODULE_COMPARE_VALUE, [printValue(this), printValue(other)]);
  }

  protected listElements(): undefined {
    return undefined;
  }
}

/** Seq(S) */
export function seqOf(set: Value): SeqSet {
  return new SeqSet(set);
}
