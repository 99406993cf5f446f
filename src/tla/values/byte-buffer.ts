/** The byte buffers the value codec (codec.ts) writes to and reads from: bytes, unsigned varints, raw runs. */
/** A growing byte buffer. */
export class ByteWriter {
  bytes = new Uint8Array(64);
  length = 0;

  byte(value: number): void {
    if (this.length === this.bytes.length) this.grow(1);
    this.bytes[this.length++] = value;
  }

  /** An unsigned integer below 2^32, 7 bits a byte, low bits first. */
  varint(value: number): void {
    let rest = value >>> 0;
    while (rest >= 0x80) {
      this.byte((rest & 0x7f) | 0x80);
      rest >>>= 7;
    }
    this.byte(rest);
  }

  raw(bytes: Uint8Array): void {
    if (this.length + bytes.length > this.bytes.length) this.grow(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** The bytes written (a view: copy it before writing more). */
  written(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }

  clear(): void {
    this.length = 0;
  }

  private grow(needed: number): void {
    const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.length + needed));
    bigger.set(this.bytes.subarray(0, this.length));
    this.bytes = bigger;
  }
}

/** Reads what a ByteWriter wrote. */
export class ByteReader {
  constructor(
    readonly bytes: Uint8Array,
    public offset = 0,
  ) {}

  byte(): number {
    if (this.offset >= this.bytes.length) throw new Error('encoded value ends early');
    return this.bytes[this.offset++] as number;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const next = this.byte();
      value += (next & 0x7f) * scale;
      if (next < 0x80) return value;
      scale *= 0x80;
    }
  }

  raw(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new Error('encoded value ends early');
    const bytes = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return bytes;
  }
}
