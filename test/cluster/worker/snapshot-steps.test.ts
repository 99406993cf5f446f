/**
 * A worker's steps of a checkpoint: sendSnapshot uploads its share of the
 * visited set and its range of the level, with their totals in its report;
 * restoreShare replaces what it holds with the share the coordinator
 * streams and the partition map named, and refuses a map not in the store
 * or a level of another count than was sent.
 */
import { describe, expect, it } from 'vitest';
import { PartitionMap } from '../../../src/cluster/partition-map.js';
import { ChunkKind, decodeChunk, StreamReceiver, type Chunk } from '../../../src/cluster/protocol/chunk.js';
import type { ControlStep, Report } from '../../../src/cluster/protocol/messages.js';
import { joinPayloads, sendBytes } from '../../../src/cluster/protocol/streams.js';
import { InProcessBus } from '../../../src/cluster/transport/in-process.js';
import { restoreShare, sendSnapshot } from '../../../src/cluster/worker/snapshot-steps.js';
import { counterModel } from '../../helpers/toy-models.js';
import { appendStates, manifestOf, runStateOf, statesIn, stepContextOf } from './toy-runs.js';

const model = counterModel(9);
const never = () => false;
const fingerprints = Uint32Array.from([1, 10, 2, 20, 3, 30]);

describe('sendSnapshot', () => {
  it('uploads the share of the visited set and the range of the level, and reports their totals', async () => {
    const bus = new InProcessBus();
    const context = stepContextOf(bus, runStateOf(model, 1, manifestOf(2)), await bus.connect().keyValue('b'));
    context.state.shard.restore(fingerprints);
    appendStates(context.state.frontier, model, [[4], [7]]);
    const uploaded: Chunk[] = [];
    bus.connect().subscribe(context.subjects.upload, (payload) => uploaded.push(decodeChunk(payload) as Chunk));
    await sendSnapshot(context, 6, { t: 'snapshot', id: 9 }, never);
    await context.transport.flush();
    const [step, report] = context.reports[0] as [number, Extract<Report, { t: 'snapshotted' }>];
    expect([step, report.t, report.fingerprints.items, report.states.items]).toEqual([6, 'snapshotted', 3, 2]);
    const of = (kind: number) => {
      const receiver = new StreamReceiver();
      for (const chunk of uploaded.filter((chunk) => chunk.kind === kind && chunk.level === 9 && chunk.from === 1)) receiver.add(chunk);
      return receiver;
    };
    const sharedFingerprints = of(ChunkKind.snapshotFingerprints);
    const states = of(ChunkKind.snapshotStates);
    expect([sharedFingerprints.problem(report.fingerprints), states.problem(report.states)]).toEqual([null, null]);
    const words = new Uint32Array(joinPayloads(sharedFingerprints.inOrder()).buffer);
    const pairs = Array.from({ length: words.length / 2 }, (_, i) => `${words[2 * i]}:${words[2 * i + 1]}`);
    expect(pairs.sort()).toEqual(['1:10', '2:20', '3:30']);
    const level = joinPayloads(states.inOrder());
    expect([0, 1].map((i) => model.decode(level, i * context.state.frontier.stride))).toEqual([[4], [7]]);
  });
});

describe('restoreShare', () => {
  /** Worker 1 of 2, with the coordinator's share streamed to it: `sentStates` states, a level said to hold `levelCount`. */
  async function restoring(mapKey: string, levelCount = 2) {
    const bus = new InProcessBus();
    const coordinator = bus.connect();
    const store = await coordinator.keyValue('b');
    await store.put('map-7', PartitionMap.roundRobin(3).toBytes());
    const context = stepContextOf(bus, runStateOf(model, 0, manifestOf(2)), store);
    appendStates(context.state.frontier, model, [[1]]);
    const header = { from: 0, level: 7, attempt: 0 };
    const send = (message: Uint8Array) => coordinator.publish(context.subjects.download(0), message);
    const stateBytes = new Uint8Array(2 * context.state.frontier.stride);
    model.encode([5], stateBytes, 0);
    model.encode([6], stateBytes, context.state.frontier.stride);
    const body: Extract<ControlStep, { t: 'restore' }> = {
      t: 'restore',
      id: 7,
      partitionMapKey: mapKey,
      fingerprints: [
        await sendBytes({ ...header, kind: ChunkKind.restoreFingerprints }, new Uint8Array(fingerprints.buffer), 8, send, async () => {}),
      ],
      states: [
        await sendBytes({ ...header, kind: ChunkKind.restoreStates }, stateBytes, context.state.frontier.stride, send, async () => {}),
      ],
      levelCounts: [levelCount, 0],
    };
    await coordinator.flush();
    return { context, body };
  }

  it("replaces the worker's share, level and partition map with those streamed, and reports ready", async () => {
    const { context, body } = await restoring('map-7');
    await restoreShare(context, 3, body, never);
    expect(context.reports).toEqual([[3, { t: 'ready' }]]);
    expect(statesIn(context.state.frontier, model)).toEqual([[5], [6]]);
    expect(context.state.shard.held).toBe(3);
    expect(context.state.partitions.owners).toEqual(PartitionMap.roundRobin(3).owners);
    expect(context.inbox.stream(ChunkKind.restoreStates, 7, 0, 0).received).toBe(0);
  });

  it('refuses a partition map that is not in the store, and a level of another count than was sent', async () => {
    const missing = await restoring('map-8');
    await expect(restoreShare(missing.context, 3, missing.body, never)).rejects.toThrow(
      "the partition map map-8 is not in the cluster's store",
    );
    const miscounted = await restoring('map-7', 3);
    await expect(restoreShare(miscounted.context, 3, miscounted.body, never)).rejects.toThrow('restored 2 states, 3 were sent');
    expect([...missing.context.reports, ...miscounted.context.reports]).toEqual([]);
  });
});
