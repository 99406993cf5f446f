/**
 * monocheck as a library: check the Monopoly spec (or any engine Model)
 * without spawning a process.
 *
 *   import { checkModelFile } from 'monocheck';
 *   const { result } = checkModelFile('specs/MCMonopoly.cfg');
 *   if (result.kind !== 'ok') ...
 */
import { loadModel, type ModelOverrides, type ResolvedModel } from './api/model-config.js';
import { check, checkAsync } from './engine/check.js';
import { checkLiveness, checkLivenessAsync, type LivenessOptions } from './engine/liveness/check-liveness.js';
import { loadModelBeside, type SpecBesideOptions } from './api/spec-beside-model.js';
import { hasProperties, temporalOptionsOf } from './api/temporal-options.js';
import type { CheckOptions } from './engine/options.js';
import type { CheckResult } from './engine/result.js';
import { MonopolyModel } from './monopoly/model.js';

export { check } from './engine/check.js';
// Temporal properties under fairness (docs/liveness.md).
export { checkLiveness, checkLivenessAsync, buildLivenessGraph, findViolation, type LivenessOptions, type BuiltGraph } from './engine/liveness/check-liveness.js';
export { always, eventually, leadsTo, implies, not, and, or, state, formulaText, type TemporalFormula, type TemporalProperty, type StatePredicate, type FairnessCondition, type FairAction } from './engine/liveness/temporal-formula.js';
export { confirmLasso, type LassoClaim } from './engine/liveness/confirm-lasso.js';
export { SPECIFICATIONS, PROPERTY_NAMES, temporalProperty, specificationNamed, type Specification } from './monopoly/temporal.js';
export { temporalOptionsOf, hasProperties, type TemporalOptions } from './api/temporal-options.js';
export type { CheckOptions } from './engine/options.js';
export { UnknownNameError } from './engine/options.js';
export type { CheckResult, Statistics, Trace, Progress, LimitKind, LassoLoop } from './engine/result.js';
export type { Model, StateSink } from './engine/model.js';
export type { TlaValue, TlaState, TlaFunction, TlaRecord, TlaSet } from './engine/trace/tla-value.js';
export { confirmTrace } from './engine/trace/trace.js';
export { MonopolyModel, type MonopolyConstants } from './monopoly/model.js';
export { loadModel, resolveModel, defaultModelPath, type ResolvedModel, type ModelOverrides } from './api/model-config.js';
export { parseModelFile, ModelFileError } from './tlc/cfg.js';
// The TLA+ modules beside a model file against the transcribed spec (docs/spec-beside-model.md).
export { checkSpecBeside, loadModelBeside, SpecChangedError, describeDifference, type SpecBeside, type SpecBesideOptions } from './api/spec-beside-model.js';
export { parseTlaModule, compareModules, type TlaModule, type ModuleDifference } from './tlc/tla-module.js';
export { showTrace, type ShownTrace, type ShownStep } from './engine/trace/shown-trace.js';
// Comparing with TLC and reading traces (docs/tlc-and-traces.md).
export { validateTrace, type TraceValidation, type TraceToValidate, type ClaimedOutcome, type ClaimOutcome, type StepFailure, type ValidatedStep } from './engine/trace/validate-trace.js';
export { diffTlaStates, type TlaChange } from './engine/trace/tla-diff.js';
export { parseTlaValue, parseTlaState, TlaSyntaxError } from './tlc/value-parser.js';
export { printTlaValue, printTlaState } from './tlc/value-printer.js';
export { parseTlcOutput, type TlcRun, type TlcVerdict, type TlcTraceState } from './tlc/tlc-output.js';
export { readTraceText, TraceFileError, type TraceDocument, type TraceFileFormat } from './tlc/trace-file.js';
export { compareAnswers, type ComparisonRow, type RunAnswers } from './tlc/compare.js';
export { compareWithTlc } from './api/compare-with-tlc.js';
export { renderTraceFile, writeTraceFile, writeHtmlViewer, claimOfResult, type TraceFormat } from './api/trace-files.js';
export { witnessInvariants } from './monopoly/witness-invariants.js';
// Beyond exhaustive search (docs/beyond-exhaustive-search.md).
export { depthFirstSearch, type DepthFirstOptions, type DepthFirstReport } from './engine/search/dfs.js';
export { simulate, uniformChooser, type Chooser, type SimulationObserver, type SimulationOptions, type SimulationResult, type SimulationStatistics, type RunEnding } from './engine/search/simulate.js';
export { SeededRandom } from './engine/search/random.js';
export { SuccessorList } from './engine/search/successor-list.js';
export { chooserFor, STRATEGY_NAMES, type StrategyName } from './monopoly/strategies.js';
export { GameObserver } from './monopoly/game-observer.js';
export { LandingTally } from './monopoly/landing.js';
export { WITNESSES, WitnessModel, findWitness, type Witness } from './monopoly/witnesses.js';
export { parseReplayScript, ReplayScriptError, type Choice, type ScriptStep } from './monopoly/replay-script.js';
export { replay, scriptOf, type ReplayResult } from './monopoly/replay.js';

