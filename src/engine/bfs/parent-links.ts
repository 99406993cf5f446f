/**
 * For every distinct state, by discovery ordinal: the ordinal of the state it
 * was first reached from and the position of the step among that state's
 * successors (for an initial state: no parent, and its position among the
 * initial states). Five bytes a state, in chunks of 2^20 states so that
 * growing never copies; a trace is rebuilt by re-running the model along
 * these links, as TLC does, instead of storing states.
 */
export const NO_PARENT = 0xffffffff;

const CHUNK_SHIFT = 20;
const CHUNK_LINKS = 1 << CHUNK_SHIFT;
const CHUNK_MASK = CHUNK_LINKS - 1;
/** Bytes of one chunk of links (what the first link takes). */
export const LINK_CHUNK_BYTES = CHUNK_LINKS * 5;

export class ParentLinks {
  private readonly parents: Uint32Array[] = [];
  private readonly positions: Uint8Array[] = [];
  size = 0;

  get bytes(): number {
    return this.parents.length * LINK_CHUNK_BYTES;
  }

  /** Records the next ordinal's link; `position` must be below 256 (no state of this spec has more successors). */
  add(parent: number, position: number): void {
    const c = this.size >>> CHUNK_SHIFT;
    if (c === this.parents.length) {
      this.parents.push(new Uint32Array(CHUNK_LINKS));
      this.positions.push(new Uint8Array(CHUNK_LINKS));
    }
    const at = this.size & CHUNK_MASK;
    (this.parents[c] as Uint32Array)[at] = parent;
    (this.positions[c] as Uint8Array)[at] = position;
    this.size++;
  }

  parentOf(ordinal: number): number {
    return (this.parents[ordinal >>> CHUNK_SHIFT] as Uint32Array)[ordinal & CHUNK_MASK] as number;
  }

  positionOf(ordinal: number): number {
    return (this.positions[ordinal >>> CHUNK_SHIFT] as Uint8Array)[ordinal & CHUNK_MASK] as number;
  }

  /** The links recorded so far as runs (parents, then positions), e.g. to save them. */
  contents(): { parents: Uint32Array[]; positions: Uint8Array[] } {
    const length = (c: number) => Math.min(CHUNK_LINKS, this.size - c * CHUNK_LINKS);
    return {
      parents: this.parents.map((chunk, c) => chunk.subarray(0, length(c))),
      positions: this.positions.map((chunk, c) => chunk.subarray(0, length(c))),
    };
  }

  /** Replaces the links with saved ones. */
  load(parents: Uint32Array, positions: Uint8Array): void {
    this.parents.length = 0;
    this.positions.length = 0;
    this.size = 0;
    for (let i = 0; i < parents.length; i++) this.add(parents[i] as number, positions[i] as number);
  }
}
