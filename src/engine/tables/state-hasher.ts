/** Fingerprints of states held anywhere (not only in the fingerprinter's own memory), for the DFS and the simulator. */
import { Fingerprinter } from './fingerprint.js';

export class StateHasher {
  private readonly fingerprinter: Fingerprinter;
  /** The last fingerprint, `width` words: a view that each `hash` overwrites. */
  readonly fingerprint: Uint32Array;

  constructor(
    private readonly stateBytes: number,
    width = 2,
  ) {
    this.fingerprinter = new Fingerprinter(stateBytes, width);
    this.fingerprint = this.fingerprinter.fingerprint;
  }

  /** Fingerprints the state at `source[offset..]` into `fingerprint`. */
  hash(source: Uint8Array, offset: number): void {
    const f = this.fingerprinter;
    const bytes = f.bytes;
    const to = f.scratchOffset;
    for (let i = 0; i < this.stateBytes; i++) bytes[to + i] = source[offset + i] as number;
    f.hash(f.scratchOffset, this.stateBytes);
  }
}
