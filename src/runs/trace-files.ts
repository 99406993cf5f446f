/**
 * Writing a behaviour to a file: TLC's `-dumpTrace json` (`json`), ITF JSON
 * (`itf`), TLC's text (`tlc`), or the HTML board viewer. Used by `trace` and,
 * for its counterexample, by `check --trace-out/--trace-format/--html`.
 */
import { writeFileSync } from 'node:fs';
import type { Model } from '../engine/model.js';
import type { CheckResult } from '../engine/result.js';
import type { ShownTrace } from '../engine/trace/shown-trace.js';
import type { ClaimedOutcome } from '../engine/trace/validate-trace.js';
import { BOARD_SQUARES, boardStateOf } from './board-view.js';
import { describeClaim } from '../report/claim-sentence.js';
import { renderHtmlViewer } from '../report/html-viewer.js';
import type { ViewerDocument } from '../report/viewer-data.js';
import { changedEntries, plainChangeLines, plainLoopChangeLines, stepTitle } from '../report/trace-text.js';
import { toItf, type ItfDocument } from '../tlc/itf.js';
import { renderTlcTextTrace } from '../tlc/tlc-text-trace.js';
import type { TlcTraceForm } from '../tlc/tlc-trace-form.js';
import { toTlcTraceJson } from '../tlc/trace-json.js';

/** `json`: TLC's -dumpTrace json; `itf`: the Informal Trace Format; `tlc`: TLC's text. */
export const TRACE_FORMATS = ['json', 'itf', 'tlc'] as const;
export type TraceFormat = (typeof TRACE_FORMATS)[number];

/** What a check's counterexample shows. */
export function claimOfResult(result: CheckResult): ClaimedOutcome {
  if (result.kind === 'invariant') return { kind: 'invariant', invariant: result.invariant };
  if (result.kind === 'deadlock') return { kind: 'deadlock' };
  if (result.kind === 'property') return { kind: 'property', property: result.property };
  return { kind: 'none' };
}

/**
 * The trace in `format`, ending in a newline; `source` names where it comes from (ITF's #meta);
 * `tlc` is how TLC writes the spec's traces (CheckableSpec.tlc), for the json and tlc formats.
 */
export function renderTraceFile(format: TraceFormat, shown: ShownTrace, claim: ClaimedOutcome, source: string, tlc: TlcTraceForm): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(toTlcTraceJson(shown, tlc))}\n`;
    case 'itf':
      return itfText(toItf(shown.variableNames, shown.steps, claim, source, shown.loop?.start));
    case 'tlc':
      return renderTlcTextTrace(shown.steps, claim, tlc, shown.loop);
  }
}

/** ITF JSON with one state per line: readable in a diff, without a line per integer. */
function itfText(itf: ItfDocument): string {
  const states = itf.states.map((state) => JSON.stringify(state)).join(',\n  ');
  const loop = itf.loop === undefined ? '' : `,\n "loop": ${itf.loop}`;
  return `{"#meta": ${JSON.stringify(itf['#meta'])},\n "vars": ${JSON.stringify(itf.vars)},\n "states": [\n  ${states}\n ]${loop}\n}\n`;
}

export function writeTraceFile(
  path: string,
  format: TraceFormat,
  shown: ShownTrace,
  claim: ClaimedOutcome,
  source: string,
  tlc: TlcTraceForm,
): void {
  writeFileSync(path, renderTraceFile(format, shown, claim, source, tlc));
}

/** The page of the HTML board viewer for a Monopoly behaviour. Throws ModelValueError when a state is not Monopoly's. */
export function htmlViewerPage(model: Model, shown: ShownTrace, claim: ClaimedOutcome, source: string, note: string | null = null): string {
  const violation = describeClaim(claim);
  const document: ViewerDocument = {
    title: violation === null ? `Monopoly behaviour, ${shown.steps.length} states` : `${violation} (${shown.steps.length} states)`,
    source,
    squares: BOARD_SQUARES,
    steps: shown.steps.map((step, index) => ({
      action: step.action,
      title: stepTitle(step),
      changes: plainChangeLines(shown, index, model.describeChange),
      changed: changedEntries(shown, index),
      state: boardStateOf(step.state),
    })),
    violation,
    note,
    ...(shown.loop !== undefined && {
      loop: {
        start: shown.loop.start,
        stutters: shown.loop.action === null,
        title: shown.loop.action === null ? '' : stepTitle({ action: shown.loop.action, label: shown.loop.label, state: {} }),
        changes: plainLoopChangeLines(shown, model.describeChange),
      },
    }),
  };
  return renderHtmlViewer(document);
}

/**
 * Writes the HTML board viewer of `shown` to `path`. For `check --html`:
 * `writeHtmlViewer(args.html, model, shown, claimOfResult(result), source)`.
 */
export function writeHtmlViewer(
  path: string,
  model: Model,
  shown: ShownTrace,
  claim: ClaimedOutcome,
  source: string,
  note: string | null = null,
): void {
  writeFileSync(path, htmlViewerPage(model, shown, claim, source, note));
}
