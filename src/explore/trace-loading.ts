/**
 * Opening a trace in the explorer: any file `monocheck trace` reads (TLC's
 * -dumpTrace json, ITF, TLC's text or .out, monocheck's own), replayed
 * against the explorer's model and turned into a path, so that stepping
 * through it and branching off are walks like any other.
 */
import { describeClaim } from '../api/trace-files.js';
import type { Trace } from '../engine/result.js';
import { allStates } from '../engine/trace/trace.js';
import { validateTrace } from '../engine/trace/validate-trace.js';
import { constantsText } from '../report/model-constants.js';
import { validationVerdict } from '../report/validation-text.js';
import { readTraceText, type TraceDocument } from '../tlc/trace-file.js';
import type { TraceSummary } from './api-types.js';
import type { ExplorerSession } from './session.js';

const FORMAT_NAMES: Record<TraceDocument['format'], string> = { 'tlc-json': "TLC's -dumpTrace json", itf: 'ITF JSON', 'tlc-text': "TLC's text output" };

/** A trace that cannot be opened in this model; the message says why. */
export class TraceLoadError extends Error {
  override readonly name = 'TraceLoadError';
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((value, index) => value === b[index]);

/** The indexes that choose each state of `trace` among the initial states or the successors of the state before. */
export function pathOfTrace(session: ExplorerSession, trace: Trace): number[] {
  return trace.states.map((state, i) => {
    const previous = trace.states[i - 1] ?? null;
    const actionId = previous === null ? -1 : trace.actionIds[i];
    const index = allStates(session.model, previous).findIndex((choice) => (previous === null || choice.actionId === actionId) && sameBytes(choice.state, state));
    if (index < 0) throw new Error(`state ${i + 1} of the trace is not among the model's states there`);
    return index;
  });
}

/** Reads and replays the text of a trace file called `name`; throws TraceLoadError (TraceFileError's message included). */
export function loadTrace(session: ExplorerSession, text: string, name: string, id: number): TraceSummary {
  let document: TraceDocument;
  try {
    document = readTraceText(text, name);
  } catch (error) {
    throw new TraceLoadError(`${name}: ${(error as Error).message}`);
  }
  const model = session.model;
  const validation = validateTrace(model, { states: document.states, actions: document.actions, claim: document.claim }, { extraInvariants: session.spec.traceInvariants });
  if (validation.trace === null) {
    const hint = validation.failure?.kind === 'not-initial' || validation.failure?.kind === 'unreadable'
      ? ` Its first state is not this model's initial state (${constantsText(session.spec.stateConstants)}); start the explorer with the model the trace was made with (monocheck explore MODEL.cfg --trace FILE).`
      : '';
    throw new TraceLoadError(`${name}: ${validationVerdict(validation, 'the file')}${hint}`);
  }
  return {
    id,
    name,
    format: FORMAT_NAMES[document.format],
    states: validation.trace.states.length,
    path: pathOfTrace(session, validation.trace),
    claim: describeClaim(document.claim),
    note: validationVerdict(validation, 'The file'),
  };
}
