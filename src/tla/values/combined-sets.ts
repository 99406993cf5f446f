/**
 * S \cup T, S \cap T, S \ T, {x \in S : P} and UNION S where TLC keeps them
 * lazy (SetCupValue, SetCapValue, SetDiffValue, SetPredValue, UnionValue):
 * when neither side is a finite set or an interval (set-operations.ts says
 * when). Membership asks the sides; the listing is TLC's elements(), which
 * for a union is S's elements then T's not in S (not the normalized order:
 * `x' \in S \cup T` binds in that order) and for UNION does not drop
 * repeats.
 */
import { isIn, elementsInTlcOrder, isEnumerable, isFiniteSet } from './membership.js';
import { setOf } from './normalize.js';
import { printValue, valueToString } from './print.js';
import { tlcFailure } from './errors.js';
import { LazySet, type SetValue, type Value } from './value.js';

abstract class ListedWhenPrinted extends LazySet {
  readonly enumerable = true;

  size(): number {
    return (this.toSetValue() as SetValue).elements.length;
  }

  /** TLC prints these listed (TLCGlobals.expand), by their form when they cannot be listed. */
  notation(): string | undefined {
    try {
      this.toSetValue();
      return undefined;
    } catch {
      return this.form();
    }
  }

  /** How TLC writes the set when it cannot list it. */
  protected abstract form(): string;

  protected listElements(): SetValue {
    return setOf(this.elementsInTlcOrder());
  }
}

/** S \cup T */
export class CupSet extends ListedWhenPrinted {
  readonly kindText = 'a set of the form S \\cup T';

  constructor(
    readonly first: Value,
    readonly second: Value,
  ) {
    super();
  }

  protected form(): string {
    return `${valueToString(this.first)} \\cup ${valueToString(this.second)}`;
  }

  member(element: Value): boolean {
    return isIn(element, this.first) || isIn(element, this.second);
  }

  isFinite(): boolean {
    return isFiniteSet(this.first) && isFiniteSet(this.second);
  }

  elementsInTlcOrder(): readonly Value[] {
    if (!isEnumerable(this.first) || !isEnumerable(this.second)) {
      throw tlcFailure(
        `Attempted to enumerate S \\cup T when S:\n${printValue(this.first)}\nand T:\n${printValue(this.second)}\nare not both enumerable`,
      );
    }
    const second = elementsInTlcOrder(this.second).filter((element) => !isIn(element, this.first));
    return [...elementsInTlcOrder(this.first), ...second];
  }
}

/** S \cap T */
export class CapSet extends ListedWhenPrinted {
  readonly kindText = 'a set of the form S \\cap T';

  constructor(
    readonly first: Value,
    readonly second: Value,
  ) {
    super();
  }

  protected form(): string {
    return `${valueToString(this.first)} \\cap ${valueToString(this.second)}`;
  }

  member(element: Value): boolean {
    return isIn(element, this.first) && isIn(element, this.second);
  }

  isFinite(): boolean {
    if (!isFiniteSet(this.first) && !isFiniteSet(this.second))
      throw tlcFailure(`Attempted to check if the set ${printValue(this)}is finite.`);
    return true;
  }

  elementsInTlcOrder(): readonly Value[] {
    if (isEnumerable(this.first)) return elementsInTlcOrder(this.first).filter((element) => isIn(element, this.second));
    if (isEnumerable(this.second)) return elementsInTlcOrder(this.second).filter((element) => isIn(element, this.first));
    throw tlcFailure(
      `Attempted to enumerate S \\cap T when neither S:\n${printValue(this.first)}\nnor T:\n${printValue(this.second)}\nis enumerable`,
    );
  }
}

/** S \ T */
export class DiffSet extends ListedWhenPrinted {
  readonly kindText = 'a set of the form S \\ T';

  constructor(
    readonly first: Value,
    readonly second: Value,
  ) {
    super();
  }

  protected form(): string {
    return `${valueToString(this.first)} \\ ${valueToString(this.second)}`;
  }

  member(element: Value): boolean {
    return isIn(element, this.first) && !isIn(element, this.second);
  }

  isFinite(): boolean {
    if (isFiniteSet(this.first)) return true;
    if (!isFiniteSet(this.second)) throw tlcFailure(`Attempted to check if the set ${printValue(this)}is finite.`);
    return false;
  }

  elementsInTlcOrder(): readonly Value[] {
    if (!isEnumerable(this.first)) throw tlcFailure(`Attempted to enumerate S \\ T when S:\n${printValue(this.first)}\nis not enumerable.`);
    return elementsInTlcOrder(this.first).filter((element) => !isIn(element, this.second));
  }
}

/** {x \in S : P(x)} over a set S TLC cannot reduce; `predicate` is P, called with each candidate. */
export class FilterSet extends ListedWhenPrinted {
  readonly kindText = 'a set of the form {x \\in S : expr}';

  constructor(
    readonly source: Value,
    readonly predicate: (element: Value) => boolean,
  ) {
    super();
  }

  /** SetPredValue.member: in S, and P holds of it (P is evaluated at each test). */
  protected form(): string {
    return `{x \\in ${valueToString(this.source)} : <expression>}`;
  }

  member(element: Value): boolean {
    return isIn(element, this.source) && this.predicate(element);
  }

  isFinite(): boolean {
    return isFiniteSet(this.source);
  }

  elementsInTlcOrder(): readonly Value[] {
    if (!isEnumerable(this.source)) throw tlcFailure(`TLC encountered a non-enumerable quantifier bound\n${printValue(this.source)}.`);
    return elementsInTlcOrder(this.source).filter((element) => this.predicate(element));
  }
}

/** UNION S where S is not a finite set of finite sets. */
export class UnionSet extends ListedWhenPrinted {
  readonly kindText = 'a set of the form UNION  S';

  constructor(readonly sets: Value) {
    super();
  }

  protected form(): string {
    return `UNION(${valueToString(this.sets)})`;
  }

  member(element: Value): boolean {
    if (!isEnumerable(this.sets)) {
      throw tlcFailure(`Attempted to check if:\n ${printValue(element)}\nis an element of the non-enumerable set:\n ${printValue(this)}`);
    }
    return elementsInTlcOrder(this.sets).some((set) => isIn(element, set));
  }

  isFinite(): boolean {
    if (!isEnumerable(this.sets)) throw tlcFailure(`Attempted to check if the nonenumerable set:\n${printValue(this)}\nis a finite set.`);
    return elementsInTlcOrder(this.sets).every(isFiniteSet);
  }

  elementsInTlcOrder(): readonly Value[] {
    if (!isEnumerable(this.sets)) throw tlcFailure(`Attempted to enumerate the nonenumerable set:\n${printValue(this)}`);
    return elementsInTlcOrder(this.sets).flatMap((set) => {
      if (!isEnumerable(set)) throw tlcFailure('Attempted to enumerate UNION(s), but some element of s is nonenumerable.');
      return elementsInTlcOrder(set);
    });
  }
}
