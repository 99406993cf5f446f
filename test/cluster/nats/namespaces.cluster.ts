/**
 * Workers and coordinator in separate network namespaces (ip netns, when run
 * as root): the NATS server and the coordinator in one, the workers in
 * another, joined by a veth pair on private addresses the test makes and
 * removes. Nothing listens outside the namespaces.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-cli.js';
import { FIXTURES } from '../../e2e/tlc-fixtures.js';
import { jsonWithoutTimings, startMonocheck, startWorkers } from '../cluster-processes.js';
import { startNatsServer, type NatsServer } from './nats-server.js';

const asRoot = process.getuid?.() === 0 && spawnSync('ip', ['netns', 'list']).status === 0;
const tag = String(process.pid % 10000);
const SERVER_NS = `mc-srv-${tag}`;
const WORKER_NS = `mc-wrk-${tag}`;
const octet = 1 + (process.pid % 250);
const SERVER_ADDRESS = `10.213.${octet}.1`;
const WORKER_ADDRESS = `10.213.${octet}.2`;

function ip(...args: string[]): void {
  const result = spawnSync('ip', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ip ${args.join(' ')}: ${result.stderr}`);
}

let server: NatsServer | null = null;

beforeAll(async () => {
  if (!asRoot) return;
  ip('netns', 'add', SERVER_NS);
  ip('netns', 'add', WORKER_NS);
  ip('link', 'add', `mcs${tag}`, 'type', 'veth', 'peer', 'name', `mcw${tag}`);
  ip('link', 'set', `mcs${tag}`, 'netns', SERVER_NS);
  ip('link', 'set', `mcw${tag}`, 'netns', WORKER_NS);
  ip('-n', SERVER_NS, 'addr', 'add', `${SERVER_ADDRESS}/24`, 'dev', `mcs${tag}`);
  ip('-n', WORKER_NS, 'addr', 'add', `${WORKER_ADDRESS}/24`, 'dev', `mcw${tag}`);
  for (const [ns, dev] of [
    [SERVER_NS, `mcs${tag}`],
    [WORKER_NS, `mcw${tag}`],
  ] as const) {
    ip('-n', ns, 'link', 'set', dev, 'up');
    ip('-n', ns, 'link', 'set', 'lo', 'up');
  }
  server = await startNatsServer({ host: SERVER_ADDRESS, port: 4222, prefix: ['ip', 'netns', 'exec', SERVER_NS] });
});

afterAll(async () => {
  if (!asRoot) return;
  await server?.stop();
  spawnSync('ip', ['netns', 'delete', WORKER_NS]);
  spawnSync('ip', ['netns', 'delete', SERVER_NS]);
});

describe.runIf(asRoot)('a cluster across network namespaces', () => {
  it("workers in one namespace, server and coordinator in another, give one machine's output", { timeout: 300_000 }, async () => {
    const url = (server as NatsServer).url;
    const model = `${FIXTURES}n3_m0_x0_nt.cfg`;
    const single = runCli(['check', model, '--json']);
    const workers = startWorkers(url, 2, ['--cluster-name', 'netns'], ['ip', 'netns', 'exec', WORKER_NS]);
    const clustered = await startMonocheck(
      ['check', model, '--json', '--cluster', url, '--cluster-name', 'netns', '--cluster-workers', '2'],
      ['ip', 'netns', 'exec', SERVER_NS],
    ).done;
    expect(clustered.status, clustered.stderr).toBe(11);
    expect(jsonWithoutTimings(clustered.stdout)).toEqual(jsonWithoutTimings(single.stdout));
    for (const worker of workers) expect((await worker.done).status).toBe(0);
  });
});
