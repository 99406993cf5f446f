/**
 * A hand-made state graph for the liveness tests (fair-components, lasso-search): out-edges per state, the
 * states where the one predicate P holds, and at most one fairness condition, on an action A.
 */
import { NO_PARENT } from '../../../src/engine/bfs/parent-links.js';
import type { ResolvedFairness } from '../../../src/engine/liveness/fairness.js';
import type { StateGraph } from '../../../src/engine/liveness/state-graph.js';
import { StateLinks } from '../../../src/engine/liveness/state-links.js';
import type { StatePredicate } from '../../../src/engine/liveness/temporal-formula.js';

export const P: StatePredicate = { name: 'P', holds: () => true };

export interface HandGraph {
  /** Out-edges of each state (state 0 is the one initial state). */
  readonly edges: readonly (readonly number[])[];
  /** States where P holds. */
  readonly p?: readonly number[];
  /** Fairness condition 0 (the action A): weak or strong, where A is enabled, and which edges are A steps ("s>t"). */
  readonly fairness?: { readonly kind: 'weak' | 'strong'; readonly enabledAt: readonly number[]; readonly steps: readonly string[] };
}

export function graphOf({ edges, p = [], fairness }: HandGraph): StateGraph {
  const edgeStart = new Uint32Array(edges.length + 1);
  const targets: number[] = [];
  const edgeFairness: number[] = [];
  const links = new StateLinks();
  edges.forEach((out, s) => {
    edgeStart[s] = targets.length;
    for (const t of out) {
      targets.push(t);
      edgeFairness.push(fairness?.steps.includes(`${s}>${t}`) === true ? 1 : 0);
    }
    links.add(s === 0 ? NO_PARENT : 0, 0);
  });
  edgeStart[edges.length] = targets.length;
  const bit = fairness === undefined ? 0 : 1;
  const resolved: ResolvedFairness = {
    conditions: fairness === undefined ? [] : [{ kind: fairness.kind, action: { kind: 'actions', names: ['A'] }, name: 'A' }],
    conditionsOfAction: Uint32Array.of(bit),
    onNext: 0,
    onActions: bit === 0 ? [] : [{ bit, actionIds: [0] }],
    weak: fairness?.kind === 'weak' ? 1 : 0,
    strong: fairness?.kind === 'strong' ? 1 : 0,
  };
  return {
    stateCount: edges.length,
    levelStarts: [0, 1, edges.length],
    edgeStart,
    edgeTarget: Uint32Array.from(targets),
    edgeFairness: Uint8Array.from(edgeFairness),
    enabled: Uint8Array.from(edges, (_, s) => (fairness?.enabledAt.includes(s) === true ? 1 : 0)),
    truth: Uint8Array.from(edges, (_, s) => (p.includes(s) ? 1 : 0)),
    predicates: [P],
    fairness: resolved,
    links,
    bytes: 0,
  };
}
