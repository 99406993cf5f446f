/**
 * The state graph's out-edges as the search finds them, in compressed rows (state-graph.ts): per state the index
 * of its first edge, per edge its target and the fairness conditions it is a step of. The states are expanded in
 * order, one row each; an edge emitted twice from one state is one edge, its conditions merged.
 */
import { ByteColumn, Column, maskColumn, type ColumnArray } from './column.js';

export class EdgeRows {
  private readonly start = new Column();
  private readonly target = new Column();
  private readonly fairness: Column | ByteColumn;
  /** Per state: 1 + the ordinal of the last state that got an edge to it, to find an edge emitted twice without a scan. */
  private readonly stamp = new Column();
  /** Index of the first edge of the row being filled. */
  private firstEdge = 0;

  constructor(conditionCount: number) {
    this.fairness = maskColumn(conditionCount);
  }

  /** Makes room for a state newly found (the target of edges to come). */
  addState(): void {
    this.stamp.push(0);
  }

  /** Starts the row of the next state expanded. */
  beginRow(): void {
    this.firstEdge = this.target.length;
    this.start.push(this.firstEdge);
  }

  /** Adds the edge from `source` (the state whose row is being filled) to `target`, merging it with an equal one. */
  add(source: number, target: number, fairness: number): void {
    const targets = this.target;
    const stamp = source + 1;
    if (this.stamp.data[target] === stamp) {
      for (let e = this.firstEdge; e < targets.length; e++) {
        if (targets.data[e] === target) {
          this.fairness.data[e] = ((this.fairness.data[e] as number) | fairness) >>> 0;
          return;
        }
      }
    }
    this.stamp.data[target] = stamp;
    targets.push(target);
    this.fairness.push(fairness);
  }

  /** The rows, once every state is expanded: edge e of state s is at edgeStart[s] <= e < edgeStart[s + 1]. */
  finish(): { edgeStart: Uint32Array; edgeTarget: Uint32Array; edgeFairness: ColumnArray } {
    this.start.push(this.target.length);
    return { edgeStart: this.start.trimmed(), edgeTarget: this.target.trimmed(), edgeFairness: this.fairness.trimmed() };
  }

  /** The bytes the rows hold (the stamps are the search's, not the graph's). */
  get bytes(): number {
    return this.start.bytes + this.target.bytes + this.fairness.bytes;
  }
}
