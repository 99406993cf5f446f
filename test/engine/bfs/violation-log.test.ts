import { describe, expect, it } from 'vitest';
import { NO_PARENT, ParentLinks } from '../../../src/engine/bfs/parent-links.js';
import { ViolationLog, violatedFrom } from '../../../src/engine/bfs/violation-log.js';
import { ToyModel } from '../../helpers/toy-models.js';

const model = new ToyModel({
  variables: ['x'],
  init: [[0], [5]],
  actions: ['Inc'],
  next: ([x]) => ((x as number) < 10 ? [{ action: 'Inc', state: [(x as number) + 1] }] : []),
  invariants: { Small: ([x]) => (x as number) < 3, Even: ([x]) => (x as number) % 2 === 0, Low: ([x]) => (x as number) < 5 },
});
const ALL = Int32Array.of(0, 1, 2);

/** Ordinals 0: x = 0 and 1: x = 5 (initial), 2: x = 1, 3: x = 2, 4: x = 3. */
function links(): ParentLinks {
  const result = new ParentLinks();
  result.add(NO_PARENT, 0);
  result.add(NO_PARENT, 1);
  result.add(0, 0);
  result.add(2, 0);
  result.add(3, 0);
  return result;
}
const xs = (log: ViolationLog, index: number) => log.violations[index]?.trace.states.map((state) => model.decode(state)[0]);

describe('violatedFrom', () => {
  it('lists every invariant the state violates, from the first one on', () => {
    expect(violatedFrom(model, model.encode([5]), 0, ALL, 0)).toEqual([0, 1, 2]);
    expect(violatedFrom(model, model.encode([3]), 0, ALL, 0)).toEqual([0, 1]);
    expect(violatedFrom(model, model.encode([7]), 0, Int32Array.of(2, 0), 0)).toEqual([0, 1]);
    expect(violatedFrom(model, model.encode([1]), 0, ALL, 1)).toEqual([1]);
  });
});

describe('ViolationLog', () => {
  it('reports an initial state once for each invariant it violates, any other state for its first', () => {
    const log = new ViolationLog(model, links(), ALL);
    log.inModel(1, model.encode([5]), 0, 0);
    expect(log.violations.map((violation) => violation.invariant)).toEqual(['Small', 'Even', 'Low']);
    expect(xs(log, 0)).toEqual([5]);
    log.inModel(4, model.encode([3]), 0, 0);
    expect(log.violations.map((violation) => violation.invariant)).toEqual(['Small', 'Even', 'Low', 'Small']);
    expect(xs(log, 3)).toEqual([0, 1, 2, 3]);
    expect(log.problem).toBeNull();
  });

  it("reports an out-of-model successor with its parent's behaviour and the step to it", () => {
    const log = new ViolationLog(model, links(), ALL);
    log.outOfModel(3, 0, [1]);
    expect(log.violations).toHaveLength(1);
    expect(log.violations[0]?.invariant).toBe('Even');
    expect(xs(log, 0)).toEqual([0, 1, 2, 3]);
    expect(log.violations[0]?.trace.actionIds.slice(1)).toEqual([0, 0, 0]);
  });

  it('notes the first behaviour that does not replay to the violation claimed, an internal error', () => {
    const log = new ViolationLog(model, links(), ALL);
    log.outOfModel(3, 0, [2]);
    log.outOfModel(3, 0, [2]);
    expect(log.problem).toMatch(/^internal error: the behaviour of violation 1 does not replay \(.+\)$/);
    expect(log.violations).toHaveLength(2);
  });
});
