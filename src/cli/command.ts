import type { ArgumentsCamelCase, Argv } from 'yargs';
import type { Terminal } from './terminal.js';

/** The arguments a command's options define, as its handler receives them (flags camel-cased: `--trace-out` is `traceOut`). */
export type CommandArguments<T> = ArgumentsCamelCase<T>;

/** The arguments defined by an options function such as `checkOptions`: the one type its builder and its handler share. */
export type ArgumentsOf<Define extends (yargs: Argv) => Argv<object>> = CommandArguments<
  ReturnType<Define> extends Argv<infer T> ? T : never
>;

/**
 * One `monocheck` subcommand, typed end to end: `builder` defines the options
 * (yargs infers their types), and `handler` receives exactly those. Handlers
 * return the exit code (or a promise of it) and throw ModelFileError for bad
 * models; only main.ts sets the exit code.
 */
export interface CommandDefinition<T> {
  /** yargs command syntax, e.g. `check [model]`. */
  readonly command: string;
  readonly describe: string;
  builder(yargs: Argv): Argv<T>;
  handler(args: CommandArguments<T>, terminal: Terminal): number | Promise<number>;
}

/** What main.ts does with a command's handler: runs it, maps what it throws, sets the exit code. */
export type RunHandler = (handler: (terminal: Terminal) => number | Promise<number>) => Promise<void>;

/** A command with its argument type sealed inside: main.ts registers it without knowing that type. */
export interface MonocheckCommand {
  readonly command: string;
  register(cli: Argv, run: RunHandler): void;
}

export function defineCommand<T>(definition: CommandDefinition<T>): MonocheckCommand {
  return {
    command: definition.command,
    register(cli, run) {
      cli.command(
        definition.command,
        definition.describe,
        (yargs) => definition.builder(yargs).strict(),
        (args) => run((terminal) => definition.handler(args, terminal)),
      );
    },
  };
}
