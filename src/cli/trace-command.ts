/**
 * `monocheck trace FILE`: shows a behaviour from TLC's output, TLC's
 * -dumpTrace json, ITF or monocheck's own trace file; converts it
 * (`--format`), replays it against the transcription (`--validate`), or
 * writes the HTML board viewer (`--html`).
 */
import { writeFileSync } from 'node:fs';
import type { Argv } from 'yargs';
import { ModelValueError } from '../engine/model.js';
import { showTrace, type ShownTrace } from '../engine/trace/shown-trace.js';
import type { TraceValidation } from '../engine/trace/validate-trace.js';
import { renderTraceText } from '../report/trace-text.js';
import { renderValidation, validationVerdict } from '../report/validation-text.js';
import { readTraceText, TraceFileError, type TraceDocument } from '../tlc/trace-file.js';
import type { MonocheckCommand } from './command.js';
import { DISAGREEMENT_EXIT_CODE } from './disagreement.js';
import { ExitCode } from './exit-codes.js';
import { displayPath } from '../api/display-path.js';
import { type Terminal } from './terminal.js';
import { traceModel, validateDocument, type TraceModel } from './trace-model.js';
import { renderTraceFile, TRACE_FORMATS, writeHtmlViewer, type TraceFormat } from '../api/trace-files.js';
import { readUserFile } from '../api/read-text.js';
import { checkSpecFlag, IGNORE_SPEC_CHANGES_OPTION } from './model-flags.js';

export interface TraceArguments {
  file: string;
  full: boolean;
  step?: number;
  format?: TraceFormat;
  out?: string;
  validate: boolean;
  config?: string;
  html?: string;
  ignoreSpecChanges: boolean;
}

const FORMAT_NAMES: Record<TraceDocument['format'], string> = { 'tlc-json': "TLC's -dumpTrace json", itf: 'ITF JSON', 'tlc-text': "TLC's text output" };

export function defineTraceOptions(yargs: Argv): Argv<TraceArguments> {
  return yargs
    .positional('file', { type: 'string', demandOption: true, describe: "a trace: TLC's output (.out), TLC's -dumpTrace json, ITF JSON, or monocheck's --trace-out" })
    .option('full', { type: 'boolean', default: false, describe: 'show every variable of every state, not only what changed' })
    .option('step', { type: 'number', describe: 'show only state K (1-based), whole, with what its step changed' })
    .option('format', { choices: TRACE_FORMATS, describe: "convert: json (TLC's -dumpTrace json), itf (ITF JSON) or tlc (TLC's text), to stdout or --out" })
    .option('out', { type: 'string', describe: 'with --format: write to this file instead of stdout' })
    .option('validate', { type: 'boolean', default: false, describe: 'replay the trace against the transcription; exit 20 if a step or the claimed violation does not hold' })
    .option('config', { type: 'string', describe: 'model file (.cfg) whose constants the trace was made with (default: read off the first state)' })
    .option('html', { type: 'string', describe: 'write the HTML board viewer of the trace to this file' })
    .option('ignore-spec-changes', IGNORE_SPEC_CHANGES_OPTION)
    .check((argv) => {
      if (argv.format !== undefined && argv.validate === true) throw new Error('--format converts and --validate replays; give one of them.');
      if (argv.step !== undefined && !(Number.isInteger(argv.step) && argv.step >= 1)) throw new Error(`--step must be a state number, 1 or more; got ${String(argv.step)}.`);
      if (argv.out !== undefined && argv.format === undefined) throw new Error('--out writes a converted trace; give --format json, itf or tlc with it.');
      return true;
    }) as unknown as Argv<TraceArguments>;
}

/** The behaviour with the model's action names where replay explained the steps, else the file's own labels. */
function shownTraceOf(document: TraceDocument, traceModelOrNull: TraceModel | null, validation: TraceValidation | null): ShownTrace {
  if (traceModelOrNull !== null && validation?.trace) return showTrace(traceModelOrNull.model, validation.trace);
  const explained = validation?.steps ?? [];
  return {
    variableNames: traceModelOrNull?.model.variableNames ?? document.variableNames,
    steps: document.states.map((state, index) => {
      const step = explained[index];
      if (step !== undefined) return { action: step.action, label: step.label, state };
      const action = index === 0 ? null : document.actions[index] ?? null;
      return { action, label: index === 0 ? 'Initial predicate' : action ?? 'a step', state };
    }),
  };
}

