/**
 * Why a search on a cluster stopped with an 'error' result, as data: the
 * result's `message` says it in the library's terms (the options of
 * ClusterOptions and of serveClusterWorker); a caller with terms of its own
 * (the command line's flags) words it from these fields.
 */
import type { CheckResult } from '../engine/result.js';

export type ClusterProblem =
  /** Fewer workers than asked for answered within the wait. */
  | {
      readonly kind: 'workers-missing';
      readonly cluster: string;
      readonly found: number;
      readonly wanted: number;
      readonly joinSeconds: number;
    }
  /**
   * A worker went silent and the search was to stop (onLoss 'stop', or it
   * was the last one); `checkpointDir` holds the last checkpoint, if kept.
   */
  | { readonly kind: 'worker-lost'; readonly worker: number; readonly silentSeconds: number; readonly checkpointDir: string | null }
  /** A level failed on every attempt: `attempts` of them, the last for `lastReason`. */
  | { readonly kind: 'level-failed'; readonly level: number; readonly attempts: number; readonly lastReason: string }
  /** Worker `worker` (from 1) needs more than its memory budget, spilled as far as it can be. */
  | { readonly kind: 'worker-memory'; readonly worker: number; readonly neededBytes: number; readonly budgetBytes: number };

/** What a search on a cluster returns: a CheckResult, whose error says why as data when it is a ClusterProblem. */
export type ClusterCheckResult = CheckResult & { readonly clusterProblem?: ClusterProblem };

/** `2.5 GiB`: a worker's memory as its messages give it. */
export function gibText(bytes: number): string {
  return `${(bytes / 2 ** 30).toFixed(1)} GiB`;
}

/** What went wrong with a worker that went silent: `worker 2 has not been heard from for 30 s`. */
export function workerLostText(problem: Extract<ClusterProblem, { kind: 'worker-lost' }>): string {
  return `worker ${problem.worker} has not been heard from for ${problem.silentSeconds} s`;
}

/** Where the search can be taken up again: `no checkpoint is kept` or `the last checkpoint is in DIR`. */
export function checkpointWhereText(checkpointDir: string | null): string {
  return checkpointDir === null ? 'no checkpoint is kept' : `the last checkpoint is in ${checkpointDir}`;
}

/** `worker 2 needs 2.5 GiB but its memory budget is 2.0 GiB`. */
export function workerMemoryText(problem: Extract<ClusterProblem, { kind: 'worker-memory' }>): string {
  return `worker ${problem.worker} needs ${gibText(problem.neededBytes)} but its memory budget is ${gibText(problem.budgetBytes)}`;
}

/** The problem in the library's terms: what went wrong, and which option to change. */
export function clusterProblemMessage(problem: ClusterProblem): string {
  switch (problem.kind) {
    case 'workers-missing':
      return (
        `only ${problem.found} of ${problem.wanted} workers of cluster '${problem.cluster}' answered within ${problem.joinSeconds} s; ` +
        'start more workers on it (serveClusterWorker), or wait longer (joinSeconds)'
      );
    case 'worker-lost':
      return `${workerLostText(problem)}; the search stopped (${checkpointWhereText(problem.checkpointDir)}; resume it with recoverFrom)`;
    case 'level-failed':
      return `level ${problem.level} failed ${problem.attempts} times (last: ${problem.lastReason}); raise retries or check the network`;
    case 'worker-memory':
      return `${workerMemoryText(problem)}; raise the workers' memoryBudgetBytes, or add workers`;
  }
}
