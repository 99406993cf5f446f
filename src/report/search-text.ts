/**
 * Text for the searches beyond plain BFS (depth-first, witnesses, coverage):
 * the usual summary with the verdict worded for the search, notes on how the
 * search went, and the behaviour found with a sentence saying what kind of
 * behaviour it is (shortest or not).
 */
import { Chalk } from 'chalk';
import type { CheckResult } from '../engine/result.js';
import type { ShownTrace } from '../engine/trace/shown-trace.js';
import type { Model } from '../engine/model.js';
import type { ModelConstant } from './model-constants.js';
import { renderSummary } from './text.js';
import { renderTraceText } from './trace-text.js';

export interface SearchText {
  readonly result: CheckResult;
  readonly shown: ShownTrace | null;
  readonly constants: readonly ModelConstant[];
  readonly colorLevel: number;
  /** Replaces the summary's verdict sentence. */
  readonly verdict?: string;
  /** Lines after the statistics, e.g. how the depth-first search went. */
  readonly notes?: readonly string[];
  /** e.g. `A shortest behaviour that reaches it`; the state count and "replayed and confirmed" are added. */
  readonly traceIntro?: string;
  /** The last line under the trace, e.g. `State 3 violates TurnValid.` */
  readonly traceEnd?: string;
  /** The model's wording for changes (Model.describeChange). */
  readonly describeChange?: Model['describeChange'];
}

export function renderSearchText(text: SearchText): string {
  const chalk = new Chalk({ level: Math.max(0, Math.min(3, Math.trunc(text.colorLevel))) as 0 | 1 | 2 | 3 });
  const summary = renderSummary(text.result, text.constants, text.colorLevel);
  let out = text.verdict === undefined ? summary : `${chalk.bold(text.verdict)}\n${summary.slice(summary.indexOf('\n') + 1)}`;
  for (const note of text.notes ?? []) out += `  ${note}\n`;
  if (text.shown !== null) {
    out += `\n${text.traceIntro ?? 'A behaviour that reaches it'} (${text.shown.steps.length} states, replayed and confirmed):\n`;
    out += renderTraceText(text.shown, {
      colorLevel: text.colorLevel,
      ...(text.describeChange !== undefined && { describeChange: text.describeChange }),
    });
    if (text.traceEnd !== undefined) out += `${text.traceEnd}\n`;
  }
  return out;
}
