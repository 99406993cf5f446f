import { describe, expect, it } from 'vitest';
import {
  simulate,
  type Chooser,
  type SimulationObserver,
  type SimulationOptions,
  type SimulationResult,
} from '../../../src/engine/search/simulate.js';
import { binaryTreeModel, counterModel, graphModel, stepsModel, ToyModel } from '../../helpers/toy-models.js';

const run = (model: ToyModel, options: Partial<SimulationOptions> = {}) =>
  simulate(model, { invariants: [], constraints: [], checkDeadlock: false, seed: 1, runs: 20, maxSteps: 10, ...options });
const statesOf = (model: ToyModel, result: SimulationResult) =>
  result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace.states.map((s) => model.decode(s)[0]) : [];

/** Records each run's path of x values. */
function pathRecorder(model: ToyModel): SimulationObserver & { paths: number[][] } {
  const paths: number[][] = [];
  return {
    paths,
    startRun: (_run, initial) => void paths.push([model.decode(initial)[0] as number]),
    step: (_before, after) => {
      paths[paths.length - 1]?.push(model.decode(after)[0] as number);
      return false;
    },
  };
}

describe('simulate', () => {
  it('gives the same runs for the same seed, and other runs for another seed', () => {
    const model = binaryTreeModel(2 ** 12 - 2);
    const [a, b, c] = [1, 1, 2].map((seed) => {
      const recorder = pathRecorder(model);
      const result = run(model, { seed, observer: recorder });
      return { result: { ...result, stats: { ...result.stats, seconds: 0 } }, paths: recorder.paths };
    });
    expect(a).toEqual(b);
    expect(a?.paths).not.toEqual(c?.paths);
    expect(a?.result.stats).toMatchObject({ runs: 20, steps: 20 * 10 });
  });

  it('gives run k the same path when it is run alone (firstRun k, runs 1)', () => {
    const model = binaryTreeModel(2 ** 12 - 2);
    const all = pathRecorder(model);
    run(model, { observer: all });
    const alone = pathRecorder(model);
    run(model, { observer: alone, firstRun: 7, runs: 1 });
    expect(alone.paths).toEqual([all.paths[6]]);
  });

  it('ends a run at a constraint, at a stuttering state, at the step limit and when the observer says so', () => {
    expect(run(stepsModel(), { constraints: ['Bound5'], maxSteps: 100 }).stats.endings).toMatchObject({ constraint: 20, steps: 0 });
    const tree = run(binaryTreeModel(6), { maxSteps: 100 });
    expect(tree.stats.endings).toMatchObject({ stuttering: 20 });
    expect(tree.stats.steps).toBe(40);
    expect(run(counterModel(100), { maxSteps: 5 }).stats.endings).toMatchObject({ steps: 20 });
    const stopAtTwo: SimulationObserver = { startRun: () => undefined, step: (_b, after) => after[0] === 2 };
    expect(run(counterModel(100), { observer: stopAtTwo }).stats).toMatchObject({ steps: 40, endings: { observer: 20 } });
  });

  it('reports an invariant violation with the behaviour and the run that reach it', () => {
    const model = counterModel(10, { BelowFour: ([x]) => (x as number) < 4 });
    const result = run(model, { invariants: ['BelowFour'], runs: 3, firstRun: 5 });
    expect(result).toMatchObject({ kind: 'invariant', invariant: 'BelowFour', run: 5 });
    expect(statesOf(model, result)).toEqual([0, 1, 2, 3, 4]);
    expect(result.stats.steps).toBe(4);
  });

  it('reports a deadlock when checked, and ends the run quietly when not', () => {
    const model = counterModel(2);
    const result = run(model, { checkDeadlock: true });
    expect(result).toMatchObject({ kind: 'deadlock', run: 1 });
    expect(statesOf(model, result)).toEqual([0, 1, 2]);
    expect(run(model).stats.endings).toMatchObject({ 'no-successor': 20 });
  });

  it('counts distinct states over all runs and generated states as check does', () => {
    const result = run(graphModel({ 0: [1, 1, 2], 1: [0], 2: [0] }), { maxSteps: 4, runs: 50 });
    expect(result.stats.distinctStates).toBe(3);
    // 1 initial + 3 or 1 successors per step: two steps from 0 and two back
    expect(result.stats.statesGenerated).toBe(50 * (1 + 3 + 1 + 3 + 1));
  });

  it('lets a chooser pick the successor', () => {
    const last: Chooser = { choose: (successors) => successors.count - 1 };
    const model = binaryTreeModel(2 ** 6 - 2);
    const recorder = pathRecorder(model);
    run(model, { chooser: last, runs: 1, observer: recorder, maxSteps: 5 });
    expect(recorder.paths).toEqual([[0, 2, 6, 14, 30, 62]]);
  });
});
