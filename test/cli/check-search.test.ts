/**
 * src/cli/check-search.ts: the search `check`'s plan asks for (breadth-first, liveness, a search mode), with the
 * limits of its flags, TLC's report told of the start, and a stop requested before the first slice.
 */
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { checkOptions, type CheckArguments } from '../../src/cli/check-arguments.js';
import type { CheckOutcome } from '../../src/cli/check-outcome.js';
import { planCheck } from '../../src/cli/check-plan.js';
import { SearchProgress } from '../../src/cli/check-progress.js';
import { searchCheck } from '../../src/cli/check-search.js';
import type { TlcReport } from '../../src/cli/tlc-report.js';
import type { Model } from '../../src/engine/model.js';
import { recordingTerminal, type RecordingTerminal } from '../helpers/in-process-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const VIOLATION = 'specs/n3_m0_x0.cfg';

/** searchCheck of `check ARGV`'s plan, on `terminal`, with TLC's report `tlc` when given. */
async function search(
  argv: string[],
  terminal: RecordingTerminal = recordingTerminal(),
  tlc: TlcReport | null = null,
): Promise<CheckOutcome> {
  const cli = yargs(['check', ...argv])
    .parserConfiguration({ 'parse-numbers': false })
    .command('check [model]', 'check', (command) => checkOptions(command).strict())
    .exitProcess(false);
  const plan = await planCheck((await cli.parseAsync()) as unknown as CheckArguments);
  return searchCheck(plan, new SearchProgress(terminal, tlc, 'states'), tlc, terminal);
}

describe('searchCheck', () => {
  it("the breadth-first check: TLC's shortest violation, the spec's own model, no depth-first figures", async () => {
    const { result, model, specModel, depthFirst } = await search([VIOLATION, '--workers', '1']);
    expect(result).toMatchObject({ kind: 'invariant', invariant: 'TurnValid', stats: { distinctStates: 38, depth: 3 } });
    expect(model).toBe(specModel);
    expect(depthFirst).toBeNull();
  });

  it('takes its limits from the flags', async () => {
    const { result } = await search([VIOLATION, '--max-states', '5']);
    expect(result).toMatchObject({ kind: 'limit', limit: 'states' });
  });

  it('a search mode: --dfs gives its depth-first figures, and --witness searches a wrapper of the model', async () => {
    const dfs = await search([VIOLATION, '--dfs', '--max-depth', '5']);
    expect(dfs.result.kind).toBe('invariant');
    expect(dfs.depthFirst).toMatchObject({ iterative: false, maxDepth: 5 });
    const witness = await search(['specs/n2_m0_x0.cfg', '--witness', 'hotel', '--max-depth', '2']);
    expect(witness.result.kind).toBe('ok');
    expect(witness.model).not.toBe(witness.specModel);
  });

  it('a PROPERTY: the liveness check, which finds the lasso', async () => {
    const { result } = await search(['specs/live_spec_winner_real_d6.cfg']);
    expect(result).toMatchObject({ kind: 'property', property: 'EventuallyOneWinner', stats: { distinctStates: 2466 } });
  });

  it("tells TLC's report of the start, with the workers and the model", async () => {
    const started: [number, Model][] = [];
    const tlc = { start: (workers: number, model: Model) => started.push([workers, model]), progress: () => {} } as unknown as TlcReport;
    await search([VIOLATION], recordingTerminal(), tlc);
    expect(started).toHaveLength(1);
    expect(started[0]?.[0]).toBe(1);
  });

  it('a stop requested before the search: interrupted at the first slice, with its checkpoint', async () => {
    const terminal = recordingTerminal();
    terminal.stop.request('SIGINT');
    const checkpoint = `${temporaryFolder('monocheck-check-search-')}/checkpoint`;
    const { result } = await search([VIOLATION, '--checkpoint-dir', checkpoint], terminal);
    expect(result).toMatchObject({ kind: 'limit', limit: 'interrupted' });
    expect(result.kind === 'limit' && result.checkpoint?.startsWith(checkpoint)).toBe(true);
  });
});
