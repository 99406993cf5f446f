/**
 * Reading the values of numeric flags as the user typed them. yargs would
 * turn `--players abc` into NaN and lose what was typed; these parsers get
 * the text (main.ts turns off yargs' own number parsing) and throw one
 * sentence that quotes it, which main.ts prints as a usage mistake (exit 1).
 */
import type { Options } from 'yargs';
import { excerpt } from '../input/quote.js';

/** What a numeric flag accepts, and the phrase that says so (`a whole number from 2 to 4`). */
export interface NumberRule {
  readonly whole: boolean;
  readonly min: number;
  /** Whether `min` itself is refused (`a number above 0`). */
  readonly aboveMin?: boolean;
  readonly max?: number;
  readonly expected: string;
  /** How a value above `max` is refused, when that deserves its own words (`too large: at most ...`). */
  readonly tooLarge?: string;
}

/** A decimal number as people type it: 12, -3, 0.5, .5, 1e6. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

const quote = (value: unknown) => `'${excerpt(String(value))}'`;

/** The value of `--flag` under `rule`; throws a sentence quoting what was typed. */
export function parseNumberFlag(flag: string, value: unknown, rule: NumberRule): number {
  if (Array.isArray(value)) throw new Error(`--${flag} is given ${value.length} times (${value.map(quote).join(', ')}); give it once.`);
  const text = String(value).trim();
  if (text === '') throw new Error(`--${flag} needs a value: ${rule.expected}.`);
  const number = DECIMAL.test(text) ? Number(text) : Number.NaN;
  // 1e400 is a number too (Infinity), and too large
  if (rule.tooLarge !== undefined && rule.max !== undefined && !Number.isNaN(number) && number > rule.max)
    throw new Error(`--${flag} ${quote(text)} is too large: ${rule.tooLarge}.`);
  const fits =
    Number.isFinite(number) &&
    (!rule.whole || Number.isSafeInteger(number)) &&
    (rule.aboveMin === true ? number > rule.min : number >= rule.min) &&
    (rule.max === undefined || number <= rule.max);
  if (!fits) throw new Error(`--${flag} ${quote(text)} is not ${rule.expected}.`);
  return number;
}

/**
 * The yargs definition of a numeric flag: parsed by `parseNumberFlag`. The
 * type yargs infers for it is `number` (or `number | undefined` without a
 * default), from the parser's return type.
 */
export function numberOption<const D extends { describe: string; default?: number }>(flag: string, rule: NumberRule, definition: D) {
  return {
    ...definition,
    requiresArg: true,
    coerce: (value: unknown): number => parseNumberFlag(flag, value, rule),
  } as const satisfies Options;
}

/**
 * `a whole number from MIN to MAX` / `a whole number, MIN or more` (up to the largest integer a number holds exactly: past it, too large).
 */
export function wholeNumber(min: number, max?: number): NumberRule {
  if (max !== undefined) return { whole: true, min, max, expected: `a whole number from ${min} to ${max}` };
  return {
    whole: true,
    min,
    max: Number.MAX_SAFE_INTEGER,
    expected: `a whole number, ${min} or more`,
    tooLarge: `at most ${Number.MAX_SAFE_INTEGER.toLocaleString('en-US')}`,
  };
}

/** A number above 0 of some unit: `a number of seconds above 0`. */
export function positiveNumber(unit: string): NumberRule {
  return { whole: false, min: 0, aboveMin: true, expected: `a number of ${unit} above 0` };
}

/** The longest wait Node's timers take (setTimeout: 2^31 - 1 ms, about 24.8 days); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** A duration above 0, at most what a timer can wait: `--cluster-wait 1e9` is too large, not a wait that ends at once. */
export function duration(unit: 'seconds' | 'minutes'): NumberRule {
  const max = Math.floor(LONGEST_TIMER_MS / (unit === 'seconds' ? 1000 : 60_000));
  return {
    ...positiveNumber(unit),
    max,
    tooLarge: `at most ${max.toLocaleString('en-US')} ${unit} (24 days, the longest wait a timer takes)`,
  };
}
