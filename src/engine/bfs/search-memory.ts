/**
 * What a breadth-first search holds in memory, and its budget: past half of
 * the budget the levels spill to disk; past the whole of it the search stops
 * with an error that says what took the room and what to do.
 */
import { releaseDroppedBuffers } from '../release-memory.js';
import type { Levels } from './levels.js';
import type { ParentLinks } from './parent-links.js';
import type { VisitedSet } from './visited-set.js';

export interface HeldStructures {
  readonly visited: VisitedSet;
  readonly links: ParentLinks;
  readonly levels: Levels;
  /** Bytes of the workers' batches (none before the workers exist). */
  batchBytes(): number;
}

export class SearchMemory {
  constructor(
    private readonly held: HeldStructures,
    private readonly budgetBytes: number | undefined,
  ) {}

  /** Bytes the search holds now, plus `extra` it is about to allocate. */
  residentBytes(extra: number): number {
    const { visited, links, levels } = this.held;
    return visited.bytes + links.bytes + levels.bytes + this.held.batchBytes() + extra;
  }

  /**
   * Keeps the search within its budget: past half of it, spills the expanded
   * part of the level and the full chunks of the next one; returns why the
   * search cannot go on if that is not enough for `extra` more bytes, else
   * null. `distinct` is the number of distinct states found, for the message.
   */
  makeRoom(extra: number, distinct: number): string | null {
    const budget = this.budgetBytes;
    if (budget === undefined || this.residentBytes(extra) <= budget / 2) return null;
    releaseDroppedBuffers(this.held.levels.spill());
    const needed = this.residentBytes(extra);
    if (needed <= budget) return null;
    return (
      `the search needs ${formatBytes(needed)} (visited set ${formatBytes(this.held.visited.bytes + extra)} for ${distinct.toLocaleString('en-US')} states, ` +
      `parent links ${formatBytes(this.held.links.bytes)}) but its memory budget is ${formatBytes(budget)}; ` +
      'raise --memory if the machine has more, or bound the model more tightly (a smaller MaxDepth or MaxMoney)'
    );
  }
}

/** `1.5 GiB`, `320 MiB`. */
function formatBytes(bytes: number): string {
  return bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(1)} GiB` : `${Math.round(bytes / 2 ** 20)} MiB`;
}
