/** Temporal formulas as the engine sees them: their TLA+ text, the predicates they name (once each), which hold at a state. */
import { describe, expect, it } from 'vitest';
import {
  always,
  and,
  eventually,
  formulaText,
  implies,
  leadsTo,
  not,
  or,
  predicatesHolding,
  predicatesOf,
  state,
  type StatePredicate,
} from '../../../src/engine/liveness/temporal-formula.js';

/** A predicate on the first byte of a state. */
const byteIs = (name: string, value: number): StatePredicate => ({ name, holds: (bytes, offset) => bytes[offset] === value });
const p = byteIs('P', 1);
const q = byteIs('Q', 2);
const r = byteIs('R', 1);

describe('formulaText', () => {
  it("writes each operator as TLA+ does, with the predicates' names, parenthesising only binary operators inside others", () => {
    expect(formulaText(always(implies(state(p), eventually(state(q)))))).toBe('[](P => <>Q)');
    expect(formulaText(leadsTo(state(p), state(q)))).toBe('P ~> Q');
    expect(formulaText(eventually(always(not(state(p)))))).toBe('<>[]~P');
    expect(formulaText(and(state(p), or(state(q), state(r)), { op: 'true' }))).toBe('P /\\ (Q \\/ R) /\\ TRUE');
    expect(formulaText(not(and(state(p), { op: 'false' })))).toBe('~(P /\\ FALSE)');
  });
});

describe('predicatesOf', () => {
  it('lists each predicate once, by name, in the order the formulas first name them', () => {
    const again = byteIs('P', 9);
    const found = predicatesOf([leadsTo(state(q), and(state(p), state(again))), always(or(state(r), state(q)))]);
    expect(found.map((predicate) => predicate.name)).toEqual(['Q', 'P', 'R']);
    expect(found[1]).toBe(p);
    expect(predicatesOf([always(eventually({ op: 'true' }))])).toEqual([]);
  });
});

describe('predicatesHolding', () => {
  it('sets bit i when predicate i holds at the state at that offset', () => {
    const states = Uint8Array.of(0, 1, 2);
    expect(predicatesHolding([p, q, r], states, 0)).toBe(0);
    expect(predicatesHolding([p, q, r], states, 1)).toBe(0b101);
    expect(predicatesHolding([p, q, r], states, 2)).toBe(0b010);
  });

  it('reads the 32nd predicate as an unsigned bit', () => {
    const many = Array.from({ length: 32 }, (_, i) => byteIs(`B${i}`, i === 31 ? 1 : 0xff));
    expect(predicatesHolding(many, Uint8Array.of(1), 0)).toBe(2 ** 31);
  });
});
