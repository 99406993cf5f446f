#!/usr/bin/env node
/** The monocheck command line: yargs commands only; the one place that sets the exit code. */
import { readFileSync } from 'node:fs';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { CheckpointError } from '../engine/checkpoint.js';
import { ModelFileError } from '../tlc/cfg.js';
import { SpecChangedError } from '../api/spec-beside-model.js';
import { COMMANDS } from './commands.js';
import { ExitCode } from './exit-codes.js';
import { displayPath } from '../api/display-path.js';
import { processTerminal } from './terminal.js';

const argv = hideBin(process.argv);
// a reader that goes away (`monocheck check | head`) is not an error
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}
const terminal = processTerminal(argv, process.env);

function fail(error: unknown): number {
  if (error instanceof ModelFileError) {
    const file = error.file === '' ? '' : displayPath(error.file);
    const where = error.line === undefined ? file : `${file}:${error.line}`;
    terminal.err(`monocheck: ${where ? `${where}: ` : ''}${error.message}\n`);
    return error.breaksAssumption ? ExitCode.specError : ExitCode.modelFileError;
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

async function run(action: () => number | Promise<number>): Promise<void> {
  try {
    process.exitCode = await action();
  } catch (error) {
    process.exitCode = fail(error);
  }
}

// The first SIGINT/SIGTERM asks the running command to stop cleanly (a search writes a checkpoint); a second one ends the process.
const stop = terminal.stop as { requested: boolean; honored: boolean };
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stop.requested || !stop.honored) process.exit(130);
    stop.requested = true;
    terminal.err(`\nmonocheck: ${signal} received: stopping at the next slice (send it again to quit at once)\n`);
  });
}

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
class UsageError extends Error {}

try {
  const cli = yargs(argv)
    .scriptName('monocheck')
    .usage('$0 <command> [options]\n\nAn explicit-state model checker for the Monopoly TLA+ spec: TLC\'s answers, faster.');
  for (const command of COMMANDS) {
    cli.command(
      command.command,
      command.describe,
      (y) => command.builder(y).strict(),
      (args) => run(() => command.handler(args, terminal)),
    );
  }
  await cli
  .option('color', { type: 'boolean', describe: 'colour the output (default: on a terminal, unless NO_COLOR is set)' })
  .demandCommand(1, 'Name a command, e.g. `monocheck check specs/MCMonopoly.cfg`.')
  .strict()
  .fail((message, error) => {
    // handlers catch their own errors (run above), so anything here is a usage mistake or a failed .check()
    throw new UsageError(message ?? error?.message ?? 'invalid arguments');
  })
  .epilogue('Exit codes (TLC\'s): 0 no error (or a limit reached), 11 deadlock, 12 invariant violated, 150 spec error (an ASSUME broken, or the .tla files beside the model edited), 151 bad model file, 255 other; 20 TLC and monocheck disagree (compare, trace --validate); 1 usage.')
  .help()
  .version(ownVersion())
  .wrap(Math.min(110, process.stdout.columns ?? 100))
  .parseAsync();
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  terminal.err(`monocheck: ${error.message}\nRun 'monocheck --help' for usage.\n`);
  process.exitCode = ExitCode.usage;
}
