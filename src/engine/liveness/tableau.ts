/**
 * The tableau of a property's negation: a generalized Büchi automaton whose
 * accepting runs are exactly the behaviours that violate the property, built
 * by the construction of Gerth, Peled, Vardi and Wolper ("Simple on-the-fly
 * automatic verification of linear temporal logic", 1995). TLC builds a
 * tableau for the same purpose (tlc2/tool/liveness/TBGraph); the search runs
 * on its product with the state graph (fair-components.ts).
 *
 * A node's label is a conjunction of literals on the state the behaviour is
 * in while the automaton is in that node; an edge p -> q lets the behaviour
 * step to a state satisfying q's label. There is one acceptance set per
 * `until` subformula: a run is accepting when it is in each set infinitely
 * often.
 */
import { NnfTable, toNnf } from './negation-normal-form.js';
import { predicatesOf, type StatePredicate, type TemporalFormula } from './temporal-formula.js';

export interface Tableau {
  /** The state predicates the labels refer to; bit i of a mask is predicate i. */
  readonly predicates: readonly StatePredicate[];
  readonly nodeCount: number;
  readonly initial: readonly number[];
  readonly successors: readonly (readonly number[])[];
  /** Per node: the predicates its label requires true, and those it requires false, as bit masks. */
  readonly mustHold: readonly number[];
  readonly mustFail: readonly number[];
  /** Per node: the acceptance sets it belongs to, as a bit mask. */
  readonly acceptance: readonly number[];
  /** Every acceptance set (0 when there is none: then every infinite run accepts). */
  readonly allAcceptance: number;
}

/** At most this many predicates and `until` subformulas in one property (they are bits of a 32-bit mask). */
const MAX_TABLEAU_BITS = 31;

/** A node of the construction: formulas still to process (`fresh`), processed (`old`), owed to the next state (`next`). */
interface Pending {
  readonly incoming: Set<number>;
  readonly fresh: Set<number>;
  readonly old: Set<number>;
  readonly next: Set<number>;
}

const INIT = -1;
const keyOf = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b).join(',');

/** A node the construction has finished: the formulas its label processed (`old`), those owed to the next state (`next`). */
interface Finished {
  readonly incoming: Set<number>;
  readonly old: Set<number>;
  readonly next: Set<number>;
}

/** The tableau for the negation of `formula`: its accepting runs are the behaviours that violate it. */
export function negationTableau(formula: TemporalFormula): Tableau {
  const predicates = predicatesOf([formula]);
  const table = new NnfTable();
  const root = toNnf(formula, true, predicates, table);
  const untils = table.nodes
    .map((node, id) => ({ node, id }))
    .filter(({ node }) => node.k === 'until')
    .map(({ id }) => id);
  if (predicates.length > MAX_TABLEAU_BITS || untils.length > MAX_TABLEAU_BITS) {
    throw new RangeError(`a property may use at most ${MAX_TABLEAU_BITS} state predicates and ${MAX_TABLEAU_BITS} eventualities`);
  }
  return merged(tableauOf(constructNodes(root, table), table, predicates, untils));
}

/** The construction's nodes, from the root formula: each pending node is split on its fresh formulas until none is left. */
function constructNodes(root: number, table: NnfTable): Finished[] {
  const finished: Finished[] = [];
  const byKey = new Map<string, number>();
  const work: Pending[] = [{ incoming: new Set([INIT]), fresh: new Set([root]), old: new Set(), next: new Set() }];
  while (work.length > 0) {
    const node = work.pop() as Pending;
    const [eta] = node.fresh;
    if (eta !== undefined) {
      node.fresh.delete(eta);
      for (const pending of processFormula(node, eta, table)) work.push(pending);
      continue;
    }
    // nothing left to process: the node is finished, unless one with the same formulas is
    const key = `${keyOf(node.old)}|${keyOf(node.next)}`;
    const existing = byKey.get(key);
    if (existing !== undefined) {
      for (const from of node.incoming) (finished[existing] as Finished).incoming.add(from);
      continue;
    }
    const id = finished.length;
    finished.push({ incoming: node.incoming, old: node.old, next: node.next });
    byKey.set(key, id);
    work.push({ incoming: new Set([id]), fresh: new Set(node.next), old: new Set(), next: new Set() });
  }
  return finished;
}

/**
 * Processes formula `eta` of `node` (taken from its fresh formulas): the nodes to go on with, none for a contradiction, two for a choice.
 */
