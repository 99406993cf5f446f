/**
 * Opening a trace in the explorer: any file `monocheck trace` reads (TLC's
 * -dumpTrace json, ITF, TLC's text or .out, monocheck's own), replayed
 * against the explorer's model and turned into a path, so that stepping
 * through it and branching off are walks like any other. An upload is
 * replayed in a worker thread (trace-replays.ts); a trace named on the
 * command line, here before the server starts.
 */
import { excerpt } from '../input/quote.js';
import { describeClaim } from '../report/claim-sentence.js';
import { positionsOf } from '../engine/trace/trace.js';
import { validateOnSpec } from '../runs/spec/validate-on-spec.js';
import { specNameOf, type CheckableSpec } from '../runs/spec/checkable-spec.js';
import type { Model } from '../engine/model.js';
import { constantsText } from '../report/model-constants.js';
import { validationVerdict } from '../report/validation-text.js';
import { noCounterexampleText, readTraceText, TraceFileError, type TraceDocument } from '../tlc/trace-file.js';
import type { TraceSummary } from './api-types.js';

const FORMAT_NAMES: Record<TraceDocument['format'], string> = {
  'tlc-json': "TLC's -dumpTrace json",
  itf: 'ITF JSON',
  'tlc-text': "TLC's text output",
};
/** The longest sentence of a reader quoted back (it may quote the file). */
const MAX_READER_MESSAGE = 400;

/** A trace that cannot be opened in this model; the message says why. */
export class TraceLoadError extends Error {
  override readonly name = 'TraceLoadError';
}

/** A trace replayed, before the session gives it an id. */
export type TraceReplay = Omit<TraceSummary, 'id'>;

/** A file name as the explorer shows it: control characters escaped, at most an excerpt (input/quote.ts). */
export function traceName(name: string): string {
  return excerpt(name);
}

/**
 * What a trace is replayed against: the spec (its trace invariants, the
 * constants a first state tells) and its model; an ExplorerSession is one.
 */
export interface ReplayTarget {
  readonly spec: CheckableSpec;
  readonly model: Model;
}

/**
 * Reads and replays the text of a trace file called `name` (shown as traceName
 * gives it); throws TraceLoadError (the reader's sentence included, cut).
 */
export function replayTrace(target: ReplayTarget, text: string, name: string): TraceReplay {
  const shownName = traceName(name);
  let document: TraceDocument;
  try {
    document = readTraceText(text, name);
  } catch (error) {
    // any failure of the reader (a stack overflow on deep nesting too) is this file's fault
    throw new TraceLoadError(`${shownName}: ${excerpt(traceFileErrorText(error), MAX_READER_MESSAGE)}`);
  }
  const { spec, model } = target;
  const validation = validateOnSpec(spec, model, {
    states: document.states,
    actions: document.actions,
    claim: document.claim,
    ...(document.loop !== null && { loop: document.loop }),
  });
  if (validation.trace === null) {
    const hint =
      validation.failure?.kind === 'not-initial' || validation.failure?.kind === 'unreadable'
        ? ` Its first state is not this model's initial state (${constantsText(spec.stateConstants)}); start ` +
          `the explorer with the model the trace was made with (monocheck explore MODEL.cfg --trace FILE).`
        : '';
    throw new TraceLoadError(`${shownName}: ${validationVerdict(validation, 'the file', specNameOf(spec.engine))}${hint}`);
  }
  const claim = describeClaim(document.claim);
  return {
    name: shownName,
    format: FORMAT_NAMES[document.format],
    states: validation.trace.states.length,
    path: positionsOf(model, validation.trace),
    // the claim names an invariant as the file spells it
    claim: claim === null ? null : excerpt(claim, 200),
    note: excerpt(validationVerdict(validation, 'The file', specNameOf(spec.engine)), MAX_READER_MESSAGE),
  };
}

/** Where monocheck's own traces come from, as the command line and the explorer (started by it) say it. */
export const MONOCHECK_TRACES = '(monocheck writes its counterexample with check --trace-out)';

/** The reader's sentence, a TLC log without a counterexample pointing at monocheck's own traces. */
function traceFileErrorText(error: unknown): string {
  if (error instanceof TraceFileError && error.noCounterexample !== undefined)
    return `${noCounterexampleText(error.noCounterexample)} ${MONOCHECK_TRACES}.`;
  return (error as Error).message;
}
