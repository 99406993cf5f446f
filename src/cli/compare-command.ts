/**
 * `monocheck compare MODEL.cfg --tlc-output FILE` (or `--tlc-jar PATH` to run
 * TLC here): checks the model with monocheck, reads TLC's answers, prints them
 * side by side, and replays TLC's counterexample against the transcription.
 * Exit 0 when everything agrees, 20 when anything differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Argv } from 'yargs';
import { check } from '../engine/check.js';
import { showTrace } from '../engine/trace/shown-trace.js';
import { validateTrace } from '../engine/trace/validate-trace.js';
import { MonopolyModel } from '../monopoly/model.js';
import { witnessInvariants } from '../monopoly/witness-invariants.js';
import { comparisonAgrees, comparisonJson, renderComparison, type ComparisonReport } from '../report/compare-text.js';
import { answersOfTlcRun, compareAnswers, type RunAnswers } from '../tlc/compare.js';
import { runTlc, TlcLaunchError } from '../tlc/run-tlc.js';
import { parseTlcOutput, type TlcRun } from '../tlc/tlc-output.js';
import type { MonocheckCommand } from './command.js';
import { DISAGREEMENT_EXIT_CODE } from './disagreement.js';
import { ExitCode } from './exit-codes.js';
import { defaultModelPath, loadModel, type ResolvedModel } from './model-config.js';
import { displayPath, type Terminal } from './terminal.js';
import { readFailure } from './read-text.js';

export interface CompareArguments {
  model?: string;
  tlcOutput?: string;
  tlcJar?: string;
  saveTlcOutput?: string;
  json: boolean;
}

export function defineCompareOptions(yargs: Argv): Argv<CompareArguments> {
  return yargs
    .positional('model', { type: 'string', describe: 'TLC model file (.cfg) of MCMonopoly.tla; default specs/MCMonopoly.cfg' })
    .option('tlc-output', { type: 'string', describe: "TLC's output for this model (plain or -tool), e.g. a saved .out file" })
    .option('tlc-jar', { type: 'string', describe: 'run TLC from this tla2tools.jar (java must be on the PATH); default $TLA2TOOLS_JAR' })
    .option('save-tlc-output', { type: 'string', describe: "with --tlc-jar: also write TLC's output to this file" })
    .option('json', { type: 'boolean', default: false, describe: 'print the comparison as one JSON object' })
    .conflicts('tlc-output', 'tlc-jar') as unknown as Argv<CompareArguments>;
}

/** monocheck's answers for the model, with its counterexample as TLA+ states. */
export function monocheckAnswers(model: MonopolyModel, resolved: ResolvedModel): RunAnswers {
  const result = check(model, { invariants: resolved.invariants, constraints: resolved.constraints, checkDeadlock: resolved.checkDeadlock });
  const trace = result.kind === 'invariant' || result.kind === 'deadlock' ? showTrace(model, result.trace).steps.map((step) => step.state) : [];
  return {
    verdict: result.kind,
    invariant: result.kind === 'invariant' ? result.invariant : null,
    statesGenerated: result.stats.statesGenerated,
    distinctStates: result.stats.distinctStates,
    depth: result.stats.depth,
    queueLeft: result.stats.queueLeft,
    traceLength: trace.length,
    trace,
  };
}

/** Why `compare` could not get TLC's answers: a usage mistake (exit 1) or a file or program that failed (exit 255). */
export interface TlcUnavailable {
  readonly usage: boolean;
  readonly message: string;
}

/** TLC's run and a phrase saying where it comes from, or why there is none. */
function tlcRunFor(args: CompareArguments, modelFile: string): { run: TlcRun; source: string } | TlcUnavailable {
  if (args.tlcOutput !== undefined) {
    try {
      return { run: parseTlcOutput(readFileSync(args.tlcOutput, 'utf8')), source: `TLC's output ${displayPath(args.tlcOutput)}` };
    } catch (error) {
      return { usage: false, message: `cannot read TLC's output '${args.tlcOutput}': ${readFailure(error)}.` };
    }
  }
  const jar = args.tlcJar ?? process.env['TLA2TOOLS_JAR'];
  if (jar === undefined || jar === '') return { usage: true, message: "give TLC's output with --tlc-output FILE, or a tla2tools.jar to run with --tlc-jar PATH (or TLA2TOOLS_JAR)." };
  try {
    const specDirectory = dirname(defaultModelPath());
    const invocation = runTlc({ jar, modelFile, specDirectory, rootModule: 'MCMonopoly' });
    if (args.saveTlcOutput !== undefined) writeFileSync(args.saveTlcOutput, invocation.output);
    return { run: parseTlcOutput(invocation.output), source: `TLC run here (${displayPath(jar)})` };
  } catch (error) {
    if (error instanceof TlcLaunchError) return { usage: false, message: error.message };
    throw error;
  }
}

/** Everything `compare` prints, as a value. Throws ModelFileError on a bad model. */
export function compareWithTlc(args: CompareArguments): ComparisonReport | TlcUnavailable {
  const modelPath = args.model ?? defaultModelPath();
  const resolved = loadModel(modelPath, {});
  const tlc = tlcRunFor(args, modelPath);
  if (!('run' in tlc)) return tlc;
  const model = new MonopolyModel(resolved.constants);
  const ours = monocheckAnswers(model, resolved);
  const theirs = answersOfTlcRun(tlc.run);
  const validation = tlc.run.trace.length === 0
    ? null
    : validateTrace(
        model,
        { states: theirs.trace, actions: tlc.run.trace.map((step) => step.label.action), claim: tlc.run.verdict.kind === 'deadlock' ? { kind: 'deadlock' } : theirs.invariant === null ? { kind: 'none' } : { kind: 'invariant', invariant: theirs.invariant } },
        { extraInvariants: witnessInvariants(resolved.constants) },
      );
  const notes = [...tlc.run.warnings.map((line) => `warning: ${line}`), ...tlc.run.errors.map((line) => `error: ${line}`)];
  if (tlc.run.mode === 'simulation') notes.push("this is a run of TLC's random simulator; its counts are not those of a model-checking run");
  if (tlc.run.verdict.kind === 'unfinished') notes.push(`the log ends without a verdict${tlc.run.progress.length > 0 ? `; its last progress line is at depth ${tlc.run.progress[tlc.run.progress.length - 1]?.depth}` : ''}`);
  return { model: displayPath(modelPath), tlcSource: tlc.source, tlcVersion: tlc.run.version, rows: compareAnswers(theirs, ours), validation, tlcNotes: notes };
}

export function runCompare(args: CompareArguments, terminal: Terminal): number {
  const report = compareWithTlc(args);
  if ('usage' in report) {
    terminal.err(`monocheck compare: ${report.message}\n`);
    return report.usage ? ExitCode.usage : ExitCode.other;
  }
  terminal.out(args.json ? `${JSON.stringify(comparisonJson(report))}\n` : renderComparison(report, terminal.colorLevel));
  return comparisonAgrees(report) ? ExitCode.success : DISAGREEMENT_EXIT_CODE;
}

export const compareCommand: MonocheckCommand = {
  command: 'compare [model]',
  describe: "check a model and compare the answers with TLC's (its log, or TLC run here); exit 20 when they disagree",
  builder: (yargs) => defineCompareOptions(yargs),
  handler: (args, terminal) => runCompare(args as unknown as CompareArguments, terminal),
};
