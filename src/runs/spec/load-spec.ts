/**
 * From a model file (and the command line's overrides) to the CheckableSpec
 * it checks: the file read and resolved, the modules beside it compared
 * with the transcribed spec, and the engine that serves it chosen, with the
 * reason: the transcription when the modules beside the model are its spec
 * (or none is), the modules compiled when they are edited or are a spec of
 * their own (`Jugs.cfg` beside `Jugs.tla`).
 */
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { TlaState } from '../../engine/trace/tla-value.js';
import { constantsFromFirstState } from '../../monopoly/constants-from-state.js';
import { defaultModelPath, loadModel, readModelFile, type ModelOverrides, type ResolvedModel } from '../model-config.js';
import { checkSpecBeside, SpecChangedError, transcribedModules, transcribedSpecDirectory, type SpecBeside } from '../spec-beside-model.js';
import type { ModelFile } from '../../tlc/cfg.js';
import { compiledSpecOfFile } from './compiled-spec.js';
import { rootModuleFor } from './root-module.js';
import { askedEngineReason, NO_MODULE_BESIDE, type CheckableSpec, type EngineChoice } from './checkable-spec.js';
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
  const reason = isTranscribedFolder(modelPath)
    ? 'the model file is in specs/, beside the transcribed spec'
    : beside.compared.length > 0
      ? `the modules beside the model (${beside.compared.map((path) => basename(path)).join(', ')}) are the transcribed spec`
      : 'no module of the spec is beside the model file, so the transcribed spec is checked';
  return { kind: 'transcribed', reason };
}

/**
 * The root module beside the model when it is not one of the transcribed
 * spec's (a spec of its own, which only the compiler can check), else null:
 * the module named by `named` (the module option), else the one TLC pairs
 * with the model file (`Jugs.cfg` -> `Jugs.tla`), else the module beside it
 * that defines every name the model file uses (root-module.ts). A model
 * file none of whose modules is there stays the transcription's.
 */
async function ownModuleBeside(modelPath: string, named: string | undefined): Promise<string | null> {
  if (isTranscribedFolder(modelPath)) return null;
  const folder = dirname(resolve(modelPath));
  const transcribed = new Set(transcribedModules());
  const own = (module: string) => (transcribed.has(`${module}.tla`) || !existsSync(join(folder, `${module}.tla`)) ? null : `${module}.tla`);
  if (named !== undefined) return own(named.replace(/\.tla$/, ''));
  const paired = own(basename(modelPath).replace(/\.cfg$/, ''));
  if (paired !== null || !readdirSync(folder).some((name) => name.endsWith('.tla') && !transcribed.has(name))) return paired;
  try {
    return own(await rootModuleFor(modelPath, folder, readModelFile(modelPath)));
  } catch {
    return null; // no module beside it fits (or one does not read): the transcription's model, as before
  }
}

/** Which engine serves a model: the transcription when the modules beside it are the transcribed spec (auto), or the one asked for. */
export type EngineOption = 'auto' | 'transcribed' | 'compiled';

export interface LoadSpecOptions {
  readonly engine?: EngineOption;
  /** The root module to compile (default: see root-module.ts). */
  readonly module?: string;
}

/**
 * The spec the model file at `path` checks, with the overrides applied.
 * `auto`: the transcription when the modules beside the model are the
 * transcribed spec (or none is there), else the modules compiled;
 * `transcribed`: the transcription, edited modules refused
 * (SpecChangedError); `compiled`: the modules compiled. Throws
 * ModelFileError, SpecChangedError, or the compiler's errors.
 */
