/** The models of examples/real-decks (the spec with the seed's real decks) and TLC's logs of them (test/fixtures/tlc/real-decks). */
import { expect } from 'vitest';
import { ROOT, runCliAsync } from '../cli/run-cli.js';
import { compiledLibrary } from './compiled.js';

const REAL_DECKS = 'examples/real-decks/';
/** TLC's logs, as readTlcRun names them. */
export const REAL_DECKS_TLC = 'real-decks/';

interface CompareJson {
  agree: boolean;
  rows: { key: string; tlc: unknown; monocheck: unknown }[];
  differing: string[];
}

/** `monocheck compare` of a model of examples/real-decks, compiled, with TLC's log of it: monocheck's numbers and whether compare agrees. */
export async function compareRealDecks(model: string): Promise<{ ours: Record<string, unknown>; report: CompareJson }> {
  const run = await runCliAsync([
    'compare',
    `${REAL_DECKS}${model}.cfg`,
    '--engine',
    'compiled',
    '--tlc-output',
    `test/fixtures/tlc/${REAL_DECKS_TLC}${model}.out`,
    '--json',
  ]);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const report = JSON.parse(run.stdout) as CompareJson;
  return { ours: Object.fromEntries(report.rows.map((row) => [row.key, row.monocheck])), report };
}

/** A model of examples/real-decks checked compiled on two workers, the second one working from the first slice (through the built library: worker threads run compiled JavaScript). */
export async function checkRealDecksOnTwoWorkers(
  model: string,
): Promise<{ verdict: string; counts: number[]; generatedByWorker: readonly number[] }> {
  const { loadSpec, checkSpec } = await compiledLibrary();
  const spec = await loadSpec(`${ROOT}${REAL_DECKS}${model}.cfg`, {}, { engine: 'compiled' });
  const { result } = checkSpec(spec, { workers: 2, waitForThreads: true });
  const { statesGenerated, distinctStates, queueLeft, depth, generatedByWorker } = result.stats;
  return { verdict: result.kind, counts: [statesGenerated, distinctStates, queueLeft, depth], generatedByWorker: generatedByWorker ?? [] };
}
