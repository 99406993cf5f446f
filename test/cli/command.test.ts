/** src/cli/command.ts: a subcommand typed end to end, registered on yargs without its argument type, strict about its flags. */
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { defineCommand, type RunHandler } from '../../src/cli/command.js';
import { recordingTerminal } from '../helpers/in-process-cli.js';

const echo = defineCommand({
  command: 'echo <word>',
  describe: 'says its word',
  builder: (cli) =>
    cli.positional('word', { type: 'string', demandOption: true }).options({ 'times-two': { type: 'boolean', default: false } }),
  handler: (args, terminal) => {
    terminal.out(`${args.word}${args.timesTwo ? ` ${args.word}` : ''}\n`);
    return args.timesTwo ? 2 : 1;
  },
});

/** Parses `argv` with `echo` registered; what the run handler got from the handler, or the parse's failure. */
async function parse(argv: string[]): Promise<{ code: number | null; out: string; failure: string | null }> {
  const terminal = recordingTerminal();
  let code: number | null = null;
  const run: RunHandler = async (handler) => {
    code = await handler(terminal);
  };
  const cli = yargs(argv).exitProcess(false);
  echo.register(cli, run);
  let failure: string | null = null;
  try {
    await cli
      .fail((message) => {
        // as run-monocheck.ts does: thrown, so that no handler runs after a usage mistake
        throw new Error(message);
      })
      .parseAsync();
  } catch (error) {
    failure = (error as Error).message;
  }
  return { code, out: terminal.stdout(), failure };
}

describe('defineCommand', () => {
  it('keeps the yargs syntax of the command', () => {
    expect(echo.command).toBe('echo <word>');
  });

  it("hands the handler its arguments camel-cased, and the run handler the handler's exit code", async () => {
    expect(await parse(['echo', 'hi'])).toEqual({ code: 1, out: 'hi\n', failure: null });
    expect(await parse(['echo', 'hi', '--times-two'])).toEqual({ code: 2, out: 'hi hi\n', failure: null });
  });

  it('is strict: a flag its builder does not define is refused and nothing runs', async () => {
    const run = await parse(['echo', 'hi', '--bogus']);
    expect(run.code).toBeNull();
    expect(run.out).toBe('');
    expect(run.failure).toMatch(/Unknown argument/);
  });
});
