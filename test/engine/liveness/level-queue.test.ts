/** A level of states for the liveness graph builder: each state copied whole, in order, through growth. */
import { describe, expect, it } from 'vitest';
import { LevelQueue } from '../../../src/engine/liveness/level-queue.js';

describe('LevelQueue', () => {
  it('copies the words of each state from where it is given, in order, past its first 1024 states', () => {
    const stride = 8;
    const queue = new LevelQueue(stride);
    // a source holding two states of two words, the wanted one second
    const source = new Uint32Array(4);
    for (let i = 0; i < 3000; i++) {
      source.set([0xdead, 0xbeef, i, 0xffffffff - i]);
      queue.append(source, 2);
    }
    expect(queue.count).toBe(3000);
    expect(queue.bytes.length).toBe(stride * 4096);
    const words = new Uint32Array(queue.bytes.buffer, 0, 2 * queue.count);
    for (const i of [0, 1023, 1024, 2999]) expect([words[2 * i], words[2 * i + 1]]).toEqual([i, 0xffffffff - i]);
  });

  it('keeps states a word long apart, and its bytes the same as its words', () => {
    const queue = new LevelQueue(4);
    queue.append(Uint32Array.of(0x04030201), 0);
    queue.append(Uint32Array.of(0x08070605), 0);
    expect([...queue.bytes.subarray(0, 8)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
