/**
 * A transport inside one process: a bus that hands each published message
 * to the matching subscribers on a later turn of the event loop (never
 * synchronously, as a network would not), and a key-value map. Each
 * participant gets its own InProcessTransport on the shared bus.
 */
import { subjectMatches, type KeyValueStore, type MessageHandler, type Subscription, type Transport } from './transport.js';

interface BusSubscription {
  readonly pattern: string;
  readonly handler: MessageHandler;
  readonly owner: InProcessTransport;
}

export class InProcessBus {
  private readonly subscriptions = new Set<BusSubscription>();
  private readonly buckets = new Map<string, Map<string, { value: Uint8Array; revision: number }>>();
  private revision = 0;

  /** A new participant on this bus. */
  connect(): InProcessTransport {
    return new InProcessTransport(this);
  }

  subscribe(entry: BusSubscription): Subscription {
    this.subscriptions.add(entry);
    return { unsubscribe: () => this.subscriptions.delete(entry) };
  }

  publish(subject: string, payload: Uint8Array): void {
    // a copy: the publisher may reuse its buffer, as it may with a socket
    const copy = new Uint8Array(payload);
    for (const entry of this.subscriptions) {
      if (!subjectMatches(entry.pattern, subject)) continue;
      setImmediate(() => {
        if (!this.subscriptions.has(entry) || entry.owner.closed) return;
        entry.owner.bytesIn += copy.byteLength;
        entry.handler(copy, subject);
      });
    }
  }

  store(bucket: string): KeyValueStore {
    let map = this.buckets.get(bucket);
    if (map === undefined) this.buckets.set(bucket, (map = new Map<string, { value: Uint8Array; revision: number }>()));
    const entries = map;
    return {
      get: async (key) => entries.get(key) ?? null,
      put: async (key, value) => {
        const revision = ++this.revision;
        entries.set(key, { value: new Uint8Array(value), revision });
        return revision;
      },
    };
  }
}

export class InProcessTransport implements Transport {
  bytesOut = 0;
  bytesIn = 0;
  closed = false;
  /** The bus is in this process: it is never lost. */
  readonly lost = null;
  private readonly subscriptions = new Set<Subscription>();

  constructor(private readonly bus: InProcessBus) {}

  publish(subject: string, payload: Uint8Array): void {
    if (this.closed) return;
    this.bytesOut += payload.byteLength;
    this.bus.publish(subject, payload);
  }

  subscribe(subject: string, handler: MessageHandler): Subscription {
    const subscription = this.bus.subscribe({ pattern: subject, handler, owner: this });
    this.subscriptions.add(subscription);
    return {
      unsubscribe: () => {
        subscription.unsubscribe();
        this.subscriptions.delete(subscription);
      },
    };
  }

  async flush(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
  }

  async keyValue(bucket: string): Promise<KeyValueStore> {
    return this.bus.store(bucket);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions.clear();
  }
}
