/** Fingerprints of states held anywhere (not only in the fingerprinter's own memory), for the DFS and the simulator. */
import { Fingerprinter } from './fingerprint.js';

export class StateHasher {
  private readonly fingerprinter: Fingerprinter;
  /** High 32 bits of the last fingerprint. */
  high = 0;

  constructor(private readonly stateBytes: number) {
    this.fingerprinter = new Fingerprinter(stateBytes);
  }

  /** Fingerprints the state at `source[offset..]`: returns the low 32 bits and leaves the high ones in `high`. */
  hash(source: Uint8Array, offset: number): number {
    const f = this.fingerprinter;
    const bytes = f.bytes;
    const to = f.scratchOffset;
    for (let i = 0; i < this.stateBytes; i++) bytes[to + i] = source[offset + i] as number;
    const low = f.hash(f.scratchOffset, this.stateBytes);
    this.high = f.high;
    return low;
  }
}
