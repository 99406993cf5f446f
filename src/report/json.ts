/** The result as one JSON object (`--format json`), every field always present. */
import type { CheckResult, LimitKind } from '../engine/result.js';
import type { ShownViolation } from '../engine/trace/shown-trace.js';
import type { TlcTraceForm } from '../tlc/tlc-trace-form.js';
import { toTlcTraceJson } from '../tlc/trace-json.js';
import { constantsJson, type ModelConstant } from './model-constants.js';

/** One violation of a search that went on past them: the invariant, and the behaviour as TLC's -dumpTrace json writes it. */
export interface JsonViolation {
  readonly invariant: string;
  readonly traceLength: number;
  readonly trace: object;
}

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
  /** With --continue: every violation, in TLC's order (the first is `invariant` when the search explored everything); else null. */
  readonly violations: readonly JsonViolation[] | null;
  /** With --continue: the number of violations of each invariant violated, in the order first violated; else null. */
  readonly violationCounts: Readonly<Record<string, number>> | null;
}

/**
 * What the JSON result says beyond the search's result: the model, the engine, and the
 * violations of a search that went on past them, shown (with TLC's form for their traces).
 */
export interface JsonInfo {
  readonly constants: readonly ModelConstant[];
  readonly engine?: { readonly kind: string; readonly reason: string } | null;
  readonly violations?: { readonly shown: readonly ShownViolation[]; readonly form: TlcTraceForm };
}

export function toJsonResult(result: CheckResult, info: JsonInfo): JsonResult {
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
    violations:
      info.violations === undefined
        ? null
        : info.violations.shown.map(({ invariant, shown }) => ({
            invariant,
            traceLength: shown.steps.length,
            trace: toTlcTraceJson(shown, (info.violations as NonNullable<JsonInfo['violations']>).form),
          })),
    violationCounts: info.violations === undefined ? null : countByInvariant(info.violations.shown),
  };
}

/** How many times each invariant was violated, in the order they were first violated. */
export function countByInvariant(violations: readonly { readonly invariant: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { invariant } of violations) counts[invariant] = (counts[invariant] ?? 0) + 1;
  return counts;
}
