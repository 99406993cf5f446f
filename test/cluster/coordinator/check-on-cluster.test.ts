/**
 * The coordinator with in-process workers on toy models: the verdict, the
 * counts and the counterexample of one machine's search, limits included;
 * too few workers, or a worker lost mid-run, said as a ClusterProblem (or,
 * as asked, the search goes on with the others); an interrupted run leaves a
 * checkpoint that another number of workers resumes to the same result.
 */
import { describe, expect, it } from 'vitest';
import { checkOnCluster, type ClusterOptions } from '../../../src/cluster/coordinator/check-on-cluster.js';
import { InProcessBus } from '../../../src/cluster/transport/in-process.js';
import { serveClusterWorker, type ClusterWorkerOptions } from '../../../src/cluster/worker/cluster-worker.js';
import { check } from '../../../src/engine/check.js';
import type { CheckOptions } from '../../../src/engine/options.js';
import type { CheckResult } from '../../../src/engine/result.js';
import { binaryTreeModel, counterModel, dieHardModel, ToyModel } from '../../helpers/toy-models.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

/** `model` checked on `workers` in-process workers (each given `worker(index)`); the workers' runs served, and the coordinator's log. */
async function onCluster(
  model: ToyModel,
  options: CheckOptions,
  workers: number,
  cluster: Partial<ClusterOptions> = {},
  worker: (index: number) => Partial<ClusterWorkerOptions> = () => ({ once: true }),
) {
  const bus = new InProcessBus();
  const log: string[] = [];
  const served = Array.from({ length: workers }, (_, index) =>
    serveClusterWorker({ transport: bus.connect(), name: 'toy', threads: 1, buildModel: () => model, ...worker(index) }),
  );
  const result = await checkOnCluster(model, options, {
    transport: bus.connect(),
    name: 'toy',
    workers,
    modelSpec: null,
    timeouts: { silence: 10, grace: 1 },
    joinSeconds: 10,
    retries: 2,
    onLoss: 'stop',
    log: (line) => log.push(line),
    ...cluster,
  });
  return { result, served, log };
}

/** What two searches must agree on. */
const summary = (result: CheckResult) => ({
  kind: result.kind,
  detail: result.kind === 'invariant' ? result.invariant : result.kind === 'limit' ? result.limit : null,
  generated: result.stats.statesGenerated,
  distinct: result.stats.distinctStates,
  queueLeft: result.stats.queueLeft,
  depth: result.stats.depth,
  trace: result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace.states.map((state) => Array.from(state).join()) : [],
});

const plain = { invariants: [], constraints: [], checkDeadlock: false };

describe('checkOnCluster', () => {
  const cases: [string, ToyModel, CheckOptions][] = [
    ['a deadlock', counterModel(6), { ...plain, checkDeadlock: true }],
    ['an invariant violated', dieHardModel(), { ...plain, invariants: ['NotFour'] }],
    ['a complete search', binaryTreeModel(30), plain],
    ['a distinct-state limit', binaryTreeModel(30), { ...plain, maxDistinctStates: 10 }],
    ['a level limit', binaryTreeModel(30), { ...plain, maxLevel: 3 }],
  ];
  for (const [name, model, options] of cases) {
    it(`${name}: one machine's result on 2 workers`, async () => {
      const { result, served } = await onCluster(model, options, 2);
      expect(summary(result)).toEqual(summary(check(model, options)));
      expect(result.stats.fingerprintBits).toBe(64);
      expect(await Promise.all(served)).toEqual([1, 1]);
    });
  }

  it('too few workers within the wait: a workers-missing problem', async () => {
    let stopped = false;
    const { result, served } = await onCluster(counterModel(3), plain, 1, { workers: 2, joinSeconds: 0.3 }, () => ({
      once: true,
      shouldStop: () => stopped,
    }));
    expect(result).toMatchObject({
      kind: 'error',
      clusterProblem: { kind: 'workers-missing', cluster: 'toy', found: 1, wanted: 2, joinSeconds: 0.3 },
      message:
        "only 1 of 2 workers of cluster 'toy' answered within 0.3 s; start more workers on it (serveClusterWorker), or wait longer (joinSeconds)",
    });
    stopped = true;
    expect(await Promise.all(served)).toEqual([0]);
  });

  it('stopped while waiting for workers: interrupted before any level, not short of workers', async () => {
    const bus = new InProcessBus();
    let stop = false;
    setTimeout(() => (stop = true), 50);
    const result = await checkOnCluster(
      counterModel(3),
      { ...plain, shouldStop: () => stop },
      {
        transport: bus.connect(),
        name: 'toy',
        workers: 1,
        modelSpec: null,
        timeouts: { silence: 10, grace: 1 },
        joinSeconds: 10,
        retries: 2,
        onLoss: 'stop',
        log: () => {},
      },
    );
    expect(result).toMatchObject({ kind: 'limit', limit: 'interrupted', stats: { distinctStates: 0, queueLeft: 0 } });
  });

  it('a worker lost mid-run: a worker-lost problem, or the search again on the others from the start, as asked', async () => {
    const timeouts = { silence: 1, grace: 0.5 };
    let done = false;
    // the first worker leaves the run as soon as it has joined it; the others serve until the test is done
    const leaving = (index: number): Partial<ClusterWorkerOptions> => {
      let joined = false;
      return index === 0
        ? { once: false, log: (line) => (joined ||= line.startsWith('joined')), shouldStop: () => joined || done }
        : { once: false, shouldStop: () => done };
    };
    const model = binaryTreeModel(14);
    const stopped = await onCluster(model, plain, 2, { timeouts }, leaving);
    expect(stopped.result).toMatchObject({ kind: 'error', clusterProblem: { kind: 'worker-lost', silentSeconds: 1, checkpointDir: null } });
    expect(
      stopped.log.some((line) => /^worker \d has not been heard from for 1 s \(host .*, pid \d+\); no checkpoint is kept$/.test(line)),
    ).toBe(true);
    const continued = await onCluster(model, plain, 3, { timeouts, onLoss: 'continue' }, leaving);
    expect(summary(continued.result)).toEqual(summary(check(model, plain)));
    expect(continued.log).toContain('continuing on 2 workers from the start');
    done = true;
    await Promise.all([...stopped.served, ...continued.served]);
  });

  it('an interrupted run leaves a checkpoint that resumes on another number of workers to the same result', async () => {
    const dir = temporaryFolder('monocheck-cluster-toy-checkpoint-');
    let deepest = 0;
    // the constraint only watches how deep the workers have gone, so that the run stops at a level boundary
    const model = new ToyModel({
      ...binaryTreeModel(62).spec,
      constraints: { Watch: (_, level) => ((deepest = Math.max(deepest, level)), true) },
    });
    const options = { ...plain, constraints: ['Watch'] };
    const interrupted = await onCluster(model, { ...options, checkpoint: { dir }, shouldStop: () => deepest >= 3 }, 3);
    expect(interrupted.result).toMatchObject({ kind: 'limit', limit: 'interrupted' });
    expect(interrupted.result.kind === 'limit' ? interrupted.result.checkpoint : undefined).toMatch(/snapshot-1$/);
    const resumed = await onCluster(model, { ...options, recoverFrom: dir }, 2);
    expect(summary(resumed.result)).toEqual(summary(check(model, options)));
  });
});
