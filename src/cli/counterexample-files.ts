/**
 * `check --trace-out F [--trace-format json|itf|tlc]` and `check --html F`:
 * the counterexample written as a trace file and as the board viewer, after
 * the report is printed, each write said on stderr (or why nothing was).
 */
import { displayPath } from '../runs/display-path.js';
import { htmlViewerPage, renderTraceFile, type TraceFormat } from '../runs/trace-files.js';
import type { Model } from '../engine/model.js';
import type { CheckResult } from '../engine/result.js';
import type { ShownTrace } from '../engine/trace/shown-trace.js';
import type { ClaimedOutcome } from '../engine/trace/validate-trace.js';
import type { CheckableSpec } from '../runs/spec/checkable-spec.js';
import { fileOutput, reportNotWritten, writeReported } from './output-files.js';
import type { Terminal } from './terminal.js';

export interface CounterexampleFlags {
  readonly traceOut?: string | undefined;
  readonly traceFormat: TraceFormat;
  readonly html?: string | undefined;
}

const FORMAT_NAMES: Record<TraceFormat, string> = { json: "TLC's -dumpTrace json", itf: 'ITF JSON', tlc: "TLC's text" };

/** Why a search left nothing to write: `no error was found`, `the search stopped at its time limit`, ... */
export function noCounterexampleBecause(result: CheckResult): string {
  switch (result.kind) {
    case 'ok':
      return 'no error was found';
    case 'limit':
      return result.limit === 'interrupted'
        ? 'the search was interrupted before it found a counterexample'
        : `the search stopped at its ${result.limit} limit without a counterexample`;
    case 'error':
      return 'the search ended in an error';
    default:
      return 'there is no counterexample';
  }
}

/** The behaviour found (or null, with `why` there is none), what it claims, and the model that draws it. */
export interface Found {
  readonly shown: ShownTrace | null;
  readonly why: string;
  readonly claim: ClaimedOutcome;
  readonly model: Model;
  readonly spec: CheckableSpec;
  /** What it is, for the stderr lines: `the counterexample`, `the witness`. */
  readonly what: string;
}

/** Writes --trace-out and --html as asked, saying on stderr what was written or why nothing was. */
export function writeCounterexampleFiles(terminal: Terminal, flags: CounterexampleFlags, found: Found): void {
  const traceOut = fileOutput('--trace-out', flags.traceOut);
  const html = fileOutput('--html', flags.html);
  const { shown, claim, spec } = found;
  for (const output of [traceOut, html]) {
    if (output !== undefined && shown === null) reportNotWritten(terminal, output, found.why);
  }
  if (shown === null) return;
  if (traceOut !== undefined) {
    writeReported(
      terminal,
      traceOut,
      `${found.what} (${shown.steps.length} states, ${FORMAT_NAMES[flags.traceFormat]})`,
      renderTraceFile(flags.traceFormat, shown, claim, spec.file ?? 'monocheck', spec.tlc),
    );
  }
  // check refuses --html before the search for a spec without Monopoly's board (exit 2)
  if (html !== undefined) {
    const source = spec.file === null ? 'a model given by flags' : displayPath(spec.file);
    writeReported(terminal, html, `the board viewer of ${found.what}`, htmlViewerPage(found.model, shown, claim, source));
  }
}
