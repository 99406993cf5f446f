/** src/cli/check-arguments.ts: the options of `monocheck check`, as yargs reads them: defaults, choices, conflicts, the cluster's checks. */
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { checkOptions, type CheckArguments } from '../../src/cli/check-arguments.js';

/** `check ARGV` read by checkOptions as run-monocheck.ts reads it (numbers as typed, strict); throws yargs's message. */
async function parse(argv: string[]): Promise<CheckArguments> {
  const cli = yargs(['check', ...argv])
    .parserConfiguration({ 'parse-numbers': false })
    .command('check [model]', 'check', (command) => checkOptions(command).strict())
    .exitProcess(false)
    .fail((message, error) => {
      throw new Error(message ?? error?.message);
    });
  return (await cli.parseAsync()) as unknown as CheckArguments;
}

describe('checkOptions', () => {
  it('defaults: the text format, traces as json, progress every 10 s, deadlock checked, one worker', async () => {
    const args = await parse([]);
    expect(args).toMatchObject({ format: 'text', json: false, traceFormat: 'json', progressInterval: 10, deadlock: true, workers: 1 });
    expect(args.model).toBeUndefined();
    expect(args.dfs).toBeUndefined();
  });

  it('reads the model positional, the limits and the search modes', async () => {
    const args = await parse(['specs/n3_m0_x0.cfg', '--max-states', '100', '--time-limit', '2.5', '--dfid', '--max-depth', '4']);
    expect(args).toMatchObject({ model: 'specs/n3_m0_x0.cfg', maxStates: 100, timeLimit: 2.5, dfid: true, maxDepth: 4 });
    expect((await parse(['--witness', 'hotel', '--format', 'tool'])).witness).toBe('hotel');
  });

  it('refuses a format it does not have, and a search mode beside one it conflicts with', async () => {
    await expect(parse(['--format', 'xml'])).rejects.toThrow(/Invalid values:\n {2}Argument: format, Given: "xml"/);
    await expect(parse(['--dfs', '--dfid'])).rejects.toThrow(/mutually exclusive/);
    await expect(parse(['--coverage', '--dfs'])).rejects.toThrow(/mutually exclusive/);
    await expect(parse(['--explore', '--witness', 'hotel'])).rejects.toThrow(/mutually exclusive/);
  });

  it('refuses a bad limit as typed, and the cluster flags without what they need', async () => {
    await expect(parse(['--max-states', '0'])).rejects.toThrow("--max-states '0' is not a whole number, 1 or more.");
    await expect(parse(['--cluster-workers', '2'])).rejects.toThrow('--cluster-workers is for a cluster run; add --cluster URL.');
    await expect(parse(['--cluster', 'nats://127.0.0.1:4222'])).rejects.toThrow(/^--cluster needs --cluster-workers/);
  });
});
