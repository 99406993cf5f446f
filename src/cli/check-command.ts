/** `monocheck check [model.cfg]`: the yargs definition and its handler. */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkAsync } from '../engine/check.js';
import { checkLivenessAsync } from '../engine/liveness/check-liveness.js';
import type { Model } from '../engine/model.js';
import type { CheckResult, Progress } from '../engine/result.js';
import { toJsonResult } from '../report/json.js';
import { renderProgressLine, renderStatusLine } from '../report/progress.js';
import { showTrace, showViolations, type ShownTrace, type ShownViolation } from '../engine/trace/shown-trace.js';
import { renderSummary } from '../report/text.js';
import { collisionWarning } from '../report/collision.js';
import { renderTraceText } from '../report/trace-text.js';
import { TlcReport, tlcModeOf } from './tlc-report.js';
import { exitCodeOf, reportSearchError } from './exit-codes.js';
import { requireMonopoly, type CheckableSpec } from '../api/spec/checkable-spec.js';
import { searchOf } from '../api/spec/spec-search.js';
import { loadSpecOfFlags, modelFlagsOf } from './model-flags.js';
import { searchSpecAsync } from '../api/spec/spec-search.js';
import { checkSpecUnchanged } from '../api/spec/spec-unchanged.js';
import { defineCommand, type MonocheckCommand } from './command.js';
import { runTlc } from './tlc-command.js';
import { claimOfResult } from '../api/trace-files.js';
import { displayPath } from '../api/display-path.js';
import { type Terminal } from './terminal.js';
import { checkHeader } from './check-header.js';
import { runSearchMode, wantsSearchMode } from './search-modes.js';
import { checkpointDirectory, DEFAULT_CHECKPOINT_DIR, scaleSearchOptions, specFromCheckpoint, workDirectory, workersWithinCores } from './scale-options.js';
import { checkOptions, type CheckArguments } from './check-arguments.js';
import { noCounterexampleBecause, writeCounterexampleFiles } from './counterexample-files.js';
import { fileOutput, folderOutput, requireWritable } from './output-files.js';
import { inputOf, modelInputs, type InputPath } from '../api/run-inputs.js';
import { writeFailure } from '../api/output-paths.js';
import { signalExitCode } from './signals.js';
import { exploreCounterexample } from './explore-command.js';
import { checkOnClusterFromCli, refuseClusterCheckpoint } from './cluster-check.js';
import { resultInCliWords } from './library-error-words.js';
import { readClusterTls, tlsInputs } from './cluster-options.js';
import { UsageError } from './usage-error.js';
import { refuseTlcModeCombinations, startTlcModes, tlcModeOutputs } from './tlc-modes.js';
import { renderViolationCounts, renderViolationsText } from '../report/violations-text.js';

/**
 * Every path `check` may write, checked before any work. The checkpoint
 * folder only when named or when checkpoints are asked for: the default one
 * is written only on Ctrl-C, and a run in a read-only folder must still start.
 */
function checkOutputs(args: CheckArguments) {
  const checkpoints = args.recover !== undefined ? folderOutput('--recover', args.recover)
    : args.checkpointDir !== undefined || args.checkpoint !== undefined ? folderOutput('--checkpoint-dir', args.checkpointDir ?? DEFAULT_CHECKPOINT_DIR)
    : undefined;
  return { written: [fileOutput('--trace-out', args.traceOut), fileOutput('--html', args.html), folderOutput('--work-dir', args.workDir), ...tlcModeOutputs(args)], checkpoints };
}

/** What `check` reads: the model file and the modules beside it (a recovered run's are known once its checkpoint is read), the TLS files of a cluster. */
function checkInputs(args: CheckArguments): InputPath[] {
  return [...(args.recover === undefined ? modelInputs(args.model) : inputOf('the checkpoint folder being recovered', args.recover)), ...tlsInputs(args)];
}

/**
 * The model of the run a checkpoint holds. The model flags would change it, so they are refused; the .tla files
 * beside its model file are compared again (they may have been edited since), as for a new run.
 */
