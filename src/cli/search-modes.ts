/**
 * `monocheck check` beyond the plain breadth-first search: `--dfs` and
 * `--dfid` (depth-first to the depth bound, iterative deepening), `--witness
 * NAME` (the shortest behaviour reaching a catalogue situation) and
 * `--coverage` (per action, like TLC's -coverage). check-command.ts hands
 * over here when one of these flags is given.
 */
import { check } from '../engine/check.js';
import { depthFirstSearch, type DepthFirstReport } from '../engine/search/dfs.js';
import type { Model } from '../engine/model.js';
import type { CheckOptions } from '../engine/options.js';
import type { CheckResult, Progress } from '../engine/result.js';
import { showTrace } from '../engine/trace/shown-trace.js';
import { findWitness, WITNESSES, type Witness } from '../monopoly/witnesses.js';
import { neverTaken, renderCoverageTable } from '../report/coverage-table.js';
import { toJsonResult } from '../report/json.js';
import { renderProgressLine } from '../report/progress.js';
import { renderSearchText } from '../report/search-text.js';
import type { CheckArguments } from './check-arguments.js';
import { ExitCode, exitCodeOf, reportSearchError, type ExitCodeValue } from './exit-codes.js';
import type { CheckableSpec } from '../api/spec/checkable-spec.js';
import { witnessWrapper } from '../api/spec/witness-model.js';
import { runWidening } from '../api/spec/spec-search.js';
import { type Terminal } from './terminal.js';
import { checkHeader } from './check-header.js';
import { claimOfResult } from '../api/trace-files.js';
import { noCounterexampleBecause, writeCounterexampleFiles } from './counterexample-files.js';

/** The flags of SEARCH_MODE_OPTIONS (check-arguments.ts). */
type SearchModeArguments = Pick<CheckArguments, 'dfs' | 'dfid' | 'witness' | 'coverage'>;

/** Whether `check`'s arguments ask for one of these searches. */
export function wantsSearchMode({ dfs, dfid, witness, coverage }: SearchModeArguments): boolean {
  return dfs === true || dfid === true || witness !== undefined || coverage === true;
}

function usage(terminal: Terminal, message: string): ExitCodeValue {
  terminal.err(`monocheck: ${message}\nRun 'monocheck check --help' for usage.\n`);
  return ExitCode.usage;
}

function describeSearch(args: SearchModeArguments, bound: number, witness: Witness | undefined): string {
  const how = args.dfid ? `iterative deepening, depth bounds 1..${bound}` : args.dfs ? `depth-first, depth bound ${bound} (levels 1..${bound})` : 'breadth-first';
  const what = witness === undefined ? '' : `; looking for the first state where ${witness.description}, as a violation of ${witness.invariant}; the model's invariants and deadlock are not checked`;
  return `  search: ${how}${what}${args.coverage ? '; with action coverage' : ''}\n`;
}

/** Runs `check` with the search-mode flags; returns the exit code. */
export function runSearchMode(args: CheckArguments, spec: CheckableSpec, terminal: Terminal): ExitCodeValue {
  const format = args.json ? 'json' : args.format;
  if (format === 'tlc' || format === 'tool') return usage(terminal, `--format ${format} prints TLC's own report, which monocheck has only for the breadth-first check, not for --dfs, --dfid, --witness or --coverage; use the text or --json output.`);
  const witness = args.witness === undefined ? undefined : findWitness(args.witness);
  if (args.witness !== undefined && witness === undefined) {
    return usage(terminal, `unknown witness '${args.witness}'; the catalogue has ${WITNESSES.map((w) => w.name).join(', ')} ('monocheck witnesses' describes them).`);
  }
  if (args.workers !== 1 || args.checkpoint !== undefined || args.recover !== undefined) {
    return usage(terminal, '--workers, --checkpoint and --recover are for the plain breadth-first check; --dfs, --dfid, --witness and --coverage run on one thread, without checkpoints.');
  }
  const depthFirst = args.dfs === true || args.dfid === true;
  const bound = spec.depthBound;
  if (depthFirst && bound === 0) return usage(terminal, `a depth-first search needs a depth bound: pass --max-depth D (the model's MaxDepth is 0, no bound).`);
  // a witness is a situation of the game: its wrapper reads Monopoly's variables
  const wrap = witness === undefined ? null : witnessWrapper(spec, witness, '--witness');
  const invariants = witness === undefined ? spec.invariants : [witness.invariant];
  const checkDeadlock = witness === undefined ? spec.checkDeadlock : false;
  if (format === 'text') terminal.out(checkHeader(spec, invariants, checkDeadlock) + describeSearch(args, bound, witness));

  let previous: Progress | null = null;
  const options: CheckOptions = {
    invariants,
    constraints: spec.constraints,
    checkDeadlock,
    ...(args.maxStates !== undefined && { maxDistinctStates: args.maxStates }),
    ...(args.timeLimit !== undefined && { timeLimitSeconds: args.timeLimit }),
    ...(args.fingerprintBits !== undefined && { fingerprintBits: args.fingerprintBits }),
    progressIntervalSeconds: args.progressInterval,
    onProgress: (progress) => {
      terminal.err(`${renderProgressLine(progress, previous)}\n`);
      previous = progress;
    },
  };
  const search = (base: Model) => {
    const model = wrap === null ? base : wrap(base);
    const report = depthFirst ? depthFirstSearch(model, { ...options, maxDepth: bound, iterative: args.dfid === true }) : null;
    const result = report?.result ?? check(model, { ...options, ...(args.coverage === true && { coverage: true }) });
    return { kind: result.kind, ...(result.kind === 'error' && result.failure !== undefined && { failure: result.failure }), model, report, result };
  };
  const { model: base, result: { model, report, result } } = runWidening(spec, search);
  const shown = result.kind === 'invariant' || result.kind === 'deadlock' ? showTrace(model, result.trace) : null;
  // a witness's behaviour violates nothing of the spec: its files claim nothing
  const claim = witness === undefined ? claimOfResult(result) : ({ kind: 'none' } as const);
  if (format === 'json') terminal.out(`${JSON.stringify(jsonReport(result, spec, report, witness))}\n`);
  else terminal.out(textReport(result, shown, spec, base, report, witness, terminal.colorLevel));
  reportSearchError(result, terminal);
  const why = witness === undefined ? noCounterexampleBecause(result) : 'the witness was not found';
  writeCounterexampleFiles(terminal, args, { shown, why, claim, model: base, spec, what: witness === undefined ? 'the counterexample' : 'the witness' });
  if (witness !== undefined) return result.kind === 'error' ? ExitCode.other : ExitCode.success;
  return exitCodeOf(result);
}

