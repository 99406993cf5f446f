/**
 * examples/real-decks (the spec with the seed's Chance and Community Chest
 * decks) checked exhaustively by the compiled engine gives TLC's answers to
 * the unit: `compare` against TLC's logs in test/fixtures/tlc/real-decks, and
 * two workers the same counts as TLC's one. The larger models of the folder
 * are in real-decks-larger.compiled.ts (npm run test:compiled).
 */
import { describe, expect, it } from 'vitest';
import { checkRealDecksOnTwoWorkers, compareRealDecks, REAL_DECKS_TLC } from '../helpers/real-decks.js';
import { readTlcRun, tlcRunNumbers } from './tlc-fixtures.js';

function tlcCounts(model: string) {
  const tlc = readTlcRun(`${REAL_DECKS_TLC}${model}`);
  return { verdict: tlc.verdict, counts: [tlc.statesGenerated, tlc.distinctStates, tlc.queueLeft, tlc.depth] };
}

describe("the real decks, compiled, give TLC's answers", () => {
  it.concurrent.each(['real_n2_d8', 'n3_m40_x40_d9'])("%s: verdict and counts equal TLC's, and compare agrees", async (model) => {
    const { ours, report } = await compareRealDecks(model);
    expect(tlcRunNumbers(ours)).toEqual(readTlcRun(`${REAL_DECKS_TLC}${model}`));
    expect(report.differing).toEqual([]);
    expect(report.agree).toBe(true);
  });

  it("real_n2_d8 on two workers: TLC's counts, both workers generating", async () => {
    const two = await checkRealDecksOnTwoWorkers('real_n2_d8');
    expect({ verdict: two.verdict, counts: two.counts }).toEqual(tlcCounts('real_n2_d8'));
    expect(two.generatedByWorker).toHaveLength(2);
    expect(two.generatedByWorker.every((generated) => generated > 0)).toBe(true);
  });
});
