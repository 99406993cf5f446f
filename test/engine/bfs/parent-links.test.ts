import { describe, expect, it } from 'vitest';
import { LINK_CHUNK_BYTES, NO_PARENT, ParentLinks } from '../../../src/engine/bfs/parent-links.js';

describe('ParentLinks', () => {
  it("records each ordinal's parent and position, five bytes a state in chunks", () => {
    const links = new ParentLinks();
    expect(links.bytes).toBe(0);
    links.add(NO_PARENT, 0);
    links.add(NO_PARENT, 1);
    links.add(0, 255);
    expect(links.size).toBe(3);
    expect([links.parentOf(0), links.parentOf(2)]).toEqual([NO_PARENT, 0]);
    expect([links.positionOf(1), links.positionOf(2)]).toEqual([1, 255]);
    expect(links.bytes).toBe(LINK_CHUNK_BYTES);
    expect(LINK_CHUNK_BYTES).toBe(5 * 2 ** 20);
  });

  it('goes on into a second chunk past 2^20 links, and saves and loads them', () => {
    const links = new ParentLinks();
    const count = 2 ** 20 + 3;
    for (let i = 0; i < count; i++) links.add(i * 7, i % 256);
    expect(links.bytes).toBe(2 * LINK_CHUNK_BYTES);
    expect([links.parentOf(2 ** 20 + 2), links.positionOf(2 ** 20 + 2)]).toEqual([(2 ** 20 + 2) * 7, (2 ** 20 + 2) % 256]);
    const { parents, positions } = links.contents();
    expect(parents.map((run) => run.length)).toEqual([2 ** 20, 3]);
    expect(positions.map((run) => run.length)).toEqual([2 ** 20, 3]);
    const loaded = new ParentLinks();
    loaded.add(1, 1);
    loaded.load(Uint32Array.of(NO_PARENT, 0, 0), Uint8Array.of(0, 4, 9));
    expect(loaded.size).toBe(3);
    expect([loaded.parentOf(0), loaded.parentOf(2), loaded.positionOf(2)]).toEqual([NO_PARENT, 0, 9]);
  });
});
