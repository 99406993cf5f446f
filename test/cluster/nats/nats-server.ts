/**
 * A nats-server (Debian's package, 2.9 or later) for the cluster suite:
 * started on a free loopback port (or an address given, in a network
 * namespace) with JetStream in a temporary folder, and stopped by its pid.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface NatsServer {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

function natsServerPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v nats-server || ls /usr/sbin/nats-server'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')[0];
  if (found === undefined || found === '')
    throw new Error('nats-server is not installed: apt-get install -y nats-server (npm run test:cluster needs it)');
  return found;
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address !== null ? address.port : 0;
}

/** Starts nats-server with JetStream on `host` (loopback by default); `prefix` runs it elsewhere (e.g. `ip netns exec NS`). */
export async function startNatsServer(
  options: { host?: string; port?: number; prefix?: readonly string[]; extra?: readonly string[] } = {},
): Promise<NatsServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort());
  const store = mkdtempSync(join(tmpdir(), 'monocheck-nats-'));
  const binary = natsServerPath();
  const args = ['-a', host, '-p', String(port), '-js', '-sd', store, ...(options.extra ?? [])];
  const prefix = options.prefix ?? [];
  const child =
    prefix.length > 0
      ? spawn(prefix[0] as string, [...prefix.slice(1), binary, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nats-server did not start within 10 s:\n${log}`)), 10_000);
    const onData = (data: Buffer) => {
      log += data.toString();
      if (log.includes('Server is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`nats-server exited (${code}):\n${log}`)));
  });
  return {
    url: `nats://${host}:${port}`,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(store, { recursive: true, force: true });
    },
  };
}
