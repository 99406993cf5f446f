/** `monocheck replay SCRIPT [model.cfg]`: play a scripted game through Next from Init and print it as a trace. */
import type { Argv } from 'yargs';
import { showTrace } from '../engine/trace/shown-trace.js';
import type { Model } from '../engine/model.js';
import { replay } from '../monopoly/replay.js';
import { parseReplayScript, ReplayScriptError } from '../monopoly/replay-script.js';
import { errorInCliWords } from './library-error-words.js';
import { renderTraceText } from '../report/trace-text.js';
import { toTlcTraceJson } from '../tlc/trace-json.js';
import { defineCommand, type ArgumentsOf } from './command.js';
import { ExitCode, type ExitCodeValue } from './exit-codes.js';
import { loadSpecOfFlags, MODEL_FLAG_OPTIONS } from './model-flags.js';
import { fileOutput, requireWritable, writeReported } from './output-files.js';
import { inputOf, modelInputs } from '../runs/run-inputs.js';
import { displayPath } from '../runs/display-path.js';
import { type Terminal } from './terminal.js';
import { readFailure, readUserFile } from '../input/read-text.js';
import { requireMonopoly, type CheckableSpec } from '../runs/spec/checkable-spec.js';
import { runThrowingWidening } from '../runs/spec/spec-search.js';
import { constantsText } from '../report/model-constants.js';

function replayOptions(yargs: Argv) {
  return yargs
    .positional('script', {
      type: 'string',
      demandOption: true,
      describe:
        'the script: one choice a line (roll 3 4, card -50, buy, decline, ' +
        'build DEED, mortgage DEED, unmortgage DEED, end), or a JSON array',
    })
    .positional('model', { type: 'string', describe: 'TLC model file (.cfg) whose constants to use; default specs/MCMonopoly.cfg' })
    .options(MODEL_FLAG_OPTIONS)
    .option('trace-out', {
      type: 'string',
      requiresArg: true,
      describe: "write the game to this file in TLC's -dumpTrace json shape (`monocheck trace` reads it)",
    });
}

export type ReplayArguments = ArgumentsOf<typeof replayOptions>;

function scriptError(terminal: Terminal, script: string, line: number | undefined, message: string): ExitCodeValue {
  terminal.err(`monocheck: ${displayPath(script)}${line === undefined ? '' : `:${line}`}: ${message}\n`);
  return ExitCode.usage;
}

/**
 * Replays the script; 0 when every choice plays, 12 when a state breaks an invariant,
 * 1 when the script cannot be read or asks for a step Next does not allow.
 */
async function runReplay(args: ReplayArguments, terminal: Terminal): Promise<ExitCodeValue> {
  const traceOut = fileOutput('--trace-out', args.traceOut);
  requireWritable([traceOut], [...inputOf('the replay script', args.script), ...modelInputs(args.model)]);
  const spec = await loadSpecOfFlags(args);
  // a script names Monopoly's choices (roll, buy, build ...)
  const monopoly = requireMonopoly(spec, 'replay');
  let text: string;
  try {
    text = readUserFile(args.script, 'the script', 'script');
  } catch (error) {
    return scriptError(terminal, args.script, undefined, `cannot read the script: ${readFailure(error)}.`);
  }
  let script;
  try {
    script = parseReplayScript(text);
  } catch (error) {
    if (error instanceof ReplayScriptError) return scriptError(terminal, args.script, error.line, errorInCliWords(error) ?? error.message);
    throw error;
  }
  const parsed = script;
  const { outcome, model } = runThrowingWidening(spec, (model) => ({ outcome: replay(monopoly.view(model), parsed), model }));
  const shown = showTrace(model, outcome.trace);
  terminal.out(
    `monocheck: replaying ${displayPath(args.script)} (${script.length} choices) ` +
      `on ${spec.file === null ? 'a model given by flags' : displayPath(spec.file)}\n` +
      `  ${constantsText(spec.stateConstants)}; Next from Init, single-outcome squares resolved without a choice\n`,
  );
  terminal.out(renderTraceText(shown, { describeChange: model.describeChange, colorLevel: terminal.colorLevel }));
  const exitCode = verdict(outcome, shown.steps.length, script.length, spec, model, args.script, terminal);
  if (traceOut !== undefined)
    writeReported(
      terminal,
      traceOut,
      `the game (${shown.steps.length} states, TLC's -dumpTrace json)`,
      `${JSON.stringify(toTlcTraceJson(shown, spec.tlc))}\n`,
    );
  return exitCode;
}

/** Says how the replay ended; its exit code. */
function verdict(
  outcome: ReturnType<typeof replay>,
  states: number,
  choices: number,
  spec: CheckableSpec,
  model: Model,
  scriptPath: string,
  terminal: Terminal,
): ExitCodeValue {
  const invariantIds = Int32Array.from(spec.invariants, (name) => model.invariantNames.indexOf(name));
  const broken = outcome.trace.states.findIndex((state) => model.firstViolatedInvariant(state, 0, invariantIds) >= 0);
  if (outcome.kind === 'stuck') {
    const where = `${displayPath(scriptPath)}:${outcome.step.line}`;
    terminal.err(
      `monocheck: ${where}: step ${outcome.stepNumber} asks '${outcome.asked}', ` +
        `which Next does not allow in state ${outcome.trace.states.length}.\n` +
        `  possible: ${outcome.possible.join(', ')}\n`,
    );
    return ExitCode.usage;
  }
  if (broken >= 0) {
    const invariant = spec.invariants[model.firstViolatedInvariant(outcome.trace.states[broken] as Uint8Array, 0, invariantIds)];
    terminal.out(`State ${broken + 1} violates ${invariant}.\n`);
    return ExitCode.invariantViolation;
  }
  terminal.out(
    `The script played to the end: ${states} states, ${choices} choices; every state ` +
      `satisfies ${spec.invariants.join(', ') || 'the (empty) invariant list'}.\n`,
  );
  return ExitCode.success;
}

export const replayCommand = defineCommand({
  command: 'replay <script> [model]',
  describe: 'play a scripted game (dice, cards, decisions) through Next from Init and print it as a trace',
  builder: replayOptions,
  handler: runReplay,
});
