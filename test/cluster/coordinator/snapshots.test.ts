/**
 * Checkpoints between the coordinator and its workers: takeSnapshot asks
 * every worker for its share, waits for the uploads and writes them with
 * the coordinator's parent links; restoreSnapshot deals a checkpoint out,
 * each fingerprint to its owner under a new round-robin map and the level
 * in equal consecutive ranges, then tells the workers to restore.
 */
import { describe, expect, it } from 'vitest';
import { recoverableCheckpoint, type ClusterSnapshot } from '../../../src/cluster/coordinator/cluster-checkpoint.js';
import type { RunChannel } from '../../../src/cluster/coordinator/run-channel.js';
import { restoreSnapshot, takeSnapshot } from '../../../src/cluster/coordinator/snapshots.js';
import { PartitionMap } from '../../../src/cluster/partition-map.js';
import { ChunkKind, decodeChunk, StreamReceiver, StreamSender, type Chunk } from '../../../src/cluster/protocol/chunk.js';
import type { ControlStep, Report } from '../../../src/cluster/protocol/messages.js';
import { joinPayloads } from '../../../src/cluster/protocol/streams.js';
import { ClusterSubjects } from '../../../src/cluster/protocol/subjects.js';
import { InProcessBus } from '../../../src/cluster/transport/in-process.js';
import { Inbox } from '../../../src/cluster/worker/inbox.js';
import { NO_PARENT, ParentLinks } from '../../../src/engine/bfs/batch-step.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

const counters = { level: 2, levelStart: 1, generated: 6, distinct: 4, depth: 2, seconds: 0.5, fingerprintBits: 64 as const };

/** The shares the stand-in workers upload: fingerprints (in two chunks from worker 1) and states. */
const shares = {
  fingerprints: [
    [Uint8Array.from({ length: 8 }, (_, i) => i)],
    [Uint8Array.from({ length: 8 }, (_, i) => 10 + i), Uint8Array.from({ length: 8 }, (_, i) => 20 + i)],
  ],
  states: [[Uint8Array.from([1, 1, 1, 1])], [new Uint8Array(0)]],
};

/** A channel of 2 stand-in workers that upload `shares` when asked for a snapshot (all but `lose` chunks of fingerprints). */
function snapshotChannel(lose = 0) {
  const uploads = new Inbox();
  const steps: ControlStep[] = [];
  const upload = (kind: 4 | 5, id: number, from: number, payloads: readonly Uint8Array[], itemBytes: number, skip: number) => {
    let skipped = 0;
    const sender = new StreamSender({ kind, from, level: id, attempt: 0 }, (message) => {
      if (skipped++ >= skip) uploads.add(decodeChunk(message));
    });
    for (const payload of payloads) sender.push(payload, payload.length / itemBytes);
    return sender.totals;
  };
  const run = async (body: ControlStep): Promise<Report[]> => {
    steps.push(body);
    if (body.t !== 'snapshot') throw new Error(`unexpected step ${body.t}`);
    return [0, 1].map((from) => ({
      t: 'snapshotted',
      fingerprints: upload(
        ChunkKind.snapshotFingerprints,
        body.id,
        from,
        shares.fingerprints[from] as Uint8Array[],
        8,
        from === 1 ? lose : 0,
      ),
      states: upload(ChunkKind.snapshotStates, body.id, from, shares.states[from] as Uint8Array[], 4, 0),
    }));
  };
  return { channel: { run, uploads, workers: 2 } as unknown as RunChannel, steps, uploads };
}

