/**
 * The two halves of a BFS step done in the calling thread: the inline executor expands a slice as one part and
 * marks it; LocalSlice expands the chunks a shared counter hands it; sliceReport puts all parts in TLC's order.
 */
import { describe, expect, it } from 'vitest';
import { CoverageRecorder } from '../../../src/engine/coverage.js';
import { PLAIN_EXPANSION } from '../../../src/engine/bfs/expanded-part.js';
import { InlineExecutor, LocalSlice, sliceReport, type SearchSetup } from '../../../src/engine/bfs/slice-executor.js';
import { StateBuffer } from '../../../src/engine/bfs/state-buffer.js';
import { FingerprintTable } from '../../../src/engine/tables/fingerprint-table.js';
import { graphModel, type ToyModel } from '../../helpers/toy-models.js';

/** 0..9: x steps to x + 1 and to x + 2 (below 10); 9 has none. */
const model = graphModel(Object.fromEntries(Array.from({ length: 9 }, (_, x) => [x, x < 8 ? [x + 1, x + 2] : [x + 1]])), [0, 3]);

const setup = (more: Partial<SearchSetup> = {}): SearchSetup => ({
  model,
  invariants: new Int32Array(0),
  constraints: new Int32Array(0),
  checkDeadlock: false,
  coverage: false,
  fingerprintWords: 2,
  expansion: PLAIN_EXPANSION,
  ...more,
});

/** A level of the states x in `xs`, in that order. */
function levelOf(toy: ToyModel, xs: readonly number[]): StateBuffer {
  const level = new StateBuffer(toy.stateBytes);
  const words = new Uint32Array(1);
  for (const x of xs) {
    toy.encode([x], new Uint8Array(words.buffer));
    level.append(words, 0);
  }
  return level;
}

/** The x of each candidate of a report's batches, part by part, with the parent (within the level) it came from. */
const candidates = (report: ReturnType<InlineExecutor['expand']>) =>
  report.parts.map((part) =>
    Array.from({ length: part.end - part.start }, (_, k) => {
      const batch = report.batches[part.worker]!;
      const i = part.start + k;
      return `${batch.parent[i]}>${batch.states[i * batch.stride]}`;
    }),
  );

describe('InlineExecutor', () => {
  it('stages the initial states as one part of worker 0', () => {
    const executor = new InlineExecutor(setup());
    expect([executor.workerCount, executor.threadCount]).toEqual([1, 0]);
    const report = executor.expandInitial();
    expect(report.parts).toEqual([{ order: 0, start: 0, end: 2, emittedStart: 0, emitted: 2, event: null, worker: 0 }]);
    expect(report.batches[0]?.count).toBe(2);
    expect(report.candidatesByPartition).toEqual([2]);
    expect(executor.batchBytes).toBe(report.batches[0]?.bytes);
  });

  it('expands a slice as one part, after running `meanwhile`, and marks what is new', () => {
    const executor = new InlineExecutor(setup());
    const initial = executor.expandInitial().batches[0]!;
    const level = levelOf(model, [5, 4, 8, 6]);
    // meanwhile commits the previous slice: its batch is still whole then
    const seen: number[] = [];
    const report = executor.expand(level, 3, { first: 1, count: 3 }, () => seen.push(initial.count));
    expect(seen).toEqual([2]);
    expect(report.parts).toHaveLength(1);
    expect(candidates(report)).toEqual([['1>5', '1>6', '2>9', '3>7', '3>8']]);
    const table = new FingerprintTable({ width: 2 }, 64);
    expect(executor.mark(table, [{ worker: 0, start: 0, end: 5 }])).toEqual([5]);
    // states marked before are duplicates now, for another executor too: 8 and 9 (9 staged once though 7 and 8 both reach it)
    const other = new InlineExecutor(setup());
    const again = other.expand(levelOf(model, [7, 8]), 4, { first: 0, count: 2 });
    expect(candidates(again)).toEqual([['0>8', '0>9']]);
    expect(other.mark(table, [{ worker: 0, start: 0, end: 2 }])).toEqual([0]);
  });

  it('an empty slice is a part with nothing in it', () => {
    const report = new InlineExecutor(setup()).expand(levelOf(model, [1]), 2, { first: 0, count: 0 });
    expect(report.parts.map((part) => [part.start, part.end, part.emitted])).toEqual([]);
    expect(report.candidatesByPartition).toEqual([0]);
  });

  it('counts coverage up to what is committed, and adds it to a recorder', () => {
    const executor = new InlineExecutor(setup({ coverage: true }));
    executor.expand(levelOf(model, [0, 1]), 2, { first: 0, count: 2 });
    executor.commitCoverage([3]);
    const into = new CoverageRecorder(model);
    executor.collectCoverage(into);
    expect(into.totals().find((row) => row.name === 'Step')).toMatchObject({ generated: 3, enabled: 2 });
    const without = new InlineExecutor(setup());
    without.expand(levelOf(model, [0]), 2, { first: 0, count: 1 });
    without.commitCoverage([2]);
    const none = new CoverageRecorder(model);
    without.collectCoverage(none);
    expect(none.totals().find((row) => row.name === 'Step')).toMatchObject({ generated: 0 });
  });

  it('moves a table into a larger one when asked to rehash', () => {
    const table = new FingerprintTable({ width: 2 }, 16);
    const fingerprints = Uint32Array.from({ length: 20 }, (_, i) => (Math.imul(i + 1, 0x9e3779b1) >>> 0) | 1);
    for (let k = 0; k < 10; k++) table.put(fingerprints, 2 * k);
    const executor = new InlineExecutor(setup());
    expect(table.ensureRoom([10], [40], (source, target, layout) => executor.rehash(source, target, layout))).toBe(true);
    expect(table.countOccupied()).toBe(10);
    for (let k = 0; k < 10; k++) expect(table.contains(fingerprints, 2 * k)).toBe(true);
  });
});

describe('LocalSlice and sliceReport', () => {
  it('expands the chunks it claims, each as a part numbered by chunk; the report orders all workers’ parts', () => {
    const level = levelOf(model, [0, 1, 2, 3, 4, 5, 6]);
    const slice = { first: 1, count: 6 };
    const mine = [0, 2, 9];
    const theirs = [1, 9];
    const a = new LocalSlice(setup(), 0, 2);
    const b = new LocalSlice(setup(), 1, 2);
    a.expand(level, 2, slice, 0, 2, () => mine.shift()!);
    b.expand(level, 2, slice, 0, 2, () => theirs.shift()!);
    const batches = [a.expander.batch, b.expander.batch];
    const report = sliceReport([...a.parts(0), ...b.parts(1)], batches, [0, 0]);
    batches.pop();
    expect(report.batches).toHaveLength(2);
    expect(report.parts.map((part) => [part.order, part.worker])).toEqual([
      [0, 0],
      [1, 1],
      [2, 0],
    ]);
    // parents 1..6 are x = 1..6; a state its own batch already staged is not staged again (the markers see the rest)
    expect(candidates(report)).toEqual([
      ['1>2', '1>3', '2>4'],
      ['3>4', '3>5', '4>6'],
      ['5>6', '5>7', '6>8'],
    ]);
    expect(report.parts.map((part) => [part.emittedStart, part.emitted])).toEqual([
      [0, 4],
      [0, 4],
      [4, 4],
    ]);
  });
});
