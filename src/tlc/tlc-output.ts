/**
 * Reads what TLC printed for a whole run, in plain text or in `-tool` mode
 * (`@!@!@STARTMSG code:class @!@!@` ... `@!@!@ENDMSG code @!@!@`): the
 * version, the verdict, the final counts, the counterexample with its action
 * labels, progress lines, warnings and errors. It copes with SANY's lines,
 * messages it does not know and a log cut short (the verdict is then
 * `unfinished`, and a state cut in the middle is dropped with a warning).
 */
import type { TlaState } from '../engine/trace/tla-value.js';
import { parseTlaState, TlaSyntaxError } from './value-parser.js';

export type TlcVerdict =
  | { readonly kind: 'ok' }
  | { readonly kind: 'invariant'; readonly invariant: string }
  | { readonly kind: 'deadlock' }
  | { readonly kind: 'property'; readonly property: string }
  | { readonly kind: 'error'; readonly message: string }
  /** No verdict was printed: the run was stopped, or the log was cut short. */
  | { readonly kind: 'unfinished' };

/** Where TLC locates a step, e.g. `<Next line 382, col 5 to line 391, col 19 of module Monopoly>`. */
export interface TlcStepLabel {
  /** The whole label without its angle brackets, e.g. `Initial predicate`, `Next line 382, ...`. */
  readonly text: string;
  /** The action TLC names (`Next`, `Init`), null for `<Initial predicate>`. */
  readonly action: string | null;
  readonly module: string | null;
  readonly line: number | null;
}

export interface TlcTraceState {
  /** The number TLC gave the state (1-based). */
  readonly number: number;
  readonly label: TlcStepLabel;
  readonly state: TlaState;
}

export interface TlcProgress {
  readonly depth: number;
  readonly timestamp: string;
  readonly statesGenerated: number;
  readonly distinctStates: number;
  readonly queueLeft: number;
}

export interface TlcRun {
  /** `2026.04.29.164809 (rev: cc6b616cf)`, from `TLC2 Version ...`. */
  readonly version: string | null;
  readonly mode: 'breadth-first' | 'depth-first' | 'simulation' | null;
  readonly toolMode: boolean;
  readonly verdict: TlcVerdict;
  /** Null when TLC printed no such count (a simulation prints no distinct count, a run cut short none at all). */
  readonly statesGenerated: number | null;
  readonly distinctStates: number | null;
  readonly queueLeft: number | null;
  readonly depth: number | null;
  /** The counterexample TLC printed, empty without one. */
  readonly trace: readonly TlcTraceState[];
  /**
   * For a lasso (a temporal property's counterexample): the index in `trace`
   * of the state the last one goes back to (`Back to state k`), or the last
   * index when it ends `State n: Stuttering`; null otherwise.
   */
  readonly loop: number | null;
  readonly progress: readonly TlcProgress[];
  readonly warnings: readonly string[];
  readonly errors: readonly string[];
  /** TLC printed `Finished in ...`. */
  readonly finished: boolean;
}

const PATTERNS = {
  version: /^TLC2 Version (.+)$/,
  mode: /^Running (breadth-first search|depth-first search|Random Simulation)/,
  ok: /^Model checking completed\. No error has been found\.$/,
  invariant: /^(?:Error: )?Invariant (\S+) is violated(\.| by the initial state:)$/,
  deadlock: /^(?:Error: )?Deadlock reached\.$/,
  behavior: /^(?:Error: )?The (?:behavior up to this point is|following behavior constitutes a counter-example):$/,
  property: /^(?:Error: )?Temporal propert(?:y|ies) (\S+?)(?:,? .*)? (?:was|were) violated\.$/,
  stuttering: /^State (\d+): Stuttering$/,
  backToState: /^Back to state (\d+): (.*)$/,
  state: /^State (\d+): (.*)$/,
  toolState: /^(\d+): (.*)$/,
  counts: /^([\d,]+) states generated, ([\d,]+) distinct states found, ([\d,]+) states left on queue\.$/,
  simulationCount: /^The number of states generated: ([\d,]+)$/,
  depth: /^The depth of the complete state graph search is ([\d,]+)\.$/,
  progress: /^Progress\(([\d,]+)\) at (.+?): ([\d,]+) states generated.*?, ([\d,]+) distinct states found.*?, ([\d,]+) states left on queue\.$/,
  finished: /^Finished in /,
  warning: /^Warning: (.*)$/,
  error: /^Error: (.*)$/,
  startMessage: /^@!@!@STARTMSG (\d+):(\d+) @!@!@$/,
  endMessage: /^@!@!@ENDMSG (\d+) @!@!@$/,
};

/** TLC's message classes in `-tool` mode (tlc2.output.MP). */
const MESSAGE_CLASS = { error: 1, tlcBug: 2, warning: 3, state: 4 } as const;
/** Codes of messages that are TLC's verdict or a part of the trace, read by their text. */
const KNOWN_ERROR_CODES = new Set([2110, 2107, 2114, 2116, 2121, 2217, 2264]);

const count = (text: string) => Number(text.replace(/,/g, ''));

export function parseStepLabel(text: string): TlcStepLabel {
  const inner = text.replace(/^<(.*)>$/, '$1');
  if (inner === 'Initial predicate') return { text: inner, action: null, module: null, line: null };
  const located = /^(\S+) line (\d+), col \d+ to line \d+, col \d+ of module (\S+)$/.exec(inner);
  if (located) return { text: inner, action: located[1] as string, module: located[3] as string, line: Number(located[2]) };
  return { text: inner, action: /^\w+$/.test(inner) ? inner : null, module: null, line: null };
}

