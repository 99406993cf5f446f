/**
 * The visited set of the depth-first search: fingerprints, each with the
 * smallest depth (level) at which the state has been reached so far, in a
 * FingerprintTable of one partition with the level as the slot's payload.
 */
import { FingerprintTable } from './fingerprint-table.js';

/** What `record` did (not the BFS's marking statuses of successor-batch.ts). */
export const FIRST_REACHED = 0;
export const REACHED_SHALLOWER = 1;
export const ALREADY_SEEN = 2;

export class DepthTable {
  private readonly table: FingerprintTable;
  /** Fingerprints in the table. */
  size = 0;

  /** `width`: words per fingerprint. */
  constructor(width = 2, initialSlots = 1 << 16) {
    this.table = new FingerprintTable({ width, payloadWords: 1 }, initialSlots);
  }

  get bytes(): number {
    return this.table.bytes;
  }

  /**
   * Notes that the state with fingerprint fingerprint[from ..] was reached at
   * `level`: FIRST_REACHED if it was not in the table, REACHED_SHALLOWER if it was
   * but deeper (its level is lowered to `level`), ALREADY_SEEN otherwise.
   */
  record(fingerprint: Uint32Array, from: number, level: number): number {
    const table = this.table;
    table.makeRoomForOne(this.size);
    const at = table.slotOf(fingerprint, from);
    const levelAt = at + table.width;
    const words = table.contents();
    if (table.isEmpty(at)) {
      table.store(at, fingerprint, from);
      words[levelAt] = level;
      this.size++;
      return FIRST_REACHED;
    }
    if ((words[levelAt] as number) <= level) return ALREADY_SEEN;
    words[levelAt] = level;
    return REACHED_SHALLOWER;
  }

  /** True iff the fingerprint is in the table. */
  contains(fingerprint: Uint32Array, from: number): boolean {
    return this.table.contains(fingerprint, from);
  }

  /** True iff every fingerprint of this table is also in `other`. */
  isSubsetOf(other: DepthTable): boolean {
    let subset = true;
    this.table.forEachOccupied((at, words) => (subset = other.contains(words, at)));
    return subset;
  }

  /** The largest level recorded (0 when empty): the depth of the search. */
  deepestLevel(): number {
    let deepest = 0;
    const levelOffset = this.table.width;
    this.table.forEachOccupied((at, words) => {
      deepest = Math.max(deepest, words[at + levelOffset] as number);
    });
    return deepest;
  }

  clear(): void {
    this.table.clear();
    this.size = 0;
  }
}