async function recoveredSpec(args: CheckArguments, folder: string): Promise<CheckableSpec> {
  const flags = [...(args.model === undefined ? [] : [args.model]), ...modelFlagsOf(args)];
  if (flags.length > 0) throw new UsageError(`--recover continues the run saved in ${displayPath(folder)}, with its model; drop ${flags.join(' ')}.`);
  const spec = await specFromCheckpoint(folder);
  if (spec.file !== null) requireWritable(checkOutputs(args).written, modelInputs(spec.file));
  if (spec.file !== null && existsSync(spec.file)) await checkSpecUnchanged(spec);
  return spec;
}

/**
 * Runs the check and writes its report; returns the exit code, as
 * `afterResult` makes it from the search's (monocheck tlc adds its notes
 * there). Throws ModelFileError on a bad model, UsageError on a path that
 * cannot be written.
 */
async function runCheck(args: CheckArguments, terminal: Terminal, afterResult = (_result: CheckResult, code: number) => code): Promise<number> {
  refuseBeforeLoading(args);
  const spec = args.recover === undefined ? await loadSpecOfFlags(args) : await recoveredSpec(args, args.recover);
  refuseTlcModeCombinations(args, spec);
  if (spec.temporal !== null) refuseLivenessFlags(args);
  // the board viewer draws Monopoly's board: refused before the search for a spec without it
  if (args.html !== undefined) requireMonopoly(spec, '--html (the board viewer)');
  if (wantsSearchMode(args)) return runSearchMode(args, spec, terminal);
  const format = args.json ? 'json' : args.format;
  const tlcMode = tlcModeOf(format);
  const tlc = tlcMode === null ? null : new TlcReport(tlcMode, terminal, spec, 'breadth-first');
  if (format === 'text') terminal.out(header(spec) + (args.continue === true ? '  going on past invariant violations (--continue)\n' : ''));
  let previous: Progress | null = null;
  const checkpointFailures = new Set<string>();
  // said when it happens, once per reason: the search goes on, and a later checkpoint may work again
  const onCheckpointFailure = (error: unknown) => {
    const reason = writeFailure(error);
    if (!checkpointFailures.has(reason)) terminal.err(`monocheck: could not write a checkpoint to ${displayPath(checkpointDirectory(args))}: ${reason}; the search goes on\n`);
    checkpointFailures.add(reason);
  };
  // said once, on stderr, when a 64-bit run's collision estimate passes 1e-3 (as it passes, or at the end)
  let warnedOfCollisions = false;
  const warnOfCollisions = (figures: Pick<Progress, 'distinctStates' | 'statesGenerated' | 'fingerprintBits'>, onStatusLine: boolean) => {
    const warning = warnedOfCollisions ? null : collisionWarning(figures.distinctStates, figures.statesGenerated, figures.fingerprintBits ?? 64);
    if (warning !== null) terminal.err(`${onStatusLine ? '\n' : ''}${warning}\n`);
    warnedOfCollisions ||= warning !== null;
  };
  const workDir = workDirectory(args);
  const modes = startTlcModes(args, spec);
  // a liveness search reads only the limits it knows (see searchOf): not the workers, checkpoints or spill folder
  // the coordinator of a cluster starts no threads of its own
  const workers = args.cluster === undefined ? workersWithinCores(args.workers, (line) => terminal.err(line)) : args.workers;
  tlc?.start(workers, spec.createModel());
  const search = searchOf(spec, {
    ...modes.withoutCheckpoints(scaleSearchOptions({ ...args, workers }, spec, terminal.stop, workDir.path, onCheckpointFailure)),
    ...(args.maxStates !== undefined && { maxDistinctStates: args.maxStates }),
    ...(args.timeLimit !== undefined && { timeLimitSeconds: args.timeLimit }),
    ...modes.limits,
    progressIntervalSeconds: args.progressInterval,
    onProgress: (progress) => {
      // TLC prints its progress among its messages, on stdout
      if (tlc !== null) tlc.progress(progress);
      else terminal.err(terminal.statusLine ? `\r${renderStatusLine(progress, previous)}\u001b[K` : `${renderProgressLine(progress, previous)}\n`);
      previous = progress;
      warnOfCollisions(progress, terminal.statusLine && tlc === null);
    },
  });
  // a compiled spec's search that ran out of room in its packed layout runs again on a wider one (searchSpecAsync)
  const checkpointNote = search.kind === 'liveness' ? '' : `the checkpoint being written is then dropped, and ${displayPath(checkpointDirectory(args))} keeps the last complete one, if any`;
  const { model, result } = await searchSpecAsync(spec, search, (model) =>
    terminal.stop.whileStoppable(() => {
      if (search.kind === 'liveness') return checkLivenessAsync(model, search.options);
      return args.cluster === undefined ? checkAsync(model, search.options).then(resultInCliWords) : checkOnClusterFromCli(model, search.options, args, spec, terminal);
    }, 'stopping at the next slice', checkpointNote),
  ).finally(() => workDir.release());
  if (terminal.statusLine && previous !== null && tlc === null) terminal.err('\n');
  warnOfCollisions(result.stats, false);
  const failureTrace = result.kind === 'error' && result.failure !== undefined && result.failure.trace.states.length > 0 ? result.failure.trace : null;
  const shown: ShownTrace | null =
    result.kind === 'invariant' || result.kind === 'deadlock' ? showTrace(model, result.trace) : result.kind === 'property' ? showTrace(model, result.trace, result.loop) : failureTrace !== null ? showTrace(model, failureTrace) : null;
  const violations = showViolations(model, result.violations);
  const continued = result.violations === undefined ? {} : { violations: { shown: violations, form: spec.tlc } };
  if (format === 'json') terminal.out(`${JSON.stringify(toJsonResult(result, { constants: spec.constants, engine: spec.engine, ...continued }))}\n`);
  else if (tlc !== null) tlc.end(result, shown, undefined, { difftrace: args.difftrace === true, violations });
  else terminal.out(renderText(result, shown, violations, model, spec, terminal.colorLevel));
  modes.finish(terminal);
  reportSearchError(result, terminal);
  reportCheckpoint(result, terminal, args.cluster !== undefined);
  writeCounterexampleFiles(terminal, args, { shown, why: noCounterexampleBecause(result), claim: claimOfResult(result), model, spec, what: 'the counterexample' });
  const stopped = terminal.stop.requested;
  if (result.kind === 'limit' && result.limit === 'interrupted' && stopped !== null) return signalExitCode(stopped);
  if (args.explore === true) return exploreCounterexample(spec, result, exitCodeOf(result), terminal);
  return afterResult(result, exitCodeOf(result));
}

