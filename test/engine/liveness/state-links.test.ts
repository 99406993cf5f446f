/** The parent links of the liveness graph's states, from which a behaviour is rebuilt as from the BFS's. */
import { describe, expect, it } from 'vitest';
import { NO_PARENT } from '../../../src/engine/bfs/parent-links.js';
import { StateLinks } from '../../../src/engine/liveness/state-links.js';
import { rebuildTrace } from '../../../src/engine/trace/trace.js';
import { graphModel } from '../../helpers/toy-models.js';

describe('StateLinks', () => {
  it('gives back the parent and position of each ordinal, through growth', () => {
    const links = new StateLinks();
    links.add(NO_PARENT, 0);
    for (let ordinal = 1; ordinal < 5000; ordinal++) links.add(ordinal >> 1, ordinal % 7);
    expect(links.size).toBe(5000);
    expect([links.parentOf(0), links.positionOf(0)]).toEqual([NO_PARENT, 0]);
    expect([links.parentOf(4999), links.positionOf(4999)]).toEqual([2499, 4999 % 7]);
    expect([links.parentOf(1024), links.positionOf(1024)]).toEqual([512, 1024 % 7]);
    expect(links.bytes).toBeGreaterThanOrEqual(2 * 5000 * 4);
  });

  it('rebuilds a behaviour: the path of positions from an initial state, re-run on the model', () => {
    // 0 -> 1, 2; 2 -> 3; initial states 0 and 5 (ordinals 0, 1), then 1, 2 (2, 3), then 3 (4)
    const model = graphModel({ 0: [1, 2], 2: [3] }, [0, 5]);
    const links = new StateLinks();
    for (const [parent, position] of [
      [NO_PARENT, 0],
      [NO_PARENT, 1],
      [0, 0],
      [0, 1],
      [3, 0],
    ] as const)
      links.add(parent, position);
    const values = (ordinal: number) => rebuildTrace(model, links, ordinal).states.map((state) => model.decode(state)[0]);
    expect(values(4)).toEqual([0, 2, 3]);
    expect(values(1)).toEqual([5]);
    expect(values(2)).toEqual([0, 1]);
  });
});
