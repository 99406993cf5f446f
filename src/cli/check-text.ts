/** `check`'s own text after the breadth-first or liveness search: the violations of --continue, the summary, and the behaviour found. */
import type { Model } from '../engine/model.js';
import type { CheckResult } from '../engine/result.js';
import type { ShownTrace, ShownViolation } from '../engine/trace/shown-trace.js';
import type { CheckableSpec } from '../runs/spec/checkable-spec.js';
import { renderSummary } from '../report/text.js';
import { renderTraceText } from '../report/trace-text.js';
import { renderViolationCounts, renderViolationsText } from './violations-text.js';

const states = (count: number) => `${count} state${count === 1 ? '' : 's'}`;

export function renderCheckText(
  result: CheckResult,
  shown: ShownTrace | null,
  violations: readonly ShownViolation[],
  model: Model,
  spec: CheckableSpec,
  colorLevel: number,
): string {
  const continued = result.violations !== undefined;
  const wording = { describeChange: model.describeChange, colorLevel };
  let text =
    renderViolationsText(violations, wording) + (violations.length > 0 ? '\n' : '') + renderSummary(result, spec.constants, colorLevel);
  // a search that went on past violations and explored everything: its first violation is listed above
  if (continued && result.kind === 'invariant') shown = null;
  if (shown !== null && result.kind === 'property') {
    const loop =
      shown.loop?.action === null
        ? 'then stutters for ever'
        : `then goes back to state ${(shown.loop?.start ?? 0) + 1} and round again for ever`;
    text += `\nA fair behaviour that violates it (${states(shown.steps.length)}, ${loop}; replayed and confirmed):\n`;
    text += renderTraceText(shown, wording);
  } else if (shown !== null && result.kind === 'error') {
    const last = shown.steps.length;
    text += `\nThe behaviour up to this point (${states(last)}):\n`;
    text += renderTraceText(shown, wording);
    text +=
      result.failure?.during === 'invariant'
        ? `The invariants of state ${last} could not be evaluated.\n`
        : `The error occurred while the successors of state ${last} were computed.\n`;
  } else if (shown !== null) {
    const last = shown.steps.length;
    text += `\nA shortest behaviour that reaches it (${last} states, replayed and confirmed):\n`;
    text += renderTraceText(shown, wording);
    text += result.kind === 'invariant' ? `State ${last} violates ${result.invariant}.\n` : `State ${last} has no successor: deadlock.\n`;
  }
  return continued ? text + renderViolationCounts(violations) : text;
}
