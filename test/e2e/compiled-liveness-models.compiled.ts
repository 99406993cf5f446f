/**
 * The compiler against the transcription on the liveness models (issue 21),
 * `npm run test:compiled`: on each of the eight models of
 * test/fixtures/tlc/liveness, the pristine spec compiled gives exactly the
 * transcription's verdict, counts, exit code and lasso (state by state, each
 * step's action, where it loops), one thread as liveness is; and TLC's verdict
 * and exit code, with TLC's counts where the property holds (where it fails,
 * TLC stops at a moment that depends on its timing: see the fixtures' README).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CheckableSpec } from '../../src/runs/spec/checkable-spec.js';
import { compiledLibrary } from '../helpers/compiled.js';
import { searchRun, traceDifference, type SearchRun } from '../helpers/search-answers.js';
import { FIXTURES, readTlcLog } from './tlc-fixtures.js';

const SPECS = fileURLToPath(new URL('../../specs/', import.meta.url));
const LIVE = `${FIXTURES}liveness/`;
const MODELS = readdirSync(LIVE)
  .filter((name) => name.endsWith('.cfg'))
  .map((name) => name.slice(0, -'.cfg'.length))
  .sort();

async function run(spec: CheckableSpec): Promise<SearchRun> {
  const { checkSpec } = await compiledLibrary();
  const { model, result } = checkSpec(spec);
  return searchRun(model, result);
}

describe('the compiled pristine spec on the liveness models', () => {
  it('are the eight models of the fixtures', () => {
    expect(MODELS).toHaveLength(8);
  });

  for (const name of MODELS) {
    it(`${name}: the transcription's answers and lasso, TLC's verdict and exit code`, { timeout: 600_000 }, async () => {
      const { loadSpec } = await compiledLibrary();
      const path = `${SPECS}${name}.cfg`;
      const [transcribed, compiled] = await Promise.all([
        loadSpec(path, {}, { engine: 'transcribed' }),
        loadSpec(path, {}, { engine: 'compiled' }),
      ]);
      expect(compiled.engine.kind).toBe('compiled');
      expect(compiled.temporal).not.toBeNull();
      const oracle = await run(transcribed);
      const ours = await run(compiled);
      expect(ours.answers).toEqual(oracle.answers);
      expect(traceDifference(ours.trace, oracle.trace)).toBeNull();

      const tlc = readTlcLog(`${LIVE}${name}.out`);
      const verdict = tlc.run.verdict;
      expect({ verdict: ours.answers.verdict, detail: ours.answers.detail, exitCode: ours.answers.exitCode }).toEqual({
        verdict: verdict.kind,
        detail: verdict.kind === 'property' ? verdict.property : null,
        exitCode: tlc.exitCode,
      });
      if (verdict.kind === 'ok') {
        const { statesGenerated, distinctStates, queueLeft, depth } = ours.answers;
        expect({ statesGenerated, distinctStates, queueLeft, depth }).toEqual({
          statesGenerated: tlc.run.statesGenerated,
          distinctStates: tlc.run.distinctStates,
          queueLeft: tlc.run.queueLeft,
          depth: tlc.run.depth,
        });
      }
    });
  }
});
