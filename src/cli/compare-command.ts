/**
 * `monocheck compare MODEL.cfg --tlc-output FILE` (or `--tlc-jar PATH` to run
 * TLC here): checks the model with monocheck, reads TLC's answers, prints them
 * side by side, and replays TLC's counterexample against the transcription.
 * Exit 0 when everything agrees, 20 when anything differs; a signal while
 * TLC runs stops TLC too, and exits 130 or 143 (see signals.ts).
 */
import type { Argv } from 'yargs';
import { compareWithTlc } from '../runs/compare-with-tlc.js';
import { displayPath } from '../runs/display-path.js';
import { comparisonAgrees, comparisonJson, renderComparison } from '../report/compare-text.js';
import { defineCommand, type ArgumentsOf } from './command.js';
import { DISAGREEMENT_EXIT_CODE } from './disagreement.js';
import { ExitCode } from './exit-codes.js';
import { signalExitCode } from './signals.js';
import { TlcStoppedError } from '../tlc/run-tlc.js';
import { fileOutput, requireWritable } from './output-files.js';
import { inputOf, modelInputs } from '../runs/run-inputs.js';
import type { Terminal } from './terminal.js';
import { ENGINE_OPTIONS } from './model-flags.js';
import { engineInCliWords, tlcUnavailableInCliWords } from './library-error-words.js';
import { engineSentence } from '../runs/spec/checkable-spec.js';

function compareOptions(yargs: Argv) {
  return yargs
    .positional('model', { type: 'string', describe: 'TLC model file (.cfg) of MCMonopoly.tla; default specs/MCMonopoly.cfg' })
    .option('tlc-output', {
      type: 'string',
      requiresArg: true,
      describe: "TLC's output for this model (plain or -tool), e.g. a saved .out file",
    })
    .option('tlc-jar', {
      type: 'string',
      requiresArg: true,
      describe: 'run TLC from this tla2tools.jar (java must be on the PATH); default $TLA2TOOLS_JAR',
    })
    .option('save-tlc-output', { type: 'string', requiresArg: true, describe: "with --tlc-jar: also write TLC's output to this file" })
    .option('json', { type: 'boolean', default: false, describe: 'print the comparison as one JSON object' })
    .options(ENGINE_OPTIONS)
    .conflicts('tlc-output', 'tlc-jar');
}

export type CompareArguments = ArgumentsOf<typeof compareOptions>;

async function runCompare(args: CompareArguments, terminal: Terminal): Promise<number> {
  const jar = args.tlcJar ?? process.env['TLA2TOOLS_JAR'];
  const inputs = [
    ...modelInputs(args.model),
    ...inputOf("TLC's output", args.tlcOutput),
    ...inputOf('the TLC jar', jar === '' ? undefined : jar),
  ];
  requireWritable([fileOutput('--save-tlc-output', args.saveTlcOutput)], inputs);
  const stop = terminal.stop;
  let report: Awaited<ReturnType<typeof compareWithTlc>>;
  try {
    // only TLC's run catches signals: monocheck's own check here is synchronous, and a signal ends it at once
    report = await compareWithTlc(args, { signal: stop.signal, whileTlcRuns: (work) => stop.whileStoppable(work, 'stopping TLC') });
  } catch (error) {
    if (error instanceof TlcStoppedError && stop.requested !== null) return signalExitCode(stop.requested);
    throw error;
  }
  if ('usage' in report) {
    terminal.err(`monocheck compare: ${tlcUnavailableInCliWords(report)}\n`);
    return report.usage ? ExitCode.usage : ExitCode.other;
  }
  const engine = engineInCliWords(report.engine);
  const said = { ...report, engine: { ...engine, sentence: engineSentence(engine) } };
  terminal.out(args.json ? `${JSON.stringify(comparisonJson(said))}\n` : renderComparison(said, terminal.colorLevel));
  if (args.saveTlcOutput !== undefined && report.saveFailure !== undefined) {
    terminal.err(
      report.saveFailure === null
        ? `monocheck: wrote TLC's output to ${displayPath(args.saveTlcOutput)}\n`
        : `monocheck: could not write TLC's output to --save-tlc-output ${args.saveTlcOutput}: ${report.saveFailure}\n`,
    );
  }
  return comparisonAgrees(report) ? ExitCode.success : DISAGREEMENT_EXIT_CODE;
}

export const compareCommand = defineCommand({
  command: 'compare [model]',
  describe: "check a model and compare the answers with TLC's (its log, or TLC run here); exit 20 when they disagree",
  builder: compareOptions,
  handler: runCompare,
});
