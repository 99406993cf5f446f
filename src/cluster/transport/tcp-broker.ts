/**
 * A minimal message broker over TCP, for tests and trials without a
 * nats-server (tcp:// cluster URLs): subjects with NATS's `.>` wildcard, and
 * a key-value store. No authentication, no TLS: it listens on the loopback
 * address unless told otherwise. NATS is the transport for real clusters.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { subjectMatches } from './transport.js';
import { encodeFrame, FrameReader, idOf, Op, withId, type Frame } from './tcp-frames.js';

export interface TcpBroker {
  readonly port: number;
  close(): Promise<void>;
}

export async function startTcpBroker(options: { host?: string; port?: number } = {}): Promise<TcpBroker> {
  const clients = new Map<Socket, Set<string>>();
  const store = new Map<string, { value: Uint8Array; revision: number }>();
  let revision = 0;
  const server: Server = createServer((socket) => {
    socket.setNoDelay(true);
    const patterns = new Set<string>();
    clients.set(socket, patterns);
    const reader = new FrameReader((frame) => handle(socket, patterns, frame));
    socket.on('data', (data) => reader.push(data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => clients.delete(socket));
  });
  const handle = (socket: Socket, patterns: Set<string>, frame: Frame) => {
    switch (frame.op) {
      case Op.subscribe:
        patterns.add(frame.subject);
        break;
      case Op.unsubscribe:
        patterns.delete(frame.subject);
        break;
      case Op.publish: {
        let message: Buffer | null = null;
        for (const [client, subscribed] of clients) {
          if (![...subscribed].some((pattern) => subjectMatches(pattern, frame.subject))) continue;
          message ??= encodeFrame(Op.message, frame.subject, frame.payload);
          client.write(message);
        }
        break;
      }
      case Op.kvGet: {
        const entry = store.get(frame.subject);
        const body = entry === undefined ? withId(0) : withId(entry.revision, entry.value);
        socket.write(encodeFrame(Op.kvReply, '', withId(idOf(frame.payload), body)));
        break;
      }
      case Op.kvPut: {
        store.set(frame.subject, { value: frame.payload.slice(4), revision: ++revision });
        socket.write(encodeFrame(Op.kvReply, '', withId(idOf(frame.payload), withId(revision))));
        break;
      }
      case Op.ping:
        socket.write(encodeFrame(Op.pong, '', frame.payload));
        break;
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients.keys()) client.destroy();
        server.close(() => resolve());
      }),
  };
}
