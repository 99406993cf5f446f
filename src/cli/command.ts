import type { Argv } from 'yargs';
import type { Terminal } from './terminal.js';

/**
 * One `monocheck` subcommand. Handlers return the exit code (or a promise of
 * it) and throw ModelFileError for bad models; only main.ts sets the exit code.
 */
export interface MonocheckCommand {
  /** yargs command syntax, e.g. `check [model]`. */
  readonly command: string;
  readonly describe: string;
  builder(yargs: Argv): Argv;
  handler(args: Record<string, unknown>, terminal: Terminal): number | Promise<number>;
}
