/**
 * The result as TLC prints it (`--format tlc`): the verdict, the behaviour with
 * TLC's state labels and variable order, and the final statistics lines.
 * Startup lines (version, SANY parsing, timestamps) are left out.
 */
import type { CheckResult, Statistics } from '../engine/result.js';
import type { ShownTrace } from '../engine/trace/shown-trace.js';
import { renderTlcBehavior } from '../tlc/tlc-text-trace.js';
import type { TlcTraceForm } from '../tlc/tlc-trace-form.js';

/**
 * TLC's text for a result, every line ending in a newline, with the spec's variable order and labels (`form`);
 * `engine` (which engine checked what, and why) comes first, as monocheck's one line: `monocheck: checking ...`.
 */
export function renderTlcFormat(result: CheckResult, trace: ShownTrace | null, form: TlcTraceForm, engine: string | null = null): string {
  let lines: string[] = engine === null ? [] : [`monocheck: ${engine}`];
  switch (result.kind) {
    case 'ok':
      lines.push('Model checking completed. No error has been found.');
      break;
    case 'invariant':
      lines = lines.concat(`Error: Invariant ${result.invariant} is violated.`, renderBehavior(trace, form));
      break;
    case 'deadlock':
      lines = lines.concat('Error: Deadlock reached.', renderBehavior(trace, form));
      break;
    case 'property':
      lines = lines.concat(`Error: Temporal property ${result.property} was violated.`, '', renderBehavior(trace, form));
      break;
    case 'limit':
      // TLC has no such stop; say so in TLC's tone rather than pretend the search completed.
      lines.push(`Model checking stopped at the ${result.limit} limit. The state space was not fully explored.`);
      break;
    case 'error':
      lines.push(`Error: ${result.message}`);
      break;
  }
  return lines.concat(renderTlcStatistics(result.stats)).map((line) => `${line}\n`).join('');
}

/** `38 states generated, 38 distinct states found, 35 states left on queue.` and the depth line. */
function renderTlcStatistics(stats: Statistics): string[] {
  return [
    `${stats.statesGenerated} states generated, ${stats.distinctStates} distinct states found, ${stats.queueLeft} states left on queue.`,
    `The depth of the complete state graph search is ${stats.depth}.`,
  ];
}

/** The behaviour in TLC's text (see renderTlcBehavior); none without a trace. */
function renderBehavior(trace: ShownTrace | null, form: TlcTraceForm): string[] {
  if (trace === null) return [];
  return renderTlcBehavior(trace.steps, form, trace.loop);
}
