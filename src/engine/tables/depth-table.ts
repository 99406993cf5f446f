/**
 * The visited set of the depth-first search: 64-bit fingerprints, each with
 * the smallest depth (level) at which the state has been reached so far.
 * Open addressing with linear probing over one Uint32Array of
 * (high, low, level) triples, (0, 0) marking an empty slot; the capacity is a
 * power of two and doubles when the table is 3/4 full.
 */
const MAX_LOAD = 0.75;

/** What `record` did. */
export const NEW_STATE = 0;
export const REACHED_SHALLOWER = 1;
export const ALREADY_SEEN = 2;

export class DepthTable {
  private slots: Uint32Array;
  private mask: number;
  private growAt: number;
  size = 0;

  constructor(initialCapacity = 1 << 16) {
    let capacity = 16;
    while (capacity < initialCapacity) capacity *= 2;
    this.slots = new Uint32Array(capacity * 3);
    this.mask = capacity - 1;
    this.growAt = Math.floor(capacity * MAX_LOAD);
  }

  get bytes(): number {
    return this.slots.byteLength;
  }

  /**
   * Notes that the state with fingerprint (high, low) was reached at `level`:
   * NEW_STATE if it was not in the table, REACHED_SHALLOWER if it was but
   * deeper (its level is lowered to `level`), ALREADY_SEEN otherwise.
   */
  record(high: number, low: number, level: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let index = (low ^ (high >>> 7)) & mask;
    for (;;) {
      const slot = index * 3;
      const storedHigh = slots[slot] as number;
      const storedLow = slots[slot + 1] as number;
      if (storedHigh === 0 && storedLow === 0) {
        slots[slot] = high;
        slots[slot + 1] = low;
        slots[slot + 2] = level;
        if (++this.size > this.growAt) this.grow();
        return NEW_STATE;
      }
      if (storedHigh === high && storedLow === low) {
        if ((slots[slot + 2] as number) <= level) return ALREADY_SEEN;
        slots[slot + 2] = level;
        return REACHED_SHALLOWER;
      }
      index = (index + 1) & mask;
    }
  }

  /** True iff the fingerprint (high, low) is in the table. */
  contains(high: number, low: number): boolean {
    const slots = this.slots;
    let index = (low ^ (high >>> 7)) & this.mask;
    for (;;) {
      const slot = index * 3;
      const storedHigh = slots[slot] as number;
      const storedLow = slots[slot + 1] as number;
      if (storedHigh === 0 && storedLow === 0) return false;
      if (storedHigh === high && storedLow === low) return true;
      index = (index + 1) & this.mask;
    }
  }

  /** True iff every fingerprint of this table is also in `other`. */
  isSubsetOf(other: DepthTable): boolean {
    const slots = this.slots;
    for (let slot = 0; slot < slots.length; slot += 3) {
      const high = slots[slot] as number;
      const low = slots[slot + 1] as number;
      if ((high !== 0 || low !== 0) && !other.contains(high, low)) return false;
    }
    return true;
  }

  /** The largest level recorded (0 when empty): the depth of the search. */
  deepestLevel(): number {
    let deepest = 0;
    const slots = this.slots;
    for (let slot = 0; slot < slots.length; slot += 3) {
      if ((slots[slot] as number) === 0 && (slots[slot + 1] as number) === 0) continue;
      if ((slots[slot + 2] as number) > deepest) deepest = slots[slot + 2] as number;
    }
    return deepest;
  }

  clear(): void {
    this.slots.fill(0);
    this.size = 0;
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    this.slots = new Uint32Array(capacity * 3);
    this.mask = capacity - 1;
    this.growAt = Math.floor(capacity * MAX_LOAD);
    const slots = this.slots;
    for (let slot = 0; slot < old.length; slot += 3) {
      const high = old[slot] as number;
      const low = old[slot + 1] as number;
      if (high === 0 && low === 0) continue;
      let index = (low ^ (high >>> 7)) & this.mask;
      while ((slots[index * 3] as number) !== 0 || (slots[index * 3 + 1] as number) !== 0) index = (index + 1) & this.mask;
      slots[index * 3] = high;
      slots[index * 3 + 1] = low;
      slots[index * 3 + 2] = old[slot + 2] as number;
    }
  }
}
