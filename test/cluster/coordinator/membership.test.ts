/**
 * Finding workers for a run: the coordinator calls the cluster's idle
 * workers and takes the first that announce themselves (each once), or says
 * how many came within the wait; it then writes the run's manifest and
 * partition map to the store and assigns each its rank.
 */
import { describe, expect, it } from 'vitest';
import { assignWorkers, bucketOf, gatherWorkers, newRunId, type Member } from '../../../src/cluster/coordinator/membership.js';
import { PartitionMap } from '../../../src/cluster/partition-map.js';
import { decode, encode, type IdleMessage, type RunManifest } from '../../../src/cluster/protocol/messages.js';
import { ClusterSubjects } from '../../../src/cluster/protocol/subjects.js';
import { InProcessBus } from '../../../src/cluster/transport/in-process.js';

/** Idle workers of cluster `name` on `bus` that answer each call with their hello (`times` times). */
function idleWorkers(bus: InProcessBus, name: string, ids: readonly string[], times = 1): void {
  const subjects = new ClusterSubjects(name);
  ids.forEach((workerId, at) => {
    const transport = bus.connect();
    transport.subscribe(subjects.call, () => {
      for (let i = 0; i < times; i++)
        transport.publish(
          subjects.hello,
          encode({ t: 'hello', workerId, threads: at + 1, host: `h${at}`, pid: 100 + at } satisfies IdleMessage),
        );
    });
  });
}

describe('bucketOf and newRunId', () => {
  it("name a cluster's store, and give runs ids of 12 hex digits that differ", () => {
    expect(bucketOf('lab')).toBe('monocheck-lab');
    const ids = new Set(Array.from({ length: 20 }, newRunId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('gatherWorkers', () => {
  it('takes the first `count` workers that answer the call, each once, with what they said of themselves', async () => {
    const bus = new InProcessBus();
    idleWorkers(bus, 'lab', ['a', 'b'], 3);
    idleWorkers(bus, 'other', ['x']);
    const found = await gatherWorkers(bus.connect(), 'lab', 'run', 2, 5, () => false);
    expect(Array.isArray(found) && [...found].sort((m, n) => m.workerId.localeCompare(n.workerId))).toEqual([
      { workerId: 'a', threads: 1, host: 'h0', pid: 100 },
      { workerId: 'b', threads: 2, host: 'h1', pid: 101 },
    ]);
  });

  it('says how many came when too few do within the wait, and stops waiting when cancelled', async () => {
    const bus = new InProcessBus();
    idleWorkers(bus, 'lab', ['a', 'a']);
    expect(await gatherWorkers(bus.connect(), 'lab', 'run', 3, 0.2, () => false)).toEqual({ found: 1 });
    const started = performance.now();
    expect(await gatherWorkers(bus.connect(), 'lab', 'run', 3, 60, () => true)).toEqual({ found: 0 });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('assignWorkers', () => {
  it("writes the manifest and the partition map under the run's id, and tells each member its rank", async () => {
    const bus = new InProcessBus();
    const subjects = new ClusterSubjects('lab');
    const members: Member[] = ['a', 'b'].map((workerId) => ({ workerId, threads: 1, host: 'h', pid: 1 }));
    const assigned: IdleMessage[] = [];
    for (const member of members)
      bus.connect().subscribe(subjects.worker(member.workerId), (payload) => assigned.push(decode<IdleMessage>(payload) as IdleMessage));
    const manifest = { runId: 'r1', name: 'lab', workers: 2 } as unknown as RunManifest;
    const transport = bus.connect();
    const store = await transport.keyValue(bucketOf('lab'));
    await assignWorkers(transport, store, manifest, PartitionMap.roundRobin(2), members);
    await transport.flush();
    expect(decode(((await store.get('run-r1')) as { value: Uint8Array }).value)).toEqual(manifest);
    expect(PartitionMap.fromBytes(((await store.get('partitions-r1')) as { value: Uint8Array }).value).owners).toEqual(
      PartitionMap.roundRobin(2).owners,
    );
    expect(assigned.sort((m, n) => (m.t === 'assign' && n.t === 'assign' ? m.rank - n.rank : 0))).toEqual([
      { t: 'assign', name: 'lab', runId: 'r1', rank: 0, bucket: 'monocheck-lab' },
      { t: 'assign', name: 'lab', runId: 'r1', rank: 1, bucket: 'monocheck-lab' },
    ]);
  });
});
