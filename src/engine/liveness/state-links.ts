/**
 * For every distinct state of the graph, by ordinal: the ordinal it was first
 * reached from and the position of that step among its parent's successors,
 * in columns that start small and grow (a toy graph costs next to nothing).
 * A state is rebuilt by re-running the model along these links, as TLC does
 * (rebuildTrace); the parent of an initial state is NO_PARENT, as in the BFS's.
 */
import type { TraceLinks } from '../trace/trace.js';
import { Column } from './column.js';

/** The links of the graph's states; trace/trace.ts's rebuildTrace rebuilds a behaviour from them, as from the BFS's ParentLinks. */
export class StateLinks implements TraceLinks {
  private readonly parents = new Column();
  private readonly positions = new Column();

  get size(): number {
    return this.parents.length;
  }

  get bytes(): number {
    return this.parents.bytes + this.positions.bytes;
  }

  add(parent: number, position: number): void {
    this.parents.push(parent);
    this.positions.push(position);
  }

  parentOf(ordinal: number): number {
    return this.parents.data[ordinal] as number;
  }

  positionOf(ordinal: number): number {
    return this.positions.data[ordinal] as number;
  }
}
