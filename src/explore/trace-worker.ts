/** A worker thread that replays uploaded traces (trace-replays.ts starts it): one at a time, the bytes in, the replay or the reason out. */
import { parentPort, workerData } from 'node:worker_threads';
import { specOfRecipe } from '../runs/spec/spec-recipe.js';
import { replayTrace, TraceLoadError, type ReplayTarget } from './trace-loading.js';
import type { ReplayAnswer, ReplayJob } from './trace-replays.js';

// messages posted before the spec is built wait in the port: its listener is added below
const spec = await specOfRecipe((workerData as { recipe: unknown }).recipe);
const target: ReplayTarget = { spec, model: spec.createModel() };
const decoder = new TextDecoder();
parentPort?.on('message', (job: ReplayJob) => {
  let answer: ReplayAnswer;
  try {
    answer = { kind: 'replayed', replay: replayTrace(target, decoder.decode(job.bytes), job.name) };
  } catch (error) {
    answer =
      error instanceof TraceLoadError
        ? { kind: 'refused', message: error.message }
        : { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
