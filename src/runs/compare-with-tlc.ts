/**
 * Comparing monocheck with TLC: monocheck's answers for a model, TLC's from its
 * log (or from TLC run here), side by side, with TLC's counterexample replayed
 * against the model of the spec.
 */
import type { Model } from '../engine/model.js';
import { showTrace } from '../engine/trace/shown-trace.js';
import { validateOnSpec } from './spec/validate-on-spec.js';
import type { ComparisonReport } from '../report/compare-text.js';
import { answersOfTlcRun, compareAnswers, type RunAnswers } from '../tlc/compare.js';
import { missingJarText, runTlc, TlcLaunchError, tlcRunFailure } from '../tlc/run-tlc.js';
import { claimOfVerdict, parseTlcOutput, type TlcRun } from '../tlc/tlc-output.js';
import { displayPath } from './display-path.js';
import { defaultModelPath } from './model-config.js';
import { writeOutput } from './output-paths.js';
import { readUserFile } from '../input/read-text.js';
import { engineSentence, specNameOf, type CheckableSpec } from './spec/checkable-spec.js';
import { loadSpec, type EngineOption } from './spec/load-spec.js';
import { searchOf, searchSpec } from './spec/spec-search.js';
import { variablesProblem } from './trace-states.js';

/** What to compare: the model file (default specs/MCMonopoly.cfg), and TLC's log or a tla2tools.jar to run. */
export interface CompareRequest {
  model?: string;
  /** Which engine checks the model (see loadSpec). */
  engine?: EngineOption;
  module?: string;
  tlcOutput?: string;
  tlcJar?: string;
  saveTlcOutput?: string;
}

