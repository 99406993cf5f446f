/**
 * `monocheck trace FILE`: shows a behaviour from TLC's output, TLC's
 * -dumpTrace json, ITF or monocheck's own trace file; converts it
 * (`--format`), replays it against the spec's model (`--validate`), or
 * writes the HTML board viewer (`--html`). A file that is not a trace, or
 * whose states are not the spec's (a variable missing, a value of the wrong
 * type), is refused as a usage mistake (exit 1), naming what is wrong.
 */
import type { Argv } from 'yargs';
import { ModelValueError } from '../engine/model.js';
import { showTrace, type ShownTrace } from '../engine/trace/shown-trace.js';
import { actionBetween } from '../engine/liveness/confirm-lasso.js';
import type { TraceValidation } from '../engine/trace/validate-trace.js';
import { constantsText } from '../report/model-constants.js';
import { renderTraceText } from '../report/trace-text.js';
import { renderValidation, validationVerdict } from '../report/validation-text.js';
import { readTraceText, type TraceDocument } from '../tlc/trace-file.js';
import { errorInCliWords } from './library-error-words.js';
import { defineCommand, type ArgumentsOf } from './command.js';
import { DISAGREEMENT_EXIT_CODE } from './disagreement.js';
import { ExitCode } from './exit-codes.js';
import { displayPath } from '../runs/display-path.js';
import { type Terminal } from './terminal.js';
import { replayDocument, traceModel, type TraceModel } from './trace-model.js';
import { statesProblem, variablesProblem } from '../runs/trace-states.js';
import { VARIABLE_NAMES } from '../monopoly/values.js';
import { htmlViewerPage, renderTraceFile, TRACE_FORMATS } from '../runs/trace-files.js';
import { readUserFile } from '../input/read-text.js';
import { requireMonopoly, specNameOf } from '../runs/spec/checkable-spec.js';
import { numberOption, wholeNumber } from './flag-values.js';
import { fileOutput, requireWritable, writeReported } from './output-files.js';
import { inputOf, modelInputs } from '../runs/run-inputs.js';
import { UsageError } from './usage-error.js';
import { ENGINE_OPTIONS } from './model-flags.js';

const FORMAT_NAMES: Record<TraceDocument['format'], string> = {
  'tlc-json': "TLC's -dumpTrace json",
  itf: 'ITF JSON',
  'tlc-text': "TLC's text output",
};

function traceOptions(yargs: Argv) {
  return yargs
    .positional('file', {
      type: 'string',
      demandOption: true,
      describe: "a trace: TLC's output (.out), TLC's -dumpTrace json, ITF JSON, or monocheck's --trace-out",
    })
    .option('full', { type: 'boolean', default: false, describe: 'show every variable of every state, not only what changed' })
    .option('step', numberOption('step', wholeNumber(1), { describe: 'show only state K (1-based), whole, with what its step changed' }))
    .option('format', {
      choices: TRACE_FORMATS,
      describe: "convert: json (TLC's -dumpTrace json), itf (ITF JSON) or tlc (TLC's text), to stdout or --out",
    })
    .option('out', { type: 'string', requiresArg: true, describe: 'with --format: write to this file instead of stdout' })
    .option('validate', {
      type: 'boolean',
      default: false,
      describe:
        'replay the trace against the spec (the transcription, or the modules beside ' +
        '--config compiled); exit 20 if a step or the claimed violation does not hold',
    })
    .option('config', {
      type: 'string',
      requiresArg: true,
      describe: 'model file (.cfg) whose constants the trace was made with (default: read off the first state)',
    })
    .option('html', { type: 'string', requiresArg: true, describe: 'write the HTML board viewer of the trace to this file' })
    .options(ENGINE_OPTIONS)
    .check((argv) => {
      if (argv.format !== undefined && argv.validate) throw new Error('--format converts and --validate replays; give one of them.');
      if (argv.out !== undefined && argv.format === undefined)
        throw new Error('--out writes a converted trace; give --format json, itf or tlc with it.');
      return true;
    });
}

export type TraceArguments = ArgumentsOf<typeof traceOptions>;

/** The behaviour with the model's action names where replay explained the steps, else the file's own labels. */
function shownTraceOf(document: TraceDocument, traceModelOrNull: TraceModel | null, validation: TraceValidation | null): ShownTrace {
  if (traceModelOrNull !== null && validation?.trace) {
    const { model } = traceModelOrNull;
    const { states } = validation.trace;
    const last = states.length - 1;
    if (document.loop === null || last < 0) return showTrace(model, validation.trace);
    const actionId = document.loop === last ? -1 : actionBetween(model, states[last] as Uint8Array, states[document.loop] as Uint8Array);
    return showTrace(model, validation.trace, { start: document.loop, actionId });
  }
  const explained = validation?.steps ?? [];
  const stutters = document.loop === document.states.length - 1;
  const loop =
    document.loop === null
      ? {}
      : { loop: { start: document.loop, action: stutters ? null : 'Next', label: stutters ? 'Stuttering' : 'a step' } };
  return {
    ...loop,
    variableNames: traceModelOrNull?.model.variableNames ?? document.variableNames,
    steps: document.states.map((state, index) => {
      const step = explained[index];
      if (step !== undefined) return { action: step.action, label: step.label, state };
      const action = index === 0 ? null : (document.actions[index] ?? null);
      return { action, label: index === 0 ? 'Initial predicate' : (action ?? 'a step'), state };
    }),
  };
}

