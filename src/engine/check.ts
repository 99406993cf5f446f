import { BreadthFirstSearch } from './bfs.js';
import type { Model } from './model.js';
import type { CheckOptions } from './options.js';
import type { CheckResult } from './result.js';

/** Explores every reachable state of `model` breadth-first and returns the verdict; never throws for a violation. */
export function check(model: Model, options: CheckOptions): CheckResult {
  return new BreadthFirstSearch(model, options).run();
}
