/**
 * For every distinct state of the graph, by ordinal: the ordinal it was first
 * reached from and the position of that step among its parent's successors,
 * in columns that start small and grow (a toy graph costs next to nothing).
 * A state is rebuilt by re-running the model along these links, as TLC does.
 */
import type { Model } from '../model.js';
import type { Trace } from '../result.js';
import { stateAt } from '../trace/trace.js';
import { Column } from './column.js';

/** The parent of an initial state. */
export const NO_PARENT = 0xffffffff;

export class StateLinks {
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

  /**
   * The behaviour from an initial state to `ordinal` (none for NO_PARENT), then
   * optionally one more step, to the successor at `extraPosition` (an initial
   * state when `ordinal` is NO_PARENT).
   */
  trace(model: Model, ordinal: number, extraPosition = -1): Trace {
    const positions: number[] = [];
    for (let at = ordinal; at !== NO_PARENT; at = this.parentOf(at)) positions.push(this.positions.data[at] as number);
    positions.reverse();
    if (extraPosition >= 0) positions.push(extraPosition);
    const states: Uint8Array[] = [];
    const actionIds: number[] = [];
    let previous: Uint8Array | null = null;
    for (const position of positions) {
      const step = stateAt(model, previous, position);
      states.push(step.state);
      actionIds.push(step.actionId);
      previous = step.state;
    }
    return { states, actionIds };
  }
}
