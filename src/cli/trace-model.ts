/**
 * The Monopoly model a trace is replayed against: the constants of a model
 * file when one is given (its invariants may include MCWitness's, which only
 * validation knows), else the constants read off the trace's first state.
 */
import { validateTrace, type TraceValidation } from '../engine/trace/validate-trace.js';
import { constantsFromFirstState } from '../monopoly/constants-from-state.js';
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
export function constantsFromModelFile(path: string): MonopolyConstants {
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
