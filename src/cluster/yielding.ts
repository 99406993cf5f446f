/**
 * Long loops give the event loop a turn about every 50 ms, so
 * that heartbeats and messages keep flowing while a worker or the coordinator
 * works through millions of fingerprints (a worker or coordinator silent for
 * --cluster-timeout is taken as lost).
 */
export class Yielder {
  private last = performance.now();

  /** Resolves at once, or after a turn of the event loop when 50 ms have passed since the last one. */
  async turn(): Promise<void> {
    if (performance.now() - this.last < 50) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.last = performance.now();
  }
}
