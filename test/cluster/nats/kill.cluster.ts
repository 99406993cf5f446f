/**
 * kill -9 of a worker and of the coordinator, against a real nats-server:
 * the run goes on on the remaining workers from the last checkpoint, or
 * stops naming it, and --recover on any number of workers reaches TLC's
 * numbers (at 128-bit fingerprints too); a killed coordinator leaves a
 * checkpoint that a new one resumes.
 * Timeouts are short here (3 s of silence) so that the tests are quick.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, readTlcRun } from '../../e2e/tlc-fixtures.js';
import { startMonocheck, type Running } from '../cluster-processes.js';
import { startNatsServer, type NatsServer } from './nats-server.js';

let server: NatsServer;
let scratch: string;
beforeAll(async () => {
  server = await startNatsServer();
  scratch = mkdtempSync(join(tmpdir(), 'monocheck-kill-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const MODEL = `${FIXTURES}real_n2_d13.cfg`;
const tlc = readTlcRun('real_n2_d13');
const FAST = ['--cluster-timeout', '3', '--cluster-grace', '2'];

/** Workers that serve run after run (a lost worker's run is followed by another), stopped at the end. */
function serving(name: string, count: number): Running[] {
  return Array.from({ length: count }, () => startMonocheck(['worker', '--cluster', server.url, '--cluster-name', name]));
}

async function stopAll(workers: readonly Running[]): Promise<void> {
  for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
  await Promise.all(workers.map((worker) => worker.done));
}

async function until(condition: () => boolean, seconds: number): Promise<void> {
  const deadline = performance.now() + seconds * 1000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`not so within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function check(name: string, workers: number, dir: string, extra: readonly string[] = []): Running {
  return startMonocheck([
    'check',
    MODEL,
    '--json',
    '--cluster',
    server.url,
    '--cluster-name',
    name,
    '--cluster-workers',
    String(workers),
    '--checkpoint',
    '0.02',
    '--checkpoint-dir',
    dir,
    ...FAST,
    ...extra,
  ]);
}

const counts = (stdout: string) => {
  const { result, statesGenerated, distinctStates, depth, queueLeft } = JSON.parse(stdout) as Record<string, unknown>;
  return { result, statesGenerated, distinctStates, depth, queueLeft };
};
const TLC = { result: 'ok', statesGenerated: tlc.statesGenerated, distinctStates: tlc.distinctStates, depth: tlc.depth, queueLeft: 0 };

describe('kill -9 in a cluster loses nothing', () => {
  it('of a worker: the others go on from the last checkpoint, within a bounded time', { timeout: 600_000 }, async () => {
    const dir = join(scratch, 'continue');
    const workers = serving('kill-continue', 3);
    try {
      const coordinator = check('kill-continue', 3, dir);
      await until(() => existsSync(join(dir, 'CURRENT')), 300);
      workers[1]?.child.kill('SIGKILL');
      const finished = await coordinator.done;
      expect(finished.status, finished.stderr).toBe(0);
      expect(finished.stderr).toMatch(/worker [1-3] has not been heard from for 3 s/);
      expect(finished.stderr).toMatch(/continuing on 2 workers from the checkpoint at level \d+/);
      expect(counts(finished.stdout)).toEqual(TLC);
    } finally {
      await stopAll(workers);
    }
  });

  it(
    'of a worker with --cluster-on-loss stop: the run stops naming its checkpoint; --recover on 2 workers finishes it',
    { timeout: 600_000 },
    async () => {
      const dir = join(scratch, 'stop');
      const workers = serving('kill-stop', 3);
      try {
        const coordinator = check('kill-stop', 3, dir, ['--cluster-on-loss', 'stop']);
        await until(() => existsSync(join(dir, 'CURRENT')), 300);
        workers[2]?.child.kill('SIGKILL');
        const stopped = await coordinator.done;
        expect(stopped.status).toBe(255);
        expect(JSON.parse(stopped.stdout)).toMatchObject({ result: 'error' });
        expect(JSON.parse(stopped.stdout).message).toMatch(/worker [1-3] has not been heard from .* resume with --recover/);
        const resumed = await startMonocheck([
          'check',
          '--recover',
          dir,
          '--json',
          '--cluster',
          server.url,
          '--cluster-name',
          'kill-stop',
          '--cluster-workers',
          '2',
          ...FAST,
        ]).done;
        expect(resumed.status, resumed.stderr).toBe(0);
        expect(counts(resumed.stdout)).toEqual(TLC);
      } finally {
        await stopAll(workers);
      }
    },
  );

  it(
    "of a worker in a 128-bit run: --recover keeps 128 bits (another width is refused) and reaches TLC's numbers",
    { timeout: 600_000 },
    async () => {
      const dir = join(scratch, 'wide');
      const workers = serving('kill-wide', 3);
      try {
        const coordinator = check('kill-wide', 3, dir, ['--cluster-on-loss', 'stop', '--fingerprint-bits', '128']);
        await until(() => existsSync(join(dir, 'CURRENT')), 300);
        workers[0]?.child.kill('SIGKILL');
        const stopped = await coordinator.done;
        expect(stopped.status).toBe(255);
        expect(JSON.parse(stopped.stdout)).toMatchObject({ result: 'error', fingerprintBits: 128 });
        const recover = (extra: readonly string[]) =>
          startMonocheck([
            'check',
            '--recover',
            dir,
            '--json',
            '--cluster',
            server.url,
            '--cluster-name',
            'kill-wide',
            '--cluster-workers',
            '2',
            ...FAST,
            ...extra,
          ]).done;
        const narrow = await recover(['--fingerprint-bits', '64']);
        expect(narrow.status).toBe(255);
        expect(narrow.stderr).toMatch(
          /holds 128-bit fingerprints and this run asks for 64-bit ones; recover it with --fingerprint-bits 128/,
        );
        const resumed = await recover([]);
        expect(resumed.status, resumed.stderr).toBe(0);
        expect(counts(resumed.stdout)).toEqual(TLC);
        expect(JSON.parse(resumed.stdout)).toMatchObject({
          fingerprintBits: 128,
          collisionProbability: (tlc.distinctStates * (tlc.statesGenerated - tlc.distinctStates)) / 2 ** 128,
        });
      } finally {
        await stopAll(workers);
      }
    },
  );

  it(
    'of the coordinator: the workers leave the run, and a new coordinator resumes its checkpoint on 3 workers',
    { timeout: 600_000 },
    async () => {
      const dir = join(scratch, 'coordinator');
      const workers = serving('kill-coordinator', 3);
      try {
        const coordinator = check('kill-coordinator', 2, dir);
        await until(() => existsSync(join(dir, 'CURRENT')), 300);
        coordinator.child.kill('SIGKILL');
        await coordinator.done;
        // the two workers of the dead run leave it once it has been silent for 3 s
        await until(() => workers.filter((worker) => /is over|has not been heard from/.test(worker.stderr())).length >= 2, 30);
        const resumed = await startMonocheck([
          'check',
          '--recover',
          dir,
          '--json',
          '--cluster',
          server.url,
          '--cluster-name',
          'kill-coordinator',
          '--cluster-workers',
          '3',
          ...FAST,
        ]).done;
        expect(resumed.status, resumed.stderr).toBe(0);
        expect(counts(resumed.stdout)).toEqual(TLC);
      } finally {
        await stopAll(workers);
      }
    },
  );
});
