import { describe, expect, it } from 'vitest';
import { CoverageRecorder } from '../../src/engine/coverage.js';
import { ToyModel } from '../helpers/toy-models.js';

const model = new ToyModel({ variables: ['x'], init: [[0]], actions: ['Up', 'Down'], next: () => [] });
const row = (recorder: CoverageRecorder, name: string) => recorder.totals().find((entry) => entry.name === name);

describe('CoverageRecorder', () => {
  it('has a key for each action, then Init', () => {
    const recorder = new CoverageRecorder(model);
    expect(recorder.names).toEqual(['Up', 'Down', 'Init']);
    expect(recorder.initKey).toBe(2);
  });

  it('counts generated states and the parents an action was enabled in, up to where the batch was cut', () => {
    const recorder = new CoverageRecorder(model);
    // parent 1: Up, Up, Down; parent 2: Up; parent 3: Down (cut off)
    [
      [0, 1],
      [0, 1],
      [1, 1],
      [0, 2],
      [1, 3],
    ].forEach(([key, parent], index) => recorder.record(index, key as number, parent as number));
    expect(recorder.keyAt(2)).toBe(1);
    recorder.commit(4);
    recorder.addDistinct(0);
    expect(row(recorder, 'Up')).toEqual({ name: 'Up', enabled: 2, generated: 3, distinct: 1 });
    expect(row(recorder, 'Down')).toEqual({ name: 'Down', enabled: 1, generated: 1, distinct: 0 });
  });

  it("adds a worker thread's counts", () => {
    const worker = new CoverageRecorder(model);
    worker.record(0, 1, 7);
    worker.commit(1);
    expect(worker.counts()).toEqual({ generated: [0, 1, 0], enabled: [0, 1, 0] });
    const main = new CoverageRecorder(model);
    main.addCounts(worker.counts());
    main.addCounts(worker.counts());
    expect(row(main, 'Down')).toEqual({ name: 'Down', enabled: 2, generated: 2, distinct: 0 });
  });

  it('grows past 2^15 states in a batch', () => {
    const recorder = new CoverageRecorder(model);
    for (let i = 0; i < 40_000; i++) recorder.record(i, i % 2, i);
    recorder.commit(40_000);
    expect(recorder.keyAt(39_999)).toBe(1);
    expect(row(recorder, 'Up')?.generated).toBe(20_000);
  });

  it("takes the model's own coverage keys, at most 255", () => {
    const fine = Object.assign(new ToyModel(model.spec), { coverageNames: ['Up: case 1', 'Up: case 2'] });
    expect(new CoverageRecorder(fine).names).toEqual(['Up: case 1', 'Up: case 2', 'Init']);
    const many = Object.assign(new ToyModel(model.spec), { coverageNames: Array.from({ length: 255 }, (_, i) => `k${i}`) });
    expect(() => new CoverageRecorder(many)).toThrow('coverage supports at most 255 keys');
  });
});
