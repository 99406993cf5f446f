/**
 * The one place that decides which search a spec asks for: the liveness
 * checker when the model names temporal properties (one thread, no
 * checkpoints), else the breadth-first check of invariants and deadlock.
 */
import { check, checkAsync } from '../../engine/check.js';
import { checkLiveness, checkLivenessAsync, type LivenessOptions } from '../../engine/liveness/check-liveness.js';
import type { Model } from '../../engine/model.js';
import type { CheckOptions } from '../../engine/options.js';
import type { CheckResult } from '../../engine/result.js';
import type { CheckableSpec } from './checkable-spec.js';

/** Search limits and progress reporting, on top of what the model file says. */
export type SearchLimits = Omit<CheckOptions, 'invariants' | 'constraints' | 'checkDeadlock'>;

export type SpecSearch =
  | { readonly kind: 'invariants'; readonly options: CheckOptions }
  | { readonly kind: 'liveness'; readonly options: LivenessOptions };

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
