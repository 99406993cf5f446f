import { describe, expect, it } from 'vitest';
import { collisionChance } from '../../src/report/collision.js';

describe('fingerprint collisions in the report', () => {
  it('names the width in the summary when it is not 64 bits', () => {
    expect(collisionChance(7.03e-7, 64)).toBe("7.0e-7 (TLC's optimistic fingerprint estimate)");
    expect(collisionChance(3.8e-26, 128)).toBe("3.8e-26 (TLC's optimistic fingerprint estimate, 128-bit fingerprints)");
  });
});