/** Whether the behaviour found is a shortest one: BFS traces are, and so are those of iterative deepening (earlier bounds found nothing). */
const traceIsShortest = (report: DepthFirstReport | null) => report === null || report.iterative;

function depthFirstNotes(report: DepthFirstReport): string[] {
  const count = (value: number) => value.toLocaleString('en-US');
  const notes = report.iterative
    ? [`iterative deepening: ${report.iterations} iteration${report.iterations === 1 ? '' : 's'} (bounds 1..${report.iterations}); the statistics above are the last one's, ${count(report.statesGeneratedAllIterations)} states generated in all`]
    : [`depth-first: depth bound ${report.maxDepth}`];
  notes.push(`${count(report.reexplored)} states expanded again because they were reached at a smaller depth than before`);
  if (report.result.stats.queueLeft > 0) notes.push(`states left on queue: the ${count(report.result.stats.queueLeft)} states of the current path, partly expanded`);
  if (report.result.kind === 'limit' && report.result.limit === 'depth') notes.push(`states beyond level ${report.maxDepth} are inside the model's constraints but were not explored: raise --max-depth to go further`);
  return notes;
}

function textReport(result: CheckResult, shown: ReturnType<typeof showTrace> | null, spec: CheckableSpec, base: Model, report: DepthFirstReport | null, witness: Witness | undefined, colorLevel: number): string {
  const kindOfTrace = traceIsShortest(report) ? 'A shortest behaviour' : 'A behaviour, found depth-first (it may be longer than the shortest),';
  const last = shown?.steps.length ?? 0;
  const notes = report === null ? [] : depthFirstNotes(report);
  // the spec's own wording for what changed (a witness wrapper adds a variable the wording leaves generic)
  const describeChange = base.describeChange;
  let text: string;
  if (witness !== undefined) {
    const verdict =
      result.kind === 'invariant' ? `Witness found: ${witness.description}.`
      : result.kind === 'ok' ? `Unreachable within the model: the whole model was explored, and in no reachable state ${witness.description}.`
      : result.kind === 'limit' ? `Not found before the ${result.limit} limit: the model was NOT fully explored, so it may still be reachable.`
      : undefined;
    text = renderSearchText({ result, shown, constants: spec.constants, colorLevel, notes, describeChange, traceIntro: `${kindOfTrace} that gets there`, traceEnd: `In state ${last}, ${witness.description}.`, ...(verdict !== undefined && { verdict }) });
  } else {
    const traceEnd = result.kind === 'invariant' ? `State ${last} violates ${result.invariant}.` : `State ${last} has no successor: deadlock.`;
    text = renderSearchText({ result, shown, constants: spec.constants, colorLevel, notes, describeChange, traceIntro: `${kindOfTrace} that reaches it`, traceEnd });
  }
  if (result.stats.coverage !== undefined) text += `\n${renderCoverageTable(result.stats.coverage)}`;
  return text;
}

function jsonReport(result: CheckResult, spec: CheckableSpec, report: DepthFirstReport | null, witness: Witness | undefined): object {
  const base = toJsonResult(result, { constants: spec.constants, engine: spec.engine });
  const witnessResult = result.kind === 'invariant' ? 'witness' : result.kind === 'ok' ? 'unreachable' : result.kind;
  return {
    ...base,
    ...(witness !== undefined && {
      result: witnessResult,
      invariant: null,
      witness: { name: witness.name, description: witness.description, invariant: witness.invariant, found: result.kind === 'invariant' },
    }),
    traceIsShortest: base.traceLength > 0 ? traceIsShortest(report) : null,
    ...(report !== null && {
      search: { kind: report.iterative ? 'dfid' : 'dfs', depthBound: report.maxDepth, iterations: report.iterations, reexplored: report.reexplored, statesGeneratedAllIterations: report.statesGeneratedAllIterations },
    }),
    ...(result.stats.coverage !== undefined && { coverage: result.stats.coverage, neverTaken: neverTaken(result.stats.coverage) }),
  };
}
