/**
 * Finding workers for a run: the coordinator asks the cluster's idle workers
 * to announce themselves, takes the first `count` that do, writes the run's
 * manifest and partition map to the cluster's key-value store, and assigns
 * each a rank. Bounded by `waitSeconds`.
 */
import { randomBytes } from 'node:crypto';
import { PartitionMap } from '../partition-map.js';
import { decode, encode, type IdleMessage, type RunManifest } from '../protocol/messages.js';
import { ClusterSubjects } from '../protocol/subjects.js';
import type { KeyValueStore, Transport } from '../transport/transport.js';

export interface Member {
  readonly workerId: string;
  readonly threads: number;
  readonly host: string;
  readonly pid: number;
}

/** The store of a cluster's manifests and partition maps. */
export function bucketOf(name: string): string {
  return `monocheck-${name}`;
}

export function newRunId(): string {
  return randomBytes(6).toString('hex');
}

/** Waits for `count` idle workers (at most `waitSeconds`); null, with how many came, if too few did. */
export async function gatherWorkers(
  transport: Transport,
  name: string,
  runId: string,
  count: number,
  waitSeconds: number,
  cancelled: () => boolean,
): Promise<Member[] | { found: number }> {
  const subjects = new ClusterSubjects(name);
  const found = new Map<string, Member>();
  const subscription = transport.subscribe(subjects.hello, (payload) => {
    const message = decode<IdleMessage>(payload);
    if (message?.t === 'hello' && !found.has(message.workerId))
      found.set(message.workerId, { workerId: message.workerId, threads: message.threads, host: message.host, pid: message.pid });
  });
  try {
    const deadline = performance.now() + waitSeconds * 1000;
    let lastCall = 0;
    while (found.size < count) {
      if (performance.now() > deadline || cancelled()) return { found: found.size };
      if (performance.now() - lastCall > 1000) {
        transport.publish(subjects.call, encode({ t: 'call', runId } satisfies IdleMessage));
        lastCall = performance.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return [...found.values()].slice(0, count);
  } finally {
    subscription.unsubscribe();
  }
}

/** Writes the run's manifest and partition map, and assigns each member its rank (its place in `members`). */
export async function assignWorkers(
  transport: Transport,
  store: KeyValueStore,
  manifest: RunManifest,
  partitions: PartitionMap,
  members: readonly Member[],
): Promise<void> {
  const subjects = new ClusterSubjects(manifest.name);
  await store.put(`run-${manifest.runId}`, encode(manifest));
  await store.put(`partitions-${manifest.runId}`, partitions.toBytes());
  members.forEach((member, rank) => {
    const assign: IdleMessage = { t: 'assign', name: manifest.name, runId: manifest.runId, rank, bucket: bucketOf(manifest.name) };
    transport.publish(subjects.worker(member.workerId), encode(assign));
  });
  await transport.flush();
}
