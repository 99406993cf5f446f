import { describe, expect, it } from 'vitest';
import { LayoutOverflowError, TlcRuntimeError } from '../../../src/tla/runtime/runtime-errors.js';

describe('TlcRuntimeError', () => {
  it("carries TLC's message, location and exit code 75", () => {
    const error = new TlcRuntimeError('Attempted to apply function', 'line 3, col 5 to line 3, col 9 of module M');
    expect(error.message).toBe('Attempted to apply function');
    expect(error.name).toBe('TlcRuntimeError');
    expect(error.detail).toEqual({ exitCode: 75, location: 'line 3, col 5 to line 3, col 9 of module M', reason: 'evaluation' });
    expect(error.countsAsGenerated).toBe(false);
  });

  it('counts an incompletely specified successor as generated, as TLC does', () => {
    expect(new TlcRuntimeError('m', 'l', 'notCompletelySpecified').countsAsGenerated).toBe(true);
  });
});

describe('LayoutOverflowError', () => {
  it('names the variable and keeps the value that did not fit', () => {
    const error = new LayoutOverflowError(2, [1, 70000]);
    expect(error.message).toBe('a value of variable 2 does not fit the packed layout');
    expect(error.detail).toEqual({ variable: 2, value: [1, 70000] });
    expect(error).toBeInstanceOf(Error);
  });
});
