/** `monocheck check [model.cfg]`: the yargs definition and its handler. */
import { dirname } from 'node:path';
import type { Argv } from 'yargs';
import { checkAsync } from '../engine/check.js';
import type { CheckResult, Progress } from '../engine/result.js';
import { MonopolyModel } from '../monopoly/model.js';
import { toJsonResult } from '../report/json.js';
import { renderProgressLine, renderStatusLine } from '../report/progress.js';
import { showTrace, type ShownTrace } from '../engine/trace/shown-trace.js';
import { renderSummary } from '../report/text.js';
import { renderTraceText } from '../report/trace-text.js';
import { renderTlcFormat } from '../report/tlc-format.js';
import { exitCodeOf, type ExitCodeValue } from './exit-codes.js';
import type { ResolvedModel } from '../api/model-config.js';
import type { CheckArguments } from './check-arguments.js';
import { MODEL_FLAG_OPTIONS, resolveModelFlags } from './model-flags.js';
import type { MonocheckCommand } from './command.js';
import { claimOfResult, TRACE_FORMATS, writeHtmlViewer, writeTraceFile } from '../api/trace-files.js';
import { displayPath } from '../api/display-path.js';
import { type Terminal } from './terminal.js';
import { exploreCounterexample } from './explore-command.js';
import { runSearchMode, SEARCH_MODE_OPTIONS, wantsSearchMode } from './search-modes.js';
import { resolvedFromCheckpoint, SCALE_OPTIONS, scaleSearchOptions, workDirectory, workerCount } from './scale-options.js';

export function defineCheckOptions(yargs: Argv): Argv<CheckArguments> {
  return yargs
    .positional('model', { type: 'string', describe: 'TLC model file (.cfg) of MCMonopoly.tla; default specs/MCMonopoly.cfg' })
    .options(MODEL_FLAG_OPTIONS)
    .option('max-states', { type: 'number', describe: 'stop (result "limit") after this many distinct states' })
    .option('time-limit', { type: 'number', describe: 'stop (result "limit") after this many seconds' })
    .option('format', { choices: ['text', 'tlc', 'json'] as const, default: 'text' as const, describe: 'output: readable text, TLC\'s own text, or one JSON object' })
    .option('json', { type: 'boolean', default: false, describe: 'same as --format json' })
    .option('trace-out', { type: 'string', describe: "write the counterexample to this file in TLC's -dumpTrace json shape" })
    .option('trace-format', { choices: TRACE_FORMATS, default: 'json' as const, describe: "--trace-out's format: json (TLC's -dumpTrace json), itf (ITF JSON) or tlc (TLC's text)" })
    .option('html', { type: 'string', describe: 'on a violation, write the HTML board viewer of the counterexample to this file' })
    .option('explore', { type: 'boolean', conflicts: ['dfs', 'dfid', 'witness', 'coverage'], describe: 'on a violation, serve the explorer (as `monocheck explore` does, on any free port) at the counterexample until Ctrl+C' })
    .option('progress-interval', { type: 'number', default: 10, describe: 'seconds between progress lines on stderr' })
    .options(SEARCH_MODE_OPTIONS)
    .options(SCALE_OPTIONS)
    .check((argv) => {
      for (const flag of ['max-states', 'time-limit', 'progress-interval', 'memory', 'checkpoint'] as const) {
        const value = argv[flag] as number | undefined;
        if (value !== undefined && !(Number.isFinite(value) && value > 0)) throw new Error(`--${flag} must be a positive number, got ${String(value)}.`);
      }
      // a usage mistake, told before any work starts (throws its sentence)
      workerCount(String(argv.workers));
      return true;
    }) as unknown as Argv<CheckArguments>;
}


