/**
 * Checking temporal properties under fairness, as TLC does: the behaviours
 * are the paths of the state graph (the model's constraints apply) with a
 * stuttering step allowed at every state, and a property is violated when
 * some fair behaviour violates it. One breadth-first search builds the graph
 * and checks the invariants and deadlock on the way (state-graph.ts); then,
 * property by property, the product with the tableau of its negation is
 * searched for a fair accepting component (fair-components.ts), and the
 * nearest one gives a lasso (lasso-search.ts), which is confirmed
 * independently (confirm-lasso.ts) before it is returned.
 */
import type { Model } from '../model.js';
import { resolveIds, type CheckOptions } from '../options.js';
import type { CheckResult, LassoLoop, Statistics, Trace } from '../result.js';
import { confirmTrace, rebuildTrace } from '../trace/trace.js';
import { actionBetween, confirmLasso } from './confirm-lasso.js';
import { findFairComponents } from './fair-components.js';
import { resolveFairness } from './fairness.js';
import { findLasso, type OrdinalLasso } from './lasso-search.js';
import { productOf } from './product.js';
import { StateGraphBuilder } from './graph-builder.js';
import type { GraphStop, StateGraph } from './state-graph.js';
import { negationTableau } from './tableau.js';
import { predicatesOf, type FairnessCondition, type TemporalProperty } from './temporal-formula.js';

export interface LivenessOptions extends Pick<
  CheckOptions,
  | 'invariants'
  | 'constraints'
  | 'checkDeadlock'
  | 'maxDistinctStates'
  | 'timeLimitSeconds'
  | 'shouldStop'
  | 'onProgress'
  | 'progressIntervalSeconds'
> {
  /** Checked in this order; the first violated one is reported. */
  readonly properties: readonly TemporalProperty[];
  /** The spec's fairness (its WF_vars / SF_vars conjuncts). */
  readonly fairness: readonly FairnessCondition[];
}

/** Builds the state graph, checks invariants and deadlock, then each property; never throws for a violation. */
export function checkLiveness(model: Model, options: LivenessOptions): CheckResult {
  const startedAt = performance.now();
  return checkProperties(model, options, buildLivenessGraph(model, options), startedAt);
}

/** The same, giving the event loop a turn about every 50 ms while the graph is built (for signals: see CheckOptions.shouldStop). */
export async function checkLivenessAsync(model: Model, options: LivenessOptions): Promise<CheckResult> {
  const startedAt = performance.now();
  const builder = graphBuilder(model, options, startedAt);
  const outcome = await builder.buildAsync();
  const built =
    outcome.graph === null
      ? { graph: null, result: stoppedResult(model, outcome.stop, builder, outcome.stats) }
      : { graph: outcome.graph, stats: outcome.stats };
  return checkProperties(model, options, built, startedAt);
}

function checkProperties(model: Model, options: LivenessOptions, built: BuiltGraph, startedAt: number): CheckResult {
  if (built.graph === null) return built.result;
  const { graph } = built;
  const searchStarted = performance.now();
  const stats = (): Statistics => ({
    ...built.stats,
    seconds: (performance.now() - startedAt) / 1000,
    livenessSeconds: (performance.now() - searchStarted) / 1000,
  });
  for (const property of options.properties) {
    const found = findViolation(model, graph, property, options.fairness);
    if (found === null) continue;
    if ('problem' in found)
      return { kind: 'error', message: `internal error: the counterexample found does not replay (${found.problem})`, stats: stats() };
    return { kind: 'property', property: property.name, trace: found.trace, loop: found.loop, stats: stats() };
  }
  return { kind: 'ok', stats: stats() };
}

/**
 * The state graph for the properties and fairness of `options` (a graph can
 * serve several properties, and several selections of its fairness), or the
 * result of a search that stopped before it was whole: an invariant
 * violation, a deadlock or a limit.
 */
export function buildLivenessGraph(model: Model, options: LivenessOptions): BuiltGraph {
  const builder = graphBuilder(model, options, performance.now());
  const outcome = builder.build();
  if (outcome.graph === null) return { graph: null, result: stoppedResult(model, outcome.stop, builder, outcome.stats) };
  return { graph: outcome.graph, stats: outcome.stats };
}

/** A graph for liveness, or the result of a search that stopped before it was whole. */
export type BuiltGraph =
  { readonly graph: StateGraph; readonly stats: Statistics } | { readonly graph: null; readonly result: CheckResult };

