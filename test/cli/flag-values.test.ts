/** Numeric flags read as typed: what is refused is quoted, never shown as NaN. */
import { describe, expect, it } from 'vitest';
import { parseNumberFlag, positiveNumber, wholeNumber } from '../../src/cli/flag-values.js';

describe('parseNumberFlag', () => {
  it('reads whole and decimal numbers as people type them', () => {
    expect(parseNumberFlag('players', '3', wholeNumber(2, 4))).toBe(3);
    expect(parseNumberFlag('max-states', '1e6', wholeNumber(1))).toBe(1_000_000);
    expect(parseNumberFlag('time-limit', '.5', positiveNumber('seconds'))).toBe(0.5);
    expect(parseNumberFlag('progress-interval', 10, positiveNumber('seconds'))).toBe(10);
  });

  it('quotes what it refuses and says what it takes', () => {
    expect(() => parseNumberFlag('players', 'abc', wholeNumber(2, 4))).toThrow("--players 'abc' is not a whole number from 2 to 4.");
    expect(() => parseNumberFlag('players', '5', wholeNumber(2, 4))).toThrow("--players '5' is not a whole number from 2 to 4.");
    expect(() => parseNumberFlag('max-depth', '2.5', wholeNumber(0))).toThrow("--max-depth '2.5' is not a whole number, 0 or more.");
    expect(() => parseNumberFlag('seed', '0x10', wholeNumber(0))).toThrow("--seed '0x10' is not a whole number, 0 or more.");
    expect(() => parseNumberFlag('time-limit', '0', positiveNumber('seconds'))).toThrow("--time-limit '0' is not a number of seconds above 0.");
    expect(() => parseNumberFlag('memory', 'Infinity', positiveNumber('GiB'))).toThrow("--memory 'Infinity' is not a number of GiB above 0.");
    expect(() => parseNumberFlag('memory', '', positiveNumber('GiB'))).toThrow('--memory needs a value: a number of GiB above 0.');
    expect(() => parseNumberFlag('runs', ['3', '4'], wholeNumber(1))).toThrow("--runs is given 2 times ('3', '4'); give it once.");
  });
});
