/**
 * The product of the state graph with a property's negation tableau: node
 * (s, q) is state s with the tableau in node q, numbered s * Q + q, and exists
 * when s satisfies q's label. (s, q) -> (t, q') when s -> t is an edge of the
 * graph or a stutter (t = s) and q -> q' is an edge of the tableau. It is
 * never built: successors are read off the graph's rows and the tableau.
 */
import type { StateGraph } from './state-graph.js';
import type { Tableau } from './tableau.js';
import type { StatePredicate } from './temporal-formula.js';

export interface Product {
  readonly graph: StateGraph;
  /** Tableau nodes. */
  readonly width: number;
  readonly successors: readonly Int32Array[];
  /** Per tableau node: the graph predicates its label requires true / false. */
  readonly mustHold: Uint32Array;
  readonly mustFail: Uint32Array;
  readonly acceptance: Uint32Array;
  readonly allAcceptance: number;
  /** Per tableau node: 1 when it has an edge to itself (so stuttering can stay in it). */
  readonly selfLoop: Uint8Array;
  /** The product's initial nodes: initial states with initial tableau nodes they satisfy, in order. */
  readonly roots: Int32Array;
  /** The fairness conditions that apply (bits of the graph's), weak and strong. */
  readonly weak: number;
  readonly strong: number;
}

/** Bit i of the result is set when bit j of `mask` is, where `from[j]` is `to[i]` (predicates are known by name). */
function remap(mask: number, from: readonly StatePredicate[], to: readonly StatePredicate[]): number {
  let bits = 0;
  from.forEach((item, j) => {
    if ((mask & (1 << j)) === 0) return;
    const i = to.findIndex((predicate) => predicate.name === item.name);
    if (i < 0) throw new RangeError(`the state graph was not built with the predicate ${item.name}`);
    bits |= 1 << i;
  });
  return bits >>> 0;
}

/** The product; `conditions` selects which of the graph's fairness conditions apply (all by default). */
export function productOf(graph: StateGraph, tableau: Tableau, conditions = 0xffffffff): Product {
  const width = tableau.nodeCount;
  const mustHold = Uint32Array.from(tableau.mustHold, (mask) => remap(mask, tableau.predicates, graph.predicates));
  const mustFail = Uint32Array.from(tableau.mustFail, (mask) => remap(mask, tableau.predicates, graph.predicates));
  const successors = tableau.successors.map((list) => Int32Array.from(list));
  const selfLoop = Uint8Array.from(successors, (list, q) => (list.includes(q) ? 1 : 0));
  const weak = (graph.fairness.weak & conditions) >>> 0;
  const strong = (graph.fairness.strong & conditions) >>> 0;
  const product = {
    graph,
    width,
    successors,
    mustHold,
    mustFail,
    acceptance: Uint32Array.from(tableau.acceptance),
    allAcceptance: tableau.allAcceptance >>> 0,
    selfLoop,
    roots: new Int32Array(0),
    weak,
    strong,
  };
  const roots: number[] = [];
  const initialStates = graph.levelStarts.length > 1 ? (graph.levelStarts[1] as number) : graph.stateCount;
  for (let s = 0; s < initialStates; s++) for (const q of tableau.initial) if (satisfies(product, s, q)) roots.push(s * width + q);
  return { ...product, roots: Int32Array.from(roots) };
}

/** True when state `s` satisfies the label of tableau node `q`. */
function satisfies(product: Pick<Product, 'graph' | 'mustHold' | 'mustFail'>, s: number, q: number): boolean {
  const truth = product.graph.truth[s] as number;
  const hold = product.mustHold[q] as number;
  return (truth & hold) === hold && (truth & (product.mustFail[q] as number)) === 0;
}

/**
 * Calls `visit(v, fairness)` for each successor v of product node u, stutter
 * first (fairness 0), then the graph's edges in order; stops when it returns true.
 * Returns whether it was stopped.
 */
export function someSuccessor(product: Product, u: number, visit: (v: number, fairness: number) => boolean): boolean {
  const { graph, width } = product;
  const s = Math.floor(u / width);
  const q = u - s * width;
  const next = product.successors[q] as Int32Array;
  for (let r = 0; r < next.length; r++) {
    const q2 = next[r] as number;
    if (satisfies(product, s, q2) && visit(s * width + q2, 0)) return true;
  }
  const end = graph.edgeStart[s + 1] as number;
  for (let e = graph.edgeStart[s] as number; e < end; e++) {
    const t = graph.edgeTarget[e] as number;
    for (let r = 0; r < next.length; r++) {
      const q2 = next[r] as number;
      if (satisfies(product, t, q2) && visit(t * width + q2, graph.edgeFairness[e] as number)) return true;
    }
  }
  return false;
}
