/**
 * The memory budget of a breadth-first search: a search whose start does not
 * fit (64 workers' threads and batches in 1 GiB) is refused before any of it
 * is taken, and every refusal names each part of what it needs, the parts
 * adding up to the total.
 */
import { describe, expect, it } from 'vitest';
import { THREAD_BYTES } from '../../../src/engine/bfs/search-memory.js';
import { compiledLibrary } from '../../helpers/compiled.js';
import { FIXTURES } from '../../e2e/tlc-fixtures.js';

/** The total and the parts of a refusal, in tenths of a MiB. */
function figures(message: string): { total: number; parts: Record<string, number> } {
  const [, total, parts] = /^the search needs ([\d,.]+) MiB \((.*?)\)/.exec(message) ?? [];
  const tenths = (figure: string) => Math.round(Number(figure.replaceAll(',', '')) * 10);
  return {
    total: tenths(total ?? 'NaN'),
    parts: Object.fromEntries(
      [...(parts ?? '').matchAll(/([a-z ]+?) ([\d,.]+) MiB/g)].map((part) => [
        (part[1] as string).replace(/^\+ /, '').trim(),
        tenths(part[2] as string),
      ]),
    ),
  };
}

describe('the memory budget', () => {
  it('refuses 64 workers in 1 GiB before their threads start or their batches are taken, naming every part', async () => {
    const { checkModelFile } = await compiledLibrary();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    // waitForThreads: the threads would start with the first slice
    const { result } = checkModelFile(`${FIXTURES}real_n2_d10.cfg`, {}, { workers: 64, waitForThreads: true, memoryBudgetBytes: 2 ** 30 });
    expect(performance.now() - started).toBeLessThan(5000);
    // 63 threads of 16 MiB would be a gigabyte
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 2 ** 20);
    expect(result.kind).toBe('error');
    expect(result.stats.distinctStates).toBe(0);
    const message = result.kind === 'error' ? result.message : '';
    // in the library's terms: its options, not the command line's flags
    expect(message).toMatch(
      / before it stores its first state, but its memory budget is 1,024\.0 MiB; raise memoryBudgetBytes if the machine has more, or use fewer workers \(each takes about [\d.]+ MiB before it stores a state\)$/,
    );
    const problem = result.kind === 'error' ? result.problem : undefined;
    expect(problem).toMatchObject({ kind: 'memory-to-start', budgetBytes: 2 ** 30, workers: 64 });
    expect(problem?.kind === 'memory-to-start' && problem.parts['worker threads']).toBe(63 * THREAD_BYTES);
    const { total, parts } = figures(message);
    expect(Object.keys(parts)).toEqual(['visited set', 'parent links', 'levels', 'successor batches', 'worker threads']);
    expect(parts['worker threads']).toBe(((63 * THREAD_BYTES) / 2 ** 20) * 10);
    expect(Object.values(parts).reduce((sum, part) => sum + part, 0)).toBe(total);
  });

  it('names every part when the search outgrows the budget, and they add up', async () => {
    const { checkModelFile } = await compiledLibrary();
    const { result } = checkModelFile(`${FIXTURES}n2_m50_x50.cfg`, {}, { memoryBudgetBytes: 0.03 * 2 ** 30 });
    expect(result.kind).toBe('error');
    expect(result.stats.distinctStates).toBeGreaterThan(0);
    const message = result.kind === 'error' ? result.message : '';
    expect(message).toMatch(
      / for [\d,]+ distinct states, but its memory budget is 30\.7 MiB; raise memoryBudgetBytes if the machine has more, or bound the model more tightly$/,
    );
    expect(result.kind === 'error' && result.problem).toMatchObject({
      kind: 'memory',
      budgetBytes: 0.03 * 2 ** 30,
      distinctStates: result.stats.distinctStates,
    });
    const { total, parts } = figures(message);
    expect(Object.keys(parts)).toEqual(['visited set', 'parent links', 'levels', 'successor batches']);
    expect(Object.values(parts).reduce((sum, part) => sum + part, 0)).toBe(total);
    // the total shown is above the budget shown: rounding never makes them look equal
    expect(total).toBeGreaterThan(307);
  });
});
