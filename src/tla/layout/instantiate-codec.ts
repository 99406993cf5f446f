/** The generated codec of a set of layouts, compiled in this thread. */
import { runtime } from '../runtime/runtime.js';
import type { Value } from '../values/value.js';
import { codecSource } from './codec.js';
import type { Layout } from './layout.js';

export interface Codec {
  readonly stateBytes: number;
  /** A view of one state: `load(src, off, level)`, then `v0()` .. decode the variables. */
  readonly View: new () => unknown;
  /** Packs the next state's values at `t[to..]`, copying from the view's state every variable left as it was. */
  write(next: readonly Value[], view: unknown, target: Uint8Array, targetOffset: number): void;
  /** Packs a state's values (every one given) at `t[to..]`. */
  writeInitial(values: readonly Value[], target: Uint8Array, targetOffset: number): void;
  /** Every variable of the state at `state[offset..]`. */
  decodeAll(state: Uint8Array, offset: number): Value[];
}

interface Made {
  View: new () => { load(src: Uint8Array, off: number, level: number): void } & Record<string, () => Value>;
  write: Codec['write'];
  writeInitial: Codec['writeInitial'];
}

export function instantiateCodec(layouts: readonly Layout[]): Codec {
  const source = codecSource(layouts);
  // the text is made from the layouts only: values it refers to are in the pool
  const made = (new Function('rt', 'P', source.body) as (rt: unknown, pool: readonly unknown[]) => Made)(runtime, source.pool);
  const view = new made.View();
  const count = layouts.length;
  return {
    stateBytes: source.stateBytes,
    View: made.View,
    write: made.write,
    writeInitial: made.writeInitial,
    decodeAll(state, offset) {
      view.load(state, offset, 0);
      const values: Value[] = [];
      for (let i = 0; i < count; i++) values.push(view[`v${i}`]!());
      return values;
    },
  };
}