describe('takeSnapshot', () => {
  it("writes every worker's share with the parent links and counters, and forgets the uploads", async () => {
    const dir = temporaryFolder('monocheck-cluster-snapshot-');
    const links = new ParentLinks();
    for (const [parent, position] of [
      [NO_PARENT, 0],
      [0, 0],
      [0, 1],
      [1, 3],
    ] as const)
      links.add(parent, position);
    const { channel, steps, uploads } = snapshotChannel();
    const folder = await takeSnapshot(channel, dir, 'model-a', { resolved: 1 }, counters, links, 1);
    expect(folder).toMatch(/snapshot-1$/);
    expect(steps.map((step) => step.t)).toEqual(['snapshot']);
    const { snapshot } = recoverableCheckpoint(dir, 'model-a', undefined);
    expect(snapshot).toEqual({
      identity: 'model-a',
      context: { resolved: 1 },
      counters,
      parents: Uint32Array.from([NO_PARENT, 0, 0, 1]),
      positions: Uint8Array.from([0, 0, 1, 3]),
      fingerprints: shares.fingerprints.map((chunks) => joinPayloads(chunks.map((payload) => ({ payload })))),
      states: shares.states.map((chunks) => joinPayloads(chunks.map((payload) => ({ payload })))),
    } satisfies ClusterSnapshot);
    const id = (steps[0] as { id: number }).id;
    expect(uploads.stream(ChunkKind.snapshotFingerprints, id, 0, 1).received).toBe(0);
  });

  it('fails, writing nothing, when an upload is still missing after the grace period', async () => {
    const dir = temporaryFolder('monocheck-cluster-snapshot-');
    await expect(takeSnapshot(snapshotChannel(1).channel, dir, 'model-a', null, counters, new ParentLinks(), 0.05)).rejects.toThrow(
      'from 1: 1 of 2 chunks missing',
    );
    expect(() => recoverableCheckpoint(dir, 'model-a', undefined)).toThrow(`${dir} holds no checkpoint (no CURRENT file)`);
  });
});

describe('restoreSnapshot', () => {
  it('deals fingerprints to their owners and the level in equal ranges, then tells the workers to restore', async () => {
    const bus = new InProcessBus();
    const transport = bus.connect();
    const store = await transport.keyValue('bucket');
    const subjects = new ClusterSubjects('lab').run('r');
    const received: Chunk[][] = [[], []];
    const listener = bus.connect();
    for (const rank of [0, 1])
      listener.subscribe(subjects.download(rank), (payload) => received[rank]?.push(decodeChunk(payload) as Chunk));
    const steps: ControlStep[] = [];
    const channel = {
      workers: 2,
      run: async (body: ControlStep) => {
        steps.push(body);
        return [{ t: 'ready' }, { t: 'ready' }];
      },
    } as unknown as RunChannel;
    // 64-bit fingerprints as two words each, the first word deciding the owner (even: worker 1, odd: worker 2 under round robin)
    const words = (...pairs: number[]) => new Uint8Array(Uint32Array.from(pairs).buffer);
    const states = Uint8Array.from({ length: 5 * 4 }, (_, i) => i);
    const snapshot: ClusterSnapshot = {
      identity: 'model-a',
      context: null,
      counters,
      parents: new Uint32Array(0),
      positions: new Uint8Array(0),
      fingerprints: [words(2, 100, 3, 101), words(5, 102, 4, 103, 4097, 104)],
      states: [states.subarray(0, 8), states.subarray(8)],
    };
    const counts = await restoreSnapshot(channel, transport, subjects, store, 'r', snapshot, 3, 2);
    await transport.flush();
    expect(counts).toEqual([3, 2]);
    const step = steps[0] as Extract<ControlStep, { t: 'restore' }>;
    expect(steps.length).toBe(1);
    expect(step).toMatchObject({ t: 'restore', levelCounts: [3, 2] });
    const map = await store.get(step.partitionMapKey);
    expect(PartitionMap.fromBytes((map as { value: Uint8Array }).value).owners).toEqual(PartitionMap.roundRobin(2).owners);
    for (const rank of [0, 1]) {
      const of = (kind: number) => {
        const receiver = new StreamReceiver();
        for (const chunk of (received[rank] as Chunk[]).filter((chunk) => chunk.kind === kind && chunk.level === step.id))
          receiver.add(chunk);
        return receiver;
      };
      const fingerprints = of(ChunkKind.restoreFingerprints);
      const levelStates = of(ChunkKind.restoreStates);
      expect(fingerprints.problem(step.fingerprints[rank] as never)).toBeNull();
      expect(levelStates.problem(step.states[rank] as never)).toBeNull();
      const dealt = Array.from(new Uint32Array(joinPayloads(fingerprints.inOrder()).buffer));
      expect(dealt).toEqual(rank === 0 ? [2, 100, 4, 103] : [3, 101, 5, 102, 4097, 104]);
      expect(Array.from(joinPayloads(levelStates.inOrder()))).toEqual(
        Array.from(rank === 0 ? states.subarray(0, 12) : states.subarray(12)),
      );
    }
  });
});
