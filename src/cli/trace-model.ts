/**
 * The Monopoly model a trace is replayed against: the constants of a model
 * file when one is given (its invariants may include MCWitness's, which only
 * validation knows), else the constants read off the trace's first state.
 */
import { validateTrace, type TraceValidation } from '../engine/trace/validate-trace.js';
import { ModelValueError } from '../engine/model.js';
import { constantsFromFirstState } from '../monopoly/constants-from-state.js';
import { VARIABLE_NAMES } from '../monopoly/values.js';
import { MonopolyModel, type MonopolyConstants } from '../monopoly/model.js';
import { witnessInvariants } from '../monopoly/witness-invariants.js';
import type { TraceDocument } from '../tlc/trace-file.js';
import { KNOWN_INVARIANTS, readModelFile, resolveModel } from '../api/model-config.js';

export interface TraceModel {
  readonly model: MonopolyModel;
  /** Where the constants come from, as the output says it. */
  readonly constantsSource: string;
}

/** The constants of `path`; invariants monocheck does not check (MCWitness's NoHotel, ...) are let through. */
function constantsFromModelFile(path: string): MonopolyConstants {
  const file = readModelFile(path);
  return resolveModel({ ...file, invariants: file.invariants.filter((item) => KNOWN_INVARIANTS.includes(item.name)) }, {}).constants;
}

/** The model for `document`: from `configPath`, else from its first state (throws ModelValueError when that cannot be read). */
export function traceModel(document: TraceDocument, configPath: string | undefined): TraceModel {
  if (configPath !== undefined) return { model: new MonopolyModel(constantsFromModelFile(configPath)), constantsSource: configPath };
  const constants = constantsFromFirstState(document.states[0] ?? {});
  return { model: new MonopolyModel(constants), constantsSource: 'read off the first state' };
}

/** Replays `document` against `model`, with MCWitness's invariants available for the claim. */
export function validateDocument(model: MonopolyModel, document: TraceDocument): TraceValidation {
  return validateTrace(model, { states: document.states, actions: document.actions, claim: document.claim }, { extraInvariants: witnessInvariants(model.constants) });
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