/** How TLC run here (CompareRequest.tlcJar) may be stopped. */
export interface TlcRunControl {
  /** Stops TLC, and whatever its java started, when aborted: compareWithTlc then throws a TlcStoppedError. */
  readonly signal?: AbortSignal;
  /** Runs TLC's run (`work`), and only that (the CLI catches signals there: see cli/signals.ts). */
  readonly whileTlcRuns?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** monocheck's answers for the model (its properties too, when it has some), with its counterexample as TLA+ states. */
function monocheckAnswers(spec: CheckableSpec): { model: Model; ours: RunAnswers } {
  const { model, result } = searchSpec(spec, searchOf(spec));
  const trace =
    result.kind === 'invariant' || result.kind === 'deadlock' || result.kind === 'property'
      ? showTrace(model, result.trace).steps.map((step) => step.state)
      : [];
  return {
    model,
    ours: {
      verdict: result.kind,
      invariant: result.kind === 'invariant' ? result.invariant : null,
      property: result.kind === 'property' ? result.property : null,
      statesGenerated: result.stats.statesGenerated,
      distinctStates: result.stats.distinctStates,
      depth: result.stats.depth,
      queueLeft: result.stats.queueLeft,
      traceLength: trace.length,
      trace,
    },
  };
}

/**
 * Why `compare` could not get TLC's answers: a usage mistake (exit 1) or a file or program that failed (exit 255).
 * `no-tlc`: the request names neither TLC's output nor a jar (nor does TLA2TOOLS_JAR); `tlc-output`: the output given
 * cannot be read or is not TLC's whole log; `tlc-run`: TLC run here failed (`missingJar`: the jar as given, when no
 * file is there); `other-spec`: TLC's counterexample is of another spec's variables.
 */
export interface TlcUnavailable {
  readonly kind: 'no-tlc' | 'tlc-output' | 'tlc-run' | 'other-spec';
  readonly usage: boolean;
  readonly message: string;
  readonly missingJar?: string;
}

/** What `compare` found, and, with `saveTlcOutput`, why TLC's output could not be saved (null when it was). */
export type CompareOutcome = ComparisonReport & { readonly saveFailure?: string | null };

/** Whether a parsed log holds anything TLC prints: a log cut short after its first line still does. */
function isTlcLog(run: TlcRun): boolean {
  return (
    run.version !== null ||
    run.mode !== null ||
    run.toolMode ||
    run.verdict.kind !== 'unfinished' ||
    run.statesGenerated !== null ||
    run.trace.length > 0 ||
    run.progress.length > 0
  );
}

/** TLC's run and a phrase saying where it comes from, or why there is none. */
async function tlcRunFor(
  request: CompareRequest,
  modelFile: string,
  tlcRun: CheckableSpec['tlcRun'],
  control: TlcRunControl,
): Promise<{ run: TlcRun; source: string; saveFailure?: string | null } | TlcUnavailable> {
  if (request.tlcOutput !== undefined) {
    let text: string;
    try {
      text = readUserFile(request.tlcOutput, "TLC's output", 'trace');
    } catch (error) {
      return { kind: 'tlc-output', usage: true, message: `${(error as Error).message}.` };
    }
    const run = parseTlcOutput(text);
    if (!isTlcLog(run)) {
      return {
        kind: 'tlc-output',
        usage: true,
        message:
          `${displayPath(request.tlcOutput)} is not a TLC log: it has no line TLC prints (no 'TLC2 ` +
          `Version', no verdict, no counts, no state); give the file TLC's output was saved to.`,
      };
    }
    if (run.traceProblem !== null)
      return {
        kind: 'tlc-output',
        usage: true,
        message:
          `${displayPath(request.tlcOutput)}: the counterexample of this TLC ` +
          `output ${run.traceProblem}; give the log as TLC wrote it, whole.`,
      };
    return { run, source: `TLC's output ${displayPath(request.tlcOutput)}` };
  }
  const jar = request.tlcJar ?? process.env['TLA2TOOLS_JAR'];
  if (jar === undefined || jar === '')
    return {
      kind: 'no-tlc',
      usage: true,
      message: "give TLC's output (tlcOutput, a file), or a tla2tools.jar to run (tlcJar, a path, or TLA2TOOLS_JAR).",
    };
  try {
    const runHere = () =>
      runTlc({
        jar,
        modelFile,
        specDirectory: tlcRun.directory,
        rootModule: tlcRun.rootModule,
        ...(control.signal !== undefined && { signal: control.signal }),
      });
    const invocation = await (control.whileTlcRuns === undefined ? runHere() : control.whileTlcRuns(runHere));
    const saveFailure = request.saveTlcOutput === undefined ? undefined : writeOutput({ path: request.saveTlcOutput }, invocation.output);
    const run = parseTlcOutput(invocation.output);
    // no verdict is no answer: comparing it would report a disagreement that TLC never had
    const failure = tlcRunFailure(invocation.output, invocation.exitCode, run, jar);
    if (failure !== null) {
      const saved = saveFailure === null ? `; its output is in ${displayPath(request.saveTlcOutput as string)}` : '';
      return { kind: 'tlc-run', usage: false, message: `TLC cannot be run: ${failure}${saved}.` };
    }
    return { run, source: `TLC run here (${displayPath(jar)})`, ...(saveFailure !== undefined && { saveFailure }) };
  } catch (error) {
    if (error instanceof TlcLaunchError) {
      if (error.missingJar === undefined) return { kind: 'tlc-run', usage: false, message: `TLC cannot be run: ${error.message}` };
      const missing = missingJarText(error.missingJar);
      return {
        kind: 'tlc-run',
        usage: false,
        message: `TLC cannot be run: ${missing}; give the path of tla2tools.jar (tlcJar).`,
        missingJar: error.missingJar,
      };
    }
    throw error;
  }
}

/** Everything `compare` prints, as a value. Throws ModelFileError on a bad model, TlcStoppedError when TLC run here was stopped. */
export async function compareWithTlc(request: CompareRequest, control: TlcRunControl = {}): Promise<CompareOutcome | TlcUnavailable> {
  const modelPath = request.model ?? defaultModelPath();
  const spec = await loadSpec(
    modelPath,
    {},
    { engine: request.engine ?? 'auto', ...(request.module !== undefined && { module: request.module }) },
  );
  const tlc = await tlcRunFor(request, modelPath, spec.tlcRun, control);
  if (!('run' in tlc)) return tlc;
  const variables = variablesProblem(
    tlc.run.trace.map((step) => step.state),
    spec.variables,
  );
  if (variables !== null)
    return { kind: 'other-spec', usage: true, message: `${tlc.source}: its counterexample is not of this spec: ${variables}.` };
  const { model, ours } = monocheckAnswers(spec);
  const theirs = answersOfTlcRun(tlc.run);
  const validation =
    tlc.run.trace.length === 0
      ? null
      : validateOnSpec(spec, model, {
          states: theirs.trace,
          actions: tlc.run.trace.map((step) => step.label.action),
          claim: claimOfVerdict(tlc.run.verdict),
          ...(tlc.run.loop !== null && { loop: tlc.run.loop }),
        });
  const notes = [...tlc.run.warnings.map((line) => `warning: ${line}`), ...tlc.run.errors.map((line) => `error: ${line}`)];
  if (tlc.run.mode === 'simulation')
    notes.push("this is a run of TLC's random simulator; its counts are not those of a model-checking run");
  if (tlc.run.verdict.kind === 'unfinished')
    notes.push(
      `the log ends without a verdict` +
        (tlc.run.progress.length > 0 ? `; its last progress line is at depth ${tlc.run.progress[tlc.run.progress.length - 1]?.depth}` : ''),
    );
  return {
    model: displayPath(modelPath),
    tlcSource: tlc.source,
    tlcVersion: tlc.run.version,
    rows: compareAnswers(theirs, ours),
    validation,
    against: specNameOf(spec.engine),
    engine: { ...spec.engine, sentence: engineSentence(spec.engine) },
    tlcNotes: notes,
    ...(tlc.saveFailure !== undefined && { saveFailure: tlc.saveFailure }),
  };
}
