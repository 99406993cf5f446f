/**
 * Against a real nats-server on loopback: every TLC reference model on 2 and
 * 3 worker processes gives TLC's numbers, early stops and counterexamples
 * included, and exactly what one machine's `check --json` prints; so do
 * --max-states and --fingerprint-bits 128, and an edited spec the
 * compiler checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-cli.js';
import { FIXTURES, readTlcRun, REFERENCE_MODELS } from '../../e2e/tlc-fixtures.js';
import { jsonWithoutTimings, startMonocheck, startWorkers } from '../cluster-processes.js';
import { startNatsServer, type NatsServer } from './nats-server.js';

let server: NatsServer;
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(async () => server.stop());

async function checkOnCluster(
  args: readonly string[],
  workers: number,
  name: string,
  workerArgs: readonly string[] = [],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const running = startWorkers(server.url, workers, ['--cluster-name', name, ...workerArgs]);
  const result = await startMonocheck([
    'check',
    ...args,
    '--json',
    '--cluster',
    server.url,
    '--cluster-name',
    name,
    '--cluster-workers',
    String(workers),
  ]).done;
  for (const worker of running) expect((await worker.done).status).toBe(0);
  return result;
}

describe("a cluster over nats-server gives TLC's numbers", () => {
  for (const model of REFERENCE_MODELS) {
    it(`${model} on 2 and 3 workers`, { timeout: 600_000 }, async () => {
      const tlc = readTlcRun(model);
      const single = runCli(['check', `${FIXTURES}${model}.cfg`, '--json']);
      const expected = jsonWithoutTimings(single.stdout);
      expect(expected).toMatchObject({
        result: tlc.verdict,
        statesGenerated: tlc.statesGenerated,
        distinctStates: tlc.distinctStates,
        queueLeft: tlc.queueLeft,
        depth: tlc.depth,
        traceLength: tlc.traceLength,
      });
      for (const workers of [2, 3]) {
        const clustered = await checkOnCluster([`${FIXTURES}${model}.cfg`], workers, `ref-${model.replaceAll('_', '-')}-${workers}`);
        expect(clustered.status, clustered.stderr).toBe(single.status);
        expect(jsonWithoutTimings(clustered.stdout), `${workers} workers`).toEqual(expected);
      }
    });
  }

  it(
    "an edited spec, compiled: the workers build it from the modules the coordinator sends, and give TLC's numbers and counterexample",
    { timeout: 300_000 },
    async () => {
      const model = `${FIXTURES}edited/new_invariants/new_invariants_mortgage_real_n2_d10.cfg`;
      const single = runCli(['check', model, '--json']);
      const expected = jsonWithoutTimings(single.stdout);
      // TLC's numbers (new_invariants_mortgage_real_n2_d10.out)
      expect(expected).toMatchObject({
        result: 'invariant',
        invariant: 'NoMortgage',
        statesGenerated: 419,
        distinctStates: 419,
        queueLeft: 303,
        depth: 5,
        traceLength: 5,
        engine: { kind: 'compiled' },
      });
      const clustered = await checkOnCluster([model], 2, 'edited-mortgage');
      expect(clustered.status, clustered.stderr).toBe(12);
      expect(jsonWithoutTimings(clustered.stdout)).toEqual(expected);
    },
  );

  it("stops at --max-states where one machine does, with TLC's trace format", { timeout: 300_000 }, async () => {
    const args = [`${FIXTURES}real_n2_d13.cfg`, '--max-states', '654321'];
    const single = runCli(['check', ...args, '--json']);
    const clustered = await checkOnCluster(args, 3, 'max-states');
    expect(jsonWithoutTimings(clustered.stdout)).toEqual(jsonWithoutTimings(single.stdout));
  });

  it('with 128-bit fingerprints prints what one machine prints at 128 bits (3 workers of 2 threads)', { timeout: 300_000 }, async () => {
    const tlc = readTlcRun('real_n2_d13');
    const args = [`${FIXTURES}real_n2_d13.cfg`, '--fingerprint-bits', '128'];
    const single = runCli(['check', ...args, '--json']);
    const expected = jsonWithoutTimings(single.stdout);
    expect(expected).toMatchObject({
      result: 'ok',
      statesGenerated: tlc.statesGenerated,
      distinctStates: tlc.distinctStates,
      depth: tlc.depth,
      fingerprintBits: 128,
    });
    const clustered = await checkOnCluster(args, 3, 'wide-128', ['--workers', '2']);
    expect(clustered.status, clustered.stderr).toBe(0);
    expect(jsonWithoutTimings(clustered.stdout)).toEqual(expected);
  });
});
