/**
 * The minimal broker, spoken to in its own frames: it sends a message once
 * to each client with a matching subscription (however many match), none to
 * a client that unsubscribed, answers pings and key-value requests with
 * their ids, and closes its clients' sockets when it closes.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTcpBroker } from '../../../src/cluster/transport/tcp-broker.js';
import { encodeFrame, FrameReader, idOf, Op, withId, type Frame } from '../../../src/cluster/transport/tcp-frames.js';

/** A raw client: its socket and the frames received so far. */
async function client(port: number): Promise<{ socket: Socket; frames: Frame[]; next: (count: number) => Promise<Frame[]> }> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  const frames: Frame[] = [];
  const reader = new FrameReader((frame) => frames.push(frame));
  socket.on('data', (data) => reader.push(data));
  const next = async (count: number) => {
    for (const end = performance.now() + 5000; frames.length < count && performance.now() < end;)
      await new Promise((resolve) => setTimeout(resolve, 5));
    return frames.splice(0, count);
  };
  return { socket, frames, next };
}

/** Sends a ping with `id` and waits for its pong (so that what was sent before has been handled). */
async function sync(peer: Awaited<ReturnType<typeof client>>, id: number): Promise<Frame[]> {
  peer.socket.write(encodeFrame(Op.ping, '', withId(id)));
  const seen: Frame[] = [];
  for (;;) {
    const [frame] = await peer.next(1);
    if (frame === undefined) throw new Error('no pong');
    if (frame.op === Op.pong && idOf(frame.payload) === id) return seen;
    seen.push(frame);
  }
}

describe('startTcpBroker', () => {
  it('routes a message once to each matching subscriber, and not after an unsubscribe', async () => {
    const broker = await startTcpBroker();
    const [a, b] = await Promise.all([client(broker.port), client(broker.port)]);
    a.socket.write(Buffer.concat([encodeFrame(Op.subscribe, 'mc.>'), encodeFrame(Op.subscribe, 'mc.x')]));
    await sync(a, 1);
    b.socket.write(encodeFrame(Op.publish, 'mc.x', Uint8Array.from([4, 2])));
    b.socket.write(encodeFrame(Op.publish, 'other', Uint8Array.from([1])));
    await sync(b, 2);
    const received = await sync(a, 3);
    expect(received.map(({ op, subject, payload }) => [op, subject, Array.from(payload)])).toEqual([[Op.message, 'mc.x', [4, 2]]]);
    a.socket.write(Buffer.concat([encodeFrame(Op.unsubscribe, 'mc.>'), encodeFrame(Op.unsubscribe, 'mc.x')]));
    await sync(a, 4);
    b.socket.write(encodeFrame(Op.publish, 'mc.x', Uint8Array.from([5])));
    await sync(b, 5);
    expect(await sync(a, 6)).toEqual([]);
    for (const peer of [a, b]) peer.socket.destroy();
    await broker.close();
  });

  it('answers key-value requests with their ids: revision 0 for a missing key, then each put a higher revision', async () => {
    const broker = await startTcpBroker();
    const peer = await client(broker.port);
    peer.socket.write(encodeFrame(Op.kvGet, 'b/k', withId(11)));
    peer.socket.write(encodeFrame(Op.kvPut, 'b/k', withId(12, Uint8Array.from([7, 7]))));
    peer.socket.write(encodeFrame(Op.kvGet, 'b/k', withId(13)));
    const [missing, put, got] = await peer.next(3);
    expect([missing, put, got].map((frame) => [frame?.op, idOf(frame?.payload as Uint8Array)])).toEqual([
      [Op.kvReply, 11],
      [Op.kvReply, 12],
      [Op.kvReply, 13],
    ]);
    expect(idOf((missing as Frame).payload.subarray(4))).toBe(0);
    const revision = idOf((put as Frame).payload.subarray(4));
    expect(revision).toBeGreaterThan(0);
    expect(Array.from((got as Frame).payload.subarray(4))).toEqual([...withId(revision), 7, 7]);
    peer.socket.destroy();
    await broker.close();
  });

  it("closes its clients' sockets when it closes", async () => {
    const broker = await startTcpBroker();
    const peer = await client(broker.port);
    await sync(peer, 1);
    const closed = new Promise((resolve) => peer.socket.once('close', resolve));
    await broker.close();
    await expect(closed).resolves.toBeDefined();
  });
});