/** The refusals made before the spec is read: flag combinations, outputs that cannot be written, cluster flags. */
function refuseBeforeLoading(args: CheckArguments): void {
  refuseTlcModeCombinations(args, null);
  const outputs = checkOutputs(args);
  // the checkpoint folder is an output too, but --recover's is also read: it is checked only as an output
  requireWritable([...outputs.written, outputs.checkpoints]);
  requireWritable(outputs.written, checkInputs(args));
  if (args.cluster !== undefined) readClusterTls(args);
  if (args.recover !== undefined && args.cluster === undefined) refuseClusterCheckpoint(args.recover);
  if (args.cluster !== undefined && (wantsSearchMode(args) || args.explore === true)) throw new UsageError('--cluster runs the plain breadth-first check; --dfs, --dfid, --witness, --coverage and --explore run on one machine.');
}

/** Refuses flags a model with temporal properties cannot take: its check runs in one thread, on one machine, without checkpoints. */
function refuseLivenessFlags(args: CheckArguments): void {
  const because = 'the model file names a PROPERTY, and';
  if (wantsSearchMode(args)) throw new UsageError(`${because} properties are checked on the whole state graph by the breadth-first check; --dfs, --dfid, --witness and --coverage check invariants only (remove the PROPERTY to use them).`);
  if (args.workers !== 1) throw new UsageError(`${because} a liveness check runs in one thread (its graph search is not split among workers); drop --workers ${args.workers}.`);
  if (args.cluster !== undefined) throw new UsageError(`${because} a liveness check runs on one machine; drop --cluster.`);
  if (args.checkpoint !== undefined || args.recover !== undefined) throw new UsageError(`${because} a liveness check keeps no checkpoints; drop --checkpoint and --recover.`);
  if (args.fingerprintBits !== undefined && args.fingerprintBits !== 64) throw new UsageError(`${because} a liveness check keeps 64-bit fingerprints; drop --fingerprint-bits ${args.fingerprintBits}.`);
}

