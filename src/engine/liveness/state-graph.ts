/**
 * The state graph a liveness check runs on (built by graph-builder.ts): per
 * distinct state, by ordinal in BFS order, its out-edges to in-model states
 * (compressed rows), the fairness conditions enabled there and those each
 * edge is a step of, the truth of each state predicate, and the parent link a
 * trace is rebuilt from. The states themselves are not kept. Stuttering is
 * implicit: every state may step to itself.
 */
import type { Progress, Statistics } from '../result.js';
import type { ColumnArray } from './column.js';
import type { ResolvedFairness } from './fairness.js';
import type { StateLinks } from './state-links.js';
import type { StatePredicate } from './temporal-formula.js';

export interface StateGraph {
  /** Distinct states; ordinals 0 .. stateCount - 1 in the order BFS found them. */
  readonly stateCount: number;
  /** Ordinal of the first state of each level (levelStarts[0] = 0 for level 1), then stateCount. */
  readonly levelStarts: readonly number[];
  /** Edges of state s: edgeTarget[edgeStart[s] .. edgeStart[s + 1] - 1]; no self-loops (stuttering is implicit). */
  readonly edgeStart: Uint32Array;
  readonly edgeTarget: Uint32Array;
  /** Per edge: the fairness conditions it is a step of. */
  readonly edgeFairness: ColumnArray;
  /** Per state: the fairness conditions enabled there. */
  readonly enabled: ColumnArray;
  /** Per state: bit i set when predicate i holds. */
  readonly truth: ColumnArray;
  readonly predicates: readonly StatePredicate[];
  readonly fairness: ResolvedFairness;
  readonly links: StateLinks;
  readonly bytes: number;
}

/** Why the search stopped before the graph was whole; `parent` is an ordinal (NO_PARENT for the initial states). */
export type GraphStop =
  | { readonly kind: 'invariant'; readonly invariantId: number; readonly parent: number; readonly position: number }
  | { readonly kind: 'deadlock'; readonly parent: number }
  | { readonly kind: 'limit'; readonly limit: 'states' | 'time' | 'interrupted' };

export interface GraphSearchOptions {
  readonly invariants: Int32Array;
  readonly constraints: Int32Array;
  readonly checkDeadlock: boolean;
  readonly predicates: readonly StatePredicate[];
  readonly fairness: ResolvedFairness;
  readonly maxDistinctStates?: number;
  readonly deadline?: number;
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (progress: Progress) => void;
  readonly progressIntervalSeconds?: number;
}

export type GraphOutcome =
  | { readonly graph: StateGraph; readonly stop: null; readonly stats: Statistics }
  | { readonly graph: null; readonly stop: GraphStop; readonly stats: Statistics };
