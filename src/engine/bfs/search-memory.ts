/**
 * What a breadth-first search holds in memory, and its budget: past half of
 * the budget the levels spill to disk; past the whole of it the search stops
 * with a problem that lists every part of what it needs (they add up to the
 * total; search-problem.ts words it). A search whose start alone does not fit (the
 * first chunks of its structures, the batches and the threads of its
 * workers) is refused before any of that is taken.
 */
import { releaseDroppedBuffers } from '../release-memory.js';
import { totalBytes, type MemoryParts, type SearchProblem } from '../search-problem.js';
import type { Levels } from './levels.js';
import { LINK_CHUNK_BYTES, type ParentLinks } from './parent-links.js';
import { levelChunkBytes } from './state-buffer.js';
import { batchBytes, FIRST_CAPACITY } from './successor-batch.js';
import type { VisitedSet } from './visited-set.js';

/**
 * What one worker thread holds beside the shared structures: its own
 * JavaScript heap and the model's code. Measured with Node 22 on n2_m0_x0
 * (maximum resident set less the structures counted, for 2 to 32 workers):
 * 12 to 18 MiB a thread, 29 MiB for the first; 16 MiB is counted.
 */
export const THREAD_BYTES = 16 * 2 ** 20;

export interface HeldStructures {
  readonly visited: VisitedSet;
  readonly links: ParentLinks;
  readonly levels: Levels;
  /** Bytes of the workers' batches (none before the workers exist). */
  batchBytes(): number;
  /** Worker threads started (the calling thread is not one). */
  threads(): number;
}

export class SearchMemory {
  constructor(
    private readonly held: HeldStructures,
    private readonly budgetBytes: number | undefined,
  ) {}

  /** Bytes the search holds now, plus `extra` it is about to allocate for the visited set. */
  residentBytes(extra: number): number {
    return totalBytes(this.parts(extra));
  }

  private parts(extra: number): MemoryParts {
    const { visited, links, levels } = this.held;
    return {
      'visited set': visited.bytes + extra,
      'parent links': links.bytes,
      levels: levels.bytes,
      'successor batches': this.held.batchBytes(),
      'worker threads': this.held.threads() * THREAD_BYTES,
    };
  }

  /**
   * Why a search with `workers` workers cannot start within the budget, or
   * null: what it takes before its first state is stored (the visited set as
   * made, a chunk of links, a chunk of each level, two batches and a thread
   * for each worker but the calling thread's own).
   */
  startingProblem(workers: number, stateBytes: number, fingerprintWords: number): SearchProblem | null {
    const budget = this.budgetBytes;
    if (budget === undefined) return null;
    const parts: MemoryParts = {
      'visited set': this.held.visited.bytes,
      'parent links': LINK_CHUNK_BYTES,
      levels: 2 * levelChunkBytes(stateBytes),
      'successor batches': workers * 2 * batchBytes(FIRST_CAPACITY, stateBytes, workers, fingerprintWords),
      'worker threads': (workers - 1) * THREAD_BYTES,
    };
    if (totalBytes(parts) <= budget) return null;
    const bytesPerWorker = THREAD_BYTES + 2 * batchBytes(FIRST_CAPACITY, stateBytes, workers, fingerprintWords);
    return { kind: 'memory-to-start', parts, budgetBytes: budget, workers, bytesPerWorker };
  }

  /**
   * Keeps the search within its budget: past half of it, spills the expanded
   * part of the level and the full chunks of the next one; returns why the
   * search cannot go on if that is not enough for `extra` more bytes, else
   * null. `distinct` is the number of distinct states found, for the problem.
   */
  makeRoom(extra: number, distinct: number): SearchProblem | null {
    const budget = this.budgetBytes;
    if (budget === undefined || this.residentBytes(extra) <= budget / 2) return null;
    releaseDroppedBuffers(this.held.levels.spill());
    const parts = this.parts(extra);
    if (totalBytes(parts) <= budget) return null;
    return { kind: 'memory', parts, budgetBytes: budget, distinctStates: distinct };
  }
}
