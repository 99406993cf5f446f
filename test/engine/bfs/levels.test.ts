import { describe, expect, it } from 'vitest';
import { Levels } from '../../../src/engine/bfs/levels.js';
import { NO_PARENT } from '../../../src/engine/bfs/parent-links.js';

/** Queues states of one word each, holding `values`, into the next level. */
function queue(levels: Levels, ...values: number[]): void {
  for (const value of values) levels.next.append(Uint32Array.of(value), 0);
}

describe('Levels', () => {
  it('numbers states across levels in the order they are queued', () => {
    const levels = new Levels(4, undefined);
    queue(levels, 10, 11);
    levels.swap();
    levels.begin();
    expect([levels.level, levels.count, levels.childLevel, levels.start]).toEqual([1, 2, 2, 0]);
    expect([levels.ordinal(NO_PARENT), levels.ordinal(0), levels.ordinal(1)]).toEqual([NO_PARENT, 0, 1]);
    queue(levels, 20, 21, 22);
    levels.cursor = 2;
    levels.finish();
    levels.begin();
    expect([levels.level, levels.count, levels.start, levels.cursor, levels.childLevel]).toEqual([2, 3, 2, 0, 3]);
    expect([levels.ordinal(0), levels.ordinal(2)]).toEqual([2, 4]);
    expect(Array.from(levels.frontier.state(2))).toEqual(Array.from(new Uint8Array(Uint32Array.of(22).buffer)));
    expect(levels.next.count).toBe(0);
  });

  it('counts the states queued but not expanded, between slices and while a parent is expanded', () => {
    const levels = new Levels(4, undefined);
    queue(levels, 1, 2, 3, 4);
    levels.swap();
    levels.begin();
    queue(levels, 5);
    levels.cursor = 1;
    expect(levels.queueLeft()).toBe(4 - 1 + 1);
    expect(levels.queueLeftAt(NO_PARENT)).toBe(4 + 1);
    expect(levels.queueLeftAt(2)).toBe(4 - 3 + 1);
  });

  it('empties both levels on clear', () => {
    const levels = new Levels(4, undefined);
    queue(levels, 1);
    levels.swap();
    queue(levels, 2);
    levels.clear();
    expect([levels.frontier.count, levels.next.count]).toEqual([0, 0]);
  });
});