/** Runs the check and writes its report; returns the exit code. Throws ModelFileError on a bad model. */
export async function runCheck(args: CheckArguments, terminal: Terminal): Promise<ExitCodeValue> {
  const resolved = args.recover === undefined ? await resolveModelFlags(args, terminal) : resolvedFromCheckpoint(args.recover);
  if (wantsSearchMode(args)) return runSearchMode(args, resolved, terminal);
  const format = args.json ? 'json' : args.format;
  const model = new MonopolyModel(resolved.constants);
  if (format === 'text') terminal.out(header(resolved));
  let previous: Progress | null = null;
  terminal.stop.honored = true;
  const workDir = workDirectory(args);
  const result = await checkAsync(model, {
    ...scaleSearchOptions(args, resolved, terminal.stop, workDir.path),
    invariants: resolved.invariants,
    constraints: resolved.constraints,
    checkDeadlock: resolved.checkDeadlock,
    ...(args.maxStates !== undefined && { maxDistinctStates: args.maxStates }),
    ...(args.timeLimit !== undefined && { timeLimitSeconds: args.timeLimit }),
    progressIntervalSeconds: args.progressInterval,
    onProgress: (progress) => {
      terminal.err(terminal.statusLine ? `\r${renderStatusLine(progress, previous)}\u001b[K` : `${renderProgressLine(progress, previous)}\n`);
      previous = progress;
    },
  }).finally(() => workDir.release());
  if (terminal.statusLine && previous !== null) terminal.err('\n');
  terminal.stop.honored = false;
  reportCheckpoint(result, terminal);
  const shown: ShownTrace | null = result.kind === 'invariant' || result.kind === 'deadlock' ? showTrace(model, result.trace) : null;
  if (args.traceOut !== undefined && shown !== null) writeTraceFile(args.traceOut, args.traceFormat, shown, claimOfResult(result), resolved.file ?? 'monocheck');
  if (args.html !== undefined && shown !== null) writeHtmlViewer(args.html, model, shown, claimOfResult(result), resolved.file === null ? 'a model given by flags' : displayPath(resolved.file));
  if (format === 'json') terminal.out(`${JSON.stringify(toJsonResult(result, { model: resolved.constants, specNotice: resolved.specNotice ?? null }))}\n`);
  else if (format === 'tlc') terminal.out(renderTlcFormat(result, shown, resolved.specNotice ?? null));
  else terminal.out(renderText(result, shown, resolved, model, terminal.colorLevel));
  if (args.explore) return exploreCounterexample(resolved, result, exitCodeOf(result), terminal);
  return exitCodeOf(result);
}

/** Says how to resume an interrupted run. */
function reportCheckpoint(result: CheckResult, terminal: Terminal): void {
  if (result.kind !== 'limit' || result.limit !== 'interrupted') return;
  const where = result.checkpoint === undefined ? null : dirname(result.checkpoint);
  terminal.err(where === null ? 'monocheck: interrupted; no checkpoint was written.\n' : `monocheck: interrupted; checkpoint written. Resume with: monocheck check --recover ${displayPath(where)}\n`);
}

function header(resolved: ResolvedModel): string {
  const c = resolved.constants;
  return (
    `monocheck: checking ${resolved.file === null ? 'a model given by flags' : displayPath(resolved.file)}\n` +
    `  N = ${c.N}, StartMoney = ${c.StartMoney}, MaxMoney = ${c.MaxMoney}, MaxDepth = ${c.MaxDepth}\n` +
    `  invariants: ${resolved.invariants.join(', ') || '(none)'}; constraints: ${resolved.constraints.join(', ') || '(none)'}; deadlock ${resolved.checkDeadlock ? 'checked' : 'not checked'}\n` +
    (resolved.specNotice === undefined ? '' : `  warning: ${resolved.specNotice}\n`)
  );
}

function renderText(result: CheckResult, shown: ShownTrace | null, resolved: ResolvedModel, model: MonopolyModel, colorLevel: number): string {
  let text = renderSummary(result, resolved.constants, colorLevel);
  if (shown !== null) {
    text += `\nA shortest behaviour that reaches it (${shown.steps.length} states, replayed and confirmed):\n`;
    text += renderTraceText(shown, { describeChange: model.describeChange, colorLevel });
    const last = shown.steps.length;
    text += result.kind === 'invariant' ? `State ${last} violates ${result.invariant}.\n` : `State ${last} has no successor: deadlock.\n`;
  }
  return text;
}

export const checkCommand: MonocheckCommand = {
  command: 'check [model]',
  describe: 'explore every reachable state of a model and check its invariants and deadlock',
  builder: (yargs) => defineCheckOptions(yargs),
  handler: (args, terminal) => runCheck(args as unknown as CheckArguments, terminal),
};
