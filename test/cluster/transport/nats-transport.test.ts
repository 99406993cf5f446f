/**
 * The NATS transport against a stand-in server that speaks just enough of
 * NATS's text protocol (INFO, PONG, MSG): credentials come from the URL,
 * messages go out as PUB and come in through subscriptions with their bytes
 * counted, and an answer the server does not give within the wait is a
 * ServerSilentError, after which the transport says it is lost. (Against a
 * real nats-server, JetStream's store included: test/cluster/nats/*.cluster.ts.)
 */
import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { NatsTransport } from '../../../src/cluster/transport/nats-transport.js';
import { ServerSilentError } from '../../../src/cluster/transport/transport.js';

interface Peer {
  socket: Socket;
  /** Everything the client has sent. */
  text: string;
  /** Whether PINGs are answered. */
  answering: boolean;
}

const peers: Peer[] = [];
const server = createServer((socket) => {
  const peer: Peer = { socket, text: '', answering: true };
  peers.push(peer);
  socket.on('error', () => {});
  socket.write('INFO {"server_id":"stand-in","version":"2.10.0","proto":1,"max_payload":1048576,"headers":true}\r\n');
  socket.on('data', (data: Buffer) => {
    const before = peer.text.split('PING\r\n').length;
    peer.text += data.toString('latin1');
    const pings = peer.text.split('PING\r\n').length - before;
    if (peer.answering) for (let i = 0; i < pings; i++) socket.write('PONG\r\n');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;
afterAll(() => {
  for (const peer of peers) peer.socket.destroy();
  server.close();
});

/** Waits until `done()` holds (at most 5 s). */
async function until(done: () => boolean): Promise<void> {
  for (const end = performance.now() + 5000; !done() && performance.now() < end;) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The CONNECT options the newest client sent. */
const connectOptions = () => JSON.parse(/CONNECT (\{.*?\})\r\n/.exec(peers.at(-1)?.text ?? '')?.[1] ?? '{}') as Record<string, unknown>;

describe('NatsTransport', () => {
  it('takes a user and password, or a token, from the URL', async () => {
    const withPassword = await NatsTransport.connect({ url: `nats://alice:s%40cret@127.0.0.1:${port}`, waitSeconds: 5 });
    expect(connectOptions()).toMatchObject({ user: 'alice', pass: 's@cret', name: 'monocheck' });
    await withPassword.close();
    const withToken = await NatsTransport.connect({ url: `nats://t0ken@127.0.0.1:${port}`, waitSeconds: 5 });
    expect(connectOptions()).toMatchObject({ auth_token: 't0ken' });
    expect(connectOptions()).not.toHaveProperty('user');
    await withToken.close();
  });

  it('publishes as PUB, hands a subscription its messages, and counts the bytes both ways', async () => {
    const transport = await NatsTransport.connect({ url: `nats://127.0.0.1:${port}`, waitSeconds: 5 });
    const peer = peers.at(-1) as Peer;
    const got: string[] = [];
    transport.subscribe('mc.x.>', (payload, subject) => got.push(`${subject} ${Buffer.from(payload).toString()}`));
    transport.publish('mc.x.ctl', Buffer.from('hello'));
    await transport.flush();
    expect(peer.text).toMatch(/PUB mc\.x\.ctl 5\r\nhello\r\n/);
    const sid = /SUB mc\.x\.> (\d+)\r\n/.exec(peer.text)?.[1];
    expect(sid).toBeDefined();
    peer.socket.write(`MSG mc.x.up ${sid} 3\r\nabc\r\n`);
    await until(() => got.length > 0);
    expect(got).toEqual(['mc.x.up abc']);
    expect([transport.bytesOut, transport.bytesIn]).toEqual([5, 3]);
    expect(transport.lost).toBeNull();
    await transport.close();
  });

  it('fails a flush the server does not answer within the wait, and is then lost', async () => {
    const transport = await NatsTransport.connect({ url: `nats://127.0.0.1:${port}`, waitSeconds: 1 });
    (peers.at(-1) as Peer).answering = false;
    await expect(transport.flush()).rejects.toThrow(
      new ServerSilentError(`the cluster server at nats://127.0.0.1:${port} did not answer within 1 s`),
    );
    await until(() => transport.lost !== null);
    expect(transport.lost).toBe(`the cluster server at nats://127.0.0.1:${port} has not answered for 1 s`);
    await transport.close();
  });
});
