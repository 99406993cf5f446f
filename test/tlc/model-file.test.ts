/** src/tlc/model-file.ts: the error for a wrong model file, with its file, its line and whether it breaks an ASSUME. */
import { describe, expect, it } from 'vitest';
import { ModelFileError } from '../../src/tlc/model-file.js';

describe('ModelFileError', () => {
  it('keeps the file, the 1-based line and the sentence; breaks no ASSUME unless told', () => {
    const error = new ModelFileError('m.cfg', 3, "unknown constant 'Foo'");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ModelFileError');
    expect([error.file, error.line, error.message, error.breaksAssumption]).toEqual(['m.cfg', 3, "unknown constant 'Foo'", false]);
  });

  it('may blame no line, and may say the values break an ASSUME', () => {
    const error = new ModelFileError('m.cfg', undefined, 'N must be in 2..4', true);
    expect(error.line).toBeUndefined();
    expect(error.breaksAssumption).toBe(true);
  });
});
