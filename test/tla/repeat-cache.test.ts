import { describe, expect, it } from 'vitest';
import type { RepeatSink } from '../../src/engine/repeating-model.js';
import type { Codec } from '../../src/tla/layout/instantiate-codec.js';
import type { Layout } from '../../src/tla/layout/layout.js';
import { RepeatCache, Repeats } from '../../src/tla/repeat-cache.js';

/** An 8-byte state whose bytes 4..7 (a dead variable) are not part of the key. */
const KEEP = Uint8Array.of(1, 1, 1, 1, 0, 0, 0, 0);

describe('RepeatCache', () => {
  it('finds the count remembered for a source equal but for its dead bytes, with its origin', () => {
    const cache = new RepeatCache(KEEP);
    const first = Uint8Array.of(1, 2, 3, 4, 9, 9, 9, 9);
    expect(cache.find(first, 0, 0)).toBe(-1);
    cache.remember(first, 0, 0, 5, 17);
    expect(cache.find(Uint8Array.of(1, 2, 3, 4, 0, 0, 0, 7), 0, 0)).toBe(5);
    expect(cache.foundOrigin).toBe(17);
  });

  it('finds nothing for a source differing in a kept byte, or in another scope', () => {
    const cache = new RepeatCache(KEEP);
    const source = Uint8Array.of(1, 2, 3, 4, 0, 0, 0, 0);
    cache.find(source, 0, 3);
    cache.remember(source, 0, 3, 2, 0);
    expect(cache.find(Uint8Array.of(1, 2, 3, 5, 0, 0, 0, 0), 0, 3)).toBe(-1);
    expect(cache.find(source, 0, 4)).toBe(-1);
    expect(cache.find(source, 0, 3)).toBe(2);
  });

  it('reads the source at its offset in a larger buffer', () => {
    const cache = new RepeatCache(KEEP);
    const buffer = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8);
    cache.find(buffer, 8, 0);
    cache.remember(buffer, 8, 0, 3, 1);
    expect(cache.find(Uint8Array.of(1, 2, 3, 4, 0, 0, 0, 0), 0, 0)).toBe(3);
  });

  it('never remembers a source that is not word-aligned, nor after a hit', () => {
    const cache = new RepeatCache(KEEP);
    const unaligned = Uint8Array.of(0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0);
    expect(cache.find(unaligned, 2, 0)).toBe(-1);
    cache.remember(unaligned, 2, 0, 4, 0);
    expect(cache.find(Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8), 0, 0)).toBe(-1);
    // remember stores only what the last find missed
    const source = Uint8Array.of(1, 1, 1, 1, 0, 0, 0, 0);
    cache.find(source, 0, 0);
    cache.remember(source, 0, 0, 4, 0);
    expect(cache.find(source, 0, 0)).toBe(4);
    cache.remember(source, 0, 0, 9, 0);
    expect(cache.find(source, 0, 0)).toBe(4);
  });
});

/** A sink that takes repeats and records them. */
function repeatSink(scope: number): RepeatSink & { repeats: [number, number, number][] } {
  const repeats: [number, number, number][] = [];
  return {
    target: new Uint8Array(8),
    targetOffset: 0,
    emit: () => true,
    repeatScope: scope,
    enumeration: 0,
    repeat(actionId, count, origin) {
      repeats.push([actionId, count, origin]);
      return true;
    },
    repeats,
  };
}

// two variables: a 4-byte one (offset 0) and a 4-byte dead one (offset 4) of action 1; action 0 has none
const codec = { stateBytes: 8, offsets: [0, 4] } as unknown as Codec;
const layouts: Layout[] = [
  { kind: 'int', min: -2147483648, max: 2147483647 },
  { kind: 'int', min: -2147483648, max: 2147483647 },
];

describe('Repeats', () => {
  it("remembers how many successors an action emitted, and repeats them for a source differing in the action's dead variables", () => {
    const repeats = new Repeats(
      [
        { actionId: 0, dead: [] },
        { actionId: 1, dead: [1] },
      ],
      codec,
      layouts,
    );
    const sink = { ...repeatSink(0), enumeration: 6 };
    repeats.startEnumeration(sink, Uint8Array.of(1, 0, 0, 0, 5, 0, 0, 0), 0);
    expect(repeats.begin(0)).toBe(-1);
    expect(repeats.begin(1)).toBe(-1);
    repeats.emitted += 3;
    repeats.end(1);
    // the next source differs only in the dead variable
    repeats.startEnumeration(sink, Uint8Array.of(1, 0, 0, 0, 6, 0, 0, 0), 0);
    const count = repeats.begin(1);
    expect(count).toBe(3);
    expect(repeats.repeat(1, count)).toBe(true);
    expect(sink.repeats).toEqual([[1, 3, 6]]);
    // an action without dead variables is never repeated
    expect(repeats.begin(0)).toBe(-1);
  });

  it('counts only the successors emitted after the action began', () => {
    const repeats = new Repeats([{ actionId: 0, dead: [1] }], codec, layouts);
    const sink = repeatSink(1);
    repeats.startEnumeration(sink, Uint8Array.of(2, 0, 0, 0, 0, 0, 0, 0), 0);
    repeats.emitted = 4;
    repeats.begin(0);
    repeats.emitted = 6;
    repeats.end(0);
    repeats.startEnumeration(sink, Uint8Array.of(2, 0, 0, 0, 1, 0, 0, 0), 0);
    expect(repeats.emitted).toBe(0);
    expect(repeats.begin(0)).toBe(2);
  });

  it('finds and remembers nothing for a sink that takes no repeats', () => {
    const repeats = new Repeats([{ actionId: 0, dead: [1] }], codec, layouts);
    const source = Uint8Array.of(3, 0, 0, 0, 0, 0, 0, 0);
    repeats.startEnumeration(null, source, 0);
    expect(repeats.begin(0)).toBe(-1);
    repeats.emitted = 2;
    repeats.end(0);
    repeats.startEnumeration(repeatSink(2), source, 0);
    expect(repeats.begin(0)).toBe(-1);
    // an action the entries do not name has no cache
    expect(repeats.begin(7)).toBe(-1);
  });
});