/** Search limits and progress reporting, on top of what the model file says. */
export type SearchLimits = Omit<CheckOptions, 'invariants' | 'constraints' | 'checkDeadlock'>;

/** The search a resolved model asks for: its temporal properties when it names some (one thread, no checkpoints), else its invariants and deadlock. */
type MonopolySearch =
  | { readonly model: MonopolyModel; readonly kind: 'invariants'; readonly options: CheckOptions }
  | { readonly model: MonopolyModel; readonly kind: 'liveness'; readonly options: LivenessOptions };

function searchOf(resolved: ResolvedModel, limits: SearchLimits): MonopolySearch {
  const model = new MonopolyModel(resolved.constants);
  const checked = { invariants: resolved.invariants, constraints: resolved.constraints, checkDeadlock: resolved.checkDeadlock };
  if (!hasProperties(resolved)) return { model, kind: 'invariants', options: { ...limits, ...checked } };
  // the liveness search reads the limits it knows (LivenessOptions) and no others: workers, checkpoints and the rest do not apply
  return { model, kind: 'liveness', options: { ...limits, ...checked, ...temporalOptionsOf(resolved) } };
}

/**
 * Checks a resolved Monopoly model (constants, invariants, constraints,
 * deadlock, and its temporal properties under its specification's fairness
 * when it names some: then the search runs in one thread, whatever `workers`
 * says, and keeps no checkpoints).
 */
export function checkMonopoly(resolved: ResolvedModel, limits: SearchLimits = {}): { model: MonopolyModel; result: CheckResult } {
  const search = searchOf(resolved, limits);
  return { model: search.model, result: search.kind === 'liveness' ? checkLiveness(search.model, search.options) : check(search.model, search.options) };
}

/** checkMonopoly giving the event loop a turn between slices, so that timers, signals and `shouldStop` are heard. */
export async function checkMonopolyAsync(resolved: ResolvedModel, limits: SearchLimits = {}): Promise<{ model: MonopolyModel; result: CheckResult }> {
  const search = searchOf(resolved, limits);
  return { model: search.model, result: await (search.kind === 'liveness' ? checkLivenessAsync(search.model, search.options) : checkAsync(search.model, search.options)) };
}

/**
 * Reads a TLC .cfg file of MCMonopoly.tla and checks it; throws ModelFileError on a bad file.
 * It checks the transcribed spec whatever the .tla files beside the model say: checkModelFileAsync compares them first.
 */
export function checkModelFile(path: string, overrides: ModelOverrides = {}, limits: SearchLimits = {}): { model: MonopolyModel; resolved: ResolvedModel; result: CheckResult } {
  const resolved = loadModel(path, overrides);
  return { resolved, ...checkMonopoly(resolved, limits) };
}

/**
 * What `monocheck check` does: reads the .cfg file, compares the TLA+ modules beside it with the transcribed spec
 * (rejects with SpecChangedError when they differ, unless `spec.ignoreSpecChanges`; docs/spec-beside-model.md),
 * then checks the model without blocking the event loop. Rejects with ModelFileError on a bad file.
 */
export async function checkModelFileAsync(path: string, overrides: ModelOverrides = {}, limits: SearchLimits = {}, spec: SpecBesideOptions = {}): Promise<{ model: MonopolyModel; resolved: ResolvedModel; result: CheckResult }> {
  const resolved = await loadModelBeside(path, overrides, spec);
  return { resolved, ...(await checkMonopolyAsync(resolved, limits)) };
}
