/**
 * A breadth-first search stopped with a checkpoint and recovered through the library (check with `checkpoint` and
 * `shouldStop`, then `recoverFrom`), on toy models: the same counts, trace and coverage as a search never stopped,
 * however many slices it ran before the stop, and several stops in a row; a checkpoint of another search is refused.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCheckpointContext, readCheckpointCounters } from '../../../src/engine/checkpoint.js';
import { check } from '../../../src/engine/check.js';
import type { CheckOptions } from '../../../src/engine/options.js';
import type { CheckResult } from '../../../src/engine/result.js';
import { binaryTreeModel, dieHardModel, type ToyModel } from '../../helpers/toy-models.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

const scratch = temporaryFolder('monocheck-bfs-checkpoint-');

/** What a search found: the verdict, the counts, the trace's states and the coverage. */
function summary(model: ToyModel, result: CheckResult) {
  const { statesGenerated, distinctStates, queueLeft, depth, coverage } = result.stats;
  const trace = result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace.states.map((state) => model.decode(state)) : null;
  return { kind: result.kind, statesGenerated, distinctStates, queueLeft, depth, trace, coverage };
}

interface Runs {
  readonly results: CheckResult[];
  /** States each run expanded (the toy model counts its calls of `successors`). */
  readonly expanded: number[];
}

/**
 * The search run again and again on the checkpoint in `dir`: run i stops after `stops[i]` slices (each stop writing a
 * checkpoint) and recovers the one before; the run after the last stop goes to the end.
 */
function stoppedAndRecovered(model: ToyModel, options: CheckOptions, dir: string, stops: readonly number[]): Runs {
  const runs: Runs = { results: [], expanded: [] };
  [...stops, null].forEach((slices, run) => {
    let asked = 0;
    const before = model.expansions;
    runs.results.push(
      check(model, {
        ...options,
        checkpoint: { dir, context: { run } },
        ...(slices !== null && { shouldStop: () => ++asked > slices }),
        ...(run > 0 && { recoverFrom: dir }),
      }),
    );
    runs.expanded.push(model.expansions - before);
  });
  return runs;
}

const interrupted = (result: CheckResult | undefined) => result?.kind === 'limit' && result.limit === 'interrupted';

describe('a search recovered from its checkpoint', () => {
  // 2^9 - 1 nodes over 9 levels, a slice each: a leaf steps to itself, so the search ends with every leaf expanded
  const tree = binaryTreeModel(2 ** 9 - 2);
  const treeOptions: CheckOptions = { invariants: [], constraints: [], checkDeadlock: false, coverage: true };
  const before = tree.expansions;
  const whole = summary(tree, check(tree, treeOptions));
  const wholeExpanded = tree.expansions - before;

  it('gives the counts and coverage of the search never stopped, whichever slice it stopped after', () => {
    expect(whole).toMatchObject({ kind: 'ok', distinctStates: 2 ** 9 - 1, depth: 9, queueLeft: 0 });
    for (const slices of [1, 6]) {
      const dir = join(scratch, `tree-${slices}`);
      const {
        results: [stopped, recovered],
        expanded,
      } = stoppedAndRecovered(tree, treeOptions, dir, [slices]);
      expect(interrupted(stopped), `stopped after ${slices} slices`).toBe(true);
      expect(stopped?.stats.distinctStates).toBeLessThan(whole.distinctStates);
      expect(readCheckpointCounters(dir).distinct).toBe(stopped?.stats.distinctStates);
      expect(readCheckpointContext(dir)).toEqual({ run: 0 });
      expect(summary(tree, recovered as CheckResult)).toEqual(whole);
      // the recovery went on from the checkpoint: together the two runs expanded each state once, as the whole search did
      expect(expanded[1]).toBeLessThan(wholeExpanded);
      expect((expanded[0] as number) + (expanded[1] as number)).toBe(wholeExpanded);
    }
  });

  it('stopped and recovered again and again, it still ends with the same numbers', () => {
    const { results, expanded } = stoppedAndRecovered(tree, treeOptions, join(scratch, 'tree-again'), [2, 2, 2]);
    expect(expanded.reduce((sum, count) => sum + count)).toBe(wholeExpanded);
    expect(results.slice(0, 3).every(interrupted)).toBe(true);
    const distinct = results.map((result) => result.stats.distinctStates);
    expect(new Set(distinct).size).toBe(4);
    expect(distinct).toEqual([...distinct].sort((a, b) => a - b));
    expect(summary(tree, results[3] as CheckResult)).toEqual(whole);
  });

  it('finds the violation and its shortest trace as the search never stopped does (die hard: big = 4)', () => {
    const jugs = dieHardModel();
    const options: CheckOptions = { invariants: ['TypeOK', 'NotFour'], constraints: [], checkDeadlock: true };
    const direct = summary(jugs, check(jugs, options));
    expect(direct).toMatchObject({
      kind: 'invariant',
      trace: [
        [0, 0],
        [0, 5],
        [3, 2],
        [0, 2],
        [2, 0],
        [2, 5],
        [3, 4],
      ],
    });
    const {
      results: [stopped, recovered],
    } = stoppedAndRecovered(jugs, options, join(scratch, 'jugs'), [3]);
    expect(interrupted(stopped)).toBe(true);
    expect(summary(jugs, recovered as CheckResult)).toEqual(direct);
  });

  it('refuses a checkpoint taken for other options, in a sentence', () => {
    const dir = join(scratch, 'other');
    check(tree, { ...treeOptions, checkpoint: { dir }, shouldStop: () => true });
    expect(() => check(tree, { ...treeOptions, checkDeadlock: true, recoverFrom: dir })).toThrow(
      /^the checkpoint in .* was taken for another model or other options .*; recover it with the same model file and flags$/,
    );
  });
});
