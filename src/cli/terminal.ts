import { processStopControl, type StopControl } from './signals.js';

/** Where the CLI writes, and whether it may use colour. */
export interface Terminal {
  out(text: string): void;
  err(text: string): void;
  /** chalk level: 0 for no colour. */
  readonly colorLevel: number;
  /** Whether stderr is a terminal (progress then rewrites one status line). */
  readonly statusLine: boolean;
  /** SIGINT/SIGTERM: a command that can stop cleanly runs its work in `stop.whileStoppable` and then sees `stop.requested`. */
  readonly stop: StopControl;
}

/** Colour only on a TTY, never under NO_COLOR or --no-color; `quit` ends the process at once (a second signal, signals.ts). */
export function processTerminal(argv: readonly string[], env: NodeJS.ProcessEnv, quit: (status: number) => void): Terminal {
  const noColor = argv.includes('--no-color') || (env.NO_COLOR !== undefined && env.NO_COLOR !== '') || !process.stdout.isTTY;
  const forced = argv.includes('--color');
  const err = (text: string) => void process.stderr.write(text);
  return {
    out: (text) => void process.stdout.write(text),
    err,
    colorLevel: forced ? 2 : noColor ? 0 : 2,
    statusLine: process.stderr.isTTY === true,
    stop: processStopControl((line) => err(`\n${line}\n`), env, quit),
  };
}
