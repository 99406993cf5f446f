import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNestingProblem, NESTING_LIMIT, placeOf } from '../../src/input/nesting.js';
import { cpuMillisecondsSince } from '../helpers/cpu-time.js';

describe('jsonNestingProblem', () => {
  it('lets JSON nested up to the limit through, and says where it first goes deeper', () => {
    expect(jsonNestingProblem(`${'['.repeat(NESTING_LIMIT)}${']'.repeat(NESTING_LIMIT)}`)).toBeNull();
    expect(jsonNestingProblem(`{"a":\n  ${'['.repeat(NESTING_LIMIT)}]`)).toBe(
      'arrays and objects nest deeper than 100 levels at line 2, column 102',
    );
  });

  it('skips brackets in strings, escaped quotes included', () => {
    expect(jsonNestingProblem(JSON.stringify({ text: `"${'['.repeat(500)}\\"{{{` }))).toBeNull();
  });

  it('scans 100,000 levels in well under a second', () => {
    const started = process.cpuUsage();
    expect(jsonNestingProblem('['.repeat(100_000))).toMatch(/at line 1, column 101$/);
    expect(cpuMillisecondsSince(started)).toBeLessThan(1000);
  });

  it('agrees with the depth of any JSON value (fast-check)', () => {
    const depthOf = (value: unknown): number =>
      typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ depthSize: 'large', maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        expect(jsonNestingProblem(JSON.stringify(value), limit) === null).toBe(depthOf(value) <= limit);
      }),
      { numRuns: 300 },
    );
  });
});

describe('placeOf', () => {
  it('gives the 1-based line and column of an offset', () => {
    expect(placeOf('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(placeOf('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(placeOf('ab\ncd\nef', 6)).toEqual({ line: 3, column: 1 });
  });
});
