/**
 * A transport that loses, repeats, delays past the next message, or damages
 * chosen messages on their way out: what a network or a slow consumer might
 * do, for the fault tests. `fate(subject, index)` decides for the index-th
 * message published on a data subject (fingerprints, answers, uploads).
 */
import type { KeyValueStore, MessageHandler, Subscription, Transport } from '../../src/cluster/transport/transport.js';

export type Fate = 'pass' | 'drop' | 'duplicate' | 'delay' | 'damage';

const DATA_SUBJECT = /\.(fp|bits|up)(\.|$)/;

export class FaultyTransport implements Transport {
  private held: { subject: string; payload: Uint8Array } | null = null;
  private readonly counts = new Map<string, number>();
  readonly applied: Fate[] = [];

  constructor(
    private readonly inner: Transport,
    private readonly fate: (subject: string, index: number) => Fate,
  ) {}

  get bytesOut(): number {
    return this.inner.bytesOut;
  }

  get lost(): string | null {
    return this.inner.lost;
  }

  get bytesIn(): number {
    return this.inner.bytesIn;
  }

  publish(subject: string, payload: Uint8Array): void {
    if (!DATA_SUBJECT.test(subject)) {
      this.inner.publish(subject, payload);
      return;
    }
    const kind = subject.replace(/^.*\.(fp|bits|up)(\..*)?$/, '$1');
    const index = this.counts.get(kind) ?? 0;
    this.counts.set(kind, index + 1);
    const fate = this.fate(kind, index);
    if (fate !== 'pass') this.applied.push(fate);
    const held = this.held;
    this.held = null;
    switch (fate) {
      case 'drop':
        break;
      case 'duplicate':
        this.inner.publish(subject, payload);
        this.inner.publish(subject, payload);
        break;
      case 'delay':
        this.held = { subject, payload };
        break;
      case 'damage': {
        const copy = new Uint8Array(payload);
        copy[copy.length - 1] = (copy[copy.length - 1] as number) ^ 0xff;
        this.inner.publish(subject, copy);
        break;
      }
      case 'pass':
        this.inner.publish(subject, payload);
        break;
    }
    // a delayed message goes after the next one: the two arrive swapped
    if (held !== null) this.inner.publish(held.subject, held.payload);
  }

  subscribe(subject: string, handler: MessageHandler): Subscription {
    return this.inner.subscribe(subject, handler);
  }

  async flush(): Promise<void> {
    if (this.held !== null) {
      this.inner.publish(this.held.subject, this.held.payload);
      this.held = null;
    }
    await this.inner.flush();
  }

  keyValue(bucket: string): Promise<KeyValueStore> {
    return this.inner.keyValue(bucket);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
