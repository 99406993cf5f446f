/**
 * The set of visited fingerprints: open addressing with linear probing over
 * one Uint32Array of (high, low) pairs, (0, 0) marking an empty slot. The
 * capacity is a power of two, so a probe is a mask, not a modulo; the table
 * doubles when it is 3/4 full.
 */
const MAX_LOAD = 0.75;

export class FingerprintSet {
  private slots: Uint32Array;
  private mask: number;
  private growAt: number;
  size = 0;

  constructor(initialCapacity = 1 << 16) {
    let capacity = 1 << 4;
    while (capacity < initialCapacity) capacity *= 2;
    this.slots = new Uint32Array(capacity * 2);
    this.mask = capacity - 1;
    this.growAt = Math.floor(capacity * MAX_LOAD);
  }

  get capacity(): number {
    return this.mask + 1;
  }

  get bytes(): number {
    return this.slots.byteLength;
  }

  /** Adds the fingerprint (high, low) and returns true iff it was already present (TLC's FPSet.put contract). */
  put(high: number, low: number): boolean {
    const slots = this.slots;
    const mask = this.mask;
    let index = (low ^ (high >>> 7)) & mask;
    for (;;) {
      const slot = index * 2;
      const storedLow = slots[slot + 1] as number;
      const storedHigh = slots[slot] as number;
      if (storedLow === 0 && storedHigh === 0) {
        slots[slot] = high;
        slots[slot + 1] = low;
        if (++this.size > this.growAt) this.grow();
        return false;
      }
      if (storedLow === low && storedHigh === high) return true;
      index = (index + 1) & mask;
    }
  }

  /** Reads the fingerprint's home slot, so that a later put finds it in cache; the value is meaningless. */
  touch(high: number, low: number): number {
    return this.slots[((low ^ (high >>> 7)) & this.mask) * 2] as number;
  }

  /** True iff the fingerprint is in the set. */
  contains(high: number, low: number): boolean {
    const slots = this.slots;
    const mask = this.mask;
    let index = (low ^ (high >>> 7)) & mask;
    for (;;) {
      const slot = index * 2;
      const storedLow = slots[slot + 1] as number;
      const storedHigh = slots[slot] as number;
      if (storedLow === 0 && storedHigh === 0) return false;
      if (storedLow === low && storedHigh === high) return true;
      index = (index + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    this.slots = new Uint32Array(capacity * 2);
    this.mask = capacity - 1;
    this.growAt = Math.floor(capacity * MAX_LOAD);
    const slots = this.slots;
    const mask = this.mask;
    for (let slot = 0; slot < old.length; slot += 2) {
      const high = old[slot] as number;
      const low = old[slot + 1] as number;
      if (high === 0 && low === 0) continue;
      let index = (low ^ (high >>> 7)) & mask;
      while ((slots[index * 2] as number) !== 0 || (slots[(index * 2) + 1] as number) !== 0) index = (index + 1) & mask;
      slots[index * 2] = high;
      slots[(index * 2) + 1] = low;
    }
  }
}
