/**
 * A growable column of small unsigned integers (ordinals, offsets, bit masks)
 * in the narrowest typed array that holds `bits` bits, doubling as it grows.
 */
export type ColumnArray = Uint8Array | Uint16Array | Uint32Array;

function allocate(bits: number, length: number): ColumnArray {
  if (bits <= 8) return new Uint8Array(length);
  if (bits <= 16) return new Uint16Array(length);
  if (bits <= 32) return new Uint32Array(length);
  throw new RangeError(`a column holds at most 32 bits, not ${bits}`);
}

export class Column {
  data: ColumnArray;
  length = 0;

  constructor(private readonly bits: number, initialCapacity = 1024) {
    this.data = allocate(bits, Math.max(16, initialCapacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) this.reserve(this.length + 1);
    this.data[this.length++] = value;
  }

  /** Makes room for `capacity` values without another allocation. */
  reserve(capacity: number): void {
    if (capacity <= this.data.length) return;
    const next = allocate(this.bits, Math.max(capacity, this.data.length * 2));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  /** The values pushed, in an array of exactly that length (the column's storage when it fits). */
  trimmed(): ColumnArray {
    if (this.data.length !== this.length) {
      const exact = allocate(this.bits, this.length);
      exact.set(this.data.subarray(0, this.length));
      this.data = exact;
    }
    return this.data;
  }

  get bytes(): number {
    return this.data.byteLength;
  }
}
