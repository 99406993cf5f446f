/**
 * The larger models of examples/real-decks against TLC's logs, on one worker
 * (`compare`) and on two (real-decks.test.ts has the small ones, in npm test).
 */
import { describe, expect, it } from 'vitest';
import { checkRealDecksOnTwoWorkers, compareRealDecks, REAL_DECKS_TLC } from '../helpers/real-decks.js';
import { readTlcRun, tlcRunNumbers } from './tlc-fixtures.js';

describe("the real decks, compiled, give TLC's answers on the larger models", () => {
  it.each(['real_n2_d10', 'n3_m40_x40_d12'])(
    "%s: verdict and counts equal TLC's on one worker and on two, and compare agrees",
    async (model) => {
      const tlc = readTlcRun(`${REAL_DECKS_TLC}${model}`);
      const { ours, report } = await compareRealDecks(model);
      expect(tlcRunNumbers(ours)).toEqual(tlc);
      expect(report.differing).toEqual([]);
      expect(report.agree).toBe(true);
      const two = await checkRealDecksOnTwoWorkers(model);
      expect({ verdict: two.verdict, counts: two.counts }).toEqual({
        verdict: tlc.verdict,
        counts: [tlc.statesGenerated, tlc.distinctStates, tlc.queueLeft, tlc.depth],
      });
    },
  );
});
