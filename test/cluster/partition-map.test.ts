import { describe, expect, it } from 'vitest';
import { PartitionMap } from '../../src/cluster/partition-map.js';

describe('PartitionMap', () => {
  it("deals the 4096 partitions out in turn and finds a fingerprint's owner by the low 12 bits of its high word", () => {
    const map = PartitionMap.roundRobin(3);
    expect([map.ownerOf(0), map.ownerOf(1), map.ownerOf(2), map.ownerOf(3), map.ownerOf(4095)]).toEqual([0, 1, 2, 0, 4095 % 3]);
    // bits above the low 12 do not matter
    expect(map.ownerOf(0xfffff000 + 5)).toBe(map.ownerOf(5));
    expect(map.ownerOf(0x7fffffff)).toBe(4095 % 3);
  });

  it('goes to bytes and back unchanged, a view of a larger buffer included', () => {
    const owners = Uint16Array.from({ length: 4096 }, (_, p) => (p * 7) % 5);
    const map = new PartitionMap(owners);
    const bytes = map.toBytes();
    expect(bytes.length).toBe(8192);
    expect(Array.from(PartitionMap.fromBytes(bytes).owners)).toEqual(Array.from(owners));
    const inside = new Uint16Array(5000);
    inside.set(owners, 100);
    const view = new PartitionMap(inside.subarray(100, 4196));
    expect(Array.from(PartitionMap.fromBytes(view.toBytes()).owners)).toEqual(Array.from(owners));
  });

  it('refuses a map of the wrong size', () => {
    expect(() => new PartitionMap(new Uint16Array(10))).toThrow('a partition map has 4096 entries, got 10');
  });
});
