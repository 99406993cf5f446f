/**
 * What the distributed search needs from a message system: publish and
 * subscribe on subjects (NATS's model: at-most-once, in order per publisher
 * and subject), and a small key-value store for the run's manifest and
 * partition map. The search itself makes delivery exact (sequence numbers,
 * totals, checksums, and a level redone when something is missing), so a
 * transport need not be reliable. Implementations: in-process (tests), TCP
 * to a minimal broker (tests without nats-server), NATS (production).
 */

/** Called for each message on a subscribed subject. */
export type MessageHandler = (payload: Uint8Array, subject: string) => void;

export interface Subscription {
  unsubscribe(): void;
}

/** A key-value store with revisions: `create` fails if the key exists, `update` if the revision moved. */
export interface KeyValueStore {
  get(key: string): Promise<{ value: Uint8Array; revision: number } | null>;
  /** Writes unconditionally; returns the new revision. */
  put(key: string, value: Uint8Array): Promise<number>;
}

export interface Transport {
  /** Sends `payload` to every subscriber of `subject` (no wildcards in it). */
  publish(subject: string, payload: Uint8Array): void;
  /** `subject` may end in `.>` (every subject under it), NATS's wildcard. */
  subscribe(subject: string, handler: MessageHandler): Subscription;
  /** Resolves when what was published so far has reached the server (back-pressure for bulk senders). */
  flush(): Promise<void>;
  /** The store named `bucket` (made if missing). */
  keyValue(bucket: string): Promise<KeyValueStore>;
  /** Bytes published and received through this transport (payloads only). */
  readonly bytesOut: number;
  readonly bytesIn: number;
  close(): Promise<void>;
}

/** Whether `subject` matches `pattern` (exact, or a prefix pattern ending in `.>`). */
export function subjectMatches(pattern: string, subject: string): boolean {
  if (pattern.endsWith('.>')) return subject.startsWith(pattern.slice(0, -1));
  return pattern === subject;
}