/** Reads a TLC log; never throws on odd content (what it cannot read becomes a warning). */
export function parseTlcOutput(text: string): TlcRun {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  // The last line is whole only when the text ends in a newline; a partial one never ends a state.
  const lastLineIsPartial = lines[lines.length - 1] !== '';
  if (!lastLineIsPartial) lines.pop();
  let version: string | null = null;
  let mode: TlcRun['mode'] = null;
  let verdict: TlcVerdict = { kind: 'unfinished' };
  let statesGenerated: number | null = null;
  let distinctStates: number | null = null;
  let queueLeft: number | null = null;
  let depth: number | null = null;
  let finished = false;
  let toolMode = false;
  const trace: TlcTraceState[] = [];
  const progress: TlcProgress[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  /** The `-tool` message being read: its code, class and first line. */
  let message: { code: number; messageClass: number; firstLine: string | null } | null = null;
  let pending: { number: number; label: TlcStepLabel; body: string[] } | null = null;
  let inBehavior = false;
  let loop: number | null = null;

  const closeState = (cutShort: boolean) => {
    if (pending === null) return;
    try {
      trace.push({ number: pending.number, label: pending.label, state: parseTlaState(pending.body.join('\n')) });
    } catch (error) {
      if (!(error instanceof TlaSyntaxError)) throw error;
      warnings.push(`state ${pending.number} of the trace could not be read${cutShort ? ' (the log ends inside it)' : ''}: ${error.message}`);
    }
    pending = null;
  };
  const setVerdict = (next: TlcVerdict) => {
    if (verdict.kind === 'unfinished' || verdict.kind === 'ok') verdict = next;
  };

  for (const [index, line] of lines.entries()) {
    const start = PATTERNS.startMessage.exec(line);
    if (start) {
      closeState(false);
      toolMode = true;
      message = { code: Number(start[1]), messageClass: Number(start[2]), firstLine: null };
      continue;
    }
    if (PATTERNS.endMessage.test(line)) {
      closeState(false);
      if (message !== null && message.firstLine !== null && !KNOWN_ERROR_CODES.has(message.code)) {
        if (message.messageClass === MESSAGE_CLASS.warning) warnings.push(message.firstLine);
        if (message.messageClass === MESSAGE_CLASS.error || message.messageClass === MESSAGE_CLASS.tlcBug) {
          errors.push(message.firstLine);
          setVerdict({ kind: 'error', message: message.firstLine });
        }
      }
      message = null;
      continue;
    }
    if (message !== null && message.firstLine === null && line.trim() !== '') message.firstLine = line.trim();

    if (inBehavior && PATTERNS.stuttering.test(line)) {
      closeState(false);
      loop = trace.length - 1;
      continue;
    }
    const back = inBehavior ? PATTERNS.backToState.exec(line) : null;
    if (back) {
      closeState(false);
      loop = Number(back[1]) - 1;
      continue;
    }
    const stateStart = PATTERNS.state.exec(line) ?? (message?.code === 2217 ? PATTERNS.toolState.exec(line) : null);
    if (stateStart && (inBehavior || message?.code === 2217)) {
      closeState(false);
      pending = { number: Number(stateStart[1]), label: parseStepLabel(stateStart[2] as string), body: [] };
      continue;
    }
    if (pending !== null) {
      if (line.trim() === '' && !(lastLineIsPartial && index === lines.length - 1)) closeState(false);
      else pending.body.push(line);
      continue;
    }
    const invariantInInitial = PATTERNS.invariant.exec(line);
    if (invariantInInitial && invariantInInitial[2] !== '.') {
      // `Invariant X is violated by the initial state:` is followed by the state itself, unnumbered.
      setVerdict({ kind: 'invariant', invariant: invariantInInitial[1] as string });
      pending = { number: 1, label: parseStepLabel('<Initial predicate>'), body: [] };
      continue;
    }
    readLine(line);
  }
  closeState(true);

  function readLine(line: string): void {
    let found: RegExpExecArray | null;
    if ((found = PATTERNS.version.exec(line))) version ??= found[1] as string;
    else if ((found = PATTERNS.mode.exec(line))) mode = found[1] === 'Random Simulation' ? 'simulation' : found[1] === 'depth-first search' ? 'depth-first' : 'breadth-first';
    else if (PATTERNS.ok.test(line)) setVerdict({ kind: 'ok' });
    else if ((found = PATTERNS.invariant.exec(line))) setVerdict({ kind: 'invariant', invariant: found[1] as string });
    else if ((found = PATTERNS.property.exec(line))) setVerdict({ kind: 'property', property: found[1] as string });
    else if (PATTERNS.deadlock.test(line)) setVerdict({ kind: 'deadlock' });
    else if (PATTERNS.behavior.test(line)) inBehavior = true;
    else if ((found = PATTERNS.counts.exec(line))) {
      statesGenerated = count(found[1] as string);
      distinctStates = count(found[2] as string);
      queueLeft = count(found[3] as string);
    } else if ((found = PATTERNS.simulationCount.exec(line))) statesGenerated = count(found[1] as string);
    else if ((found = PATTERNS.depth.exec(line))) depth = count(found[1] as string);
    else if ((found = PATTERNS.progress.exec(line))) {
      progress.push({
        depth: count(found[1] as string), timestamp: found[2] as string,
        statesGenerated: count(found[3] as string), distinctStates: count(found[4] as string), queueLeft: count(found[5] as string),
      });
    } else if (PATTERNS.finished.test(line)) finished = true;
    else if ((found = PATTERNS.warning.exec(line))) warnings.push(found[1] as string);
    else if ((found = PATTERNS.error.exec(line))) {
      errors.push(found[1] as string);
      setVerdict({ kind: 'error', message: found[1] as string });
    }
  }

  return { version, mode, toolMode, verdict, statesGenerated, distinctStates, queueLeft, depth, trace, loop, progress, warnings, errors, finished };
}