function processFormula(node: Pending, eta: number, table: NnfTable): Pending[] {
  if (node.old.has(eta)) return [node];
  const f = table.get(eta);
  node.old.add(eta);
  const addFresh = (target: Pending, id: number) => {
    if (!target.old.has(id)) target.fresh.add(id);
  };
  switch (f.k) {
    case 'false':
      return [];
    case 'true':
      return [node];
    case 'lit':
      return node.old.has(table.intern({ k: 'lit', atom: f.atom, positive: !f.positive })) ? [] : [node];
    case 'and':
      addFresh(node, f.a);
      addFresh(node, f.b);
      return [node];
    case 'or':
    case 'until':
    case 'release': {
      const second: Pending = {
        incoming: new Set(node.incoming),
        fresh: new Set(node.fresh),
        old: new Set(node.old),
        next: new Set(node.next),
      };
      if (f.k === 'or') {
        addFresh(node, f.a);
        addFresh(second, f.b);
      } else if (f.k === 'until') {
        // a U b == b \/ (a /\ X(a U b))
        addFresh(node, f.a);
        node.next.add(eta);
        addFresh(second, f.b);
      } else {
        // a R b == (a /\ b) \/ (b /\ X(a R b))
        addFresh(node, f.b);
        node.next.add(eta);
        addFresh(second, f.a);
        addFresh(second, f.b);
      }
      // the work list is a stack: `node` is processed first, as before the split
      return [second, node];
    }
  }
}

/** The tableau of the finished nodes: edges, labels as masks of predicates, acceptance sets (one per `until`). */
function tableauOf(
  finished: readonly Finished[],
  table: NnfTable,
  predicates: readonly StatePredicate[],
  untils: readonly number[],
): Tableau {
  const successors: number[][] = finished.map(() => []);
  const initial: number[] = [];
  finished.forEach((node, id) => {
    for (const from of node.incoming) {
      if (from === INIT) initial.push(id);
      else (successors[from] as number[]).push(id);
    }
  });
  const mask = (node: Finished, positive: boolean) => {
    let bits = 0;
    for (const id of node.old) {
      const f = table.get(id);
      if (f.k === 'lit' && f.positive === positive) bits |= 1 << f.atom;
    }
    return bits;
  };
  const acceptance = finished.map((node) => {
    let bits = 0;
    untils.forEach((id, index) => {
      const until = table.get(id) as { b: number };
      if (!node.old.has(id) || node.old.has(until.b)) bits |= 1 << index;
    });
    return bits;
  });
  return {
    predicates,
    nodeCount: finished.length,
    initial: initial.sort((a, b) => a - b),
    successors: successors.map((list) => list.sort((a, b) => a - b)),
    mustHold: finished.map((node) => mask(node, true)),
    mustFail: finished.map((node) => mask(node, false)),
    acceptance,
    allAcceptance: untils.length === 0 ? 0 : (2 ** untils.length - 1) | 0,
  };
}

/**
 * The tableau with nodes that cannot be told apart merged: same label, same
 * acceptance sets, same successors (repeated until nothing merges). The
 * construction leaves such twins (they differ only in the formulas they
 * processed), and every node costs a copy of the state graph in the product.
 */
function merged(tableau: Tableau): Tableau {
  let current = tableau;
  for (;;) {
    const representative = new Map<string, number>();
    const into = current.successors.map((next, q) => {
      const signature = `${current.mustHold[q]}|${current.mustFail[q]}|${current.acceptance[q]}|${next.join(',')}`;
      const found = representative.get(signature);
      if (found !== undefined) return found;
      representative.set(signature, q);
      return q;
    });
    if (representative.size === current.nodeCount) return current;
    const kept = [...new Set(into)].sort((a, b) => a - b);
    const number = (q: number) => kept.indexOf(into[q] as number);
    const renumbered = (list: readonly number[]) => [...new Set(list.map(number))].sort((a, b) => a - b);
    current = {
      predicates: current.predicates,
      nodeCount: kept.length,
      initial: renumbered(current.initial),
      successors: kept.map((q) => renumbered(current.successors[q] as number[])),
      mustHold: kept.map((q) => current.mustHold[q] as number),
      mustFail: kept.map((q) => current.mustFail[q] as number),
      acceptance: kept.map((q) => current.acceptance[q] as number),
      allAcceptance: current.allAcceptance,
    };
  }
}
