import { describe, expect, it } from 'vitest';
import { FlagValueError } from '../../src/runs/flag-value-error.js';
import { ModelFileError } from '../../src/tlc/cfg.js';

describe('FlagValueError', () => {
  it("is an Error by its own name, with the sentence given, and no model file's error", () => {
    const error = new FlagValueError('--players 7 is not a number of players (2..4).');
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ModelFileError);
    expect(String(error)).toBe('FlagValueError: --players 7 is not a number of players (2..4).');
  });
});
