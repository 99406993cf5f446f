/**
 * The monocheck command line as a function: reads `argv` (without node and the script), runs the command on
 * `terminal` and returns the exit code. It never exits the process: main.ts does, the one place that does.
 */
import { readFileSync } from 'node:fs';
import yargs from 'yargs';
import type { RunHandler } from './command.js';
import { COMMANDS } from './commands.js';
import { runTlcCommand } from './check-command.js';
import { reportError } from './error-report.js';
import { ExitCode } from './exit-codes.js';
import type { Terminal } from './terminal.js';
import { usageMessage } from './usage-message.js';

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

/** Every command but `tlc`, read by yargs; `run` runs the handler of the command named. */
async function runYargs(argv: readonly string[], terminal: Terminal, run: RunHandler): Promise<number | null> {
  try {
    const cli = yargs([...argv])
      .scriptName('monocheck')
      .usage("$0 <command> [options]\n\nAn explicit-state model checker for the Monopoly TLA+ spec: TLC's answers, faster.")
      // numeric flags read the text as typed (flag-values.ts), so that a mistake can be quoted
      .parserConfiguration({ 'parse-numbers': false });
    for (const command of COMMANDS) command.register(cli, run);
    await cli
      .option('color', { type: 'boolean', describe: 'colour the output (default: on a terminal, unless NO_COLOR is set)' })
      .demandCommand(1, 'Name a command, e.g. `monocheck check specs/MCMonopoly.cfg`.')
      .strict()
      .fail((message, error) => {
        // handlers catch their own errors (run above), so anything here is a usage mistake or a failed .check() or coerce
        throw new YargsUsageError(
          usageMessage(
            message ?? error?.message ?? 'invalid arguments',
            argv,
            COMMANDS.map((command) => command.command),
          ),
        );
      })
      .epilogue(
        "Exit codes (TLC's): 0 no error (or a limit reached), 11 deadlock, 12 invariant violated, 13 temporal property " +
          'violated, 150 spec error (an ASSUME broken, or the .tla files beside the model edited), 151 bad model file, 255 ' +
          'other; 20 TLC and monocheck disagree (compare, trace --validate); 1 usage; 130/143 stopped by SIGINT/SIGTERM.',
      )
      .help()
      .version(ownVersion())
      // --help and --version return here (exit 0) instead of ending the process: only main.ts ends it
      .exitProcess(false)
      // yargs lays out the help text on every run; only --help shows it, and laying it out wrapped costs ~30 ms of start-up
      .wrap(argv.includes('--help') ? Math.min(110, process.stdout.columns ?? 100) : null)
      .parseAsync();
  } catch (error) {
    if (!(error instanceof YargsUsageError)) throw error;
    const command = COMMANDS.find((candidate) => candidate.command.split(' ')[0] === argv[0]);
    terminal.err(`monocheck: ${error.message}\nRun 'monocheck ${command === undefined ? '' : `${argv[0]} `}--help' for usage.\n`);
    return ExitCode.usage;
  }
  return null;
}

/**
 * Runs the command `argv` names on `terminal` and returns its exit code. yargs itself writes --help and --version to
 * the process's stdout (exit 0).
 */
export async function runMonocheck(argv: readonly string[], terminal: Terminal): Promise<number> {
  let code: number | null = null;
  const run: RunHandler = async (handler) => {
    try {
      code = await handler(terminal);
    } catch (error) {
      code = reportError(error, terminal);
    }
  };
  // `monocheck tlc` reads TLC's single-dash options, which yargs would read as bundles of letters
  if (argv[0] === 'tlc') await run((terminal) => runTlcCommand(argv.slice(1), terminal));
  else {
    const usage = await runYargs(argv, terminal, run);
    if (usage !== null) return usage;
  }
  return code ?? ExitCode.success;
}
