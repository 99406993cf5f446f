/**
 * Action coverage (like TLC's -coverage): for each action (or finer key a
 * model chooses, such as a CASE branch), how many states it was enabled in,
 * how many successors it generated and how many new distinct states it found.
 * Keys are recorded per emitted state while a batch is expanded and added to
 * the totals only up to where the batch was cut, so that at an early stop the
 * generated counts still add up to the states generated.
 */
import type { Model } from './model.js';

export interface ActionCoverage {
  readonly name: string;
  /** States in which it emitted at least one successor (initial states: 1 for Init). */
  readonly enabled: number;
  readonly generated: number;
  readonly distinct: number;
}

export class CoverageRecorder {
  readonly names: readonly string[];
  /** Key of the initial states. */
  readonly initKey: number;
  private readonly generated: Float64Array;
  private readonly enabled: Float64Array;
  private readonly distinct: Float64Array;
  private readonly lastParent: Float64Array;
  private keys = new Uint8Array(1 << 15);
  private firstOfParent = new Uint8Array(1 << 15);

  constructor(model: Model) {
    this.names = [...(model.coverageNames ?? model.actionNames), 'Init'];
    this.initKey = this.names.length - 1;
    if (this.names.length > 255) throw new RangeError('coverage supports at most 255 keys');
    this.generated = new Float64Array(this.names.length);
    this.enabled = new Float64Array(this.names.length);
    this.distinct = new Float64Array(this.names.length);
    this.lastParent = new Float64Array(this.names.length).fill(-1);
  }

  /** Notes that the state emitted at `emittedIndex` of the batch has `key`, from the parent with serial `parentSerial`. */
  record(emittedIndex: number, key: number, parentSerial: number): void {
    if (emittedIndex >= this.keys.length) this.grow();
    this.keys[emittedIndex] = key;
    const first = this.lastParent[key] !== parentSerial;
    if (first) this.lastParent[key] = parentSerial;
    this.firstOfParent[emittedIndex] = first ? 1 : 0;
  }

  keyAt(emittedIndex: number): number {
    return this.keys[emittedIndex] as number;
  }

  /** Adds the batch's states emitted before `emittedCount` to the totals. */
  commit(emittedCount: number): void {
    for (let i = 0; i < emittedCount; i++) {
      const key = this.keys[i] as number;
      this.generated[key] = (this.generated[key] as number) + 1;
      if (this.firstOfParent[i] === 1) this.enabled[key] = (this.enabled[key] as number) + 1;
    }
  }

  addDistinct(key: number): void {
    this.distinct[key] = (this.distinct[key] as number) + 1;
  }

  /** The generated and enabled counts committed so far (to send from a worker thread). */
  counts(): { generated: number[]; enabled: number[] } {
    return { generated: Array.from(this.generated), enabled: Array.from(this.enabled) };
  }

  /** Adds another recorder's committed counts (a worker thread's) to these totals. */
  addCounts(counts: { readonly generated: readonly number[]; readonly enabled: readonly number[] }): void {
    counts.generated.forEach((value, key) => (this.generated[key] = (this.generated[key] as number) + value));
    counts.enabled.forEach((value, key) => (this.enabled[key] = (this.enabled[key] as number) + value));
  }

  totals(): ActionCoverage[] {
    return this.names.map((name, key) => ({
      name,
      enabled: this.enabled[key] as number,
      generated: this.generated[key] as number,
      distinct: this.distinct[key] as number,
    }));
  }

  private grow(): void {
    const keys = new Uint8Array(this.keys.length * 2);
    keys.set(this.keys);
    this.keys = keys;
    const firsts = new Uint8Array(this.firstOfParent.length * 2);
    firsts.set(this.firstOfParent);
    this.firstOfParent = firsts;
  }
}
