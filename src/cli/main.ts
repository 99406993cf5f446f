#!/usr/bin/env node
/** The monocheck command line: yargs commands only; the one place that sets the exit code. */
import { readFileSync } from 'node:fs';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { CheckpointError } from '../engine/checkpoint.js';
import { ClusterUrlError } from '../cluster/transport/connect.js';
import { ServerSilentError } from '../cluster/transport/transport.js';
import { ModelFileError } from '../tlc/cfg.js';
import { SpecChangedError } from '../api/spec-beside-model.js';
import { NotMonopolyError } from '../api/spec/checkable-spec.js';
import { MonopolyViewError } from '../monopoly/monopoly-view.js';
import { FlagValueError } from '../api/flag-value-error.js';
import { ModelConfigError, SpecError } from '../tla/errors.js';
import { AssumptionFalseError } from '../tla/compile/compile-spec.js';
import { escapeControl } from '../input/quote.js';
import type { RunHandler } from './command.js';
import { COMMANDS } from './commands.js';
import { runTlcCommand } from './check-command.js';
import { ExitCode } from './exit-codes.js';
import { displayPath } from '../api/display-path.js';
import { processTerminal } from './terminal.js';
import { UsageError } from './usage-error.js';
import { usageMessage } from './usage-message.js';

const argv = hideBin(process.argv);
// a reader that goes away (`monocheck check | head`) is not an error
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}
const terminal = processTerminal(argv, process.env);

function fail(error: unknown): number {
  if (error instanceof UsageError || error instanceof FlagValueError) {
    terminal.err(`monocheck: ${error.message}\n`);
    return ExitCode.usage;
  }
  // a Monopoly-only command or flag asked of another spec, or of states it cannot read as the game's
  if (error instanceof NotMonopolyError || error instanceof MonopolyViewError) {
    terminal.err(`monocheck: ${escapeControl(error.message)}\n`);
    return ExitCode.notForThisSpec;
  }
  if (error instanceof ModelFileError) {
    const file = error.file === '' ? '' : displayPath(error.file);
    const where = error.line === undefined ? file : `${file}:${error.line}`;
    terminal.err(`monocheck: ${where ? `${where}: ` : ''}${error.message}\n`);
    return error.breaksAssumption ? ExitCode.assumptionFalse : ExitCode.modelFileError;
  }
  if (error instanceof SpecError) {
    const where = error.at === null ? '' : `${displayPath(error.at.file)}:${error.at.line}:${error.at.column}: `;
    terminal.err(`monocheck: ${where}${escapeControl(error.message)}\n`);
    return ExitCode.specError;
  }
  if (error instanceof ModelConfigError) {
    const where = error.line === undefined ? displayPath(error.file) : `${displayPath(error.file)}:${error.line}`;
    terminal.err(`monocheck: ${where}: ${escapeControl(error.message)}\n`);
    return ExitCode.modelFileError;
  }
  if (error instanceof AssumptionFalseError) {
    terminal.err(`monocheck: Error: ${error.message}\n`);
    return ExitCode.assumptionFalse;
  }
  if (error instanceof ClusterUrlError || error instanceof ServerSilentError) {
    terminal.err(`monocheck: ${error.message}\n`);
    return ExitCode.other;
  }
  if (error instanceof SpecChangedError) {
    terminal.err(`monocheck: ${error.message}\n`);
    return ExitCode.specError;
  }
  if (error instanceof CheckpointError) {
    terminal.err(`monocheck: cannot recover: ${error.message}\n`);
    return ExitCode.other;
  }
  const message = error instanceof Error ? error.message : String(error);
  terminal.err(`monocheck: internal error: ${message}\n`);
  if (process.env.MONOCHECK_DEBUG && error instanceof Error) terminal.err(`${error.stack}\n`);
  return ExitCode.other;
}

/**
 * Ends the process with `code` once what was written to stdout and stderr
 * has gone out. A command is done when its handler returns: a handle still
 * open then (a library's socket to a server that never answered) must not
 * keep the process alive past its answer.
 */
function exitWhenWritten(code: number): void {
  let streams = 2;
  const written = () => {
    if (--streams === 0) process.exit(code);
  };
  process.stdout.write('', written);
  process.stderr.write('', written);
}

const run: RunHandler = async (handler) => {
  try {
    process.exitCode = await handler(terminal);
  } catch (error) {
    process.exitCode = fail(error);
  }
  exitWhenWritten(Number(process.exitCode));
};

/**
 * monocheck's own version. yargs would look for a package.json from the
 * working directory up, and print "unknown" or another project's version;
 * ours is two folders up from this module, in src/, dist/ and the bundle alike.
 */
function ownVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : 'unknown';
}

/** A command-line mistake found by yargs; thrown from .fail() so no handler runs after it. */
class YargsUsageError extends Error {}

/** Every command but `tlc`, read by yargs. */
async function runYargs(): Promise<void> {
    try {
    const cli = yargs(argv)
      .scriptName('monocheck')
      .usage('$0 <command> [options]\n\nAn explicit-state model checker for the Monopoly TLA+ spec: TLC\'s answers, faster.')
      // numeric flags read the text as typed (flag-values.ts), so that a mistake can be quoted
      .parserConfiguration({ 'parse-numbers': false });
    for (const command of COMMANDS) command.register(cli, run);
    await cli
    .option('color', { type: 'boolean', describe: 'colour the output (default: on a terminal, unless NO_COLOR is set)' })
    .demandCommand(1, 'Name a command, e.g. `monocheck check specs/MCMonopoly.cfg`.')
    .strict()
    .fail((message, error) => {
      // handlers catch their own errors (run above), so anything here is a usage mistake or a failed .check() or coerce
      throw new YargsUsageError(usageMessage(message ?? error?.message ?? 'invalid arguments', argv, COMMANDS.map((command) => command.command)));
    })
    .epilogue('Exit codes (TLC\'s): 0 no error (or a limit reached), 11 deadlock, 12 invariant violated, 13 temporal property violated, 150 spec error (an ASSUME broken, or the .tla files beside the model edited), 151 bad model file, 255 other; 20 TLC and monocheck disagree (compare, trace --validate); 1 usage; 130/143 stopped by SIGINT/SIGTERM.')
    .help()
    .version(ownVersion())
    // yargs lays out the help text on every run; only --help shows it, and laying it out wrapped costs ~30 ms of start-up
    .wrap(argv.includes('--help') ? Math.min(110, process.stdout.columns ?? 100) : null)
    .parseAsync();
  } catch (error) {
    if (!(error instanceof YargsUsageError)) throw error;
    const command = COMMANDS.find((candidate) => candidate.command.split(' ')[0] === argv[0]);
    terminal.err(`monocheck: ${error.message}\nRun 'monocheck ${command === undefined ? '' : `${argv[0]} `}--help' for usage.\n`);
    process.exitCode = ExitCode.usage;
  }
}

// `monocheck tlc` reads TLC's single-dash options, which yargs would read as bundles of letters
if (argv[0] === 'tlc') await run((terminal) => runTlcCommand(argv.slice(1), terminal));
else await runYargs();
