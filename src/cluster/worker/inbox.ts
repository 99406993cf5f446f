/**
 * Chunks received by a worker or the coordinator, by stream: kind, level (or
 * snapshot id), attempt and sender. Waiting for a set of streams to be
 * complete is bounded: it fails once no chunk has arrived for `grace`
 * seconds while some are still missing.
 */
import { StreamReceiver, type Chunk, type ChunkKindValue, type StreamTotals } from '../protocol/chunk.js';

export class Inbox {
  private readonly streams = new Map<string, StreamReceiver>();
  private lastArrival = performance.now();
  /** Chunks whose checksum did not match, or that could not be read. */
  damaged = 0;

  private static key(kind: ChunkKindValue, level: number, attempt: number, from: number): string {
    return `${kind}:${level}:${attempt}:${from}`;
  }

  add(chunk: Chunk | null): void {
    this.lastArrival = performance.now();
    if (chunk === null) {
      this.damaged++;
      return;
    }
    const key = Inbox.key(chunk.kind, chunk.level, chunk.attempt, chunk.from);
    let stream = this.streams.get(key);
    if (stream === undefined) this.streams.set(key, (stream = new StreamReceiver()));
    stream.add(chunk);
  }

  stream(kind: ChunkKindValue, level: number, attempt: number, from: number): StreamReceiver {
    return this.streams.get(Inbox.key(kind, level, attempt, from)) ?? new StreamReceiver();
  }

  /** Forgets every stream for which `keep(kind, level, attempt)` is false. */
  prune(keep: (kind: number, level: number, attempt: number) => boolean): void {
    for (const key of [...this.streams.keys()]) {
      const [kind, level, attempt] = key.split(':').map(Number) as [number, number, number];
      if (!keep(kind, level, attempt)) this.streams.delete(key);
    }
  }

  /**
   * Waits until the streams from each sender s (totals[s]) are complete and
   * returns their chunks in order; rejects with what is missing once nothing
   * has arrived for `graceSeconds`, or when `cancelled()` says so.
   */
  async complete(
    kind: ChunkKindValue,
    level: number,
    attempt: number,
    totals: readonly StreamTotals[],
    graceSeconds: number,
    cancelled: () => boolean,
  ): Promise<Chunk[][]> {
    const started = performance.now();
    for (;;) {
      const problems = totals
        .map((expected, from) => {
          const problem = this.stream(kind, level, attempt, from).problem(expected);
          return problem === null ? null : `from ${from}: ${problem}`;
        })
        .filter((problem) => problem !== null);
      if (problems.length === 0) return totals.map((_, from) => this.stream(kind, level, attempt, from).inOrder());
      if (cancelled()) throw new Cancelled();
      if (performance.now() - Math.max(started, this.lastArrival) > graceSeconds * 1000) {
        throw new Error(`${problems.join('; ')}${this.damaged > 0 ? ` (${this.damaged} damaged chunks dropped)` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
}

/** Thrown by a wait that a newer step made pointless. */
export class Cancelled extends Error {
  override readonly name = 'Cancelled';
}