export async function loadSpec(path: string, overrides: ModelOverrides = {}, options: LoadSpecOptions = {}): Promise<CheckableSpec> {
  const engine = options.engine ?? 'auto';
  if (engine === 'compiled')
    return compiledSpecOf(path, overrides, options.module, {
      kind: 'compiled',
      reason: askedEngineReason({}, "engine 'compiled'"),
      why: { kind: 'asked' },
    });
  let beside: SpecBeside;
  try {
    beside = await checkSpecBeside(path);
  } catch (error) {
    if (!(error instanceof SpecChangedError) || engine === 'transcribed') throw error;
    return compiledSpecOf(path, overrides, options.module, { kind: 'compiled', reason: error.findings.join('; ') });
  }
  const own = engine === 'auto' && beside.compared.length === 0 ? await ownModuleBeside(path, options.module) : null;
  if (own !== null)
    // the root module found is passed on: compiledSpecOf does not look for it again
    return compiledSpecOf(path, overrides, own.replace(/\.tla$/, ''), {
      kind: 'compiled',
      reason: `${own} beside the model is not a module of the transcribed spec`,
    });
  const resolved = loadModel(path, overrides);
  return transcribedSpec(resolved, transcriptionChosen(path, beside));
}

/**
 * The modules beside the model file compiled, the overrides applied to its
 * model file; with no module beside it, the modules of specs/ (those the
 * transcription checks in that case).
 */
async function compiledSpecOf(
  path: string,
  overrides: ModelOverrides,
  module: string | undefined,
  engine: EngineChoice,
): Promise<CheckableSpec> {
  const original = readModelFile(path);
  const file = withOverrides(original, overrides);
  const beside = dirname(resolve(path));
  const hasModules = readdirSync(beside).some((name) => name.endsWith('.tla'));
  const folder = hasModules ? beside : transcribedSpecDirectory();
  const root = await rootModuleFor(path, folder, file, module);
  const said = hasModules ? engine : { ...engine, reason: `${engine.reason}; ${NO_MODULE_BESIDE}`, modules: 'the modules of specs/' };
  // a spec without MaxDepth takes --max-depth as the depth-first searches' bound alone
  const assignsMaxDepth = original.constants.some((constant) => constant.name === 'MaxDepth');
  const depthBound = overrides.maxDepth !== undefined && !assignsMaxDepth ? overrides.maxDepth : undefined;
  return compiledSpecOfFile(path, folder, file, root, said, depthBound);
}

/** The model file with the command line's constants, invariants and deadlock flag in place of its own. */
function withOverrides(file: ModelFile, overrides: ModelOverrides): ModelFile {
  const constants = [...file.constants];
  const set = (name: string, value: number | undefined) => {
    if (value === undefined) return;
    const index = constants.findIndex((c) => c.name === name);
    const assignment = { name, value: { kind: 'int' as const, value }, line: index >= 0 ? constants[index]!.line : 0 };
    if (index >= 0) constants[index] = assignment;
    else constants.push(assignment);
  };
  set('N', overrides.players);
  set('StartMoney', overrides.startMoney);
  set('MaxMoney', overrides.maxMoney);
  // --max-depth sets MaxDepth where the model file assigns it; otherwise it only bounds --dfs and --dfid (compiledSpecOf)
  if (constants.some((c) => c.name === 'MaxDepth')) set('MaxDepth', overrides.maxDepth);
  return {
    ...file,
    constants,
    ...(overrides.invariants !== undefined &&
      overrides.invariants.length > 0 && { invariants: overrides.invariants.map((name) => ({ name, line: 0 })) }),
    ...(overrides.noDeadlock === true && { checkDeadlock: { value: false, line: 0 } }),
  };
}

/** The spec of an already resolved model of the transcribed spec (the library's checkMonopoly, a checkpoint's older context). */
export function specOfResolved(resolved: ResolvedModel): CheckableSpec {
  return transcribedSpec(resolved);
}

/**
 * The spec a trace was made with when no model file is given: the
 * transcription, with the constants its first state tells (see
 * constants-from-state.ts). Throws FirstStateConstantsError (a ModelValueError) when the state does not tell them.
 */
export function specOfFirstState(state: TlaState): CheckableSpec {
  const constants = constantsFromFirstState(state);
  const resolved: ResolvedModel = {
    file: null,
    constants,
    invariants: [],
    constraints: [],
    checkDeadlock: false,
    specification: null,
    properties: [],
  };
  return transcribedSpec(resolved, {
    kind: 'transcribed',
    reason: "no model file was given: the trace's first state tells the transcribed spec's constants",
  });
}
