/**
 * `npm run test:long`: a cluster of processes over TCP (the test broker, no nats-server needed; the same
 * coordinator and workers in one process, over the in-process bus, are in npm test: cluster-in-process.test.ts):
 * `monocheck worker --cluster` and `monocheck check --cluster` print what
 * one machine's `check` prints, with its exit code, for a violation with its
 * counterexample and for a complete run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpBroker, type TcpBroker } from '../../src/cluster/transport/tcp-broker.js';
import { runCli } from '../cli/run-cli.js';
import { FIXTURES } from './tlc-fixtures.js';
import { jsonWithoutTimings, startMonocheck, startWorkers, withoutTimings } from '../cluster/cluster-processes.js';

let broker: TcpBroker;
let url: string;

beforeAll(async () => {
  broker = await startTcpBroker();
  url = `tcp://127.0.0.1:${broker.port}`;
});
afterAll(async () => broker.close());

describe('check --cluster between processes prints what check prints', () => {
  it('a deadlock with its counterexample (text, exit 11) on 2 workers', { timeout: 60_000 }, async () => {
    const model = `${FIXTURES}n3_m0_x0_nt.cfg`;
    const single = runCli(['check', model]);
    expect(single.status).toBe(11);
    const workers = startWorkers(url, 2, ['--cluster-name', 'deadlock']);
    const clustered = await startMonocheck(['check', model, '--cluster', url, '--cluster-name', 'deadlock', '--cluster-workers', '2']).done;
    expect(clustered.status, clustered.stderr).toBe(11);
    expect(withoutTimings(clustered.stdout)).toBe(withoutTimings(single.stdout));
    for (const worker of workers) expect((await worker.done).status).toBe(0);
  });

  it(
    'a deadlock at 128-bit fingerprints (text, exit 11) on 2 workers: the same summary, collision chance and width included',
    { timeout: 60_000 },
    async () => {
      const model = `${FIXTURES}n3_m0_x0_nt.cfg`;
      const single = runCli(['check', model, '--fingerprint-bits', '128']);
      expect(single.status).toBe(11);
      expect(single.stdout).toMatch(/collision chance +\S+ \(TLC's optimistic fingerprint estimate, 128-bit fingerprints\)/);
      const workers = startWorkers(url, 2, ['--cluster-name', 'wide']);
      const clustered = await startMonocheck([
        'check',
        model,
        '--fingerprint-bits',
        '128',
        '--cluster',
        url,
        '--cluster-name',
        'wide',
        '--cluster-workers',
        '2',
      ]).done;
      expect(clustered.status, clustered.stderr).toBe(11);
      expect(withoutTimings(clustered.stdout)).toBe(withoutTimings(single.stdout));
      expect(clustered.stderr).toMatch(/128-bit fingerprints, visited set [\d.]+ bytes per distinct state on the workers/);
      for (const worker of workers) expect((await worker.done).status).toBe(0);
    },
  );

  it('an invariant violation (--json, exit 12) on 3 workers with 2 threads each', { timeout: 60_000 }, async () => {
    const model = `${FIXTURES}n3_m0_x0.cfg`;
    const single = runCli(['check', model, '--json']);
    const workers = startWorkers(url, 3, ['--cluster-name', 'complete', '--workers', '2']);
    const clustered = await startMonocheck([
      'check',
      model,
      '--json',
      '--cluster',
      url,
      '--cluster-name',
      'complete',
      '--cluster-workers',
      '3',
    ]).done;
    expect(clustered.status, clustered.stderr).toBe(12);
    expect(jsonWithoutTimings(clustered.stdout)).toEqual(jsonWithoutTimings(single.stdout));
    expect(JSON.parse(clustered.stdout)).toMatchObject({
      result: 'invariant',
      statesGenerated: 38,
      distinctStates: 38,
      queueLeft: 35,
      depth: 3,
      traceLength: 3,
    });
    for (const worker of workers) expect((await worker.done).status).toBe(0);
  });

  it('bad cluster flags are usage mistakes (exit 1); an unreachable server is exit 255, in one sentence', () => {
    const bad = runCli(['check', '--cluster', 'http://x', '--cluster-workers', '2']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--cluster takes a nats:\/\/, tls:\/\/ or tcp:\/\/ URL/);
    expect(runCli(['check', '--cluster', url]).stderr).toMatch(/--cluster needs --cluster-workers/);
    const unreachable = runCli(['worker', '--cluster', 'tcp://127.0.0.1:1']);
    expect(unreachable.status).toBe(255);
    expect(unreachable.stderr).toMatch(/^monocheck: cannot reach the cluster server at tcp:\/\/127\.0\.0\.1:1: /);
  });
});
