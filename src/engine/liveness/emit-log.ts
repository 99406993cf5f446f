/**
 * What each emit of the level being expanded came to, so that a repeat
 * (RepeatSink.repeat) can be resolved to states: per emit, in pairs, its
 * action and an outcome (for the graph builder: 1 + the ordinal of the state,
 * 0 for one outside the model), and per enumeration where its pairs start.
 */
import { Column } from './column.js';

export class EmitLog {
  private readonly pairs = new Column();
  private readonly starts = new Column();

  /** Forgets the level. */
  clear(): void {
    this.pairs.length = 0;
    this.starts.length = 0;
  }

  /** Starts the next enumeration: the k-th since `clear` is enumeration k. */
  begin(): void {
    this.starts.push(this.pairs.length);
  }

  record(actionId: number, outcome: number): void {
    const pairs = this.pairs;
    if (pairs.length + 2 > pairs.data.length) pairs.reserve(pairs.length + 2);
    pairs.data[pairs.length] = actionId;
    pairs.data[pairs.length + 1] = outcome;
    pairs.length += 2;
  }

  /**
   * The outcomes of the first `count` emits by `actionId` in enumeration `k`
   * (an earlier one than the enumeration under way), each recorded again
   * for the enumeration under way.
   */
  replay(k: number, actionId: number, count: number): number[] {
    const outcomes: number[] = [];
    const pairs = this.pairs;
    const end = this.starts.data[k + 1] as number;
    for (let i = this.starts.data[k] as number; i < end && outcomes.length < count; i += 2) {
      if (pairs.data[i] === actionId) outcomes.push(pairs.data[i + 1] as number);
    }
    for (const outcome of outcomes) this.record(actionId, outcome);
    return outcomes;
  }

  get bytes(): number {
    return this.pairs.bytes + this.starts.bytes;
  }
}
