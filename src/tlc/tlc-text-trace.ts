/**
 * A behaviour in TLC's own text: the error line, `Error: The behavior up to
 * this point is:`, then `State k: <label>` and the `/\ name = value` lines of
 * each state in TLC's variable order, each state followed by a blank line.
 * `parseTlcOutput` reads it back.
 */
import type { TlaState } from '../engine/trace/tla-value.js';
import type { ClaimedOutcome } from '../engine/trace/validate-trace.js';
import { inOrder, tlcActionLabel, type TlcTraceForm } from './tlc-trace-form.js';
import { printTlaState } from './value-printer.js';
import { renderTlcMessages, TlcClass, TlcCode, tlcError, type TlcMessage } from './tlc-messages.js';
import { printTlaStateDifference, tlcDiffBases, type TraceEnding } from './tlc-diff-trace.js';

/** Where a lasso loops: back to state `start + 1` by `action`, or (action null, start = the last index) stuttering there. */
export interface TlcTextLoop {
  readonly start: number;
  readonly action: string | null;
}

/** One state of a behaviour and the action monocheck names for the step into it (null for the first). */
export interface TlcTextStep {
  readonly action: string | null;
  readonly state: TlaState;
}

/**
 * The steps in TLC's text, every line ending in a newline; a lasso (liveness) ends as TLC ends it. `form`: the spec's orders and labels.
 */
export function renderTlcTextTrace(steps: readonly TlcTextStep[], outcome: ClaimedOutcome, form: TlcTraceForm, loop?: TlcTextLoop): string {
  const lines: string[] = [];
  if (outcome.kind === 'invariant') lines.push(`Error: Invariant ${outcome.invariant} is violated.`);
  if (outcome.kind === 'deadlock') lines.push('Error: Deadlock reached.');
  if (outcome.kind === 'property') lines.push(`Error: Temporal property ${outcome.property} was violated.`, '');
  return lines
    .concat(renderTlcBehavior(steps, form, loop))
    .map((line) => `${line}\n`)
    .join('');
}

/**
 * `Error: The behavior up to this point is:` then each state with TLC's
 * label, each followed by a blank line (lines without newlines); a lasso as
 * TLC prints it: `Error: The following behavior constitutes a
 * counter-example:` and the states, then `State n+1: Stuttering` or `Back to
 * state k: <Next ...>` and a blank line.
 */
function renderTlcBehavior(steps: readonly TlcTextStep[], form: TlcTraceForm, loop?: TlcTextLoop): string[] {
  return renderTlcMessages(tlcBehaviorMessages(steps, form, loop), 'text')
    .slice(0, -1)
    .split('\n');
}

/**
 * The behaviour as TLC's messages: 2121 (or 2264 before a lasso), a 2217 for
 * each state, then a lasso's 2218 (stuttering) or 2122 (back to a state).
 * With `difftrace` (how the behaviour ends), the states as TLC's -difftrace
 * prints them (tlc-diff-trace.ts); a state with nothing to print is its label.
 */
export function tlcBehaviorMessages(
  steps: readonly TlcTextStep[],
  form: TlcTraceForm,
  loop?: TlcTextLoop,
  difftrace?: TraceEnding,
): TlcMessage[] {
  const bases = difftrace === undefined ? null : tlcDiffBases(steps.length, loop === undefined ? difftrace : 'lasso');
  const messages: TlcMessage[] = [
    loop === undefined
      ? tlcError(TlcCode.TLC_BEHAVIOR_UP_TO_THIS_POINT, 'The behavior up to this point is:')
      : tlcError(TlcCode.TLC_COUNTER_EXAMPLE, 'The following behavior constitutes a counter-example:\n'),
  ];
  steps.forEach(({ action, state }, index) => {
    const label = index === 0 ? `<${form.initialLabel}>` : tlcActionLabel(form.actionOf(action));
    const order = inOrder(form.printOrder, Object.keys(state));
    const base = bases?.[index] ?? null;
    const printed = base === null ? printTlaState(state, order) : printTlaStateDifference(state, (steps[base] as TlcTextStep).state, order);
    messages.push({
      code: TlcCode.TLC_STATE_PRINT2,
      messageClass: TlcClass.state,
      body: printed === '' ? `${index + 1}: ${label}\n` : `${index + 1}: ${label}\n${printed}\n`,
    });
  });
  if (loop !== undefined && loop.action === null)
    messages.push({ code: TlcCode.TLC_STATE_PRINT3, messageClass: TlcClass.state, body: `${steps.length + 1}: Stuttering` });
  if (loop !== undefined && loop.action !== null) {
    const label = tlcActionLabel(form.actionOf(loop.action));
    // a plain message without -tool, a state with it (tlc2/output/StatePrinter.printBackToState)
    messages.push({
      code: TlcCode.TLC_BACK_TO_STATE,
      messageClass: TlcClass.state,
      body: `${loop.start + 1}: Back to state: ${label}\n`,
      textClass: TlcClass.none,
      textBody: `Back to state ${loop.start + 1}: ${label}\n`,
    });
  }
  return messages;
}
