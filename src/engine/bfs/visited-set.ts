/**
 * The BFS's visited set: the shared fingerprint table, how many fingerprints
 * each partition holds, and how the table makes room for a slice's candidates
 * within a memory budget.
 */
import { releaseDroppedBuffers } from '../release-memory.js';
import { FingerprintTable } from '../tables/fingerprint-table.js';
import { rehashHere, type Rehash } from '../tables/table-probe.js';

/**
 * Slots the table starts with (18 MiB): the reference models then grow it
 * once at most (each growth rehashes every fingerprint); a small model
 * touches only the pages its fingerprints land on. Its sizes are then
 * 2^20 x 1.5^k slots; at the limit of a memory budget, where this ladder's
 * rungs fall decides how many states fit (docs/performance.md has an
 * example).
 */
const INITIAL_TABLE_SLOTS = (1 << 20) * 1.5 * 1.5;

/**
 * How full the table may get when the memory budget cannot hold a larger one
 * (otherwise it grows past 3/4): probes get longer, but the search goes on,
 * to about a fifth more states.
 */
const FULLEST_LOAD = 0.9;

export class VisitedSet {
  table: FingerprintTable;
  /** Fingerprints in the table, by partition (one per worker). */
  held: number[];

  /** `width`: words per fingerprint. */
  constructor(partitions: number, width = 2) {
    this.table = new FingerprintTable({ width, partitions }, INITIAL_TABLE_SLOTS);
    this.held = new Array<number>(partitions).fill(0);
  }

  get bytes(): number {
    return this.table.bytes;
  }

  /** Takes over a recovered table, cut into this set's partitions (a run with another number of workers cuts it otherwise). */
  recover(table: FingerprintTable): void {
    this.table = table.withPartitions(this.table.partitions);
    this.held = this.table.occupiedByPartition();
  }

  /**
   * Makes room for incoming[p] more fingerprints in each partition p. The
   * table grows (by half, while a partition would pass 3/4 full) unless
   * `overBudget(bytes)` finds that the budget cannot take a table of that many
   * bytes beside the current one (held while it is rehashed), and says why;
   * then this table is filled up to 9/10. Returns that problem if the table
   * cannot take them either way, else null. `rehash` moves the fingerprints
   * into a larger table (see FingerprintTable.ensureRoom).
   */
  makeRoom<Problem>(
    incoming: readonly number[],
    overBudget: (tableBytes: number) => Problem | null,
    rehash: Rehash = rehashHere,
  ): Problem | null {
    const growth = this.table.bytesToHold(this.held, incoming);
    if (growth <= this.table.bytes) return null;
    const problem = overBudget(growth);
    if (problem !== null) return this.table.canHold(this.held, incoming, FULLEST_LOAD) ? null : problem;
    const before = this.table.bytes;
    if (this.table.ensureRoom(this.held, incoming, rehash)) releaseDroppedBuffers(before);
    return null;
  }

  /** Counts the fingerprints marking found new, by partition. */
  addFresh(fresh: readonly number[]): void {
    fresh.forEach((count, p) => (this.held[p] = (this.held[p] as number) + count));
  }
}
