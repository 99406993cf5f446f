/** The result as one JSON object (`--format json`), every field always present. */
import type { CheckResult, LimitKind } from '../engine/result.js';
import { constantsJson, type ModelConstant } from './model-constants.js';

export interface JsonResult {
  readonly result: CheckResult['kind'];
  readonly invariant: string | null;
  /** The temporal property violated (result "property"), else null. */
  readonly property: string | null;
  readonly limit: LimitKind | null;
  readonly message: string | null;
  readonly statesGenerated: number;
  readonly distinctStates: number;
  readonly depth: number;
  readonly queueLeft: number;
  /** States in the counterexample, 0 when there is none. */
  readonly traceLength: number;
  /** For a lasso: the number (from 1) of the state the last one goes back to, which is traceLength when it stutters there; else null. */
  readonly loopStart: number | null;
  /** For a lasso: whether it ends by stuttering for ever in its last state. */
  readonly stuttering: boolean;
  readonly seconds: number;
  readonly workers: number;
  /** With several workers, the states each generated (see Statistics.generatedByWorker); else null. */
  readonly generatedByWorker: readonly number[] | null;
  /** TLC's optimistic fingerprint-collision probability, for fingerprints of `fingerprintBits` bits. */
  readonly collisionProbability: number;
  readonly fingerprintBits: number;
  /** The model's constants by name, in the model file's order (model-constants.ts). */
  readonly model: Readonly<Record<string, number | boolean | string>>;
  /** Set when --ignore-spec-changes checked the transcribed spec although the modules beside the model differ from it. */
  /** Which engine checked the model and why: `{ kind: 'compiled', reason: ... }`. */
  readonly engine: { readonly kind: string; readonly reason: string } | null;
}

export function toJsonResult(result: CheckResult, info: { readonly constants: readonly ModelConstant[]; readonly engine?: { readonly kind: string; readonly reason: string } | null }): JsonResult {
  const { stats } = result;
  return {
    result: result.kind,
    invariant: result.kind === 'invariant' ? result.invariant : null,
    property: result.kind === 'property' ? result.property : null,
    limit: result.kind === 'limit' ? result.limit : null,
    message: result.kind === 'error' ? result.message : null,
    statesGenerated: stats.statesGenerated,
    distinctStates: stats.distinctStates,
    depth: stats.depth,
    queueLeft: stats.queueLeft,
    traceLength: result.kind === 'invariant' || result.kind === 'deadlock' || result.kind === 'property' ? result.trace.states.length : 0,
    loopStart: result.kind === 'property' ? result.loop.start + 1 : null,
    stuttering: result.kind === 'property' && result.loop.actionId < 0,
    seconds: stats.seconds,
    workers: stats.workers,
    generatedByWorker: stats.generatedByWorker ?? null,
    collisionProbability: stats.collisionProbability,
    fingerprintBits: stats.fingerprintBits ?? 64,
    model: constantsJson(info.constants),
    engine: info.engine ?? null,
  };
}
