/**
 * The coordinator's side of a run, against stand-in workers on an
 * in-process bus: a step completes when every rank has reported on it (a
 * report of an older step does not count), fails with StepFailed when a
 * rank reports 'failed', and with WorkerLost when a rank is silent past the
 * timeout; steps are repeated with heartbeats, and end tells the workers.
 */
import { describe, expect, it } from 'vitest';
import { RunChannel, StepFailed, WorkerLost } from '../../../src/cluster/coordinator/run-channel.js';
import { ChunkKind, StreamSender } from '../../../src/cluster/protocol/chunk.js';
import { decode, encode, type ControlMessage, type Report, type ReportMessage } from '../../../src/cluster/protocol/messages.js';
import { ClusterSubjects } from '../../../src/cluster/protocol/subjects.js';
import { InProcessBus } from '../../../src/cluster/transport/in-process.js';

const subjects = new ClusterSubjects('lab').run('r');

/** A stand-in worker of rank `rank`: `answer` gives its report on each control message (null: none). */
function worker(bus: InProcessBus, rank: number, answer: (message: ControlMessage) => Report | null) {
  const transport = bus.connect();
  const seen: ControlMessage[] = [];
  const send = (step: number, report: Report | null, extra: Partial<ReportMessage> = {}) =>
    transport.publish(subjects.coordinator, encode({ rank, step, heartbeat: false, report, ...extra } satisfies ReportMessage));
  transport.subscribe(subjects.control, (payload) => {
    const message = decode<ControlMessage>(payload) as ControlMessage;
    seen.push(message);
    const report = answer(message);
    if (report !== null) send(message.step, report);
  });
  return { transport, seen, send };
}

/** Heartbeats every 200 ms; a worker is lost after a second of silence (slack for a busy machine). */
const timeouts = { silence: 1, grace: 0.1 };

/** Waits until `done()` holds (at most 5 s). */
async function until(done: () => boolean): Promise<void> {
  for (const end = performance.now() + 5000; !done() && performance.now() < end;) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('RunChannel', () => {
  it('completes a step once every rank has reported on it, not on a report of an older step', async () => {
    const bus = new InProcessBus();
    const channel = new RunChannel(bus.connect(), subjects, 2, timeouts);
    worker(bus, 0, (message) => (message.body.t === 'wait' ? null : { t: 'ready' }));
    const late = worker(bus, 1, () => null);
    const done = channel.run({ t: 'snapshot', id: 1 }, 'ready');
    let finished = false;
    void done.then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    late.send(0, { t: 'ready' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(finished).toBe(false);
    late.send(1, { t: 'ready' });
    expect(await done).toEqual([{ t: 'ready' }, { t: 'ready' }]);
    expect(late.seen[0]).toEqual({ step: 1, heartbeat: false, body: { t: 'snapshot', id: 1 } });
    channel.close();
  });

  it("fails with StepFailed, the worker's reason and whether it is fatal, when a rank reports 'failed'", async () => {
    const bus = new InProcessBus();
    const channel = new RunChannel(bus.connect(), subjects, 2, timeouts);
    worker(bus, 0, () => ({ t: 'ready' }));
    const overBudget = { neededBytes: 3, budgetBytes: 2 };
    worker(bus, 1, () => ({ t: 'failed', reason: 'out of room', fatal: true, overBudget }));
    const failed = channel.run({ t: 'snapshot', id: 1 }, 'ready');
    await expect(failed).rejects.toBeInstanceOf(StepFailed);
    await expect(failed).rejects.toMatchObject({ rank: 1, fatal: true, overBudget, message: 'worker 2: out of room' });
    channel.close();
  });

  it('fails with WorkerLost when a rank has not been heard from for the silence timeout', async () => {
    const bus = new InProcessBus();
    const channel = new RunChannel(bus.connect(), subjects, 2, timeouts);
    worker(bus, 0, () => ({ t: 'ready' }));
    const started = performance.now();
    const lost = channel.run({ t: 'snapshot', id: 1 }, 'ready');
    await expect(lost).rejects.toBeInstanceOf(WorkerLost);
    await expect(lost).rejects.toMatchObject({ rank: 1, message: 'worker 2 has not been heard from for 1 s' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    channel.close();
  });

  it('stops waiting when cancelled', async () => {
    const bus = new InProcessBus();
    const channel = new RunChannel(bus.connect(), subjects, 1, { silence: 60, grace: 1 });
    await expect(channel.run({ t: 'wait' }, 'ready', () => true)).rejects.toThrow('cancelled');
    channel.close();
  });

  it("repeats the current step with each heartbeat, keeps the workers' progress, and takes their uploads", async () => {
    const bus = new InProcessBus();
    const channel = new RunChannel(bus.connect(), subjects, 1, timeouts);
    const progress = { generated: 5, expanded: 2, residentBytes: 100, visitedSetBytes: 40, bytesOut: 9 };
    const stand = worker(bus, 0, (message) => (message.heartbeat ? null : { t: 'ready' }));
    await channel.run({ t: 'snapshot', id: 4 }, 'ready');
    stand.send(1, null, { heartbeat: true, progress });
    new StreamSender({ kind: ChunkKind.links, from: 0, level: 3, attempt: 0 }, (message) =>
      stand.transport.publish(subjects.upload, message),
    ).push(new Uint8Array(5), 1);
    const beats = () => stand.seen.filter((message) => message.heartbeat).map((message) => [message.step, message.body.t]);
    await until(() => beats().some(([step]) => step === 1) && channel.uploads.stream(ChunkKind.links, 3, 0, 0).received === 1);
    expect(stand.seen.filter((message) => message.heartbeat).map((message) => [message.step, message.body.t])).toContainEqual([
      1,
      'snapshot',
    ]);
    expect(channel.progress).toEqual([progress]);
    expect(channel.uploads.stream(ChunkKind.links, 3, 0, 0).received).toBe(1);
    channel.close();
  });

  it('joined: true once every rank has said it joined, false when one has not within the wait', async () => {
    const bus = new InProcessBus();
    const channel = new RunChannel(bus.connect(), subjects, 2, { silence: 60, grace: 1 });
    const [zero, one] = [worker(bus, 0, () => null), worker(bus, 1, () => null)];
    zero.send(-1, { t: 'joined', threads: 1, host: 'h' });
    expect(await channel.joined(0.1)).toBe(false);
    one.send(-1, { t: 'joined', threads: 1, host: 'h' });
    expect(await channel.joined(5)).toBe(true);
    channel.close();
  });

  it('end tells the workers the run is over, and then the channel says nothing more', async () => {
    const bus = new InProcessBus();
    const channel = new RunChannel(bus.connect(), subjects, 1, { silence: 0.1, grace: 1 });
    const stand = worker(bus, 0, () => null);
    await channel.end();
    // what was published before the channel closed is delivered on the next turn
    await new Promise((resolve) => setImmediate(resolve));
    expect(stand.seen.filter((message) => !message.heartbeat).map((message) => message.body)).toEqual([
      { t: 'end' },
      { t: 'end' },
      { t: 'end' },
    ]);
    const count = stand.seen.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stand.seen.length).toBe(count);
  });
});
