import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine/check.js';
import { NO_PARENT } from '../../src/engine/bfs/parent-links.js';
import { outDegreeOf, statisticsOf } from '../../src/engine/out-degree.js';
import { ToyModel } from '../helpers/toy-models.js';

/** Parent links from a list of parents (NO_PARENT for an initial state). */
const linksOf = (parents: readonly number[]) => ({ parentOf: (ordinal: number) => parents[ordinal] as number, positionOf: () => 0 });

describe("TLC's out-degree statistics", () => {
  it("counts, per expanded state, the new states whose parent it is, and takes TLC's rounded mean, percentile, minimum and maximum", () => {
    // 0 -> 1, 2, 3; 1 -> 4; 2, 3, 4 find nothing new: samples 3, 1, 0, 0, 0
    expect(outDegreeOf(linksOf([NO_PARENT, 0, 0, 0, 1]), 5, 5)).toEqual({ minimum: 0, mean: 1, percentile95: 3, maximum: 3 });
    expect(outDegreeOf(linksOf([]), 0, 0)).toBeNull();
  });

  it("counts a state that found more than 31 new states as 31 (TLC's last bucket)", () => {
    const parents = [NO_PARENT, ...Array.from({ length: 40 }, () => 0)];
    expect(outDegreeOf(linksOf(parents), parents.length, parents.length)).toEqual({ minimum: 0, mean: 1, percentile95: 0, maximum: 31 });
  });

  it("rounds the mean half up as Java's Math.round, and the percentile is the bucket past 95% of the samples", () => {
    const buckets = new Float64Array(32);
    buckets[1] = 1;
    buckets[2] = 1;
    expect(statisticsOf(buckets, 2)).toEqual({ minimum: 1, mean: 2, percentile95: 2, maximum: 2 });
  });

  it('is what a complete breadth-first search reports, and not a search that stopped', () => {
    const model = new ToyModel({
      variables: ['x'],
      init: [[0]],
      actions: ['Step'],
      next: ([x]) => ((x as number) < 3 ? [{ action: 'Step', state: [(x as number) + 1] }] : []),
    });
    expect(check(model, { invariants: [], constraints: [], checkDeadlock: false }).stats.outDegree).toEqual({
      minimum: 0,
      mean: 1,
      percentile95: 1,
      maximum: 1,
    });
    expect(check(model, { invariants: [], constraints: [], checkDeadlock: true }).stats.outDegree).toBeUndefined();
  });
});
