/** The generated codec of a set of layouts, compiled in this thread. */
import { runtime } from '../runtime/runtime.js';
import type { Value } from '../values/value.js';
import { codecSource } from './codec.js';
import type { Layout } from './layout.js';

export interface Codec {
  readonly stateBytes: number;
  /** Where each variable's bytes start in a state. */
  readonly offsets: readonly number[];
  /** A view of one state: `load(src, off, level)`, then `v0()` .. decode the variables. */
  readonly View: new () => unknown;
  /**
   * Packs the next state's values at `t[to..]`, which `prepare` filled with
   * the view's state: writes the variables that changed, restores those a
   * previous successor changed. Returns the variables that changed, as a
   * mask of `changedBit(i)`.
   */
  write(next: readonly Value[], view: unknown, target: Uint8Array, targetOffset: number): number;
  /** Copies the view's state to `t[to..]`, before its successors are written there. */
  prepare(view: unknown, target: Uint8Array, targetOffset: number): void;
  /** Packs a state's values (every one given) at `t[to..]`. */
  writeInitial(values: readonly Value[], target: Uint8Array, targetOffset: number): void;
  /** Every variable of the state at `state[offset..]`. */
  decodeAll(state: Uint8Array, offset: number): Value[];
}

interface Made {
  View: new () => { load(src: Uint8Array, off: number, level: number): void } & Record<string, () => Value>;
  write: Codec['write'];
  prepare: Codec['prepare'];
  writeInitial: Codec['writeInitial'];
}

export function instantiateCodec(layouts: readonly Layout[]): Codec {
  const source = codecSource(layouts);
  // the text is made from the layouts only: values it refers to are in the pool
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiling generated code is this module's purpose
  const made = (new Function('rt', 'P', source.body) as (rt: unknown, pool: readonly unknown[]) => Made)(runtime, source.pool);
  const view = new made.View();
  const count = layouts.length;
  return {
    stateBytes: source.stateBytes,
    offsets: source.offsets,
    View: made.View,
    write: made.write,
    prepare: made.prepare,
    writeInitial: made.writeInitial,
    decodeAll(state, offset) {
      view.load(state, offset, 0);
      const values: Value[] = [];
      for (let i = 0; i < count; i++) values.push(view[`v${i}`]!());
      return values;
    },
  };
}
