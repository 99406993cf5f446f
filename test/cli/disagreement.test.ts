/** src/cli/disagreement.ts: the exit code of `compare` and `trace --validate` when TLC (or a trace file) and monocheck disagree. */
import { describe, expect, it } from 'vitest';
import { DISAGREEMENT_EXIT_CODE } from '../../src/cli/disagreement.js';
import { ExitCode } from '../../src/cli/exit-codes.js';

describe('DISAGREEMENT_EXIT_CODE', () => {
  it("is 20, which clashes with none of TLC's exit codes (0, 10-14, 75-77, 150-153, 255) nor monocheck's others", () => {
    expect(DISAGREEMENT_EXIT_CODE).toBe(20);
    const tlc = [0, 10, 11, 12, 13, 14, 75, 76, 77, 150, 151, 152, 153, 255];
    expect(tlc).not.toContain(DISAGREEMENT_EXIT_CODE);
    expect(Object.values(ExitCode)).not.toContain(DISAGREEMENT_EXIT_CODE);
    // the signals' 128 + n (130, 143) are above it
    expect(DISAGREEMENT_EXIT_CODE).toBeLessThan(128);
  });
});
