/**
 * The Monopoly model a trace is replayed against: the constants of a model
 * file when one is given (its invariants may include MCWitness's, which only
 * validation knows), else the constants read off the trace's first state.
 */
import { validateTrace, type TraceValidation } from '../engine/trace/validate-trace.js';
import { ModelValueError } from '../engine/model.js';
import { constantsFromFirstState } from '../monopoly/constants-from-state.js';
import { VARIABLE_NAMES } from '../monopoly/values.js';
import { MonopolyModel } from '../monopoly/model.js';
import { witnessInvariants } from '../monopoly/witness-invariants.js';
import type { TraceDocument } from '../tlc/trace-file.js';
import { KNOWN_INVARIANTS, readModelFile, resolveModel, type ResolvedModel } from '../api/model-config.js';
import { temporalOptionsOf, type TemporalOptions } from '../api/temporal-options.js';

export interface TraceModel {
  readonly model: MonopolyModel;
  /** Where the constants come from, as the output says it. */
  readonly constantsSource: string;
  /** The model file's properties and fairness, for a lasso (none without a model file). */
  readonly temporal: TemporalOptions | null;
}

/** The model of `path`; invariants monocheck does not check (MCWitness's NoHotel, ...) are let through. */
function modelOfFile(path: string): ResolvedModel {
  const file = readModelFile(path);
  return resolveModel({ ...file, invariants: file.invariants.filter((item) => KNOWN_INVARIANTS.includes(item.name)) }, {});
}

/** The model for `document`: from `configPath`, else from its first state (throws ModelValueError when that cannot be read). */
export function traceModel(document: TraceDocument, configPath: string | undefined): TraceModel {
  if (configPath !== undefined) {
    const resolved = modelOfFile(configPath);
    return { model: new MonopolyModel(resolved.constants), constantsSource: configPath, temporal: temporalOptionsOf(resolved) };
  }
  const constants = constantsFromFirstState(document.states[0] ?? {});
  return { model: new MonopolyModel(constants), constantsSource: 'read off the first state', temporal: null };
}

/**
 * Replays `document` against the model, with MCWitness's invariants
 * available for the claim. A lasso that names no property (TLC's -dumpTrace
 * json does not) is taken to claim the first of the model file's properties
 * it violates (or the first, to say it violates none).
 */
export function validateDocument(model: MonopolyModel, document: TraceDocument, temporal: TemporalOptions | null = null): TraceValidation {
  const input = { states: document.states, actions: document.actions, ...(document.loop !== null && { loop: document.loop }) };
  const options = { extraInvariants: witnessInvariants(model.constants), ...(temporal !== null && { temporal }) };
  const names = temporal?.properties.map((property) => property.name) ?? [];
  if (document.claim.kind !== 'none' || document.loop === null || names.length === 0) return validateTrace(model, { ...input, claim: document.claim }, options);
  const tries = names.map((property) => validateTrace(model, { ...input, claim: { kind: 'property', property } }, options));
  return tries.find((validation) => validation.claim.kind === 'property-violated') ?? (tries[0] as TraceValidation);
}

/**
 * Why the states of `document` are not states of the spec, naming the
 * variables: those missing (all of them, with the first state that lacks
 * them), else the first value of the wrong type or range. Null when every
 * state reads. `model` is null when the constants could not be read (`why`).
 */
export function traceProblem(document: TraceDocument, model: MonopolyModel | null, why: string | null): string | null {
  for (const [index, state] of document.states.entries()) {
    const missing = VARIABLE_NAMES.filter((name) => !(name in state));
    if (missing.length > 0) {
      const plural = missing.length === 1 ? 'the variable' : `${missing.length} of its ${VARIABLE_NAMES.length} variables:`;
      return `state ${index + 1} lacks ${plural} ${missing.join(', ')}; a state of the spec has ${VARIABLE_NAMES.join(', ')}`;
    }
  }
  if (model === null) return `cannot tell the spec's constants: ${why ?? 'no state'}`;
  const scratch = new Uint8Array(model.stateBytes);
  for (const [index, state] of document.states.entries()) {
    try {
      model.fromTla(state, scratch, 0);
    } catch (error) {
      if (!(error instanceof ModelValueError)) throw error;
      return `state ${index + 1} is not a state of the spec with N = ${model.constants.N}: ${error.message}`;
    }
  }
  return null;
}
