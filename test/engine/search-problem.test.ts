/** Why a search ran out of room, as data, and its sentence in the library's terms (its options, no flag, no model's constants). */
import { describe, expect, it } from 'vitest';
import {
  budgetText,
  memoryPartsText,
  searchProblemMessage,
  totalBytes,
  type MemoryParts,
  type SearchProblem,
} from '../../src/engine/search-problem.js';

const MIB = 2 ** 20;
const PARTS: MemoryParts = {
  'visited set': 18 * MIB,
  'parent links': 5 * MIB,
  levels: 2 * MIB,
  'successor batches': 4.05 * MIB,
  'worker threads': 0,
};

describe('search problems', () => {
  it('shows the parts in tenths of a MiB rounded up, the total their sum, and the budget rounded down', () => {
    expect(totalBytes(PARTS)).toBe(29.05 * MIB);
    expect(memoryPartsText(PARTS)).toBe(
      '29.1 MiB (visited set 18.0 MiB + parent links 5.0 MiB + levels 2.0 MiB + successor batches 4.1 MiB)',
    );
    expect(budgetText(10.29 * MIB)).toBe('10.2 MiB');
    expect(budgetText(1127.3 * MIB)).toBe('1,127.3 MiB');
  });

  it('says each problem with the numbers it carries, naming the options of CheckOptions', () => {
    const problems: [SearchProblem, string][] = [
      [
        { kind: 'memory-to-start', parts: PARTS, budgetBytes: 10.29 * MIB, workers: 1, bytesPerWorker: 20 * MIB },
        'the search needs 29.1 MiB (visited set 18.0 MiB + parent links 5.0 MiB + levels 2.0 MiB + successor batches 4.1 MiB) before it stores its first state, ' +
          'but its memory budget is 10.2 MiB; raise memoryBudgetBytes if the machine has more',
      ],
      [
        { kind: 'memory-to-start', parts: PARTS, budgetBytes: 10.29 * MIB, workers: 4, bytesPerWorker: 23.95 * MIB },
        'the search needs 29.1 MiB (visited set 18.0 MiB + parent links 5.0 MiB + levels 2.0 MiB + successor batches 4.1 MiB) before it stores its first state, ' +
          'but its memory budget is 10.2 MiB; raise memoryBudgetBytes if the machine has more, or use fewer workers (each takes about 23.9 MiB before it stores a state)',
      ],
      [
        { kind: 'memory', parts: PARTS, budgetBytes: 20 * MIB, distinctStates: 291_343 },
        'the search needs 29.1 MiB (visited set 18.0 MiB + parent links 5.0 MiB + levels 2.0 MiB + successor batches 4.1 MiB) for 291,343 distinct states, ' +
          'but its memory budget is 20.0 MiB; raise memoryBudgetBytes if the machine has more, or bound the model more tightly',
      ],
      [
        { kind: 'spill-file', operation: 'write', path: '/w/level-3.bin', reason: 'no space left on device' },
        'the search cannot write the spill file /w/level-3.bin: no space left on device; past half of its memory budget it spills levels there: ' +
          'give workDir a folder on a disk with room, or raise memoryBudgetBytes',
      ],
    ];
    for (const [problem, message] of problems) {
      expect(searchProblemMessage(problem)).toBe(message);
      expect(message).not.toMatch(/--|MaxDepth|MaxMoney|monocheck/);
    }
  });
});
