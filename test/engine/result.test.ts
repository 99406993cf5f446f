/** What a search returns: TLC's estimate of a fingerprint collision, and the statistics of a search as a result carries them. */
import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine/check.js';
import { collisionProbability } from '../../src/engine/result.js';
import { dieHardModel } from '../helpers/toy-models.js';

describe('collisionProbability', () => {
  it("TLC's optimistic estimate, distinct x (generated - distinct) / 2^bits, for each width", () => {
    expect(collisionProbability(1818259, 8949118)).toBeCloseTo(7.03e-7, 9);
    expect(collisionProbability(1818259, 8949118, 96)).toBe(collisionProbability(1818259, 8949118) / 2 ** 32);
    expect(collisionProbability(1818259, 8949118, 128)).toBe(collisionProbability(1818259, 8949118) / 2 ** 64);
    expect(collisionProbability(5, 3)).toBe(0);
  });

  it("is the estimate a search's statistics carry", () => {
    const { stats } = check(dieHardModel(), { invariants: [], constraints: [], checkDeadlock: false });
    expect(stats.collisionProbability).toBe(collisionProbability(stats.distinctStates, stats.statesGenerated));
    expect(stats.collisionProbability).toBeGreaterThan(0);
  });
});