/** The trace file read, with the model it is replayed against; a UsageError naming what is wrong with it. */
async function readTrace(args: TraceArguments): Promise<{ document: TraceDocument; resolved: TraceModel }> {
  const source = displayPath(args.file);
  let document: TraceDocument;
  try {
    document = readTraceText(readUserFile(args.file, 'the trace file', 'trace'), args.file);
  } catch (error) {
    throw new UsageError(`${source}: ${errorInCliWords(error) ?? (error as Error).message}`);
  }
  let resolved: TraceModel | null = null;
  let modelProblem: string | null = null;
  try {
    resolved = await traceModel(document, args.config, args.engine, args.module);
  } catch (error) {
    if (!(error instanceof ModelValueError)) throw error;
    modelProblem = errorInCliWords(error) ?? error.message;
  }
  const problem = statesProblem(document.states, resolved, modelProblem);
  // without a model file the trace is read as the transcription's: one of another spec needs its model file
  const otherVariables =
    args.config === undefined && variablesProblem(document.states, resolved?.spec.variables ?? VARIABLE_NAMES) !== null;
  const hint = otherVariables
    ? ' Give the model file it was made with (--config MODEL.cfg) to read it against the modules beside that file.'
    : '';
  if (problem !== null || resolved === null) throw new UsageError(`${source}: ${problem ?? modelProblem}.${hint}`);
  return { document, resolved };
}

async function runTrace(args: TraceArguments, terminal: Terminal): Promise<number> {
  const html = fileOutput('--html', args.html);
  const out = fileOutput('--out', args.out);
  requireWritable([html, out], [...inputOf('the trace file', args.file), ...(args.config === undefined ? [] : modelInputs(args.config))]);
  const { document, resolved } = await readTrace(args);
  if (html !== undefined) requireMonopoly(resolved.spec, '--html (the board viewer)');
  const replayed = replayDocument(resolved, document);
  const { validation } = replayed;
  const traced: TraceModel = { ...resolved, model: replayed.model };
  const shown = shownTraceOf(document, traced, validation);
  const source = displayPath(args.file);

  if (args.format !== undefined) {
    const text = renderTraceFile(args.format, shown, document.claim, source, resolved.spec.tlc);
    if (out !== undefined) writeReported(terminal, out, `the trace (${shown.steps.length} states, ${args.format})`, text);
    else terminal.out(text);
  } else {
    terminal.out(
      `monocheck trace: ${source}: ${document.states.length} states, ${FORMAT_NAMES[document.format]}; ${describeConstants(resolved)}\n`,
    );
  }
  const against = specNameOf(resolved.spec.engine);
  const exitCode =
    args.format !== undefined
      ? ExitCode.success
      : args.validate
        ? reportValidation(validation, against, terminal)
        : showBehaviour(args, shown, traced, validation, terminal);
  if (html !== undefined) {
    const note = validation.ok
      ? `Every step replayed and confirmed against ${specNameOf(resolved.spec.engine)}.`
      : validationVerdict(validation, 'The file', specNameOf(resolved.spec.engine));
    writeReported(
      terminal,
      html,
      `the board viewer of the trace (${shown.steps.length} states)`,
      htmlViewerPage(traced.model, shown, document.claim, source, note),
    );
  }
  return exitCode;
}

function reportValidation(validation: TraceValidation, against: string, terminal: Terminal): number {
  terminal.out(renderValidation(validation, { source: 'the file', listSteps: true, colorLevel: terminal.colorLevel }));
  terminal.out(`${validationVerdict(validation, 'The file', against)}\n`);
  return validation.ok ? ExitCode.success : DISAGREEMENT_EXIT_CODE;
}

function showBehaviour(
  args: TraceArguments,
  shown: ShownTrace,
  resolved: TraceModel,
  validation: TraceValidation,
  terminal: Terminal,
): number {
  let text: string;
  try {
    text = renderTraceText(shown, {
      full: args.full,
      ...(args.step !== undefined && { step: args.step }),
      describeChange: resolved.model.describeChange,
      colorLevel: terminal.colorLevel,
    });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new UsageError(`--step ${args.step}: ${error.message}.`);
  }
  terminal.out(text);
  if (!validation.ok)
    terminal.out(
      `Note: ${validationVerdict(validation, 'the file', specNameOf(resolved.spec.engine))} Run with --validate for the details.\n`,
    );
  return ExitCode.success;
}

function describeConstants({ spec, constantsSource }: TraceModel): string {
  return (
    `${constantsText(spec.stateConstants)} ` +
    `(${constantsSource === 'read off the first state' ? constantsSource : `from ${displayPath(constantsSource)}`})`
  );
}

export const traceCommand = defineCommand({
  command: 'trace <file>',
  describe: 'show, convert (--format), validate (--validate) or draw (--html) a trace from TLC or monocheck',
  builder: traceOptions,
  handler: runTrace,
});