function graphBuilder(model: Model, options: LivenessOptions, startedAt: number): StateGraphBuilder {
  return new StateGraphBuilder(model, {
    invariants: resolveIds('invariant', options.invariants, model),
    constraints: resolveIds('constraint', options.constraints, model),
    checkDeadlock: options.checkDeadlock,
    predicates: predicatesOf(options.properties.map((property) => property.formula)),
    fairness: resolveFairness(model, options.fairness),
    ...(options.maxDistinctStates !== undefined && { maxDistinctStates: options.maxDistinctStates }),
    ...(options.timeLimitSeconds !== undefined && { deadline: startedAt + options.timeLimitSeconds * 1000 }),
    ...(options.shouldStop !== undefined && { shouldStop: options.shouldStop }),
    ...(options.onProgress !== undefined && { onProgress: options.onProgress }),
    ...(options.progressIntervalSeconds !== undefined && { progressIntervalSeconds: options.progressIntervalSeconds }),
  });
}

/**
 * A fair behaviour of the graph that violates `property`, confirmed, under
 * `fairness` (some of the conditions the graph was built with, matched by
 * name); null when the property holds; `problem` when the lasso found does
 * not confirm (a bug).
 */
export function findViolation(
  model: Model,
  graph: StateGraph,
  property: TemporalProperty,
  fairness: readonly FairnessCondition[],
): { readonly trace: Trace; readonly loop: LassoLoop } | { readonly problem: string } | null {
  const known = graph.fairness.conditions;
  let conditions = 0;
  for (const condition of fairness) {
    const index = known.findIndex((candidate) => candidate.name === condition.name && candidate.kind === condition.kind);
    if (index < 0) throw new RangeError(`the graph was not built for the fairness condition ${condition.name}`);
    conditions |= 1 << index;
  }
  if (predicatesOf([property.formula]).some((predicate) => !graph.predicates.some((known) => known.name === predicate.name))) {
    throw new RangeError(`the graph was not built for the property ${property.name}`);
  }
  const product = productOf(graph, negationTableau(property.formula), conditions >>> 0);
  const components = findFairComponents(product);
  if (components.componentOf === null) return null;
  const lasso = lassoTrace(model, graph, findLasso(product, components));
  const problem = confirmLasso(model, lasso.trace, lasso.loop, { formula: property.formula, fairness: resolveFairness(model, fairness) });
  return problem === null ? lasso : { problem };
}

/** The result of a graph search that stopped before the graph was whole. */
function stoppedResult(model: Model, stop: GraphStop, builder: StateGraphBuilder, stats: Statistics): CheckResult {
  if (stop.kind === 'limit') return { kind: 'limit', limit: stop.limit, stats };
  const links = builder.parentLinks;
  const trace =
    stop.kind === 'invariant' ? rebuildTrace(model, links, stop.parent, stop.position) : rebuildTrace(model, links, stop.parent);
  const problem = confirmTrace(
    model,
    trace,
    stop.kind === 'invariant' ? { kind: 'invariant', invariantId: stop.invariantId } : { kind: 'deadlock' },
  );
  if (problem !== null) return { kind: 'error', message: `internal error: the counterexample found does not replay (${problem})`, stats };
  if (stop.kind === 'deadlock') return { kind: 'deadlock', trace, stats };
  return { kind: 'invariant', invariant: model.invariantNames[stop.invariantId] as string, trace, stats };
}

/** The lasso's states, regenerated along the parent links, with the actions between them. */
function lassoTrace(model: Model, graph: StateGraph, lasso: OrdinalLasso): { trace: Trace; loop: LassoLoop } {
  const cache = new Map<number, Uint8Array>();
  const stateOf = (ordinal: number): Uint8Array => {
    const known = cache.get(ordinal);
    if (known !== undefined) return known;
    const state = rebuildTrace(model, graph.links, ordinal).states.at(-1);
    if (state === undefined) throw new Error(`state ${ordinal} cannot be rebuilt`);
    cache.set(ordinal, state);
    return state;
  };
  const states = lasso.ordinals.map(stateOf);
  const actionIds = states.map((state, i) => (i === 0 ? -1 : actionBetween(model, states[i - 1] as Uint8Array, state)));
  const last = states.length - 1;
  const stutters = lasso.loopStart === last;
  const actionId = stutters ? -1 : actionBetween(model, states[last] as Uint8Array, states[lasso.loopStart] as Uint8Array);
  return { trace: { states, actionIds }, loop: { start: lasso.loopStart, actionId } };
}
