/**
 * For every distinct state, by discovery ordinal: the ordinal of the state it
 * was first reached from and the position of the step among that state's
 * successors (for an initial state: no parent, and its position among the
 * initial states). Five bytes a state; a trace is rebuilt by re-running the
 * model along these links, as TLC does, instead of storing states.
 */
export const NO_PARENT = 0xffffffff;

export class ParentLinks {
  private parents: Uint32Array;
  private positions: Uint8Array;
  size = 0;

  constructor(initialCapacity = 1 << 16) {
    this.parents = new Uint32Array(initialCapacity);
    this.positions = new Uint8Array(initialCapacity);
  }

  get bytes(): number {
    return this.parents.byteLength + this.positions.byteLength;
  }

  /** Records the next ordinal's link; `position` must be below 256 (no state of this spec has more successors). */
  add(parent: number, position: number): void {
    if (this.size === this.parents.length) this.grow();
    this.parents[this.size] = parent;
    this.positions[this.size] = position;
    this.size++;
  }

  parentOf(ordinal: number): number {
    return this.parents[ordinal] as number;
  }

  positionOf(ordinal: number): number {
    return this.positions[ordinal] as number;
  }

  private grow(): void {
    const parents = new Uint32Array(this.parents.length * 2);
    parents.set(this.parents);
    const positions = new Uint8Array(this.positions.length * 2);
    positions.set(this.positions);
    this.parents = parents;
    this.positions = positions;
  }
}
