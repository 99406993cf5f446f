/** Numeric flags read as typed: what is refused is quoted, never shown as NaN. */
import { describe, expect, it } from 'vitest';
import { duration, parseNumberFlag, positiveNumber, wholeNumber } from '../../src/cli/flag-values.js';

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
    expect(() => parseNumberFlag('time-limit', '0', positiveNumber('seconds'))).toThrow(
      "--time-limit '0' is not a number of seconds above 0.",
    );
    expect(() => parseNumberFlag('memory', 'Infinity', positiveNumber('GiB'))).toThrow(
      "--memory 'Infinity' is not a number of GiB above 0.",
    );
    expect(() => parseNumberFlag('memory', '', positiveNumber('GiB'))).toThrow('--memory needs a value: a number of GiB above 0.');
    expect(() => parseNumberFlag('runs', ['3', '4'], wholeNumber(1))).toThrow("--runs is given 2 times ('3', '4'); give it once.");
  });

  it('bounds a duration by the longest wait a timer takes, and says "too large" past it (Node would warn and fire at once)', () => {
    expect(parseNumberFlag('cluster-wait', '2147483', duration('seconds'))).toBe(2147483);
    expect(parseNumberFlag('checkpoint', '35791', duration('minutes'))).toBe(35791);
    expect(() => parseNumberFlag('cluster-wait', '1e9', duration('seconds'))).toThrow(
      "--cluster-wait '1e9' is too large: at most 2,147,483 seconds (24 days, the longest wait a timer takes).",
    );
    expect(() => parseNumberFlag('checkpoint', '35792', duration('minutes'))).toThrow(
      "--checkpoint '35792' is too large: at most 35,791 minutes (24 days, the longest wait a timer takes).",
    );
    expect(() => parseNumberFlag('time-limit', '0', duration('seconds'))).toThrow("--time-limit '0' is not a number of seconds above 0.");
    expect(() => parseNumberFlag('time-limit', 'Infinity', duration('seconds'))).toThrow(
      "--time-limit 'Infinity' is not a number of seconds above 0.",
    );
  });

  it('says a number past what the flag holds is too large, not of the wrong kind (issue 20)', () => {
    expect(() => parseNumberFlag('max-states', '99999999999999999999', wholeNumber(1))).toThrow(
      "--max-states '99999999999999999999' is too large: at most 9,007,199,254,740,991.",
    );
    expect(() => parseNumberFlag('max-states', '1e400', wholeNumber(1))).toThrow(
      "--max-states '1e400' is too large: at most 9,007,199,254,740,991.",
    );
    expect(parseNumberFlag('max-states', String(Number.MAX_SAFE_INTEGER), wholeNumber(1))).toBe(Number.MAX_SAFE_INTEGER);
    // a flag with a maximum of its own says its range
    expect(() => parseNumberFlag('players', '99999999999999999999', wholeNumber(2, 4))).toThrow(
      "--players '99999999999999999999' is not a whole number from 2 to 4.",
    );
  });

  it('quotes at most an excerpt of what was typed, its control characters escaped', () => {
    expect(() => parseNumberFlag('seed', `\u001b[2J${'9'.repeat(100)}x`, wholeNumber(0))).toThrow(
      /^--seed '\\x1b\[2J9{56}\.\.\. \(105 characters\)' is not a whole number, 0 or more\.$/,
    );
  });
});
