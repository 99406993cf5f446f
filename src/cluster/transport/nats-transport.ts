/**
 * The production transport: NATS (nats-server 2.9 or later) through the
 * @nats-io client. Core subjects carry the steps and the data (at most once,
 * in order per publisher; the search checks every stream itself); JetStream's
 * key-value store holds each run's manifest and partition map, so the server
 * must run with JetStream (`nats-server -js`). Credentials (user and password,
 * or a token) come from the URL, TLS from a tls:// URL and the PEM texts given.
 * Every answer the server owes (a flush, a key-value read or write) is waited
 * for at most `waitSeconds`, and a server that leaves a ping unanswered that
 * long is taken as lost (`lost`).
 */
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Kvm } from '@nats-io/kv';
import {
  answeredWithin,
  ServerSilentError,
  ServerWatch,
  type KeyValueStore,
  type MessageHandler,
  type Subscription,
  type Transport,
} from './transport.js';

export interface NatsConnectOptions {
  /** nats://[user:password@|token@]host:port, or tls://... */
  readonly url: string;
  /** PEM texts: the CA that signed the server's certificate, a client certificate and its key. */
  readonly tls?: { readonly ca?: string; readonly cert?: string; readonly key?: string };
  /** Seconds to wait for the server: to reach it, and for each answer it owes. */
  readonly waitSeconds?: number;
}

export class NatsTransport implements Transport {
  bytesOut = 0;
  bytesIn = 0;
  lost: string | null = null;

  private readonly watch: ServerWatch;

  private constructor(
    private readonly connection: NatsConnection,
    private readonly server: string,
    private readonly waitSeconds: number,
  ) {
    this.watch = new ServerWatch(
      () => connection.flush(),
      waitSeconds,
      server,
      (why) => (this.lost ??= why),
    );
    void connection.closed().then(() => (this.lost ??= `the connection to the cluster server at ${server} was closed`));
  }

  static async connect(options: NatsConnectOptions): Promise<NatsTransport> {
    const url = new URL(options.url);
    const secure = url.protocol === 'tls:';
    const server = `${url.hostname}:${url.port === '' ? '4222' : url.port}`;
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    const credentials = user === '' ? {} : password === '' ? { token: user } : { user, pass: password };
    const pem = options.tls ?? {};
    const tls = secure || pem.ca !== undefined || pem.cert !== undefined ? pem : undefined;
    const waitSeconds = options.waitSeconds ?? 10;
    const connection = await connect({
      servers: server,
      ...credentials,
      ...(tls !== undefined && { tls }),
      name: 'monocheck',
      timeout: waitSeconds * 1000,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
    });
    return new NatsTransport(connection, `${url.protocol}//${server}`, waitSeconds);
  }

  publish(subject: string, payload: Uint8Array): void {
    this.bytesOut += payload.length;
    this.connection.publish(subject, payload);
  }

  subscribe(subject: string, handler: MessageHandler): Subscription {
    const subscription = this.connection.subscribe(subject, {
      callback: (error, message) => {
        if (error !== null) return;
        this.bytesIn += message.data.length;
        handler(message.data, message.subject);
      },
    });
    return { unsubscribe: () => subscription.unsubscribe() };
  }

  async flush(): Promise<void> {
    await this.answered(this.connection.flush());
  }

  async keyValue(bucket: string): Promise<KeyValueStore> {
    const kv = await this.answered(new Kvm(this.connection).create(bucket, { history: 1 }));
    return {
      get: async (key) => {
        const entry = await this.answered(kv.get(key));
        return entry === null || entry.operation !== 'PUT' ? null : { value: entry.value, revision: entry.revision };
      },
      put: (key, value) => this.answered(kv.put(key, value)),
    };
  }

  /** Drains the connection (what was published leaves first) within the wait, else closes it as it is. */
  async close(): Promise<void> {
    this.watch.stop();
    await this.answered(this.connection.drain()).catch(() => this.connection.close());
  }

  /** `work` within the wait; JetStream's own time-out (the connection's, the same wait) is said the same way. */
  private async answered<T>(work: Promise<T>): Promise<T> {
    try {
      return await answeredWithin(work, this.waitSeconds, this.server);
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
      throw new ServerSilentError(`the cluster server at ${this.server} did not answer within ${this.waitSeconds} s`, { cause: error });
    }
  }
}
