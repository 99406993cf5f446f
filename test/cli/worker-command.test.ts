/**
 * src/cli/worker-command.ts and src/cli/cluster-check.ts: `monocheck worker --cluster URL --once` serving one
 * `check --cluster URL --cluster-workers 1`, both in this thread over the test broker (tcp://), which gives the
 * numbers of the same check on one machine; the flags refused before the server is reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpBroker, type TcpBroker } from '../../src/cluster/transport/tcp-broker.js';
import { runInProcess } from '../helpers/in-process-cli.js';

const MODEL = 'test/fixtures/tlc/n2_m0_x0.cfg';
const LIMITS = ['--max-depth', '4', '--json'];
const counts = (stdout: string) => {
  const { result, statesGenerated, distinctStates, depth, queueLeft } = JSON.parse(stdout);
  return { result, statesGenerated, distinctStates, depth, queueLeft };
};

let broker: TcpBroker;
let url: string;
beforeAll(async () => {
  broker = await startTcpBroker();
  url = `tcp://127.0.0.1:${broker.port}`;
});
afterAll(async () => broker.close());

describe('monocheck worker and check --cluster', () => {
  it("a worker serves one run (--once) and leaves; the coordinator's result is one machine's", { timeout: 60_000 }, async () => {
    const cluster = ['--cluster', url, '--cluster-name', 'mirror', '--cluster-wait', '20'];
    const worker = runInProcess(['worker', ...cluster, '--once', '--workers', '1']);
    const coordinator = await runInProcess(['check', MODEL, ...LIMITS, ...cluster, '--cluster-workers', '1']);
    const served = await worker;
    const alone = await runInProcess(['check', MODEL, ...LIMITS]);
    expect(coordinator.status).toBe(0);
    expect(counts(coordinator.stdout)).toEqual(counts(alone.stdout));
    expect(served.status).toBe(0);
    expect(served.stdout).toBe('');
    expect(served.stderr).toMatch(/^monocheck worker: joined cluster 'mirror' with 1 thread; waiting for work \(Ctrl-C to leave\)\n/);
    expect(served.stderr).toMatch(/\nmonocheck worker: served 1 run; leaving\n$/);
  });

  it('worker: --cluster is needed, and a bad URL or cluster name is a usage mistake (exit 1)', async () => {
    const missing = await runInProcess(['worker']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('monocheck worker needs --cluster URL');
    const name = await runInProcess(['worker', '--cluster', url, '--cluster-name', 'no spaces']);
    expect(name.status).toBe(1);
    expect(name.stderr).toContain("--cluster-name: a cluster name is 1 to 64 letters, digits, '-' or '_'; got 'no spaces'.");
    const tls = await runInProcess(['worker', '--cluster', url, '--cluster-tls-cert', 'cert.pem']);
    expect(tls.stderr).toContain('--cluster-tls-cert and --cluster-tls-key go together.');
  });
});
