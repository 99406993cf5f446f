/** `monocheck worker` stopped by a signal while it waits for work: it leaves the cluster and exits as a stopped check does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpBroker, type TcpBroker } from '../../src/cluster/transport/tcp-broker.js';
import { startMonocheck } from '../cluster/cluster-processes.js';

let broker: TcpBroker;

beforeAll(async () => {
  broker = await startTcpBroker();
});
afterAll(async () => broker.close());

/** Resolves once `read()` matches `pattern`, checking every 20 ms. */
async function until(read: () => string, pattern: RegExp): Promise<void> {
  while (!pattern.test(read())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('monocheck worker stopped by a signal', () => {
  for (const [signal, status] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`${signal} while waiting for work: leaves after 0 runs and exits ${status}`, { timeout: 30_000 }, async () => {
      const worker = startMonocheck(['worker', '--cluster', `tcp://127.0.0.1:${broker.port}`, '--workers', '1']);
      await until(() => worker.stderr(), /waiting for work/);
      worker.child.kill(signal);
      const finished = await worker.done;
      expect(finished.stderr).toMatch(/monocheck worker: served 0 runs; leaving\n/);
      expect(finished.status, finished.stderr).toBe(status);
    });
  }
});
