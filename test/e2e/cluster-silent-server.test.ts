/**
 * Every wait of a cluster run ends the process when it expires, with exit
 * 255 and one sentence: against a socket that accepts and never speaks (the
 * NATS client left it open and the process ran for ever), and against a
 * server that answers the NATS handshake and then falls silent. Only a TCP
 * socket is needed, so this runs in `npm test`. (--cluster-timeout and
 * --cluster-grace bound waits on workers, past the server: cluster-faults.test.ts.)
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, it } from 'vitest';
import { runCliAsync } from '../cli/run-cli.js';

/** A server on a free loopback port; `greet` says what it does with each connection. */
async function listen(greet: (socket: Socket) => void): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    greet(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

const sockets: Socket[] = [];
// accepts, and never says a word
const silent = await listen((socket) => sockets.push(socket));
// says NATS's INFO and answers the client's first PING (so connecting succeeds), then nothing
const handshakeOnly = await listen((socket) => {
  sockets.push(socket);
  socket.write('INFO {"server_id":"silent","version":"2.10.0","proto":1,"max_payload":1048576,"headers":true}\r\n');
  let answered = false;
  socket.on('data', (data: Buffer) => {
    if (!answered && data.toString().includes('PING')) {
      answered = true;
      socket.write('PONG\r\n');
    }
  });
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  silent.server.close();
  handshakeOnly.server.close();
});

/** Far above the 1-second waits below, far below "never": the slack is for a machine busy with other tests. */
const ENDS_WITHIN_MS = 20_000;
const WAITS = ['--cluster-wait', '1'];
const COORDINATOR_WAITS = [...WAITS, '--cluster-timeout', '1', '--cluster-grace', '1', '--cluster-workers', '1'];

const cases: { name: string; args: string[]; says: RegExp; stdout?: RegExp }[] = [
  {
    name: 'worker, nats://, a silent socket',
    args: ['worker', '--cluster', `nats://127.0.0.1:${silent.port}`, ...WAITS],
    says: /^monocheck: cannot reach the cluster server at nats:\/\/127\.0\.0\.1:\d+: timeout\n$/,
  },
  {
    name: 'worker, tcp://, a silent socket',
    args: ['worker', '--cluster', `tcp://127.0.0.1:${silent.port}`, ...WAITS],
    says: /^monocheck: cannot reach the cluster server at tcp:\/\/127\.0\.0\.1:\d+: no answer within 1 s \(it accepts connections, but does not answer as a monocheck broker\)\n$/,
  },
  {
    name: 'check --cluster, nats://, a silent socket',
    args: ['check', '--cluster', `nats://127.0.0.1:${silent.port}`, ...COORDINATOR_WAITS],
    says: /(^|\n)monocheck: cannot reach the cluster server at nats:\/\/127\.0\.0\.1:\d+: timeout\n$/,
  },
  {
    name: 'check --cluster, tcp://, a silent socket',
    args: ['check', '--cluster', `tcp://127.0.0.1:${silent.port}`, ...COORDINATOR_WAITS],
    says: /(^|\n)monocheck: cannot reach the cluster server at tcp:\/\/127\.0\.0\.1:\d+: no answer within 1 s/,
  },
  {
    name: 'worker, nats://, a server silent after the handshake',
    args: ['worker', '--cluster', `nats://127.0.0.1:${handshakeOnly.port}`, ...WAITS],
    says: /\nmonocheck: the cluster server at nats:\/\/127\.0\.0\.1:\d+ has not answered for 1 s; leaving after 0 runs\n$/,
  },
  {
    name: 'check --cluster, nats://, a server silent after the handshake',
    args: ['check', '--cluster', `nats://127.0.0.1:${handshakeOnly.port}`, ...COORDINATOR_WAITS],
    says: /^monocheck: only 0 of 1 workers of cluster 'monocheck' answered within 1 s; /m,
    stdout: /^Stopped by an error \(said on stderr\)/m,
  },
];

describe('a cluster server that never answers ends the process when the wait expires (exit 255)', () => {
  for (const { name, args, says, stdout } of cases) {
    it.concurrent(name, async ({ expect }) => {
      const started = performance.now();
      const run = await runCliAsync(args);
      const took = performance.now() - started;
      expect(run.status, run.stderr).toBe(255);
      expect(run.stderr).toMatch(says);
      if (stdout !== undefined) expect(run.stdout).toMatch(stdout);
      expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
      expect(took).toBeLessThan(ENDS_WITHIN_MS);
    });
  }
});

describe('a TLS file that cannot be read', () => {
  it.concurrent('is a usage mistake naming its flag (exit 1), for worker and check --cluster', async ({ expect }) => {
    for (const command of [['worker'], ['check', '--cluster-workers', '1']]) {
      const run = await runCliAsync([...command, '--cluster', `nats://127.0.0.1:${silent.port}`, '--cluster-tls-ca', '/nonexistent.pem']);
      expect(run.status).toBe(1);
      expect(run.stderr).toBe('monocheck: --cluster-tls-ca /nonexistent.pem cannot be read: no such file or folder.\n');
    }
  });
});
