/** Temporal formulas in negation normal form: negation on the state predicates only, [] and <> as release and until. */
import { describe, expect, it } from 'vitest';
import { NnfTable, toNnf, type Nnf } from '../../../src/engine/liveness/negation-normal-form.js';
import { always, eventually, implies, leadsTo, not, state, type TemporalFormula } from '../../../src/engine/liveness/temporal-formula.js';

const p = state({ name: 'P', holds: () => true });
const q = state({ name: 'Q', holds: () => true });
const atoms = [
  { name: 'P', holds: () => true },
  { name: 'Q', holds: () => true },
];

/** The formula's normal form written out: +0 is P, -1 is ~Q, U until, R release. */
function written(formula: TemporalFormula, negated: boolean): string {
  const table = new NnfTable();
  const show = (id: number): string => {
    const node: Nnf = table.get(id);
    if (node.k === 'lit') return `${node.positive ? '+' : '-'}${node.atom}`;
    if (!('a' in node)) return node.k;
    const symbol = { and: '&', or: '|', until: 'U', release: 'R' }[node.k];
    return `(${show(node.a)} ${symbol} ${show(node.b)})`;
  };
  return show(toNnf(formula, negated, atoms, table));
}

describe('toNnf', () => {
  it('writes [] as FALSE R and <> as TRUE U, and their negations the other way round', () => {
    expect(written(always(p), false)).toBe('(false R +0)');
    expect(written(always(p), true)).toBe('(true U -0)');
    expect(written(eventually(p), false)).toBe('(true U +0)');
    expect(written(eventually(p), true)).toBe('(false R -0)');
  });

  it('pushes a negation through => and ~> down to the predicates', () => {
    expect(written(not(implies(p, q)), false)).toBe('(+0 & -1)');
    expect(written(leadsTo(p, q), true)).toBe('(true U (+0 & (false R -1)))');
  });

  it('interns equal subformulas to one id', () => {
    const table = new NnfTable();
    const first = toNnf(always(eventually(p)), false, atoms, table);
    const size = table.nodes.length;
    expect(toNnf(always(eventually(p)), false, atoms, table)).toBe(first);
    expect(table.nodes.length).toBe(size);
  });
});
