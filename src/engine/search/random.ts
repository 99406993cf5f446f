/**
 * A seeded pseudo-random generator (xoshiro128**, seeded through splitmix32),
 * in 32-bit integer arithmetic only, so a seed gives the same numbers on every
 * platform and Node version. Each (seed, stream) pair is its own sequence:
 * a simulation gives run k the stream k, so a run can be replayed alone.
 */

/** The largest seed accepted: seeds are whole numbers 0 .. 2^53 - 1. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

function splitmix32(state: number): [number, number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return [next, (z ^ (z >>> 16)) >>> 0];
}

const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));

export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** `seed`: a whole number 0 .. 2^53 - 1; `stream`: a whole number 0 .. 2^32 - 1 (e.g. the run number). */
  constructor(
    readonly seed: number,
    readonly stream = 0,
  ) {
    if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`a seed must be a whole number from 0 to ${MAX_SEED}, got ${seed}`);
    if (!Number.isInteger(stream) || stream < 0 || stream > 0xffffffff)
      throw new RangeError(`a stream must be a whole number from 0 to 2^32 - 1, got ${stream}`);
    let state = (seed >>> 0) ^ Math.imul(Math.floor(seed / 2 ** 32), 0x632be5ab);
    const words: number[] = [];
    let mixed: number;
    [state, mixed] = splitmix32(state ^ Math.imul(stream, 0x2545f491));
    state ^= mixed;
    for (let i = 0; i < 4; i++) {
      [state, mixed] = splitmix32(state);
      words.push(mixed);
    }
    [this.a, this.b, this.c, this.d] = words as [number, number, number, number];
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1; // the all-zero state is a fixed point
  }

  /** The next 32 random bits, as 0 .. 2^32 - 1. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** A uniformly distributed whole number 0 .. n - 1 (no modulo bias); n in 1 .. 2^32. */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`below(n) needs n in 1..2^32, got ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }
}

/** A fresh seed from the clock and Math.random, for runs the user did not seed (the seed is printed, so they can be repeated). */
export function freshSeed(): number {
  return (Date.now() * 1000 + Math.floor(Math.random() * 1000)) % 2 ** 31;
}
