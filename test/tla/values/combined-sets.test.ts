import { describe, expect, it } from 'vitest';
import { CapSet, CupSet, DiffSet, FilterSet, UnionSet } from '../../../src/tla/values/combined-sets.js';
import { interval } from '../../../src/tla/values/interval-set.js';
import { INT, NAT } from '../../../src/tla/values/infinite-sets.js';
import { setOf } from '../../../src/tla/values/normalize.js';
import { valueToString } from '../../../src/tla/values/print.js';

describe('S \\cup T kept lazy (SetCupValue)', () => {
  it("lists S's elements then T's not in S, not in normalized order", () => {
    const cup = new CupSet(setOf([5, 3]), interval(2, 4));
    expect(cup.elementsInTlcOrder()).toEqual([3, 5, 2, 4]);
    expect(cup.size()).toBe(4);
    expect(valueToString(cup)).toBe('{2, 3, 4, 5}');
  });

  it('answers membership from either side and is finite when both are', () => {
    const cup = new CupSet(NAT, setOf([-1]));
    expect([cup.member(-1), cup.member(7), cup.member(-2)]).toEqual([true, true, false]);
    expect(cup.isFinite()).toBe(false);
    expect(cup.notation()).toBe('Nat \\cup {-1}');
    expect(() => cup.elementsInTlcOrder()).toThrow('Attempted to enumerate S \\cup T when S:\nNat\nand T:\n{-1}\nare not both enumerable');
  });
});

describe('S \\cap T kept lazy (SetCapValue)', () => {
  it('lists the enumerable side filtered by the other', () => {
    expect(new CapSet(NAT, setOf([-1, 2, 3])).elementsInTlcOrder()).toEqual([2, 3]);
    expect(new CapSet(interval(1, 4), NAT).elementsInTlcOrder()).toEqual([1, 2, 3, 4]);
  });

  it("is finite when a side is, TLC's error when neither is", () => {
    expect(new CapSet(NAT, setOf([1])).isFinite()).toBe(true);
    expect(() => new CapSet(NAT, INT).isFinite()).toThrow('Attempted to check if the set Nat \\cap Intis finite.');
    expect(() => new CapSet(NAT, INT).elementsInTlcOrder()).toThrow(
      'Attempted to enumerate S \\cap T when neither S:\nNat\nnor T:\nInt\nis enumerable',
    );
  });
});

describe('S \\ T kept lazy (SetDiffValue)', () => {
  it("keeps S's elements not in T", () => {
    const diff = new DiffSet(interval(1, 5), NAT);
    expect(diff.elementsInTlcOrder()).toEqual([]);
    expect(new DiffSet(setOf([-2, 0, 4]), NAT).elementsInTlcOrder()).toEqual([-2]);
    expect([diff.isFinite(), new DiffSet(INT, setOf([0])).isFinite()]).toEqual([true, false]);
  });

  it("is TLC's error when S cannot be listed, or finiteness cannot be told", () => {
    expect(() => new DiffSet(INT, NAT).elementsInTlcOrder()).toThrow('Attempted to enumerate S \\ T when S:\nInt\nis not enumerable.');
    expect(() => new DiffSet(INT, NAT).isFinite()).toThrow('Attempted to check if the set Int \\ Natis finite.');
    expect(new DiffSet(INT, NAT).member(-3)).toBe(true);
  });
});

describe('{x \\in S : P} kept lazy (SetPredValue)', () => {
  it('tests P at each membership test and when listing', () => {
    let calls = 0;
    const evens = new FilterSet(NAT, (x) => {
      calls++;
      return (x as number) % 2 === 0;
    });
    expect([evens.member(4), evens.member(3), evens.member(-2)]).toEqual([true, false, false]);
    expect(calls).toBe(2);
    expect(evens.notation()).toBe('{x \\in Nat : <expression>}');
    expect(() => evens.elementsInTlcOrder()).toThrow('TLC encountered a non-enumerable quantifier bound\nNat.');
    expect(new FilterSet(interval(1, 6), (x) => (x as number) > 4).elementsInTlcOrder()).toEqual([5, 6]);
  });
});

describe('UNION S kept lazy (UnionValue)', () => {
  it("lists each set's elements in turn, repeats kept", () => {
    const union = new UnionSet(setOf([setOf([1, 2]), setOf([2, 3])]));
    expect(union.elementsInTlcOrder()).toEqual([1, 2, 2, 3]);
    expect(union.size()).toBe(3);
    expect([union.member(3), union.member(4), union.isFinite()]).toEqual([true, false, true]);
  });

  it("is not finite when a member is not, and TLC's error when a member cannot be listed", () => {
    const union = new UnionSet(setOf([NAT]));
    expect(union.isFinite()).toBe(false);
    expect(union.member(9)).toBe(true);
    expect(() => union.elementsInTlcOrder()).toThrow('Attempted to enumerate UNION(s), but some element of s is nonenumerable.');
    expect(union.notation()).toBe('UNION({Nat})');
    expect(() => new UnionSet(NAT).member(1)).toThrow('Attempted to check if:\n 1\nis an element of the non-enumerable set:\n UNION(Nat)');
  });
});
