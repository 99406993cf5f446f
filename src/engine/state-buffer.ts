/** A growable run of packed states of one size, appended one at a time (a BFS level). */
export class StateBuffer {
  bytes: Uint8Array;
  count = 0;

  constructor(readonly stateBytes: number, initialStates = 1024) {
    this.bytes = new Uint8Array(stateBytes * initialStates);
  }

  /** Appends the state at `source[offset..]`. */
  append(source: Uint8Array, offset: number): void {
    const size = this.stateBytes;
    let at = this.count * size;
    if (at + size > this.bytes.length) this.grow();
    const bytes = this.bytes;
    for (let i = 0; i < size; i++) bytes[at++] = source[offset + i] as number;
    this.count++;
  }

  /** Empties the buffer, keeping its memory. */
  clear(): void {
    this.count = 0;
  }

  private grow(): void {
    const bytes = new Uint8Array(this.bytes.length * 2);
    bytes.set(this.bytes);
    this.bytes = bytes;
  }
}
