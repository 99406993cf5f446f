/**
 * The result of a breadth-first search that stopped in a slice's commit: at
 * the distinct-state limit, or at a violation or a deadlock, whose trace is
 * rebuilt from the parent links and replayed before it is reported (an
 * internal error if it does not show what the search claims); or that ran
 * out of room.
 */
import type { Model } from '../model.js';
import type { CheckResult, Statistics, Trace } from '../result.js';
import { searchProblemMessage, type SearchProblem } from '../search-problem.js';
import { confirmTrace, rebuildTrace, type TraceClaim } from '../trace/trace.js';
import type { Levels } from './levels.js';
import type { ParentLinks } from './parent-links.js';
import type { CommitStop } from './slice-commit.js';
import { NO_PARENT } from './parent-links.js';
import type { ReplayOutcome } from './failure-replay.js';

export interface StoppedSearch {
  readonly model: Model;
  readonly links: ParentLinks;
  readonly levels: Levels;
  /** The statistics with `queueLeft` states left in the queue. */
  statistics(queueLeft: number): Statistics;
  /**
   * TLC's replay of a parent after an invariant could not be evaluated on
   * its successor (failure-replay.ts); it adds the distinct states it finds.
   */
  replayParent?(parent: number, position: number): ReplayOutcome;
}

export function stopResult(search: StoppedSearch, stop: CommitStop): CheckResult {
  const { model, links, levels } = search;
  const queueLeft = levels.queueLeftAt(stop.parent);
  if (stop.kind === 'states-limit') return { kind: 'limit', limit: 'states', stats: search.statistics(queueLeft) };
  if (stop.kind === 'violation') {
    const trace = rebuildTrace(model, links, levels.ordinal(stop.parent), stop.position);
    const invariant = model.invariantNames[stop.invariantId] as string;
    return (
      confirmed(search, trace, { kind: 'invariant', invariantId: stop.invariantId }) ?? {
        kind: 'invariant',
        invariant,
        trace,
        stats: search.statistics(queueLeft),
      }
    );
  }
  if (stop.kind === 'failure') return failureResult(search, stop, queueLeft);
  const trace = rebuildTrace(model, links, levels.start + stop.parent);
  return confirmed(search, trace, { kind: 'deadlock' }) ?? { kind: 'deadlock', trace, stats: search.statistics(queueLeft) };
}

/** An error result if the counterexample does not replay and show the claim, else null. */
function confirmed(search: StoppedSearch, trace: Trace, claim: TraceClaim): CheckResult | null {
  const problem = confirmTrace(search.model, trace, claim);
  if (problem === null) return null;
  return { kind: 'error', message: `internal error: the counterexample found does not replay (${problem})`, stats: search.statistics(0) };
}

/** The model failed: the behaviour up to the state being expanded (or up to the state whose invariants failed). */
function failureResult(search: StoppedSearch, stop: Extract<CommitStop, { kind: 'failure' }>, queueLeft: number): CheckResult {
  const { model, links, levels } = search;
  const replayed =
    stop.failure.during === 'invariant' && stop.parent !== NO_PARENT && search.replayParent !== undefined
      ? search.replayParent(stop.parent, stop.position)
      : null;
  const stats = search.statistics(queueLeft + (replayed?.queued ?? 0));
  const failure = replayed?.failure != null ? { ...stop.failure, replayFailure: replayed.failure } : stop.failure;
  if (stop.parent === NO_PARENT) {
    return { kind: 'error', message: failure.message, stats, failure: { ...failure, trace: { states: [], actionIds: [] } } };
  }
  const trace =
    failure.during === 'invariant'
      ? rebuildTrace(model, links, levels.ordinal(stop.parent), stop.position)
      : rebuildTrace(model, links, levels.start + stop.parent);
  return { kind: 'error', message: failure.message, stats, failure: { ...failure, trace } };
}

/** The error result of a search that ran out of room: the problem as data, and in the library's words. */
export function problemResult(problem: SearchProblem, stats: Statistics): CheckResult {
  return { kind: 'error', message: searchProblemMessage(problem), stats, problem };
}
