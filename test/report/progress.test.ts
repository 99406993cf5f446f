import { describe, expect, it } from 'vitest';
import { renderProgressLine, renderStatusLine } from '../../src/report/progress.js';

const first = {
  level: 12,
  statesGenerated: 1_118_827,
  distinctStates: 527_056,
  queueLeft: 333_592,
  seconds: 10,
  memoryBytes: 212 * 2 ** 20,
};
const second = {
  level: 13,
  statesGenerated: 2_147_194,
  distinctStates: 962_415,
  queueLeft: 599_891,
  seconds: 20,
  memoryBytes: 300 * 2 ** 20,
};

describe('progress', () => {
  it("prints TLC's progress line, rates per minute since the previous one, and the memory held", () => {
    const line = renderProgressLine(second, first, new Date(2026, 10, 30, 9, 25, 19));
    expect(line).toBe(
      'Progress(13) at 2026-11-30 09:25:19: 2,147,194 states generated (6,170,202 s/min), 962,415 distinct states found (2,612,154 ds/min), 599,891 states left on queue. Memory: 300 MiB.',
    );
  });

  it('leaves the memory out when the search does not measure it', () => {
    const { memoryBytes: _, ...withoutMemory } = first;
    expect(renderProgressLine(withoutMemory, null)).toMatch(/states left on queue\.$/);
  });

  it('gives a terminal one status line with rates per second', () => {
    expect(renderStatusLine(second, first)).toBe(
      'level 13 | 2,147,194 generated (102,837/s) | 962,415 distinct (43,536/s) | 599,891 queued | 300 MiB | 20 s',
    );
  });
});
