/**
 * A run as TLC reports it (`check --format tlc|tool`, `monocheck tlc`): the
 * messages TLC prints, in its order, as data (tlc/tlc-messages.ts renders
 * them as TLC's text or its -tool framing). The start (monocheck's first
 * line, the search, the initial states) is printed before the search, the
 * progress during it (both in tlc-start-format.ts), the end after it: the verdict and behaviour, the
 * collision estimate, coverage, the statistics, the depth, the out-degree and
 * the time taken. TLC's lines about its own machinery (SANY's parsing, the
 * JVM, fingerprint polynomials) have no counterpart and are left out.
 */
import type { ActionCoverage } from '../engine/coverage.js';
import type { CheckResult, Progress, Statistics } from '../engine/result.js';
import type { ShownTrace, ShownViolation } from '../engine/trace/shown-trace.js';
import type { TraceEnding } from '../tlc/tlc-diff-trace.js';
import { tlcBehaviorMessages } from '../tlc/tlc-text-trace.js';
import { TlcCode, tlcDate, tlcError, tlcMessage, tlcProbability, tlcRuntime, type TlcMessage } from '../tlc/tlc-messages.js';
import { inOrder, tlcActionLabel, type TlcTraceForm } from '../tlc/tlc-trace-form.js';
import { printTlaState } from '../tlc/value-printer.js';
import { simulationSummaryMessages, type TlcSimulationSummary } from './tlc-simulation-format.js';
import { tlcProgressMessage, type TlcSearchKind } from './tlc-start-format.js';

export { tlcProgressMessage, tlcStartMessages, type InitialStates, type TlcSearchKind } from './tlc-start-format.js';

export interface TlcRunEnd {
  readonly result: CheckResult;
  readonly trace: ShownTrace | null;
  readonly form: TlcTraceForm;
  /** When the run started and finished (the `Finished in` line, and the final progress of -tool). */
  readonly started: Date;
  readonly finished: Date;
  /** Whether temporal properties were checked on the whole graph once it was built. */
  readonly temporal: boolean;
  /** The search's kind: depth-first and simulation have TLC's own statistics lines. */
  readonly search: TlcSearchKind;
  /** A simulation's seed and the behaviours it played (TLC's `Simulation using seed ...` and trace length lines). */
  readonly simulation?: TlcSimulationSummary;
  /** What TLC's modes change: -difftrace's states, and the violations of a search that went on past them (-continue). */
  readonly modes?: TlcModeOutput;
}

/** TLC's -difftrace, and the violations of a -continue run (showViolations) in the order found. */
export interface TlcModeOutput {
  readonly difftrace?: boolean;
  readonly violations?: readonly ShownViolation[];
}

const ZERO_PROGRESS: Progress = { level: 0, statesGenerated: 0, distinctStates: 0, queueLeft: 0, seconds: 0 };

