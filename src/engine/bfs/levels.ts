/**
 * The two levels a breadth-first search holds: the one being expanded (the
 * frontier) and the one its new states are queued into (next), and where the
 * search is in them. States are numbered across levels (ordinals) in the
 * order they are queued, which is how the parent links name them.
 */
import { join } from 'node:path';
import { NO_PARENT } from './parent-links.js';
import { StateBuffer } from './state-buffer.js';

export class Levels {
  frontier: StateBuffer;
  next: StateBuffer;
  /** The level being expanded (the initial states are level 1). */
  level = 1;
  /** Its next parent to expand. */
  cursor = 0;
  /** Ordinal of its first state. */
  start = 0;
  /** Number of states in it (0 while the initial states are staged). */
  count = 0;
  /** The level of the successors being staged. */
  childLevel = 1;

  /** With a `workDir`, levels past the memory budget spill to files there. */
  constructor(stateBytes: number, workDir: string | undefined) {
    const spill = (name: string) => (workDir === undefined ? null : join(workDir, name));
    this.frontier = new StateBuffer(stateBytes, spill('level-a.bin'));
    this.next = new StateBuffer(stateBytes, spill('level-b.bin'));
  }

  get bytes(): number {
    return this.frontier.bytes + this.next.bytes;
  }

  /** Starts expanding the frontier. */
  begin(): void {
    this.count = this.frontier.count;
    this.childLevel = this.level + 1;
  }

  /** The frontier is expanded: the next level becomes the frontier. */
  finish(): void {
    this.start += this.count;
    this.level++;
    this.cursor = 0;
    this.swap();
  }

  /** The queued states become the frontier, and the old frontier is emptied to queue the next level. */
  swap(): void {
    const done = this.frontier;
    this.frontier = this.next;
    this.next = done;
    this.next.clear();
  }

  /** Reads back (if spilled) the chunks of the frontier holding parents `first` .. `end - 1`. */
  makeResident(first: number, end: number): void {
    const chunkStates = this.frontier.chunkStates;
    for (let c = Math.floor(first / chunkStates); c <= Math.floor((end - 1) / chunkStates); c++) this.frontier.chunk(c);
  }

  /** Spills the expanded part of the frontier and the full chunks of the next level; returns the bytes freed. */
  spill(): number {
    return this.frontier.spill(Math.floor(this.cursor / this.frontier.chunkStates)) + this.next.spill(Number.POSITIVE_INFINITY);
  }

  /** States queued but not expanded, between two slices. */
  queueLeft(): number {
    return this.count - this.cursor + this.next.count;
  }

  /** States queued but not expanded while parent `parentIndex` of the frontier is being expanded. */
  queueLeftAt(parentIndex: number): number {
    const expandedSoFar = parentIndex === NO_PARENT ? 0 : parentIndex + 1;
    return this.count - expandedSoFar + this.next.count;
  }

  /** The ordinal of parent `parentIndex` of the frontier (NO_PARENT for the initial states). */
  ordinal(parentIndex: number): number {
    return parentIndex === NO_PARENT ? NO_PARENT : this.start + parentIndex;
  }

  clear(): void {
    this.frontier.clear();
    this.next.clear();
  }
}
