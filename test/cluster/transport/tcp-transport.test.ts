/**
 * The client of the minimal TCP broker: publish and subscribe (the NATS
 * wildcard included), a key-value store, and every answer the broker owes
 * waited for at most the transport's wait: a socket that accepts and never
 * answers is not a broker, and a broker that goes away makes the transport lost.
 */
import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpBroker } from '../../../src/cluster/transport/tcp-broker.js';
import { TcpTransport } from '../../../src/cluster/transport/tcp-transport.js';
import { ServerSilentError } from '../../../src/cluster/transport/transport.js';

/** Waits until `done()` holds (at most 5 s). */
async function until(done: () => boolean): Promise<void> {
  for (const end = performance.now() + 5000; !done() && performance.now() < end;) await new Promise((resolve) => setTimeout(resolve, 10));
}

const sockets: Socket[] = [];
const silent = createServer((socket) => sockets.push(socket.on('error', () => {})));
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const silentPort = (silent.address() as { port: number }).port;
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  silent.close();
});

describe('TcpTransport', () => {
  it('delivers what it publishes to its subscribers, wildcards included, and counts the bytes', async () => {
    const broker = await startTcpBroker();
    const [a, b] = await Promise.all([
      TcpTransport.connect('127.0.0.1', broker.port, 5),
      TcpTransport.connect('127.0.0.1', broker.port, 5),
    ]);
    const got: string[] = [];
    a.subscribe('mc.x.>', (payload, subject) => got.push(`${subject} ${Array.from(payload).join()}`));
    const ctl = a.subscribe('mc.x.ctl', () => got.push('ctl'));
    await a.flush();
    b.publish('mc.x.ctl', Uint8Array.from([1, 2]));
    await b.flush();
    await until(() => got.length === 2);
    ctl.unsubscribe();
    await a.flush();
    b.publish('mc.x.ctl', Uint8Array.from([3]));
    b.publish('mc.y.ctl', Uint8Array.from([4]));
    await b.flush();
    await until(() => got.length === 3);
    await a.flush();
    expect(got).toEqual(['mc.x.ctl 1,2', 'ctl', 'mc.x.ctl 3']);
    expect([b.bytesOut, a.bytesIn]).toEqual([4, 3]);
    await Promise.all([a.close(), b.close()]);
    await broker.close();
  });

  it('reads and writes the key-value store by bucket and key: null when missing, the revision of each write', async () => {
    const broker = await startTcpBroker();
    const transport = await TcpTransport.connect('127.0.0.1', broker.port, 5);
    const store = await transport.keyValue('bucket');
    expect(await store.get('k')).toBeNull();
    const first = await store.put('k', Uint8Array.from([7]));
    const second = await store.put('k', Uint8Array.from([8, 9]));
    expect(second).toBeGreaterThan(first);
    expect(await store.get('k')).toEqual({ value: Uint8Array.from([8, 9]), revision: second });
    expect(await (await transport.keyValue('other')).get('k')).toBeNull();
    await transport.close();
    await broker.close();
  });

  it('is not lost while its broker answers, and is once the broker is gone', async () => {
    const broker = await startTcpBroker();
    const transport = await TcpTransport.connect('127.0.0.1', broker.port, 1);
    await transport.flush();
    expect(transport.lost).toBeNull();
    await broker.close();
    await until(() => transport.lost !== null);
    expect(transport.lost).toMatch(
      /^the (connection to the cluster server at tcp:\/\/127\.0\.0\.1:\d+ was closed|cluster server at tcp:\/\/127\.0\.0\.1:\d+ has not answered for 1 s)$/,
    );
    await expect(transport.flush()).rejects.toThrow();
    await transport.close();
  });

  it('refuses a socket that accepts and never answers, within the wait, saying so', async () => {
    const started = performance.now();
    const refused = TcpTransport.connect('127.0.0.1', silentPort, 0.5);
    await expect(refused).rejects.toThrow('no answer within 0.5 s (it accepts connections, but does not answer as a monocheck broker)');
    await expect(refused).rejects.not.toBeInstanceOf(ServerSilentError);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('passes on the error of a connection refused', async () => {
    const broker = await startTcpBroker();
    const port = broker.port;
    await broker.close();
    await expect(TcpTransport.connect('127.0.0.1', port, 1)).rejects.toThrow(/ECONNREFUSED/);
  });
});
