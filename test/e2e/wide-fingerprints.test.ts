/**
 * --fingerprint-bits 128 gives TLC's numbers on every reference model,
 * through the built command line (one process per model, so that the
 * suite stays short). The three largest run in `npm run test:long`
 * (large-models.long.ts), with two workers.
 */
import { describe, it } from 'vitest';
import { REFERENCE_MODELS } from './tlc-fixtures.js';
import { expectWideFingerprintsGiveTlcNumbers, LARGE_MODELS } from './worker-runs.js';

describe("128-bit fingerprints give TLC's numbers", () => {
  for (const name of REFERENCE_MODELS.filter((model) => !LARGE_MODELS.includes(model))) {
    it(`${name} with 1 worker`, { timeout: 120_000 }, () => expectWideFingerprintsGiveTlcNumbers(name, 1));
  }
});
