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
  /** Why the server is gone for good (closed, or silent past the wait the transport was given); null while it is there. */
  readonly lost: string | null;
  close(): Promise<void>;
}

/** The cluster's server did not answer within the wait it is given (--cluster-wait), or is gone. */
export class ServerSilentError extends Error {
  override readonly name = 'ServerSilentError';
}

/**
 * `work`, or a ServerSilentError saying that `server` did not answer within
 * `seconds`; `onTimeout` then gives up what `work` waits on (a socket).
 */
export async function answeredWithin<T>(work: Promise<T>, seconds: number, server: string, onTimeout: () => void = () => {}): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new ServerSilentError(`the cluster server at ${server} did not answer within ${seconds} s`));
    }, seconds * 1000);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether `subject` matches `pattern` (exact, or a prefix pattern ending in `.>`). */
export function subjectMatches(pattern: string, subject: string): boolean {
  if (pattern.endsWith('.>')) return subject.startsWith(pattern.slice(0, -1));
  return pattern === subject;
}

/**
 * Pings a server every half wait (at least every second) while a connection
 * is open, and calls `onLost` once a ping has gone unanswered for `waitSeconds`:
 * a server that accepts and then falls silent is found, not waited on for ever.
 */
export class ServerWatch {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly waitSeconds: number,
    private readonly server: string,
    private readonly onLost: (why: string) => void,
  ) {
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.check(), Math.max(1000, (this.waitSeconds * 1000) / 2));
  }

  private async check(): Promise<void> {
    try {
      await answeredWithin(this.ping(), this.waitSeconds, this.server);
      this.schedule();
    } catch (error) {
      if (!this.stopped)
        this.onLost(
          error instanceof ServerSilentError
            ? `the cluster server at ${this.server} has not answered for ${this.waitSeconds} s`
            : `the connection to the cluster server at ${this.server} failed (${(error as Error).message})`,
        );
    }
  }
}
