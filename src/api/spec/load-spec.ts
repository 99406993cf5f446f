/**
 * From a model file (and the command line's overrides) to the CheckableSpec
 * it checks: the file read and resolved, the modules beside it compared
 * with the transcribed spec, and the engine that serves it chosen, with the
 * reason. Today that is always the transcription: edited modules are
 * refused (SpecChangedError) unless --ignore-spec-changes.
 */
import { realpathSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { TlaState } from '../../engine/trace/tla-value.js';
import { constantsFromFirstState } from '../../monopoly/constants-from-state.js';
import { defaultModelPath, loadModel, type ModelOverrides, type ResolvedModel } from '../model-config.js';
import { checkSpecBeside, type SpecBeside, type SpecBesideOptions } from '../spec-beside-model.js';
import type { CheckableSpec, EngineChoice } from './checkable-spec.js';
import { transcribedSpec } from './transcribed-spec.js';

function isTranscribedFolder(modelPath: string): boolean {
  try {
    return realpathSync(dirname(resolve(modelPath))) === realpathSync(dirname(defaultModelPath()));
  } catch {
    return false;
  }
}

/** Why the transcription checks the model at `modelPath`, given what the comparison of the modules beside it found. */
function transcriptionChosen(modelPath: string, beside: SpecBeside): EngineChoice {
  const reason = beside.notice !== null ? 'the modules beside the model differ from the transcribed spec, and --ignore-spec-changes checks the transcription anyway'
    : isTranscribedFolder(modelPath) ? 'the model file is in specs/, beside the transcribed spec'
    : beside.compared.length > 0 ? `the modules beside the model (${beside.compared.map((path) => basename(path)).join(', ')}) are the transcribed spec`
    : 'no module of the spec is beside the model file, so the transcribed spec is checked';
  return { kind: 'transcribed', reason };
}

/**
 * The spec the model file at `path` checks, with the overrides applied.
 * Throws ModelFileError (a bad model file) or SpecChangedError (edited
 * modules beside it, without `ignoreSpecChanges`).
 */
export async function loadSpec(path: string, overrides: ModelOverrides = {}, options: SpecBesideOptions = {}): Promise<CheckableSpec> {
  const resolved = loadModel(path, overrides);
  const beside = await checkSpecBeside(path, options);
  return transcribedSpec(beside.notice === null ? resolved : { ...resolved, specNotice: beside.notice }, transcriptionChosen(path, beside));
}

/** The spec of an already resolved model of the transcribed spec (the library's checkMonopoly, a checkpoint's older context). */
export function specOfResolved(resolved: ResolvedModel): CheckableSpec {
  return transcribedSpec(resolved);
}

/**
 * The spec a trace was made with when no model file is given: the
 * transcription, with the constants its first state tells (see
 * constants-from-state.ts). Throws ModelValueError when the state does not tell them.
 */
export function specOfFirstState(state: TlaState): CheckableSpec {
  const constants = constantsFromFirstState(state);
  const resolved: ResolvedModel = { file: null, constants, invariants: [], constraints: [], checkDeadlock: false, specification: null, properties: [] };
  return transcribedSpec(resolved, { kind: 'transcribed', reason: "no model file was given: the trace's first state tells the transcribed spec's constants" });
}
