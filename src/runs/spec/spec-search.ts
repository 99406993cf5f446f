/**
 * The one place that decides which search a spec asks for: the liveness
 * checker when the model names temporal properties (one thread, no
 * checkpoints), else the breadth-first check of invariants and deadlock.
 */
import { check, checkAsync } from '../../engine/check.js';
import { checkLiveness, checkLivenessAsync, type LivenessOptions } from '../../engine/liveness/check-liveness.js';
import { modelFailure, type Model } from '../../engine/model.js';
import type { CheckOptions } from '../../engine/options.js';
import type { CheckResult } from '../../engine/result.js';
import type { CheckableSpec, SearchOutcome } from './checkable-spec.js';

/** Search limits and progress reporting, on top of what the model file says. */
export type SearchLimits = Omit<CheckOptions, 'invariants' | 'constraints' | 'checkDeadlock'>;

export type SpecSearch =
  { readonly kind: 'invariants'; readonly options: CheckOptions } | { readonly kind: 'liveness'; readonly options: LivenessOptions };

/**
 * The search `spec` asks for, with `limits` on top of its invariants,
 * constraints and deadlock. The liveness search reads the limits it knows
 * (LivenessOptions) and no others: workers, checkpoints and the rest do not apply.
 */
export function searchOf(spec: CheckableSpec, limits: SearchLimits = {}): SpecSearch {
  const checked = { invariants: spec.invariants, constraints: spec.constraints, checkDeadlock: spec.checkDeadlock };
  if (spec.temporal === null) return { kind: 'invariants', options: { ...limits, ...checked } };
  return { kind: 'liveness', options: { ...limits, ...checked, ...spec.temporal } };
}

/** Runs `search` on `model` in the calling thread (see searchOf). */
export function runSearch(model: Model, search: SpecSearch): CheckResult {
  return search.kind === 'liveness' ? checkLiveness(model, search.options) : check(model, search.options);
}

/** runSearch giving the event loop a turn between slices, so that timers, signals and `shouldStop` are heard. */
export function runSearchAsync(model: Model, search: SpecSearch): Promise<CheckResult> {
  return search.kind === 'liveness' ? checkLivenessAsync(model, search.options) : checkAsync(model, search.options);
}

/**
 * Searches `spec` with `search` on a model of its own, again on a new model
 * as long as the spec says the search ended (or threw) for want of room in its packed
 * layout (a compiled spec, CheckableSpec.widen; it throws so when a counterexample's replay meets a successor the
 * search never made): the model and the result that stands.
 */
export function searchSpec(
  spec: CheckableSpec,
  search: SpecSearch,
  run: (model: Model, search: SpecSearch) => CheckResult = runSearch,
): { model: Model; result: CheckResult } {
  for (;;) {
    const model = spec.createModel();
    let result: CheckResult;
    try {
      result = run(model, search);
    } catch (error) {
      if (spec.widen?.({ kind: 'error', failure: modelFailure(error, 'successors') }) === true) continue;
      throw error;
    }
    if (spec.widen?.(result) !== true) return { model, result };
  }
}

/** searchSpec with an asynchronous search (runSearchAsync, or the command line's own). */
export async function searchSpecAsync(
  spec: CheckableSpec,
  search: SpecSearch,
  run: (model: Model, search: SpecSearch) => Promise<CheckResult> = runSearchAsync,
): Promise<{ model: Model; result: CheckResult }> {
  for (;;) {
    const model = spec.createModel();
    let result: CheckResult;
    try {
      result = await run(model, search);
    } catch (error) {
      if (spec.widen?.({ kind: 'error', failure: modelFailure(error, 'successors') }) === true) continue;
      throw error;
    }
    if (spec.widen?.(result) !== true) return { model, result };
  }
}

/**
 * Runs `run` (a simulation, ...) on a model of `spec`, again on a new model as
 * long as the spec says its outcome ended for want of room in the packed
 * layout (see searchSpec): the model and the outcome that stands.
 */
export function runWidening<T extends SearchOutcome>(spec: CheckableSpec, run: (model: Model) => T): { model: Model; result: T } {
  for (;;) {
    const model = spec.createModel();
    const result = run(model);
    if (spec.widen?.(result) !== true) return { model, result };
  }
}

/**
 * Runs `run` (a replay, a walk along a path) on a model of `spec`, again on a
 * new model as long as it throws because a value did not fit the packed
 * layout, which the spec then widens; any other error is thrown on.
 */
export function runThrowingWidening<T>(spec: CheckableSpec, run: (model: Model) => T): T {
  for (;;) {
    const model = spec.createModel();
    try {
      return run(model);
    } catch (error) {
      if (spec.widen?.({ kind: 'error', failure: modelFailure(error, 'successors') }) !== true) throw error;
    }
  }
}
