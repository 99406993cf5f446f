/**
 * A cluster worker on an in-process bus, with a stand-in coordinator: it
 * announces itself when started and when called, joins a run it is assigned
 * to (reporting 'joined' and beating), leaves it when the run ends or its
 * coordinator falls silent, refuses a run without a manifest or of a
 * fingerprint width it does not know, ignores another cluster's
 * assignments, and returns how many runs it served.
 */
import { describe, expect, it } from 'vitest';
import { PartitionMap } from '../../../src/cluster/partition-map.js';
import {
  decode,
  encode,
  type ControlMessage,
  type IdleMessage,
  type ReportMessage,
  type RunManifest,
} from '../../../src/cluster/protocol/messages.js';
import { ClusterSubjects } from '../../../src/cluster/protocol/subjects.js';
import { InProcessBus } from '../../../src/cluster/transport/in-process.js';
import { serveClusterWorker } from '../../../src/cluster/worker/cluster-worker.js';
import { counterModel } from '../../helpers/toy-models.js';
import { manifestOf } from './toy-runs.js';

const subjects = new ClusterSubjects('lab');

/** Waits until `done()` holds (at most 5 s). */
async function until(done: () => boolean): Promise<void> {
  for (const end = performance.now() + 5000; !done() && performance.now() < end;) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A worker 'w1' of cluster 'lab' and a stand-in coordinator that hears its hellos and reports. */
function serving(options: { once?: boolean } = {}) {
  const bus = new InProcessBus();
  const coordinator = bus.connect();
  const hellos: IdleMessage[] = [];
  const reports: ReportMessage[] = [];
  coordinator.subscribe(subjects.hello, (payload) => hellos.push(decode<IdleMessage>(payload) as IdleMessage));
  coordinator.subscribe('mc.lab.r.>', (payload, subject) => {
    if (subject.endsWith('.coord')) reports.push(decode<ReportMessage>(payload) as ReportMessage);
  });
  const log: string[] = [];
  let stop = false;
  const served = serveClusterWorker({
    transport: bus.connect(),
    name: 'lab',
    threads: 1,
    workerId: 'w1',
    buildModel: () => counterModel(3),
    log: (line) => log.push(line),
    shouldStop: () => stop,
    ...options,
  });
  /** Writes a run's manifest (unless null) and assigns the worker to it as `name`'s. */
  const assign = async (runId: string, manifest: RunManifest | null, name = 'lab') => {
    const store = await coordinator.keyValue('monocheck-lab');
    if (manifest !== null) {
      await store.put(`run-${runId}`, encode(manifest));
      await store.put(`partitions-${runId}`, PartitionMap.roundRobin(1).toBytes());
    }
    coordinator.publish(
      subjects.worker('w1'),
      encode({ t: 'assign', name, runId, rank: 0, bucket: 'monocheck-lab' } satisfies IdleMessage),
    );
  };
  const control = (runId: string, message: ControlMessage) => coordinator.publish(subjects.run(runId).control, encode(message));
  return { coordinator, hellos, reports, log, served, assign, control, stop: () => (stop = true) };
}

describe('serveClusterWorker', () => {
  it('announces itself when started and when called, and returns the runs served when told to stop', async () => {
    const worker = serving();
    await until(() => worker.hellos.length > 0);
    worker.coordinator.publish(subjects.call, encode({ t: 'call', runId: 'x' } satisfies IdleMessage));
    await until(() => worker.hellos.length > 1);
    expect(worker.hellos[0]).toMatchObject({ t: 'hello', workerId: 'w1', threads: 1, pid: process.pid });
    worker.stop();
    expect(await worker.served).toBe(0);
  });

  it('joins a run, reports and beats, and leaves it at its end: one run served with once', async () => {
    const worker = serving({ once: true });
    await worker.assign('r1', manifestOf(1, { runId: 'r1' }));
    await until(() => worker.reports.length > 1);
    expect(worker.reports[0]).toMatchObject({ rank: 0, step: -1, heartbeat: false, report: { t: 'joined', threads: 1 } });
    expect(worker.reports[1]).toMatchObject({ rank: 0, heartbeat: true });
    worker.control('r1', { step: 1, heartbeat: false, body: { t: 'end' } });
    expect(await worker.served).toBe(1);
    expect(worker.log).toEqual(['joined run r1 as worker 1 of 1', 'run r1 is over']);
  });

  it('leaves a run whose coordinator has fallen silent', async () => {
    const worker = serving({ once: true });
    await worker.assign('r2', manifestOf(1, { runId: 'r2', timeouts: { silence: 0.2, grace: 0.1 } }));
    expect(await worker.served).toBe(1);
    expect(worker.log).toEqual([
      'joined run r2 as worker 1 of 1',
      'the coordinator of run r2 has not been heard from for 0.2 s; leaving the run',
    ]);
  });

  it("does not join a run without a manifest, or of an unknown fingerprint width, and ignores another cluster's assignment", async () => {
    const worker = serving();
    // one at a time: an idle worker takes the last assignment it has heard
    await worker.assign('r3', null);
    await until(() => worker.log.length >= 1);
    await worker.assign('r4', { ...manifestOf(1, { runId: 'r4' }), fingerprintBits: 48 as never });
    await until(() => worker.log.length >= 2);
    await worker.assign('r5', manifestOf(1, { runId: 'r5' }), 'other');
    await new Promise((resolve) => setTimeout(resolve, 100));
    worker.stop();
    expect(await worker.served).toBe(0);
    expect(worker.log).toEqual([
      "run r3 has no manifest in the cluster's store; not joining",
      'run r4 asks for 48-bit fingerprints, which this monocheck does not know (it knows 64, 96, 128); not joining',
    ]);
    expect(worker.reports).toEqual([]);
  });
});
