import { BreadthFirstSearch } from './bfs/bfs.js';
import type { Model } from './model.js';
import type { CheckOptions } from './options.js';
import type { CheckResult } from './result.js';
import { runSteps, runStepsAsync } from './run-steps.js';

/** Explores every reachable state of `model` breadth-first and returns the verdict; never throws for a violation. */
export function check(model: Model, options: CheckOptions): CheckResult {
  return runSteps(new BreadthFirstSearch(model, options).steps());
}

/**
 * The same search, giving the event loop a turn between slices (for signals: see CheckOptions.shouldStop); a
 * name the model does not have rejects the promise, as checkLivenessAsync's does.
 */
export async function checkAsync(model: Model, options: CheckOptions): Promise<CheckResult> {
  return runStepsAsync(new BreadthFirstSearch(model, options).steps());
}
