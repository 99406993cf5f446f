/**
 * Temporal formulas in negation normal form, for the tableau (tableau.ts): negation pushed down to the state
 * predicates, [] and <> written as release and until, equal subformulas interned to one id.
 */
import type { StatePredicate, TemporalFormula } from './temporal-formula.js';

/** A formula in negation normal form, interned: equal formulas share one id. */
export type Nnf =
  | { readonly k: 'lit'; readonly atom: number; readonly positive: boolean }
  | { readonly k: 'true' | 'false' }
  | { readonly k: 'and' | 'or' | 'until' | 'release'; readonly a: number; readonly b: number };

function keyOfNnf(node: Nnf): string {
  switch (node.k) {
    case 'lit':
      return `${node.positive ? '+' : '-'}${node.atom}`;
    case 'true':
    case 'false':
      return node.k;
    default:
      return `${node.k}(${node.a},${node.b})`;
  }
}

export class NnfTable {
  readonly nodes: Nnf[] = [];
  private readonly ids = new Map<string, number>();

  intern(node: Nnf): number {
    const key = keyOfNnf(node);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.nodes.length;
      this.nodes.push(node);
      this.ids.set(key, id);
    }
    return id;
  }

  get(id: number): Nnf {
    return this.nodes[id] as Nnf;
  }
}

/** `formula` (negated when `negated`) in negation normal form, with [] and <> as release and until. */
export function toNnf(formula: TemporalFormula, negated: boolean, atoms: readonly StatePredicate[], table: NnfTable): number {
  const binary = (k: 'and' | 'or' | 'until' | 'release', a: number, b: number) => table.intern({ k, a, b });
  const constant = (value: boolean) => table.intern({ k: value ? 'true' : 'false' });
  const fold = (k: 'and' | 'or', parts: readonly number[]): number => {
    if (parts.length === 0) return constant(k === 'and');
    let result = parts[parts.length - 1] as number;
    for (let i = parts.length - 2; i >= 0; i--) result = binary(k, parts[i] as number, result);
    return result;
  };
  switch (formula.op) {
    case 'state':
      return table.intern({ k: 'lit', atom: atoms.findIndex((atom) => atom.name === formula.predicate.name), positive: !negated });
    case 'true':
    case 'false':
      return constant((formula.op === 'true') !== negated);
    case 'not':
      return toNnf(formula.arg, !negated, atoms, table);
    case 'and':
    case 'or': {
      const parts = formula.args.map((arg) => toNnf(arg, negated, atoms, table));
      return fold((formula.op === 'and') !== negated ? 'and' : 'or', parts);
    }
    case 'implies':
      return toNnf({ op: 'or', args: [{ op: 'not', arg: formula.left }, formula.right] }, negated, atoms, table);
    case 'leadsTo':
      return toNnf(
        { op: 'always', arg: { op: 'implies', left: formula.left, right: { op: 'eventually', arg: formula.right } } },
        negated,
        atoms,
        table,
      );
    case 'always':
      // []A == FALSE R A; ~[]A == TRUE U ~A
      return negated
        ? binary('until', constant(true), toNnf(formula.arg, true, atoms, table))
        : binary('release', constant(false), toNnf(formula.arg, false, atoms, table));
    case 'eventually':
      return negated
        ? binary('release', constant(false), toNnf(formula.arg, true, atoms, table))
        : binary('until', constant(true), toNnf(formula.arg, false, atoms, table));
  }
}