/** The messages after the search, in TLC's order. */
export function tlcEndMessages(end: TlcRunEnd): TlcMessage[] {
  const { result, trace } = end;
  // TLC's simulation labels a behaviour's first state by Init and its place, model checking by `<Initial predicate>`
  const form =
    end.search === 'simulation' && end.form.initAction !== undefined
      ? { ...end.form, initialLabel: tlcActionLabel(end.form.initAction).slice(1, -1) }
      : end.form;
  const stats = result.stats;
  const progress: Progress = {
    level: stats.depth,
    statesGenerated: stats.statesGenerated,
    distinctStates: stats.distinctStates,
    queueLeft: stats.queueLeft,
    seconds: stats.seconds,
  };
  const checkedTemporal = end.temporal && (result.kind === 'ok' || result.kind === 'property');
  // TLC says how far the safety search got, then checks the properties on the whole graph
  let messages: TlcMessage[] = !checkedTemporal
    ? []
    : [
        tlcProgressMessage(progress, null, end.finished),
        tlcMessage(
          TlcCode.TLC_CHECKING_TEMPORAL_PROPS,
          `Checking temporal properties for the complete state space ` +
            `with ${stats.distinctStates} total distinct states at (${tlcDate(end.finished)})`,
        ),
      ];
  const difftrace = end.modes?.difftrace === true;
  // a -continue run reports each violation as it finds it; one that then explored everything ends as a run without error
  for (const { invariant, shown } of end.modes?.violations ?? [])
    messages = messages.concat(invariantMessages(invariant, shown, form, difftrace));
  const completed = result.kind === 'ok' || (result.kind === 'invariant' && result.violations !== undefined);
  const initialViolation = !completed && result.kind === 'invariant' && trace !== null && trace.steps.length === 1;
  if (!completed) messages = messages.concat(verdictMessages(result, trace, form, difftrace));
  if (checkedTemporal)
    messages.push(
      tlcMessage(
        TlcCode.TLC_CHECKING_TEMPORAL_PROPS_END,
        `Finished checking temporal properties in ${tlcRuntime(stats.livenessSeconds ?? 0, 'text')} at ${tlcDate(end.finished)}`,
      ),
    );
  if (completed && end.search !== 'simulation') messages.push(successMessage(stats));
  if (stats.coverage !== undefined) messages = messages.concat(coverageMessages(stats.coverage, form, end.finished));
  // TLC's summary: none after an initial state that violates an invariant (Init failed)
  if (!initialViolation) messages = messages.concat(summaryMessages(end, progress, completed));
  messages.push({
    ...tlcMessage(
      TlcCode.TLC_FINISHED,
      `Finished in ${tlcRuntime(end.finished.getTime() - end.started.getTime(), 'tool')} at (${tlcDate(end.finished)})`,
    ),
    textBody: `Finished in ${tlcRuntime(end.finished.getTime() - end.started.getTime(), 'text')} at (${tlcDate(end.finished)})`,
  });
  return messages;
}

/** The statistics lines of TLC's summary (TLC's final progress only with -tool), the depth, and the out-degree after a complete search. */
function summaryMessages(end: TlcRunEnd, progress: Progress, completed: boolean): TlcMessage[] {
  const stats = end.result.stats;
  if (end.search === 'simulation')
    return simulationSummaryMessages(end.simulation ?? { seed: 0, traces: 0, lengths: [] }, stats.statesGenerated, end.finished);
  const messages: TlcMessage[] = [{ ...tlcProgressMessage(progress, ZERO_PROGRESS, end.finished), only: 'tool' }];
  if (end.search === 'depth-first')
    messages.push(
      tlcMessage(TlcCode.TLC_STATS_DFID, `${stats.statesGenerated} states generated, ${stats.distinctStates} distinct states found.`),
    );
  else
    messages.push(
      tlcMessage(
        TlcCode.TLC_STATS,
        `${stats.statesGenerated} states generated, ${stats.distinctStates} ` +
          `distinct states found, ${stats.queueLeft} states left on queue.`,
      ),
    );
  messages.push(tlcMessage(TlcCode.TLC_SEARCH_DEPTH, `The depth of the complete state graph search is ${stats.depth}.`));
  if (completed && stats.outDegree !== undefined) {
    const { minimum, mean, percentile95, maximum } = stats.outDegree;
    messages.push(
      tlcMessage(
        TlcCode.TLC_STATE_GRAPH_OUTDEGREE,
        `The average outdegree of the complete state graph is ${mean} (minimum is ${minimum}, ` +
          `the maximum ${maximum} and the 95th percentile is ${percentile95}).`,
      ),
    );
  }
  return messages;
}

/**
 * TLC's success message with its optimistic collision estimate (TLC's other
 * estimate reads its own fingerprints, which monocheck does not have).
 */
function successMessage(stats: Statistics): TlcMessage {
  // AbstractChecker.calculateOptimisticProbability, in its order of operations
  const optimistic = stats.distinctStates * ((stats.statesGenerated - stats.distinctStates) / 2 ** (stats.fingerprintBits ?? 64));
  return tlcMessage(
    TlcCode.TLC_SUCCESS,
    'Model checking completed. No error has been found.\n  Estimates of the probability that TLC did not check all reachable states\n' +
      `  because two distinct states had the same fingerprint:\n  calculated (optimistic):  val = ${tlcProbability(optimistic)}`,
  );
}

