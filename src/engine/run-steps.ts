/**
 * Running a search written as a generator of steps (bfs.ts yields after each
 * slice, the liveness graph's builder after each 1024 parents): its return
 * value is the search's outcome.
 */

/** Runs `steps` to its end in the calling thread. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/** Runs `steps` to its end, giving the event loop a turn about every 50 ms (for signals and timers: see CheckOptions.shouldStop). */
export async function runStepsAsync<T>(steps: Generator<void, T>): Promise<T> {
  let yieldedAt = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    if (performance.now() - yieldedAt >= 50) {
      await new Promise((resolve) => setImmediate(resolve));
      yieldedAt = performance.now();
    }
  }
}