/** Says how to resume an interrupted run. */
function reportCheckpoint(result: CheckResult, terminal: Terminal, clustered: boolean): void {
  if (result.kind !== 'limit' || result.limit !== 'interrupted') return;
  const where = result.checkpoint === undefined ? null : dirname(result.checkpoint);
  terminal.err(where === null ? 'monocheck: interrupted; no checkpoint was written.\n' : `monocheck: interrupted; checkpoint written. Resume with: monocheck check --recover ${displayPath(where)}${clustered ? ' --cluster URL --cluster-workers K' : ''}\n`);
}

function header(spec: CheckableSpec): string {
  return checkHeader(spec, spec.invariants, spec.checkDeadlock) + (spec.temporal !== null ? `  properties: ${spec.properties.join(', ')}; ${describeFairness(spec, spec.temporal.fairness)}\n` : '');
}

/** `under Spec (WF_vars(EndTurn))`, `without fairness (INIT and NEXT)`. */
function describeFairness(spec: CheckableSpec, fairness: readonly { readonly name: string }[]): string {
  if (spec.specification === null) return 'without fairness (INIT and NEXT)';
  return `under ${spec.specification} (${fairness.map((condition) => condition.name).join(' /\\ ') || 'no fairness'})`;
}

function renderText(result: CheckResult, shown: ShownTrace | null, violations: readonly ShownViolation[], model: Model, spec: CheckableSpec, colorLevel: number): string {
  const continued = result.violations !== undefined;
  let text = renderViolationsText(violations, { describeChange: model.describeChange, colorLevel }) + (violations.length > 0 ? '\n' : '') + renderSummary(result, spec.constants, colorLevel);
  // a search that went on past violations and explored everything: its first violation is listed above
  if (continued && result.kind === 'invariant') shown = null;
  if (shown !== null && result.kind === 'property') {
    const states = `${shown.steps.length} state${shown.steps.length === 1 ? '' : 's'}`;
    const loop = shown.loop?.action === null ? 'then stutters for ever' : `then goes back to state ${(shown.loop?.start ?? 0) + 1} and round again for ever`;
    text += `\nA fair behaviour that violates it (${states}, ${loop}; replayed and confirmed):\n`;
    text += renderTraceText(shown, { describeChange: model.describeChange, colorLevel });
  } else if (shown !== null && result.kind === 'error') {
    const failure = result.failure;
    const last = shown.steps.length;
    text += `\nThe behaviour up to this point (${last} state${last === 1 ? '' : 's'}):\n`;
    text += renderTraceText(shown, { describeChange: model.describeChange, colorLevel });
    text += failure?.during === 'invariant' ? `The invariants of state ${last} could not be evaluated.\n` : `The error occurred while the successors of state ${last} were computed.\n`;
  } else if (shown !== null) {
    text += `\nA shortest behaviour that reaches it (${shown.steps.length} states, replayed and confirmed):\n`;
    text += renderTraceText(shown, { describeChange: model.describeChange, colorLevel });
    const last = shown.steps.length;
    text += result.kind === 'invariant' ? `State ${last} violates ${result.invariant}.\n` : `State ${last} has no successor: deadlock.\n`;
  }
  return continued ? text + renderViolationCounts(violations) : text;
}

/**
 * `monocheck tlc ARGS...` in `monocheck --help`: main.ts hands its arguments,
 * TLC's grammar and not yargs', to tlc-command.ts before yargs reads any.
 */
export const tlcCommand: MonocheckCommand = {
  command: 'tlc [args..]',
  register(cli) {
    cli.command('tlc [args..]', "run TLC's command line on monocheck (tlc2.TLC's options, TLC's output and exit codes): monocheck tlc -workers 2 -config m.cfg MCMonopoly");
  },
};

/** `monocheck tlc ARGS...`, for main.ts. */
export function runTlcCommand(args: readonly string[], terminal: Terminal): Promise<number> {
  return runTlc(args, terminal, runCheck);
}

export const checkCommand = defineCommand({
  command: 'check [model]',
  describe: 'explore every reachable state of a model and check its invariants, deadlock and temporal properties',
  builder: checkOptions,
  handler: runCheck,
});
