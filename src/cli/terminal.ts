/** Where the CLI writes, and whether it may use colour. */
export interface Terminal {
  out(text: string): void;
  err(text: string): void;
  /** chalk level: 0 for no colour. */
  readonly colorLevel: number;
  /** Whether stderr is a terminal (progress then rewrites one status line). */
  readonly statusLine: boolean;
  /**
   * Stopping on SIGINT/SIGTERM: a command that can stop cleanly sets `honored`
   * while it runs and then sees `requested`; otherwise the signal ends the process.
   */
  readonly stop: { readonly requested: boolean; honored: boolean };
}

/** Colour only on a TTY, never under NO_COLOR or --no-color. */
export function processTerminal(argv: readonly string[], env: NodeJS.ProcessEnv): Terminal {
  const noColor = argv.includes('--no-color') || (env.NO_COLOR !== undefined && env.NO_COLOR !== '') || !process.stdout.isTTY;
  const forced = argv.includes('--color');
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    colorLevel: forced ? 2 : noColor ? 0 : 2,
    statusLine: process.stderr.isTTY === true,
    stop: { requested: false, honored: false },
  };
}

