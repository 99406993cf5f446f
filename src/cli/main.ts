#!/usr/bin/env node
/**
 * The monocheck command line's process: the terminal it writes on, and the one place that ends the process: when the
 * command is done (`exitWhenWritten`), or at once on a second SIGINT or SIGTERM (`quitAtOnce`, called by signals.ts).
 */
import { hideBin } from 'yargs/helpers';
import { runMonocheck } from './run-monocheck.js';
import { processTerminal } from './terminal.js';

const argv = hideBin(process.argv);
// a reader that goes away (`monocheck check | head`) is not an error
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
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

/** Ends the process now, whatever is still being written or computed: a second signal asked it to quit at once. */
function quitAtOnce(status: number): void {
  process.exit(status);
}

exitWhenWritten(await runMonocheck(argv, processTerminal(argv, process.env, quitAtOnce)));
