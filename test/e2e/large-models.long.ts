/**
 * `npm run test:long` (.ci/run runs it): the three largest reference models with the worker counts npm test leaves
 * out, to keep npm test within its time: 2 and 3 workers at 64-bit fingerprints (npm test: 1 in
 * reference-models.test.ts; real_n2_d13 with 2 in workers.test.ts) and 2 at 128 bits (npm test:
 * the other models, 1 worker, in wide-fingerprints.test.ts).
 */
import { describe, it } from 'vitest';
import { expectWideFingerprintsGiveTlcNumbers, expectWorkersGiveTlcNumbers, LARGE_MODELS } from './worker-runs.js';

describe("the three largest reference models with 2 and 3 workers give TLC's numbers", () => {
  for (const name of LARGE_MODELS) {
    it(`${name} with 2 and 3 workers`, () => expectWorkersGiveTlcNumbers(name, [2, 3]));
    it(`${name} at 128 bits with 2 workers`, () => expectWideFingerprintsGiveTlcNumbers(name, 2));
  }
});
