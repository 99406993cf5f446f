import { describe, expect, it } from 'vitest';
import { collisionWarning } from '../../src/cli/collision-warning.js';

describe('collisionWarning', () => {
  it('warns a 64-bit run once its estimate passes 1e-3, with what 96 and 128 bits would make it', () => {
    // the large model where the memory budget stopped it (docs/performance.md): estimate 0.15
    expect(collisionWarning(929783158, 3858258212, 64)).toBe(
      "monocheck: warning: the chance that a fingerprint collision hid a state has passed 1e-3: TLC's optimistic estimate is 1.5e-1 for 929,783,158 distinct states " +
        'with 64-bit fingerprints; it would be 3.4e-11 with --fingerprint-bits 96, or 8.0e-21 with --fingerprint-bits 128.',
    );
    expect(collisionWarning(929783158, 3858258212, 128)).toBeNull();
    // 1e-3 itself is not past it: distinct x (generated - distinct) = 2^64 / 1000
    expect(collisionWarning(1e8, 1e8 + 2 ** 64 / 1000 / 1e8, 64)).toBeNull();
    expect(collisionWarning(1e8, 1e8 + 2 ** 64 / 1000 / 1e8 + 1e3, 64)).not.toBeNull();
  });
});
