/**
 * The spec a trace is replayed against: that of a model file when one is
 * given (its invariants may include MCWitness's, which only validation
 * knows), else the transcription with the constants read off the trace's first state.
 */
import { validateTrace, type TraceValidation } from '../engine/trace/validate-trace.js';
import type { Model } from '../engine/model.js';
import type { TraceDocument } from '../tlc/trace-file.js';
import { KNOWN_INVARIANTS, readModelFile, resolveModel } from '../api/model-config.js';
import type { CheckableSpec } from '../api/spec/checkable-spec.js';
import { specOfFirstState, specOfResolved } from '../api/spec/load-spec.js';

export interface TraceModel {
  readonly spec: CheckableSpec;
  readonly model: Model;
  /** Where the constants come from, as the output says it. */
  readonly constantsSource: string;
}

/** The spec of `path`; invariants monocheck does not check (MCWitness's NoHotel, ...) are let through. */
function specOfFile(path: string): CheckableSpec {
  const file = readModelFile(path);
  return specOfResolved(resolveModel({ ...file, invariants: file.invariants.filter((item) => KNOWN_INVARIANTS.includes(item.name)) }, {}));
}

/** The model for `document`: from `configPath`, else from its first state (throws ModelValueError when that cannot be read). */
export function traceModel(document: TraceDocument, configPath: string | undefined): TraceModel {
  const spec = configPath !== undefined ? specOfFile(configPath) : specOfFirstState(document.states[0] ?? {});
  return { spec, model: spec.createModel(), constantsSource: configPath ?? 'read off the first state' };
}

/**
 * Replays `document` against the model, with MCWitness's invariants
 * available for the claim. A lasso that names no property (TLC's -dumpTrace
 * json does not) is taken to claim the first of the model file's properties
 * it violates (or the first, to say it violates none).
 */
export function validateDocument({ spec, model }: Pick<TraceModel, 'spec' | 'model'>, document: TraceDocument): TraceValidation {
  const { temporal } = spec;
  const input = { states: document.states, actions: document.actions, ...(document.loop !== null && { loop: document.loop }) };
  const options = { extraInvariants: spec.traceInvariants, ...(temporal !== null && { temporal }) };
  const names = temporal?.properties.map((property) => property.name) ?? [];
  if (document.claim.kind !== 'none' || document.loop === null || names.length === 0) return validateTrace(model, { ...input, claim: document.claim }, options);
  const tries = names.map((property) => validateTrace(model, { ...input, claim: { kind: 'property', property } }, options));
  return tries.find((validation) => validation.claim.kind === 'property-violated') ?? (tries[0] as TraceValidation);
}
