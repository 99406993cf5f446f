/**
 * The result as TLC prints it (`--format tlc`): the verdict, the behaviour with
 * TLC's state labels and variable order, and the final statistics lines.
 * Startup lines (version, SANY parsing, timestamps) are left out.
 */
import type { CheckResult, Statistics } from '../engine/result.js';
import { TLC_NEXT_ACTION } from '../tlc/trace-json.js';
import { printTlaState, TLC_VARIABLE_ORDER } from '../tlc/value-printer.js';
import type { ShownTrace } from '../engine/trace/shown-trace.js';

const INITIAL_STATE_LABEL = '<Initial predicate>';

/** `<Next line 382, col 5 to line 391, col 19 of module Monopoly>`: TLC labels every step with the whole of Next. */
export const TLC_NEXT_STEP_LABEL = (() => {
  const { beginLine, beginColumn, endLine, endColumn, module } = TLC_NEXT_ACTION.location;
  return `<${TLC_NEXT_ACTION.name} line ${beginLine}, col ${beginColumn} to line ${endLine}, col ${endColumn} of module ${module}>`;
})();

/** TLC's text for a result, every line ending in a newline; `specNotice` (--ignore-spec-changes) comes first, as a warning. */
export function renderTlcFormat(result: CheckResult, trace: ShownTrace | null, specNotice: string | null = null): string {
  const lines: string[] = specNotice === null ? [] : [`Warning: ${specNotice}`];
  switch (result.kind) {
    case 'ok':
      lines.push('Model checking completed. No error has been found.');
      break;
    case 'invariant':
      lines.push(`Error: Invariant ${result.invariant} is violated.`, ...renderBehavior(trace));
      break;
    case 'deadlock':
      lines.push('Error: Deadlock reached.', ...renderBehavior(trace));
      break;
    case 'limit':
      // TLC has no such stop; say so in TLC's tone rather than pretend the search completed.
      lines.push(`Model checking stopped at the ${result.limit} limit. The state space was not fully explored.`);
      break;
    case 'error':
      lines.push(`Error: ${result.message}`);
      break;
  }
  lines.push(...renderTlcStatistics(result.stats));
  return lines.map((line) => `${line}\n`).join('');
}

/** `38 states generated, 38 distinct states found, 35 states left on queue.` and the depth line. */
export function renderTlcStatistics(stats: Statistics): string[] {
  return [
    `${stats.statesGenerated} states generated, ${stats.distinctStates} distinct states found, ${stats.queueLeft} states left on queue.`,
    `The depth of the complete state graph search is ${stats.depth}.`,
  ];
}

/** `Error: The behavior up to this point is:` then each state, each followed by a blank line. */
function renderBehavior(trace: ShownTrace | null): string[] {
  if (trace === null) return [];
  const lines = ['Error: The behavior up to this point is:'];
  trace.steps.forEach((step, index) => {
    const label = index === 0 ? INITIAL_STATE_LABEL : TLC_NEXT_STEP_LABEL;
    // printTlaState appends variables TLC_VARIABLE_ORDER does not know after the known ones.
    const order = TLC_VARIABLE_ORDER.filter((name) => name in step.state);
    lines.push(`State ${index + 1}: ${label}`, printTlaState(step.state, order), '');
  });
  return lines;
}

