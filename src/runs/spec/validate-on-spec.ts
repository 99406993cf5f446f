/**
 * The one way a behaviour from outside (a trace file, TLC's counterexample)
 * is replayed against a spec: `trace`, `replay`'s files, `compare` and the
 * explorer's uploads all ask here, so a claim means the same everywhere.
 */
import type { Model } from '../../engine/model.js';
import { validateTrace, type TraceToValidate, type TraceValidation } from '../../engine/trace/validate-trace.js';
import type { CheckableSpec } from './checkable-spec.js';

/**
 * Replays `input` against `model` (a model `spec` created), with MCWitness's
 * invariants (spec.traceInvariants) available to its claim and the spec's
 * temporal properties and fairness to a lasso's. A lasso that names no
 * property (TLC's -dumpTrace json does not) is taken to claim the first of
 * the properties it violates (or the first, to say it violates none).
 */
export function validateOnSpec(spec: CheckableSpec, model: Model, input: TraceToValidate): TraceValidation {
  const { temporal } = spec;
  const options = { extraInvariants: spec.traceInvariants, ...(temporal !== null && { temporal }) };
  const names = temporal?.properties.map((property) => property.name) ?? [];
  if (input.claim.kind !== 'none' || input.loop === undefined || names.length === 0) return validateTrace(model, input, options);
  const tries = names.map((property) => validateTrace(model, { ...input, claim: { kind: 'property', property } }, options));
  return tries.find((validation) => validation.claim.kind === 'property-violated') ?? (tries[0] as TraceValidation);
}
