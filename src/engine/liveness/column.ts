/**
 * Growable columns of small unsigned integers (ordinals, offsets, bit
 * masks), doubling as they grow: 32-bit (`Column`) or 8-bit (`ByteColumn`).
 * Two classes rather than one over a union of array types, so that each
 * push is monomorphic (it runs once per emitted state).
 */
export type ColumnArray = Uint8Array | Uint32Array;

export class Column {
  data: Uint32Array;
  length = 0;

  constructor(initialCapacity = 1024) {
    this.data = new Uint32Array(Math.max(16, initialCapacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) this.reserve(this.length + 1);
    this.data[this.length++] = value;
  }

  /** Makes room for `capacity` values without another allocation. */
  reserve(capacity: number): void {
    if (capacity <= this.data.length) return;
    const next = new Uint32Array(Math.max(capacity, this.data.length * 2));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  /** The values pushed, as a view of exactly that length on the column's storage (no copy). */
  trimmed(): Uint32Array {
    return this.data.subarray(0, this.length);
  }

  get bytes(): number {
    return this.data.byteLength;
  }
}

export class ByteColumn {
  data: Uint8Array;
  length = 0;

  constructor(initialCapacity = 1024) {
    this.data = new Uint8Array(Math.max(16, initialCapacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) this.reserve(this.length + 1);
    this.data[this.length++] = value;
  }

  reserve(capacity: number): void {
    if (capacity <= this.data.length) return;
    const next = new Uint8Array(Math.max(capacity, this.data.length * 2));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  trimmed(): Uint8Array {
    return this.data.subarray(0, this.length);
  }

  get bytes(): number {
    return this.data.byteLength;
  }
}

/** A column for masks of `bits` bits: bytes when they fit. */
export function maskColumn(bits: number): Column | ByteColumn {
  if (bits > 32) throw new RangeError(`a mask column holds at most 32 bits, not ${bits}`);
  return bits <= 8 ? new ByteColumn() : new Column();
}
