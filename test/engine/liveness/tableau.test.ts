/** The tableau of a property's negation: small, and merged where nodes cannot be told apart. */
import { describe, expect, it } from 'vitest';
import { negationTableau } from '../../../src/engine/liveness/tableau.js';
import { always, eventually, implies, leadsTo, not, state, type TemporalFormula } from '../../../src/engine/liveness/temporal-formula.js';

const p = state({ name: 'P', holds: () => true });
const q = state({ name: 'Q', holds: () => true });

describe('negationTableau', () => {
  const cases: [string, TemporalFormula, number, number][] = [
    // form, formula, nodes, acceptance sets
    ['<>P', eventually(p), 1, 0],
    ['[]P', always(p), 3, 1],
    ['[](P => []Q)', always(implies(p, always(q))), 6, 2],
    ['P ~> Q', leadsTo(p, q), 3, 1],
    ['[]<>P', always(eventually(p)), 2, 1],
    ['<>[]P', eventually(always(p)), 2, 1],
    ['<>[]~P', eventually(always(not(p))), 2, 1],
  ];
  for (const [text, formula, nodes, sets] of cases) {
    it(`~(${text}): ${nodes} nodes, ${sets} acceptance set${sets === 1 ? '' : 's'}`, () => {
      const tableau = negationTableau(formula);
      expect(tableau.nodeCount).toBe(nodes);
      expect(tableau.allAcceptance).toBe(2 ** sets - 1);
      expect(tableau.initial.length).toBeGreaterThan(0);
    });
  }

  it('~<>P is "P never holds": one node, requiring ~P, looping on itself', () => {
    const tableau = negationTableau(eventually(p));
    expect(tableau).toMatchObject({ nodeCount: 1, initial: [0], successors: [[0]], mustHold: [0], mustFail: [1] });
  });

  it('knows a predicate by its name: two objects of one name are one predicate', () => {
    const again = state({ name: 'P', holds: () => false });
    expect(negationTableau(always(implies(p, eventually(again)))).predicates.map((predicate) => predicate.name)).toEqual(['P']);
  });
});
