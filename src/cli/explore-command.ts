/**
 * `monocheck explore [model.cfg]`: serves the explorer (explore/) for a
 * model, prints its address, and runs until Ctrl+C. `check --explore` serves
 * it at the counterexample through serveExplorer.
 */
import type { Argv, Options } from 'yargs';
import { displayPath } from '../runs/display-path.js';
import { excerpt } from '../input/quote.js';
import { readUserFile } from '../input/read-text.js';
import type { CheckableSpec } from '../runs/spec/checkable-spec.js';
import { isLoopback, startExplorer, type RunningExplorer } from '../explore/server.js';
import { ExplorerSession } from '../explore/session.js';
import { replayTrace, TraceLoadError } from '../explore/trace-loading.js';
import { positionsOf } from '../engine/trace/trace.js';
import type { CheckResult } from '../engine/result.js';
import { defineCommand, type ArgumentsOf } from './command.js';
import { ExitCode, type ExitCodeValue } from './exit-codes.js';
import { numberOption, wholeNumber } from './flag-values.js';
import { loadSpecOfFlags, MODEL_FLAG_OPTIONS } from './model-flags.js';
import { signalExitCode, type StopSignal } from './signals.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';

export interface ServeArguments {
  readonly port: number;
  readonly host: string;
}

const DEFAULT_EXPLORER_PORT = 8040;

const SERVE_OPTIONS = {
  port: numberOption(
    'port',
    { ...wholeNumber(0, 65535), expected: 'a whole number from 0 to 65535 (0 for any free port)' },
    { default: DEFAULT_EXPLORER_PORT, describe: 'port to listen on; 0 for any free port' },
  ),
  host: {
    type: 'string',
    requiresArg: true,
    default: '127.0.0.1',
    describe: 'address to listen on; anything but the loopback address lets other machines in (a warning is printed)',
  },
} as const satisfies Record<keyof ServeArguments, Options>;

function exploreOptions(yargs: Argv) {
  return yargs
    .positional('model', { type: 'string', describe: 'TLC model file (.cfg) of MCMonopoly.tla; default specs/MCMonopoly.cfg' })
    .options(MODEL_FLAG_OPTIONS)
    .options(SERVE_OPTIONS)
    .option('trace', {
      type: 'string',
      array: true,
      requiresArg: true,
      describe: "open this trace (TLC's output, -dumpTrace json, ITF or monocheck's --trace-out) in the explorer; repeatable",
    });
}

export type ExploreArguments = ArgumentsOf<typeof exploreOptions>;

/**
 * Serves `session` until the process is asked to stop: prints `monocheck:
 * exploring SOURCE at URL` (then `lines(explorer)`), warns when listening
 * beyond this machine. Returns the signal that stopped it, or null (having
 * said why) when it cannot listen.
 */
async function serveExplorer(
  session: ExplorerSession,
  args: ServeArguments,
  terminal: Terminal,
  lines: (explorer: RunningExplorer) => string[] = () => [],
): Promise<StopSignal | null> {
  let explorer: RunningExplorer;
  try {
    // a failure inside the server is a bug: one line (its stack with MONOCHECK_DEBUG=1), and the server goes on
    const onInternalError = (error: Error) =>
      terminal.err(
        `monocheck: explorer: internal error: ${excerpt(error.message, 200)}\n${process.env['MONOCHECK_DEBUG'] ? `${error.stack}\n` : ''}`,
      );
    explorer = await startExplorer({ session, host: args.host, port: args.port, onInternalError });
  } catch (error) {
    terminal.err(`monocheck: ${(error as Error).message}\n`);
    return null;
  }
  terminal.out(`monocheck: exploring ${session.source} at ${explorer.url}\n`);
  for (const line of lines(explorer)) terminal.out(`${line}\n`);
  if (!isLoopback(args.host)) {
    terminal.err(
      `monocheck: warning: listening on ${args.host}, not only on this machine: anyone who can reach ` +
        `port ${explorer.port} can use the explorer (it reads no file, but its searches take CPU and memory).\n`,
    );
  }
  terminal.err('monocheck: serving until Ctrl+C\n');
  // Ctrl+C (or SIGTERM) is how a server ends: the explorer closes, and the command ends as a stopped check does (130, 143)
  const signal = await terminal.stop.whileStoppable(() => terminal.stop.untilRequested(), 'closing the explorer');
  await explorer.close();
  return signal;
}

function sourceOf(spec: CheckableSpec): string {
  return spec.file === null ? 'a model given by flags' : displayPath(spec.file);
}

/** `check --explore`: serves the explorer at the counterexample of `result` until Ctrl+C, then returns the check's exit code. */
export async function exploreCounterexample(
  spec: CheckableSpec,
  result: CheckResult,
  code: ExitCodeValue,
  terminal: Terminal,
): Promise<ExitCodeValue> {
  if (result.kind !== 'invariant' && result.kind !== 'deadlock' && result.kind !== 'property') {
    terminal.err('monocheck: no counterexample to explore; `monocheck explore` walks the model from its initial state.\n');
    return code;
  }
  const session = new ExplorerSession(spec, sourceOf(spec));
  const path = positionsOf(session.model, result.trace);
  // the check's verdict stands: stopping the server that shows its counterexample changes nothing in it
  await serveExplorer(session, { port: 0, host: '127.0.0.1' }, terminal, (explorer) => [
    `  the counterexample (${path.length} states): ${explorer.pageUrl(path)}`,
  ]);
  return code;
}

async function runExplore(args: ExploreArguments, terminal: Terminal): Promise<number> {
  const spec = await loadSpecOfFlags(args);
  const session = new ExplorerSession(spec, sourceOf(spec));
  for (const file of args.trace ?? []) {
    try {
      const text = readUserFile(file, 'the trace file', 'trace');
      session.addTrace(replayTrace(session, text, displayPath(file)), true);
    } catch (error) {
      // a trace named on the command line that cannot be read, or is not of this model: a usage mistake
      const message = (error as Error).message;
      throw new UsageError(error instanceof TraceLoadError ? message : `${message}.`);
    }
  }
  const stopped = await serveExplorer(session, args, terminal, (explorer) =>
    session.allTraces().map((trace) => `  trace ${trace.name} (${trace.states} states): ${explorer.pageUrl(trace.path, trace.id)}`),
  );
  return stopped === null ? ExitCode.other : signalExitCode(stopped);
}

export const exploreCommand = defineCommand({
  command: 'explore [model]',
  describe: 'walk the state space in the browser: successors, invariants, searches from any state, traces',
  builder: exploreOptions,
  handler: runExplore,
});
