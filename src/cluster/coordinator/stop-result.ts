/**
 * What a level that stopped the search returns: the CheckResult of a limit, a
 * deadlock, a failure or a violated invariant, with its counterexample rebuilt
 * from the coordinator's parent links and replayed before it is given.
 */
import { NO_PARENT, type ParentLinks } from '../../engine/bfs/batch-step.js';
import type { Model } from '../../engine/model.js';
import type { CheckResult, Statistics } from '../../engine/result.js';
import { confirmTrace, rebuildTrace, type TraceClaim } from '../../engine/trace/trace.js';
import type { LevelStop } from './level-runner.js';

/** The result of the level's stop; `statistics` gives the search's figures with this many states still queued. */
export function stopResult(
  model: Model,
  links: ParentLinks,
  { stop, rangeStart, queueLeft }: LevelStop,
  statistics: (queueLeft: number) => Statistics,
): CheckResult {
  const confirmed = (trace: Parameters<typeof confirmTrace>[1], claim: TraceClaim): CheckResult | null => {
    const problem = confirmTrace(model, trace, claim);
    if (problem === null) return null;
    return { kind: 'error', message: `internal error: the counterexample found does not replay (${problem})`, stats: statistics(0) };
  };
  if (stop.kind === 'states-limit') return { kind: 'limit', limit: 'states', stats: statistics(queueLeft) };
  if (stop.kind === 'deadlock') {
    const trace = rebuildTrace(model, links, rangeStart + stop.parent);
    return confirmed(trace, { kind: 'deadlock' }) ?? { kind: 'deadlock', trace, stats: statistics(queueLeft) };
  }
  const parentOrdinal = stop.parent === NO_PARENT ? NO_PARENT : rangeStart + stop.parent;
  if (stop.kind === 'failure') {
    const { failure } = stop;
    const trace =
      parentOrdinal === NO_PARENT
        ? { states: [], actionIds: [] }
        : failure.during === 'invariant'
          ? rebuildTrace(model, links, parentOrdinal, stop.position)
          : rebuildTrace(model, links, parentOrdinal);
    return { kind: 'error', message: failure.message, stats: statistics(queueLeft), failure: { ...failure, trace } };
  }
  const trace = rebuildTrace(model, links, parentOrdinal, stop.position);
  const invariant = model.invariantNames[stop.invariantId] as string;
  return (
    confirmed(trace, { kind: 'invariant', invariantId: stop.invariantId }) ?? {
      kind: 'invariant',
      invariant,
      trace,
      stats: statistics(queueLeft),
    }
  );
}
