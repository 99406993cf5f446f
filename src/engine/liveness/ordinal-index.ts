/**
 * Fingerprint -> ordinal: which distinct state a fingerprint is, so that an
 * edge of the state graph can be stored as the ordinal of its target. A
 * FingerprintTable of one partition with the ordinal as the slot's payload.
 */
import { FingerprintTable } from '../tables/fingerprint-table.js';

export class OrdinalIndex {
  private readonly table: FingerprintTable;
  /** Fingerprints in the index. */
  size = 0;

  /** `width`: words per fingerprint. */
  constructor(width = 2, initialSlots = 1 << 10) {
    this.table = new FingerprintTable({ width, payloadWords: 1 }, initialSlots);
  }

  get bytes(): number {
    return this.table.bytes;
  }

  /** The ordinal stored for the fingerprint fingerprint[from ..]; if there is none, stores `ordinal` for it and returns -1. */
  findOrAdd(fingerprint: Uint32Array, from: number, ordinal: number): number {
    const table = this.table;
    table.makeRoomForOne(this.size);
    const at = table.slotOf(fingerprint, from);
    const ordinalAt = at + table.width;
    if (table.isEmpty(at)) {
      table.store(at, fingerprint, from);
      table.contents()[ordinalAt] = ordinal;
      this.size++;
      return -1;
    }
    return table.contents()[ordinalAt] as number;
  }

  /** Whether the fingerprint has an ordinal. */
  contains(fingerprint: Uint32Array, from: number): boolean {
    return this.table.contains(fingerprint, from);
  }
}
