/**
 * The violations of a search that went on past them (--continue), as the
 * text output shows them: each with its shortest behaviour, in the order
 * TLC reports them, and at the very end how many times each invariant was
 * violated.
 */
import { Chalk } from 'chalk';
import type { ShownViolation } from '../engine/trace/shown-trace.js';
import { countByInvariant } from '../report/json.js';
import { renderTraceText, type TraceTextOptions } from '../report/trace-text.js';

/** Each violation: `Violation 2 of 12: invariant TurnValid`, its behaviour, the state that violates it; a blank line before each. */
export function renderViolationsText(
  violations: readonly ShownViolation[],
  options: Pick<TraceTextOptions, 'describeChange' | 'colorLevel'>,
): string {
  const chalk = new Chalk({ level: Math.max(0, Math.min(3, options.colorLevel ?? 0)) as 0 | 1 | 2 | 3 });
  return violations
    .map(({ invariant, shown }, index) => {
      const last = shown.steps.length;
      const heading = chalk.red.bold(`Violation ${index + 1} of ${violations.length}: invariant ${invariant}`);
      const behaviour = last === 1 ? 'an initial state' : `a shortest behaviour (${last} states, replayed and confirmed)`;
      return `\n${heading}, by ${behaviour}:\n${renderTraceText(shown, options)}State ${last} violates ${invariant}.\n`;
    })
    .join('');
}

/** The last lines of a run that went on past violations: how many there were, and of which invariant (`  TurnValid  12`). */
export function renderViolationCounts(violations: readonly ShownViolation[]): string {
  const counts = Object.entries(countByInvariant(violations));
  if (counts.length === 0) return '\nNo invariant was violated (the search would have gone on past violations: --continue).\n';
  const width = counts.reduce((widest, [name]) => Math.max(widest, name.length), 0);
  const total = violations.length;
  const rows = counts.map(([name, count]) => `  ${name.padEnd(width)}  ${count.toLocaleString('en-US')}\n`).join('');
  return (
    `\n${total.toLocaleString('en-US')} invariant violation${total === 1 ? '' : 's'}, ` +
    `the search going on past each (--continue):\n${rows}`
  );
}
