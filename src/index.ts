/**
 * monocheck as a library: check the Monopoly spec (or any engine Model)
 * without spawning a process.
 *
 *   import { checkModelFile } from 'monocheck';
 *   const { result } = checkModelFile('specs/MCMonopoly.cfg');
 *   if (result.kind !== 'ok') ...
 */
import { loadModel, type ModelOverrides, type ResolvedModel } from './runs/model-config.js';
import type { CheckableSpec } from './runs/spec/checkable-spec.js';
import type { CheckedParts } from './runs/spec/checked-parts.js';
import { loadSpec, specOfResolved, type LoadSpecOptions } from './runs/spec/load-spec.js';
import { searchOf, searchSpec, searchSpecAsync, type SearchLimits } from './runs/spec/spec-search.js';
import type { Model } from './engine/model.js';
import type { CheckResult } from './engine/result.js';

export { check } from './engine/check.js';
// Temporal properties under fairness (docs/liveness.md).
export {
  checkLiveness,
  checkLivenessAsync,
  buildLivenessGraph,
  findViolation,
  type LivenessOptions,
  type BuiltGraph,
} from './engine/liveness/check-liveness.js';
export {
  always,
  eventually,
  leadsTo,
  implies,
  not,
  and,
  or,
  state,
  formulaText,
  type TemporalFormula,
  type TemporalProperty,
  type StatePredicate,
  type FairnessCondition,
  type FairAction,
} from './engine/liveness/temporal-formula.js';
export { confirmLasso, type LassoClaim } from './engine/liveness/confirm-lasso.js';
export { SPECIFICATIONS, PROPERTY_NAMES, temporalProperty, specificationNamed, type Specification } from './monopoly/temporal.js';
export { temporalOptionsOf, hasProperties, type TemporalOptions } from './runs/temporal-options.js';
export type { CheckOptions } from './engine/options.js';
export { UnknownNameError } from './engine/options.js';
export type { CheckResult, Statistics, Trace, Progress, LimitKind, LassoLoop } from './engine/result.js';
export { searchProblemMessage, type SearchProblem, type MemoryParts, type MemoryPart } from './engine/search-problem.js';
export { CheckpointError, FingerprintWidthError } from './engine/checkpoint.js';
export type { Model, StateSink } from './engine/model.js';
export type { RepeatingModel, RepeatSink } from './engine/repeating-model.js';
// The seam between a model file and what checks it (docs/library.md#specs).
export { loadSpec, specOfResolved, specOfFirstState, type LoadSpecOptions, type EngineOption } from './runs/spec/load-spec.js';
export { FlagValueError } from './runs/flag-value-error.js';
export {
  requireMonopoly,
  NotMonopolyError,
  askedEngineReason,
  type EngineWhy,
  type CheckableSpec,
  type EngineChoice,
  type EngineKind,
  type SpecRecipe,
  type MonopolyCapability,
} from './runs/spec/checkable-spec.js';
export type { CheckedParts } from './runs/spec/checked-parts.js';
export { specOfRecipe, modelOfRecipe, SpecRecipeError } from './runs/spec/spec-recipe.js';
export {
  searchOf,
  runSearch,
  runSearchAsync,
  searchSpec,
  searchSpecAsync,
  type SpecSearch,
  type SearchLimits,
} from './runs/spec/spec-search.js';
export { constantsText, constantsJson, type ModelConstant } from './report/model-constants.js';
export { tlcActionLabel, type TlcTraceForm, type TlcAction, type TlcLocation } from './tlc/tlc-trace-form.js';
export type { TlaValue, TlaState, TlaFunction, TlaRecord, TlaSet } from './engine/trace/tla-value.js';
export { confirmTrace } from './engine/trace/trace.js';
export { MonopolyModel, type MonopolyConstants } from './monopoly/model.js';
export { loadModel, resolveModel, defaultModelPath, type ResolvedModel, type ModelOverrides } from './runs/model-config.js';
export {
  ModelValueError,
  UnknownInvariantError,
  modelValueMessage,
  LIBRARY_OVERRIDE_WORDS,
  type ModelValueProblem,
  type ConstantSource,
  type OverrideKey,
  type OverrideWords,
} from './runs/override-errors.js';
export { RootModuleError } from './runs/spec/root-module.js';
export { FirstStateConstantsError, type FirstStateProblem } from './monopoly/constants-from-state.js';
export { parseModelFile, ModelFileError } from './tlc/cfg.js';
// The TLA+ modules beside a model file against the transcribed spec (docs/spec-beside-model.md).
export {
  checkSpecBeside,
  loadModelBeside,
  SpecChangedError,
  TranscribedSpecEditedError,
  describeDifference,
  type SpecBeside,
} from './runs/spec-beside-model.js';
export { parseTlaModule, compareModules, type TlaModule, type ModuleDifference } from './tlc/tla-module.js';
export { showTrace, type ShownTrace, type ShownStep } from './engine/trace/shown-trace.js';
// Comparing with TLC and reading traces (docs/tlc-and-traces.md).
export {
  validateTrace,
  type TraceValidation,
  type TraceToValidate,
  type ClaimedOutcome,
  type ClaimOutcome,
  type StepFailure,
  type ValidatedStep,
} from './engine/trace/validate-trace.js';
export { diffTlaStates, type TlaChange } from './engine/trace/tla-diff.js';
export { parseTlaValue, parseTlaState, TlaSyntaxError } from './tlc/value-parser.js';
export { printTlaValue, printTlaState } from './tlc/value-printer.js';
export { parseTlcOutput, type TlcRun, type TlcVerdict, type TlcTraceState } from './tlc/tlc-output.js';
export { readTraceText, TraceFileError, type TraceDocument, type TraceFileFormat } from './tlc/trace-file.js';
export { compareAnswers, type ComparisonRow, type RunAnswers } from './tlc/compare.js';
export { compareWithTlc, type TlcUnavailable } from './runs/compare-with-tlc.js';
export { renderTraceFile, writeTraceFile, writeHtmlViewer, claimOfResult, type TraceFormat } from './runs/trace-files.js';
export { witnessInvariants } from './monopoly/witness-invariants.js';
// Beyond exhaustive search (docs/beyond-exhaustive-search.md).
export { depthFirstSearch, type DepthFirstOptions, type DepthFirstReport } from './engine/search/dfs.js';
export {
  simulate,
  uniformChooser,
  type Chooser,
  type SimulationObserver,
  type SimulationOptions,
  type SimulationResult,
  type SimulationStatistics,
  type RunEnding,
} from './engine/search/simulate.js';
export { SeededRandom } from './engine/search/random.js';
export { SuccessorList } from './engine/search/successor-list.js';
export { chooserFor, STRATEGY_NAMES, type StrategyName } from './monopoly/strategies.js';
export { GameObserver } from './monopoly/game-observer.js';
export { LandingTally } from './monopoly/landing.js';
export { WITNESSES, WitnessModel, findWitness, type Witness } from './monopoly/witnesses.js';
export { parseReplayScript, ReplayScriptError, type Choice, type ScriptStep } from './monopoly/replay-script.js';
export { replay, scriptOf, type ReplayResult } from './monopoly/replay.js';

