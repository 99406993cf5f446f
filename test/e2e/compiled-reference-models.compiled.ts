/**
 * The compiler against the transcription (issue 21), `npm run test:compiled`:
 * on every reference model of test/fixtures/tlc, the pristine spec compiled
 * (`--engine compiled`) gives exactly the transcription's verdict, states
 * generated, distinct states, queue, depth, exit code and behaviour (state by
 * state, with each step's action), with 1 and with 2 worker threads, and
 * both give TLC's numbers and TLC's counterexample. Early stops too: the two
 * violations (n3_m0_x0, n3_m0_x0_nt) and a distinct-state limit. Runs go
 * through the built library (dist/), whose worker threads load it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckableSpec } from '../../src/runs/spec/checkable-spec.js';
import type { SearchLimits } from '../../src/runs/spec/spec-search.js';
import { compiledLibrary } from '../helpers/compiled.js';
import { searchRun, traceDifference, type SearchRun } from '../helpers/search-answers.js';
import { FIXTURES, readTlcLog, readTlcRun, REFERENCE_MODELS } from './tlc-fixtures.js';

/** The models of specs/, beside the spec's modules (the fixtures' folder has none): the same files. */
const SPECS = fileURLToPath(new URL('../../specs/', import.meta.url));

/** Threads join from the first slice, so that a 2-worker run splits its work from the start. */
const threaded = (workers: number): SearchLimits => ({ workers, waitForThreads: true });

async function specs(name: string): Promise<{ transcribed: CheckableSpec; compiled: CheckableSpec }> {
  const { loadSpec } = await compiledLibrary();
  const path = `${SPECS}${name}.cfg`;
  const [transcribed, compiled] = await Promise.all([
    loadSpec(path, {}, { engine: 'transcribed' }),
    loadSpec(path, {}, { engine: 'compiled' }),
  ]);
  expect(compiled.engine.kind).toBe('compiled');
  return { transcribed, compiled };
}

async function run(spec: CheckableSpec, limits: SearchLimits = {}): Promise<SearchRun & { workers: number }> {
  const { checkSpec } = await compiledLibrary();
  const { model, result } = checkSpec(spec, limits);
  return { ...searchRun(model, result), workers: result.stats.workers };
}

describe("the compiled pristine spec gives the transcription's answers, which are TLC's", () => {
  for (const name of REFERENCE_MODELS) {
    describe(name, () => {
      let models: { transcribed: CheckableSpec; compiled: CheckableSpec };
      let oracle: SearchRun;

      beforeAll(async () => {
        expect(readFileSync(`${SPECS}${name}.cfg`, 'utf8'), 'the model file in specs/ is the fixture').toBe(
          readFileSync(`${FIXTURES}${name}.cfg`, 'utf8'),
        );
        models = await specs(name);
        oracle = await run(models.transcribed);
      }, 300_000);

      it("the transcription gives TLC's numbers and counterexample", () => {
        const tlc = readTlcRun(name);
        const { answers } = oracle;
        expect({
          verdict: answers.verdict === 'ok' ? 'ok' : answers.verdict,
          invariant: answers.verdict === 'invariant' ? answers.detail : null,
          statesGenerated: answers.statesGenerated,
          distinctStates: answers.distinctStates,
          queueLeft: answers.queueLeft,
          depth: answers.depth,
          traceLength: oracle.trace.length,
        }).toEqual(tlc);
        const log = readTlcLog(`${FIXTURES}${name}.out`);
        expect(
          traceDifference(
            oracle.trace,
            log.run.trace.map((step) => step.state),
          ),
        ).toBeNull();
      });

      for (const workers of [1, 2]) {
        it(`compiled, ${workers} worker${workers > 1 ? 's' : ''}: the same answers and behaviour`, { timeout: 600_000 }, async () => {
          const ours = await run(models.compiled, threaded(workers));
          expect(ours.workers).toBe(workers);
          expect(ours.answers).toEqual(oracle.answers);
          expect(traceDifference(ours.trace, oracle.trace)).toBeNull();
        });
      }
    });
  }

  it('stops at a distinct-state limit at the same state, with the same queue, for 1 and 2 workers', { timeout: 600_000 }, async () => {
    const models = await specs('real_n2_d13');
    const limit = { maxDistinctStates: 123_457 };
    const oracle = await run(models.transcribed, limit);
    expect(oracle.answers).toMatchObject({ verdict: 'limit', detail: 'states', distinctStates: 123_457 });
    for (const workers of [1, 2]) {
      const ours = await run(models.compiled, { ...limit, ...threaded(workers) });
      expect(ours.answers, `${workers} workers`).toEqual(oracle.answers);
    }
  });
});
