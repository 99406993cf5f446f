/**
 * The cluster's entry to the BFS (batch-step.ts): a search whose visited set
 * is elsewhere, here a JavaScript Set standing in for the owners, expands,
 * holds, marks and commits its slices, and finds one machine's counts.
 */
import { describe, expect, it } from 'vitest';
import {
  batchExecutor,
  forEachCandidate,
  forEachNewState,
  heldCommitter,
  holdSlice,
  markCandidates,
  NO_PARENT,
  StateBuffer,
  type SearchSetup,
} from '../../../src/engine/bfs/batch-step.js';
import { check } from '../../../src/engine/check.js';
import { resolveIds } from '../../../src/engine/options.js';
import { monopolyModel } from '../../helpers/monopoly-states.js';

const OPTIONS = { invariants: ['TypeOK', 'TurnValid'], constraints: ['MoneyBound', 'DepthBound'], checkDeadlock: true };

/** The search level by level in slices of `sliceParents`, each slice held, marked against `seen`, counted, then committed. */
function searchByBatches(sliceParents: number): { generated: number; distinct: number; depth: number; linked: number } {
  const model = monopolyModel({ N: 2, MaxDepth: 6 });
  const invariants = resolveIds('invariant', OPTIONS.invariants, model);
  const setup: SearchSetup = {
    model,
    invariants,
    constraints: resolveIds('constraint', OPTIONS.constraints, model),
    checkDeadlock: true,
    coverage: false,
    fingerprintWords: 2,
    expansion: { continues: false, recordsSteps: false },
  };
  const executor = batchExecutor(setup, 1);
  const seen = new Set<string>();
  const isNew = (fingerprints: Uint32Array, from: number) => {
    const key = `${fingerprints[from]}:${fingerprints[from + 1]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  let frontier = new StateBuffer(model.stateBytes);
  let [generated, distinct, depth, linked, start] = [0, 0, 0, 0, 0];
  for (let childLevel = 1; childLevel === 1 || frontier.count > 0; childLevel++) {
    const next = new StateBuffer(model.stateBytes);
    // the executor reuses its batches: each slice is held as soon as it is expanded
    const slices = childLevel === 1 ? [holdSlice(executor.expandInitial())] : [];
    for (let first = 0; childLevel > 1 && first < frontier.count; first += sliceParents) {
      slices.push(holdSlice(executor.expand(frontier, childLevel, { first, count: Math.min(sliceParents, frontier.count - first) })));
    }
    const committer = heldCommitter(invariants, Number.POSITIVE_INFINITY, 1, distinct);
    for (const held of slices) {
      let candidates = 0;
      forEachCandidate(held.slice, () => candidates++);
      markCandidates(held.slice, isNew);
      let newStates = 0;
      const violates = forEachNewState(held.slice, (parent) => {
        newStates++;
        if (parent !== NO_PARENT) linked++;
      });
      expect(violates).toBe(false);
      expect(held.endsAtEvent).toBe(false);
      expect(committer.commit(held.slice, { start, childLevel, next })).toBeNull();
      expect(candidates).toBeGreaterThanOrEqual(newStates);
    }
    generated += committer.generated;
    distinct = committer.distinct;
    depth = Math.max(depth, committer.depth);
    start += frontier.count;
    frontier = next;
  }
  executor.close();
  return { generated, distinct, depth, linked };
}

describe('batch-step.ts', () => {
  it("expands, holds, marks elsewhere and commits to one machine's counts, whatever the slices", () => {
    const expected = check(monopolyModel({ N: 2, MaxDepth: 6 }), OPTIONS);
    expect(expected.kind).toBe('ok');
    const { statesGenerated, distinctStates, depth } = expected.stats;
    for (const sliceParents of [7, 1000]) {
      const found = searchByBatches(sliceParents);
      expect([found.generated, found.distinct, found.depth]).toEqual([statesGenerated, distinctStates, depth]);
      // every state but the initial one has a parent
      expect(found.linked).toBe(distinctStates - 1);
    }
  });
});
