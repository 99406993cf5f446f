/**
 * A behaviour in TLC's own text: the error line, `Error: The behavior up to
 * this point is:`, then `State k: <label>` and the `/\ name = value` lines of
 * each state in TLC's variable order, each state followed by a blank line.
 * `parseTlcOutput` reads it back.
 */
import type { TlaState } from '../engine/trace/tla-value.js';
import type { ClaimedOutcome } from '../engine/trace/validate-trace.js';
import { TLC_NEXT_ACTION } from './trace-json.js';
import { printTlaState, TLC_VARIABLE_ORDER } from './value-printer.js';

/** Where a lasso loops: back to state `start + 1`, or (start = the last index) stuttering there. */
export interface TlcTextLoop {
  readonly start: number;
  readonly stutters: boolean;
}

/** `<Next line 382, col 5 to line 391, col 19 of module Monopoly>`: TLC labels every step with the whole of Next. */
export const TLC_NEXT_LABEL = (() => {
  const { beginLine, beginColumn, endLine, endColumn, module } = TLC_NEXT_ACTION.location;
  return `<${TLC_NEXT_ACTION.name} line ${beginLine}, col ${beginColumn} to line ${endLine}, col ${endColumn} of module ${module}>`;
})();

/** The states in TLC's text, every line ending in a newline; a lasso (liveness) ends as TLC ends it. */
export function renderTlcTextTrace(states: readonly TlaState[], outcome: ClaimedOutcome, loop?: TlcTextLoop): string {
  const lines: string[] = [];
  if (outcome.kind === 'invariant') lines.push(`Error: Invariant ${outcome.invariant} is violated.`);
  if (outcome.kind === 'deadlock') lines.push('Error: Deadlock reached.');
  if (outcome.kind === 'property') lines.push(`Error: Temporal property ${outcome.property} was violated.`, '');
  lines.push(...renderTlcBehavior(states, loop));
  return lines.map((line) => `${line}\n`).join('');
}

/**
 * `Error: The behavior up to this point is:` then each state with TLC's
 * label, each followed by a blank line (lines without newlines); a lasso as
 * TLC prints it: `Error: The following behavior constitutes a
 * counter-example:` and the states, then `State n+1: Stuttering` or `Back to
 * state k: <Next ...>` and a blank line.
 */
export function renderTlcBehavior(states: readonly TlaState[], loop?: TlcTextLoop): string[] {
  const lines = loop === undefined ? ['Error: The behavior up to this point is:'] : ['Error: The following behavior constitutes a counter-example:', ''];
  states.forEach((state, index) => {
    // printTlaState appends variables TLC_VARIABLE_ORDER does not know after the known ones
    const order = TLC_VARIABLE_ORDER.filter((name) => name in state);
    lines.push(`State ${index + 1}: ${index === 0 ? '<Initial predicate>' : TLC_NEXT_LABEL}`, printTlaState(state, order), '');
  });
  if (loop !== undefined) lines.push(...(loop.stutters ? [`State ${states.length + 1}: Stuttering`] : [`Back to state ${loop.start + 1}: ${TLC_NEXT_LABEL}`, '']));
  return lines;
}
