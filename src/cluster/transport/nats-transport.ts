/**
 * The production transport: NATS (nats-server 2.9 or later) through the
 * @nats-io client. Core subjects carry the steps and the data (at most once,
 * in order per publisher; the search checks every stream itself); JetStream's
 * key-value store holds each run's manifest and partition map, so the server
 * must run with JetStream (`nats-server -js`). Credentials (user and password,
 * or a token) come from the URL, TLS from a tls:// URL and the TLS files given.
 */
import { readFileSync } from 'node:fs';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Kvm } from '@nats-io/kv';
import type { KeyValueStore, MessageHandler, Subscription, Transport } from './transport.js';

export interface NatsConnectOptions {
  /** nats://[user:password@|token@]host:port, or tls://... */
  readonly url: string;
  readonly tls?: { readonly caFile?: string; readonly certFile?: string; readonly keyFile?: string };
  /** Seconds to keep trying to reach the server. */
  readonly connectSeconds?: number;
}

export class NatsTransport implements Transport {
  bytesOut = 0;
  bytesIn = 0;

  private constructor(private readonly connection: NatsConnection) {}

  static async connect(options: NatsConnectOptions): Promise<NatsTransport> {
    const url = new URL(options.url);
    const secure = url.protocol === 'tls:';
    const server = `${url.hostname}:${url.port === '' ? '4222' : url.port}`;
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    const credentials = user === '' ? {} : password === '' ? { token: user } : { user, pass: password };
    const files = options.tls ?? {};
    const tls = secure || files.caFile !== undefined || files.certFile !== undefined
      ? {
          ...(files.caFile !== undefined && { ca: readFileSync(files.caFile, 'utf8') }),
          ...(files.certFile !== undefined && { cert: readFileSync(files.certFile, 'utf8') }),
          ...(files.keyFile !== undefined && { key: readFileSync(files.keyFile, 'utf8') }),
        }
      : undefined;
    const connection = await connect({
      servers: server,
      ...credentials,
      ...(tls !== undefined && { tls }),
      name: 'monocheck',
      timeout: (options.connectSeconds ?? 10) * 1000,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
    });
    return new NatsTransport(connection);
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
    await this.connection.flush();
  }

  async keyValue(bucket: string): Promise<KeyValueStore> {
    const kv = await new Kvm(this.connection).create(bucket, { history: 1 });
    return {
      get: async (key) => {
        const entry = await kv.get(key);
        return entry === null || entry.operation !== 'PUT' ? null : { value: entry.value, revision: entry.revision };
      },
      put: (key, value) => kv.put(key, value),
    };
  }

  async close(): Promise<void> {
    await this.connection.drain().catch(() => this.connection.close());
  }
}