/**
 * Checks `spec` (see searchOf: its temporal properties when it names
 * some, then in one thread whatever `workers` says, without checkpoints).
 */
export function checkSpec(spec: CheckableSpec, limits: SearchLimits = {}): { model: Model; result: CheckResult } {
  return searchSpec(spec, searchOf(spec, limits));
}

/** checkSpec giving the event loop a turn between slices, so that timers, signals and `shouldStop` are heard. */
export async function checkSpecAsync(spec: CheckableSpec, limits: SearchLimits = {}): Promise<{ model: Model; result: CheckResult }> {
  return searchSpecAsync(spec, searchOf(spec, limits));
}

/**
 * Checks a resolved Monopoly model (constants, invariants, constraints,
 * deadlock, and its temporal properties under its specification's fairness
 * when it names some: then the search runs in one thread, whatever `workers`
 * says, and keeps no checkpoints).
 */
export function checkMonopoly(resolved: ResolvedModel, limits: SearchLimits = {}): { model: Model; result: CheckResult } {
  return checkSpec(specOfResolved(resolved), limits);
}

/** checkMonopoly giving the event loop a turn between slices, so that timers, signals and `shouldStop` are heard. */
export function checkMonopolyAsync(resolved: ResolvedModel, limits: SearchLimits = {}): Promise<{ model: Model; result: CheckResult }> {
  return checkSpecAsync(specOfResolved(resolved), limits);
}

/**
 * Reads a TLC .cfg file of MCMonopoly.tla and checks it; throws ModelFileError on a bad file.
 * It checks the transcribed spec whatever the .tla files beside the model say: checkModelFileAsync compares them first.
 */
export function checkModelFile(
  path: string,
  overrides: ModelOverrides = {},
  limits: SearchLimits = {},
): { model: Model; resolved: ResolvedModel; result: CheckResult } {
  const resolved = loadModel(path, overrides);
  return { resolved, ...checkMonopoly(resolved, limits) };
}

/**
 * What `monocheck check` does: reads the .cfg file into its spec (loadSpec: the transcription when the TLA+ modules
 * beside it are the transcribed spec, else the modules compiled, as `spec.engine` asks; docs/spec-beside-model.md),
 * then checks the model without blocking the event loop. Rejects with ModelFileError on a bad file, or the compiler's errors.
 */
export async function checkModelFileAsync(
  path: string,
  overrides: ModelOverrides = {},
  limits: SearchLimits = {},
  spec: LoadSpecOptions = {},
): Promise<{ model: Model; spec: CheckableSpec; resolved: CheckedParts; result: CheckResult }> {
  const loaded = await loadSpec(path, overrides, spec);
  return { spec: loaded, resolved: loaded, ...(await checkSpecAsync(loaded, limits)) };
}
