/**
 * Several workers: the calling thread is worker 0, threads are the others. Until its threads are started the
 * executor does every worker's share in the calling thread; with them it gives the same new states and
 * coverage as one worker. The executor starts threads of the compiled build, so these tests go through dist/.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Model } from '../../../src/engine/model.js';
import type { SearchSetup, SliceExecutor, SliceReport } from '../../../src/engine/bfs/slice-executor.js';
import { graphModel } from '../../helpers/toy-models.js';

const dist = async <T>(path: string) =>
  (await import(pathToFileURL(fileURLToPath(new URL(`../../../dist/${path}`, import.meta.url))).href)) as T;
const { WorkerExecutor } = await dist<typeof import('../../../src/engine/bfs/worker-executor.js')>('engine/bfs/worker-executor.js');
const { InlineExecutor } = await dist<typeof import('../../../src/engine/bfs/slice-executor.js')>('engine/bfs/slice-executor.js');
const { FingerprintTable } = await dist<typeof import('../../../src/engine/tables/fingerprint-table.js')>(
  'engine/tables/fingerprint-table.js',
);
const { StateBuffer } = await dist<typeof import('../../../src/engine/bfs/state-buffer.js')>('engine/bfs/state-buffer.js');
const { DUPLICATE } = await dist<typeof import('../../../src/engine/bfs/successor-batch.js')>('engine/bfs/successor-batch.js');
const { CoverageRecorder } = await dist<typeof import('../../../src/engine/coverage.js')>('engine/coverage.js');
const { MonopolyModel } = await dist<typeof import('../../../src/monopoly/model.js')>('monopoly/model.js');

const setupOf = (model: Model, coverage = false): SearchSetup => ({
  model,
  invariants: new Int32Array(0),
  constraints: new Int32Array(0),
  checkDeadlock: false,
  coverage,
  fingerprintWords: 2,
  expansion: { continues: false, recordsSteps: false },
});

type Table = InstanceType<typeof FingerprintTable>;
type Level = InstanceType<typeof StateBuffer>;

/** Marks a report's candidates in enumeration order, and queues the new ones (as hex) into `next`. */
function markAndQueue(executor: SliceExecutor, table: Table, report: SliceReport, next: Level): { fresh: number[]; queued: string[] } {
  const ranges = report.parts.map((part) => ({ worker: part.worker, start: part.start, end: part.end }));
  table.ensureRoom(table.occupiedByPartition(), report.candidatesByPartition, (source, target, layout) =>
    executor.rehash(source, target, layout),
  );
  const fresh = executor.mark(table, ranges);
  const queued: string[] = [];
  for (const { worker, start, end } of ranges) {
    const batch = report.batches[worker]!;
    for (let i = start; i < end; i++) {
      if (batch.statusOf(i) === DUPLICATE) continue;
      next.append(batch.stateWords, i * batch.wordsPerState);
      queued.push(Buffer.from(batch.states.subarray(i * batch.stride, i * batch.stride + batch.stateBytes)).toString('hex'));
    }
  }
  return { fresh, queued };
}

/** A search of `levels` levels with `executor`: the states queued at each level, and each worker's fresh counts. */
function search(executor: SliceExecutor, model: Model, levels: number): { queued: string[][]; fresh: number[][]; emitted: number } {
  const table = new FingerprintTable({ width: 2, partitions: executor.workerCount }, 1 << 10);
  let level = new StateBuffer(model.stateBytes);
  const first = markAndQueue(executor, table, executor.expandInitial(), level);
  const queued = [first.queued];
  const fresh = [first.fresh];
  let emitted = 0;
  for (let child = 2; child <= levels; child++) {
    const next = new StateBuffer(model.stateBytes);
    const report = executor.expand(level, child, { first: 0, count: level.count });
    const perWorker = new Array<number>(executor.workerCount).fill(0);
    for (const part of report.parts) perWorker[part.worker] = (perWorker[part.worker] as number) + part.emitted;
    executor.commitCoverage(perWorker);
    emitted += perWorker.reduce((sum, count) => sum + count, 0);
    const marked = markAndQueue(executor, table, report, next);
    queued.push(marked.queued);
    fresh.push(marked.fresh);
    level = next;
  }
  return { queued, fresh, emitted };
}

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

describe('WorkerExecutor', () => {
  it('needs a model that can be built in a thread', () => {
    expect(() => new WorkerExecutor(setupOf(graphModel({ 0: [1] })), 2)).toThrow(
      'this model has no factory, so it cannot run in worker threads',
    );
  });

  it("before its threads start, does every worker's share in the calling thread: one worker's states, each partition marked", () => {
    const model = Object.assign(
      graphModel(Object.fromEntries(Array.from({ length: 200 }, (_, x) => [x, [(x * 7) % 200, (x + 1) % 200]]))),
      {
        factory: { module: 'never-loaded', exportName: 'none', args: null },
      },
    );
    const executor = new WorkerExecutor(setupOf(model), 3);
    const several = search(executor, model, 12);
    const one = search(new InlineExecutor(setupOf(model)), model, 12);
    expect(executor.threadCount).toBe(0);
    expect(several.queued).toEqual(one.queued);
    expect(several.fresh.map(sum)).toEqual(one.fresh.map(sum));
    expect(several.fresh.every((counts) => counts.length === 3)).toBe(true);
    expect(several.fresh.slice(1).filter((counts) => counts.filter((count) => count > 0).length > 1).length).toBeGreaterThan(0);
    executor.close();
  });

  it('with its threads, gives the states and coverage of one worker, and closes them', { timeout: 30_000 }, () => {
    const model = new MonopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 0 });
    const executor = new WorkerExecutor(setupOf(model, true), 2, true);
    try {
      const two = search(executor, model, 5);
      const one = new InlineExecutor(setupOf(model, true));
      const single = search(one, model, 5);
      expect(executor.threadCount).toBe(1);
      expect(two.queued.map((states) => [...states].sort())).toEqual(single.queued.map((states) => [...states].sort()));
      expect(two.queued.map((states) => states.length)).toEqual([
        1,
        36,
        single.queued[2]!.length,
        single.queued[3]!.length,
        single.queued[4]!.length,
      ]);
      expect(two.fresh.map(sum)).toEqual(single.fresh.map(sum));
      // the thread marked its partition (worker 1's count comes from its answer)
      expect(sum(two.fresh.map((counts) => counts[1] as number))).toBeGreaterThan(0);
      const covered = (executor: SliceExecutor) => {
        const into = new CoverageRecorder(model);
        executor.collectCoverage(into);
        return into.totals();
      };
      expect(covered(executor)).toEqual(covered(one));
      expect(sum(covered(executor).map((row) => row.generated))).toBe(two.emitted);
    } finally {
      executor.close();
    }
  });
});