export function runTrace(args: TraceArguments, terminal: Terminal): number {
  let document: TraceDocument;
  try {
    document = readTraceText(readUserFile(args.file, 'the trace file'), args.file);
  } catch (error) {
    const reason = error instanceof TraceFileError ? error.message : (error as Error).message;
    terminal.err(`monocheck: ${displayPath(args.file)}: ${reason}\n`);
    return ExitCode.other;
  }
  let resolved: TraceModel | null = null;
  let modelProblem: string | null = null;
  try {
    resolved = traceModel(document, args.config);
  } catch (error) {
    if (!(error instanceof ModelValueError)) throw error;
    modelProblem = error.message;
  }
  const validation = resolved === null ? null : validateDocument(resolved.model, document);
  const shown = shownTraceOf(document, resolved, validation);
  const source = displayPath(args.file);

  if (args.html !== undefined) {
    const note = validation?.ok ? "Every step replayed and confirmed against monocheck's transcription." : validation === null ? null : validationVerdict(validation, 'The file');
    try {
      if (resolved === null) throw new ModelValueError(modelProblem ?? 'no model');
      writeHtmlViewer(args.html, resolved.model, shown, document.claim, source, note);
    } catch (error) {
      if (!(error instanceof ModelValueError)) throw error;
      terminal.err(`monocheck: ${source}: cannot draw the board: ${error.message}.\n`);
      return ExitCode.other;
    }
  }
  if (args.format !== undefined) {
    const text = renderTraceFile(args.format, shown, document.claim, source);
    if (args.out !== undefined) writeFileSync(args.out, text);
    else terminal.out(text);
    return ExitCode.success;
  }
  const constants = resolved === null ? `constants unknown: ${modelProblem}` : describeConstants(resolved);
  terminal.out(`monocheck trace: ${source}: ${document.states.length} states, ${FORMAT_NAMES[document.format]}; ${constants}\n`);
  if (args.validate) {
    if (validation === null) {
      terminal.out(`cannot validate: ${modelProblem}\n`);
      return DISAGREEMENT_EXIT_CODE;
    }
    terminal.out(renderValidation(validation, { source: 'the file', listSteps: true, colorLevel: terminal.colorLevel }));
    terminal.out(`${validationVerdict(validation, 'The file')}\n`);
    return validation.ok ? ExitCode.success : DISAGREEMENT_EXIT_CODE;
  }
  try {
    terminal.out(renderTraceText(shown, { full: args.full, ...(args.step !== undefined && { step: args.step }), describeChange: resolved?.model.describeChange, colorLevel: terminal.colorLevel }));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    terminal.err(`monocheck: --step ${args.step}: ${error.message}.\n`);
    return ExitCode.usage;
  }
  if (validation !== null && !validation.ok) terminal.out(`Note: ${validationVerdict(validation, 'the file')} Run with --validate for the details.\n`);
  return ExitCode.success;
}

function describeConstants({ model, constantsSource }: TraceModel): string {
  const { N, StartMoney } = model.constants;
  return `N = ${N}, StartMoney = ${StartMoney} (${constantsSource === 'read off the first state' ? constantsSource : `from ${displayPath(constantsSource)}`})`;
}

export const traceCommand: MonocheckCommand = {
  command: 'trace <file>',
  describe: 'show, convert (--format), validate (--validate) or draw (--html) a trace from TLC or monocheck',
  builder: (yargs) => defineTraceOptions(yargs),
  handler: async (args, terminal) => {
    const trace = args as unknown as TraceArguments;
    if (trace.config !== undefined) await checkSpecFlag(trace.config, trace.ignoreSpecChanges, terminal);
    return runTrace(trace, terminal);
  },
};
