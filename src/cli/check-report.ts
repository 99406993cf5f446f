/**
 * What `check` prints: its first lines before the search (the header, or TLC's report started), and in one place
 * after it the outcome in the format asked for (text, --json, --format tlc or tool), the files written (--dump,
 * --trace-out, --html), an error of the search, and how to resume an interrupted run.
 */
import { dirname } from 'node:path';
import { displayPath } from '../runs/display-path.js';
import { claimOfResult } from '../runs/trace-files.js';
import type { Model } from '../engine/model.js';
import type { CheckResult } from '../engine/result.js';
import { showTrace, showViolations, type ShownTrace } from '../engine/trace/shown-trace.js';
import { toJsonResult } from '../report/json.js';
import { checkHeader } from './check-header.js';
import type { CheckOutcome } from './check-outcome.js';
import type { CheckPlan } from './check-plan.js';
import { renderCheckText } from './check-text.js';
import { noCounterexampleBecause, writeCounterexampleFiles } from './counterexample-files.js';
import { reportSearchError } from './exit-codes.js';
import { describeSearch } from './search-modes.js';
import { searchModeJson, searchModeText } from './search-mode-report.js';
import type { Terminal } from './terminal.js';
import { TlcReport, tlcModeOf } from './tlc-report.js';
import { engineInCliWords } from './library-error-words.js';

/** Before the search: the header of the text output, or TLC's report (--format tlc or tool), returned to be told of the search. */
export function startCheckReport(plan: CheckPlan, terminal: Terminal): TlcReport | null {
  const { spec, searchMode } = plan;
  const tlcMode = tlcModeOf(plan.format);
  if (tlcMode !== null) return new TlcReport(tlcMode, terminal, spec, 'breadth-first');
  if (plan.format !== 'text') return null;
  const checked =
    searchMode === null
      ? { invariants: spec.invariants, checkDeadlock: spec.checkDeadlock, search: null, continued: plan.args.continue === true }
      : {
          invariants: searchMode.invariants,
          checkDeadlock: searchMode.checkDeadlock,
          search: describeSearch(searchMode),
          continued: false,
        };
  terminal.out(checkHeader(spec, checked));
  return null;
}

/** After the search: the outcome in the format asked for, then on stderr the files written, the search's error, how to resume. */
export function reportCheck(plan: CheckPlan, outcome: CheckOutcome, tlc: TlcReport | null, terminal: Terminal): void {
  const { args, spec, searchMode } = plan;
  const { result, model } = outcome;
  const witness = searchMode?.witness;
  const shown = searchMode === null ? behaviourOf(model, result) : violationOf(model, result);
  if (searchMode !== null) {
    if (plan.format === 'json') terminal.out(`${JSON.stringify(searchModeJson(outcome, spec, witness))}\n`);
    else terminal.out(searchModeText(outcome, shown, spec, witness, terminal.colorLevel));
  } else {
    const violations = showViolations(model, result.violations);
    const continued = result.violations === undefined ? {} : { violations: { shown: violations, form: spec.tlc } };
    if (plan.format === 'json')
      terminal.out(
        `${JSON.stringify(toJsonResult(result, { constants: spec.constants, engine: engineInCliWords(spec.engine), ...continued }))}\n`,
      );
    else if (tlc !== null) tlc.end(result, shown, undefined, { difftrace: args.difftrace === true, violations });
    else terminal.out(renderCheckText(result, shown, violations, model, spec, terminal.colorLevel));
  }
  outcome.modes?.finish(terminal);
  reportSearchError(result, terminal);
  reportCheckpoint(result, terminal, args.cluster !== undefined);
  // a witness's behaviour violates nothing of the spec: its files claim nothing
  const found =
    witness === undefined
      ? { why: noCounterexampleBecause(result), claim: claimOfResult(result), what: 'the counterexample' }
      : { why: 'the witness was not found', claim: { kind: 'none' } as const, what: 'the witness' };
  writeCounterexampleFiles(terminal, args, { ...found, shown, model: outcome.specModel, spec });
}

/** The behaviour that breaks an invariant or deadlocks, as the search modes show it. */
function violationOf(model: Model, result: CheckResult): ShownTrace | null {
  return result.kind === 'invariant' || result.kind === 'deadlock' ? showTrace(model, result.trace) : null;
}

/**
 * The behaviour the breadth-first or liveness check shows: a violation's,
 * a fair cycle's, or the one up to a state the spec could not evaluate.
 */
function behaviourOf(model: Model, result: CheckResult): ShownTrace | null {
  if (result.kind === 'property') return showTrace(model, result.trace, result.loop);
  const failure = result.kind === 'error' ? result.failure : undefined;
  if (failure !== undefined) return failure.trace.states.length > 0 ? showTrace(model, failure.trace) : null;
  return violationOf(model, result);
}

/** Says how to resume an interrupted run. */
function reportCheckpoint(result: CheckResult, terminal: Terminal, clustered: boolean): void {
  if (result.kind !== 'limit' || result.limit !== 'interrupted') return;
  const where = result.checkpoint === undefined ? null : dirname(result.checkpoint);
  if (where === null) terminal.err('monocheck: interrupted; no checkpoint was written.\n');
  else
    terminal.err(
      `monocheck: interrupted; checkpoint written. Resume with: monocheck check ` +
        `--recover ${displayPath(where)}${clustered ? ' --cluster URL --cluster-workers K' : ''}\n`,
    );
}
