/**
 * The client side of the minimal TCP transport (see tcp-broker.ts). Every
 * answer the broker owes (the first ping, a key-value read or write, a
 * flush) is waited for at most `waitSeconds`; past it the call fails with a
 * ServerSilentError and the connection is given up.
 */
import { connect, type Socket } from 'node:net';
import {
  answeredWithin,
  ServerSilentError,
  ServerWatch,
  subjectMatches,
  type KeyValueStore,
  type MessageHandler,
  type Subscription,
  type Transport,
} from './transport.js';
import { encodeFrame, FrameReader, idOf, Op, withId, type Frame } from './tcp-frames.js';

export class TcpTransport implements Transport {
  bytesOut = 0;
  bytesIn = 0;
  lost: string | null = null;
  private readonly handlers = new Map<string, Set<MessageHandler>>();
  private readonly waiting = new Map<number, (payload: Uint8Array) => void>();
  private nextId = 1;

  private watch: ServerWatch | null = null;

  private constructor(
    private readonly socket: Socket,
    private readonly server: string,
    private readonly waitSeconds: number,
  ) {
    const reader = new FrameReader((frame) => this.onFrame(frame));
    socket.on('data', (data) => reader.push(data));
    socket.on('close', () => {
      this.watch?.stop();
      this.lost ??= `the connection to the cluster server at ${server} was closed`;
    });
  }

  /** Connects, and waits for the broker's answer to a first ping: a socket that accepts and never answers is not a broker. */
  static async connect(host: string, port: number, waitSeconds = 10): Promise<TcpTransport> {
    const socket = connect({ host, port });
    socket.setNoDelay(true);
    const server = `tcp://${host}:${port}`;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${waitSeconds} s`)), waitSeconds * 1000);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    socket.on('error', () => socket.destroy());
    const transport = new TcpTransport(socket, server, waitSeconds);
    try {
      await transport.request(Op.ping, '');
    } catch (error) {
      socket.destroy();
      if (!(error instanceof ServerSilentError)) throw error;
      throw new Error(`no answer within ${waitSeconds} s (it accepts connections, but does not answer as a monocheck broker)`, {
        cause: error,
      });
    }
    transport.watch = new ServerWatch(
      () => transport.request(Op.ping, '').then(() => {}),
      waitSeconds,
      server,
      (why) => (transport.lost ??= why),
    );
    return transport;
  }

  private onFrame(frame: Frame): void {
    if (frame.op === Op.message) {
      this.bytesIn += frame.payload.length;
      for (const [pattern, handlers] of this.handlers) {
        if (!subjectMatches(pattern, frame.subject)) continue;
        for (const handler of handlers) handler(frame.payload, frame.subject);
      }
    } else if (frame.op === Op.kvReply || frame.op === Op.pong) {
      const id = idOf(frame.payload);
      this.waiting.get(id)?.(frame.payload.subarray(4));
      this.waiting.delete(id);
    }
  }

  /** Sends a request and waits for its answer, at most the transport's wait (then the connection is given up). */
  private request(op: number, subject: string, body: Uint8Array = new Uint8Array(0)): Promise<Uint8Array> {
    const id = this.nextId++;
    const answer = new Promise<Uint8Array>((resolve, reject) => {
      if (this.socket.destroyed) {
        reject(new Error('the connection to the broker is closed'));
        return;
      }
      this.waiting.set(id, resolve);
      this.socket.write(encodeFrame(op, subject, withId(id, body)));
    });
    return answeredWithin(answer, this.waitSeconds, this.server, () => {
      this.waiting.delete(id);
      this.lost ??= `the cluster server at ${this.server} did not answer within ${this.waitSeconds} s`;
      this.socket.destroy();
    });
  }

  publish(subject: string, payload: Uint8Array): void {
    if (this.socket.destroyed) return;
    this.bytesOut += payload.length;
    this.socket.write(encodeFrame(Op.publish, subject, payload));
  }

  subscribe(subject: string, handler: MessageHandler): Subscription {
    let handlers = this.handlers.get(subject);
    if (handlers === undefined) {
      this.handlers.set(subject, (handlers = new Set()));
      this.socket.write(encodeFrame(Op.subscribe, subject));
    }
    handlers.add(handler);
    return {
      unsubscribe: () => {
        handlers.delete(handler);
        if (handlers.size === 0 && this.handlers.get(subject) === handlers) {
          this.handlers.delete(subject);
          if (!this.socket.destroyed) this.socket.write(encodeFrame(Op.unsubscribe, subject));
        }
      },
    };
  }

  async flush(): Promise<void> {
    if (this.socket.writableNeedDrain) await new Promise((resolve) => this.socket.once('drain', resolve));
    await this.request(Op.ping, '');
  }

  async keyValue(bucket: string): Promise<KeyValueStore> {
    const key = (name: string) => `${bucket}/${name}`;
    return {
      get: async (name) => {
        const reply = await this.request(Op.kvGet, key(name));
        const revision = idOf(reply);
        return revision === 0 ? null : { value: reply.slice(4), revision };
      },
      put: async (name, value) => idOf(await this.request(Op.kvPut, key(name), value)),
    };
  }

  /** Ends the connection: what was sent is given the transport's wait to leave, then the socket is closed whatever the broker does. */
  async close(): Promise<void> {
    this.watch?.stop();
    const ended = new Promise<void>((resolve) => this.socket.end(() => resolve()));
    await answeredWithin(ended, this.waitSeconds, this.server).catch(() => {});
    this.socket.destroy();
  }
}