/** An invariant violated: by an initial state (the state alone), or at the end of a behaviour. */
function invariantMessages(invariant: string, trace: ShownTrace | null, form: TlcTraceForm, difftrace: boolean): TlcMessage[] {
  const first = trace?.steps[0];
  if (trace !== null && trace.steps.length === 1 && first !== undefined) {
    const state = printTlaState(first.state, inOrder(form.printOrder, Object.keys(first.state)));
    return [tlcError(TlcCode.TLC_INVARIANT_VIOLATED_INITIAL, `Invariant ${invariant} is violated by the initial state:\n${state}\n`)];
  }
  return [
    tlcError(TlcCode.TLC_INVARIANT_VIOLATED_BEHAVIOR, `Invariant ${invariant} is violated.`),
    ...behaviourMessages(trace, form, difftrace ? 'successor' : undefined),
  ];
}

/** The behaviour (none without a trace), as -difftrace prints it when `difftrace` says how it ends. */
function behaviourMessages(trace: ShownTrace | null, form: TlcTraceForm, difftrace?: TraceEnding): TlcMessage[] {
  return trace === null ? [] : tlcBehaviorMessages(trace.steps, form, trace.loop, difftrace);
}

/** The verdict and its behaviour. */
function verdictMessages(result: CheckResult, trace: ShownTrace | null, form: TlcTraceForm, difftrace: boolean): TlcMessage[] {
  const behaviour = () => behaviourMessages(trace, form);
  switch (result.kind) {
    case 'ok':
      return [];
    case 'invariant':
      return invariantMessages(result.invariant, trace, form, difftrace);
    case 'deadlock':
      return [
        tlcError(TlcCode.TLC_DEADLOCK_REACHED, 'Deadlock reached.'),
        ...behaviourMessages(trace, form, difftrace ? 'state' : undefined),
      ];
    case 'property':
      return [
        tlcError(TlcCode.TLC_TEMPORAL_PROPERTY_VIOLATED, `Temporal property ${result.property} was violated.\n`),
        ...behaviourMessages(trace, form, difftrace ? 'lasso' : undefined),
      ];
    case 'limit':
      // TLC has no such stop; say so in TLC's tone rather than pretend the search completed
      return [
        tlcMessage(
          TlcCode.GENERAL,
          result.limit === 'interrupted'
            ? 'Model checking was interrupted. The state space was not fully explored.'
            : `Model checking stopped at the ${result.limit} limit. The state space was not fully explored.`,
        ),
      ];
    case 'error':
      return [tlcError(TlcCode.GENERAL, result.message), ...behaviour()];
  }
}

/**
 * TLC's coverage block, per TLC action (`<Next line 382, col 5 to line 391,
 * col 19 of module Monopoly>: distinct:generated`): monocheck's own counts of
 * the states each action found and generated, summed over the finer keys it
 * counts (its actions, ResolveSquare's arms) that TLC names by one action.
 */
function coverageMessages(coverage: readonly ActionCoverage[], form: TlcTraceForm, at: Date): TlcMessage[] {
  const messages = [
    tlcMessage(
      TlcCode.TLC_COVERAGE_START,
      `The coverage statistics at ${tlcDate(at)} (see https://explain.tlapl.us/module-coverage-statistics ` +
        `for how to interpret the following statistics).`,
    ),
  ];
  const init = coverage.find((entry) => entry.name === 'Init');
  if (init !== undefined && form.initAction !== undefined)
    messages.push(tlcMessage(TlcCode.TLC_COVERAGE_INIT, `${tlcActionLabel(form.initAction)}: ${init.distinct}:${init.generated}`));
  const actions = new Map<string, { distinct: number; generated: number }>();
  for (const entry of coverage) {
    if (entry.name === 'Init') continue;
    const label = tlcActionLabel(form.actionOf(entry.name.replace(/: .*$/, '')));
    const total = actions.get(label) ?? { distinct: 0, generated: 0 };
    actions.set(label, { distinct: total.distinct + entry.distinct, generated: total.generated + entry.generated });
  }
  for (const [label, total] of actions)
    messages.push(tlcMessage(TlcCode.TLC_COVERAGE_NEXT, `${label}: ${total.distinct}:${total.generated}`));
  messages.push(tlcMessage(TlcCode.TLC_COVERAGE_END, 'End of statistics.'));
  return messages;
}
