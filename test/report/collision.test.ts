import { describe, expect, it } from 'vitest';
import { collisionProbability } from '../../src/engine/result.js';
import { collisionChance } from '../../src/report/collision.js';

describe('fingerprint collisions in the report', () => {
  it("TLC's optimistic estimate, distinct x (generated - distinct) / 2^bits, for each width", () => {
    expect(collisionProbability(1818259, 8949118)).toBeCloseTo(7.03e-7, 9);
    expect(collisionProbability(1818259, 8949118, 96)).toBe(collisionProbability(1818259, 8949118) / 2 ** 32);
    expect(collisionProbability(1818259, 8949118, 128)).toBe(collisionProbability(1818259, 8949118) / 2 ** 64);
    expect(collisionProbability(5, 3)).toBe(0);
  });

  it('names the width in the summary when it is not 64 bits', () => {
    expect(collisionChance(7.03e-7, 64)).toBe("7.0e-7 (TLC's optimistic fingerprint estimate)");
    expect(collisionChance(3.8e-26, 128)).toBe("3.8e-26 (TLC's optimistic fingerprint estimate, 128-bit fingerprints)");
  });
});
