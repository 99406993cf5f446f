/**
 * Fingerprint -> ordinal: which distinct state a fingerprint is, so that an
 * edge of the state graph can be stored as the ordinal of its target. Open
 * addressing with linear probing over one Uint32Array of (high, low, ordinal)
 * triples, (0, 0) marking an empty slot (the fingerprinter never yields a 0
 * half); the capacity doubles when the table is 5/8 full.
 */
const MAX_LOAD = 0.625;

export class OrdinalIndex {
  private slots: Uint32Array;
  private mask: number;
  private growAt: number;
  size = 0;

  constructor(initialCapacity = 1 << 10) {
    let capacity = 1 << 4;
    while (capacity < initialCapacity) capacity *= 2;
    this.slots = new Uint32Array(capacity * 3);
    this.mask = capacity - 1;
    this.growAt = Math.floor(capacity * MAX_LOAD);
  }

  get bytes(): number {
    return this.slots.byteLength;
  }

  /** The ordinal stored for the fingerprint; if there is none, stores `ordinal` for it and returns -1. */
  findOrAdd(high: number, low: number, ordinal: number): number {
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
        slots[slot + 2] = ordinal;
        if (++this.size > this.growAt) this.grow();
        return -1;
      }
      if (storedLow === low && storedHigh === high) return slots[slot + 2] as number;
      index = (index + 1) & mask;
    }
  }

  /** The ordinal stored for the fingerprint, or -1. */
  find(high: number, low: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let index = (low ^ (high >>> 7)) & mask;
    for (;;) {
      const slot = index * 3;
      const storedHigh = slots[slot] as number;
      const storedLow = slots[slot + 1] as number;
      if (storedHigh === 0 && storedLow === 0) return -1;
      if (storedLow === low && storedHigh === high) return slots[slot + 2] as number;
      index = (index + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    const slots = new Uint32Array(capacity * 3);
    const mask = capacity - 1;
    for (let slot = 0; slot < old.length; slot += 3) {
      const high = old[slot] as number;
      const low = old[slot + 1] as number;
      if (high === 0 && low === 0) continue;
      let index = (low ^ (high >>> 7)) & mask;
      while ((slots[index * 3] as number) !== 0 || (slots[index * 3 + 1] as number) !== 0) index = (index + 1) & mask;
      slots[index * 3] = high;
      slots[index * 3 + 1] = low;
      slots[index * 3 + 2] = old[slot + 2] as number;
    }
    this.slots = slots;
    this.mask = mask;
    this.growAt = Math.floor(capacity * MAX_LOAD);
  }
}
