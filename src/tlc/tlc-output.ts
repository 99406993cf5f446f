/**
 * Reads what TLC printed for a whole run, in plain text or in `-tool` mode
 * (`@!@!@STARTMSG code:class @!@!@` ... `@!@!@ENDMSG code @!@!@`): the
 * version, the verdict, the final counts, the counterexample with its action
 * labels, progress lines, warnings and errors. It copes with SANY's lines,
 * messages it does not know and a log cut short (the verdict is then
 * `unfinished`; a counterexample cut short is named in `traceProblem`).
 */
import { excerpt } from '../input/quote.js';
import type { TlcProgress, TlcRun, TlcStepLabel, TlcTraceState, TlcVerdict } from './tlc-run.js';
import { parseTlaState, TlaSyntaxError } from './value-parser.js';

export { claimOfVerdict, type TlcRun, type TlcTraceState, type TlcVerdict } from './tlc-run.js';

const PATTERNS = {
  version: /^TLC2 Version (.+)$/,
  mode: /^Running (breadth-first search|depth-first search|Random Simulation)/,
  ok: /^Model checking completed\. No error has been found\.$/,
  invariant: /^(?:Error: )?Invariant (\w+) is violated(\.| by the initial state:)$/,
  deadlock: /^(?:Error: )?Deadlock reached\.$/,
  behavior: /^(?:Error: )?The (?:behavior up to this point is|following behavior constitutes a counter-example):$/,
  property: /^(?:Error: )?Temporal propert(?:y|ies) (\w+?)(?:,? .*)? (?:was|were) violated\.$/,
  stuttering: /^State (\d+): Stuttering$/,
  backToState: /^Back to state (\d+): (.*)$/,
  state: /^State (\d+): (.*)$/,
  toolState: /^(\d+): (.*)$/,
  counts: /^([\d,]+) states generated, ([\d,]+) distinct states found, ([\d,]+) states left on queue\.$/,
  simulationCount: /^The number of states generated: ([\d,]+)$/,
  depth: /^The depth of the complete state graph search is ([\d,]+)\.$/,
  // spelt out, with no `.*?` between the numbers: a long line of repeated parts took minutes to fail to match
  progress:
    // long because: a regular expression, which does not split
    /^Progress\(([\d,]+)\) at (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d): ([\d,]+) states generated(?: \([\d,]+ s\/min\))?, ([\d,]+) distinct states found(?: \([\d,]+ ds\/min\))?, ([\d,]+) states left on queue\.$/,
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
  // the label is shown back: at most an excerpt, escaped
  const inner = excerpt(text.replace(/^<(.*)>$/, '$1'), 200);
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
  const reader = new TlcLogReader();
  lines.forEach((line, index) => reader.read(line, lastLineIsPartial && index === lines.length - 1));
  reader.closeState(true);
  reader.checkTraceEnd();
  return reader.run();
}

/** What a TLC log said so far, read line by line: `-tool` messages, the behaviour's states, and the plain lines. */
class TlcLogReader {
  private version: string | null = null;
  private mode: TlcRun['mode'] = null;
  private verdict: TlcVerdict = { kind: 'unfinished' };
  private statesGenerated: number | null = null;
  private distinctStates: number | null = null;
  private queueLeft: number | null = null;
  private depth: number | null = null;
  private finished = false;
  private toolMode = false;
  private readonly trace: TlcTraceState[] = [];
  private readonly progress: TlcProgress[] = [];
  private readonly warnings: string[] = [];
  private readonly errors: string[] = [];
  /** The `-tool` message being read: its code, class and first line. */
  private message: { code: number; messageClass: number; firstLine: string | null } | null = null;
  /** The state being read: its number, label and lines so far. */
  private pending: { number: number; label: TlcStepLabel; body: string[] } | null = null;
  private inBehavior = false;
  /** See TlcRun.loop. */
  private loop: number | null = null;
  /** See TlcRun.traceProblem: the first one found. */
  private traceProblem: string | null = null;
  /** Whether TLC printed anything after the counterexample's last state (it always does: the counts, the time). */
  private afterTrace = false;

  run(): TlcRun {
    return {
      version: this.version,
      mode: this.mode,
      toolMode: this.toolMode,
      verdict: this.verdict,
      statesGenerated: this.statesGenerated,
      distinctStates: this.distinctStates,
      queueLeft: this.queueLeft,
      depth: this.depth,
      trace: this.trace,
      loop: this.loop,
      traceProblem: this.traceProblem,
      progress: this.progress,
      warnings: this.warnings,
      errors: this.errors,
      finished: this.finished,
    };
  }

  private traceFault(problem: string): void {
    this.traceProblem ??= problem;
  }

  /** After the last line: TLC's log of a counterexample that nothing follows, or a lasso going back to a state it lacks, was cut short. */
  checkTraceEnd(): void {
    const last = this.trace[this.trace.length - 1];
    // a trace file in TLC's text (monocheck's --format tlc) ends with its last state; TLC's log, which starts with its version, never does
    if (last !== undefined && !this.afterTrace && this.version !== null)
      this.traceFault(
        `ends after state ${last.number}: the log stops inside the counterexample (TLC prints its counts after it), so it was cut short`,
      );
    if (this.loop !== null && (this.loop < 0 || this.loop >= this.trace.length))
      this.traceFault(`goes back to state ${this.loop + 1}, which it does not have`);
  }

  /** Reads one line; `partial` when it is the log's last line and has no newline (it never ends a state). */
  read(line: string, partial: boolean): void {
    if (this.readMessageBoundary(line)) return;
    // a line of the log that is shown back: at most an excerpt, escaped
    if (this.message !== null && this.message.firstLine === null && line.trim() !== '') this.message.firstLine = excerpt(line.trim(), 200);
    if (this.readStateLine(line, partial)) return;
    const invariantInInitial = PATTERNS.invariant.exec(line);
    if (invariantInInitial && invariantInInitial[2] !== '.') {
      // `Invariant X is violated by the initial state:` is followed by the state itself, unnumbered.
      this.setVerdict({ kind: 'invariant', invariant: excerpt(invariantInInitial[1] as string) });
      this.pending = { number: 1, label: parseStepLabel('<Initial predicate>'), body: [] };
      return;
    }
    this.readPlainLine(line);
  }

  /** The start or end of a `-tool` message (an error or warning message ends with its first line kept); whether `line` was one. */
  private readMessageBoundary(line: string): boolean {
    const start = PATTERNS.startMessage.exec(line);
    if (start) {
      this.closeState(false);
      if (this.trace.length > 0 && start[1] !== '2217') this.afterTrace = true;
      this.toolMode = true;
      this.message = { code: Number(start[1]), messageClass: Number(start[2]), firstLine: null };
      return true;
    }
    if (!PATTERNS.endMessage.test(line)) return false;
    this.closeState(false);
    const message = this.message;
    if (message !== null && message.firstLine !== null && !KNOWN_ERROR_CODES.has(message.code)) {
      if (message.messageClass === MESSAGE_CLASS.warning) this.warnings.push(message.firstLine);
      if (message.messageClass === MESSAGE_CLASS.error || message.messageClass === MESSAGE_CLASS.tlcBug) this.addError(message.firstLine);
    }
    this.message = null;
    return true;
  }

  /** A state's first line, a lasso's end, or a line of the state being read (a blank one ends it); whether `line` was one. */
  private readStateLine(line: string, partial: boolean): boolean {
    if (this.inBehavior && PATTERNS.stuttering.test(line)) {
      this.closeState(false);
      this.loop = this.trace.length - 1;
      return true;
    }
    const back = this.inBehavior ? PATTERNS.backToState.exec(line) : null;
    if (back) {
      this.closeState(false);
      this.loop = Number(back[1]) - 1;
      return true;
    }
    if (this.trace.length > 0 && this.pending === null && this.message === null && line.trim() !== '' && !PATTERNS.state.test(line))
      this.afterTrace = true;
    const inStateMessage = this.message?.code === 2217;
    const stateStart = PATTERNS.state.exec(line) ?? (inStateMessage ? PATTERNS.toolState.exec(line) : null);
    if (stateStart && (this.inBehavior || inStateMessage)) {
      this.closeState(false);
      this.pending = { number: Number(stateStart[1]), label: parseStepLabel(stateStart[2] as string), body: [] };
      return true;
    }
    if (this.pending === null) return false;
    if (line.trim() === '' && !partial) this.closeState(false);
    else this.pending.body.push(line);
    return true;
  }

  /** Ends the state being read; `cutShort` when the log ends inside it. */
  closeState(cutShort: boolean): void {
    const pending = this.pending;
    if (pending === null) return;
    this.pending = null;
    const expected = this.trace.length + 1;
    if (pending.number !== expected) {
      const twice = this.trace.some((step) => step.number === pending.number);
      this.traceFault(
        twice
          ? `gives state ${pending.number} twice`
          : `numbers its states out of order: state ${pending.number} where state ${expected} was due`,
      );
    }
    try {
      this.trace.push({ number: pending.number, label: pending.label, state: parseTlaState(pending.body.join('\n')) });
    } catch (error) {
      if (!(error instanceof TlaSyntaxError)) throw error;
      this.traceFault(
        cutShort
          ? `is cut short inside state ${pending.number}: the log ends there (${error.message})`
          : `has a state ${pending.number} that cannot be read: ${error.message}`,
      );
    }
  }

  /** The first verdict stands (a later 'ok' line does not undo a violation). */
  private setVerdict(next: TlcVerdict): void {
    if (this.verdict.kind === 'unfinished' || this.verdict.kind === 'ok') this.verdict = next;
  }

  /** A line outside messages and states: version, mode, verdict, counts, progress, warnings, errors. */
  private readPlainLine(line: string): void {
    let found: RegExpExecArray | null;
    if ((found = PATTERNS.version.exec(line))) this.version ??= excerpt(found[1] as string, 100);
    else if ((found = PATTERNS.mode.exec(line)))
      this.mode = found[1] === 'Random Simulation' ? 'simulation' : found[1] === 'depth-first search' ? 'depth-first' : 'breadth-first';
    else if (PATTERNS.ok.test(line)) this.setVerdict({ kind: 'ok' });
    else if ((found = PATTERNS.invariant.exec(line))) this.setVerdict({ kind: 'invariant', invariant: excerpt(found[1] as string) });
    else if ((found = PATTERNS.property.exec(line))) this.setVerdict({ kind: 'property', property: excerpt(found[1] as string) });
    else if (PATTERNS.deadlock.test(line)) this.setVerdict({ kind: 'deadlock' });
    else if (PATTERNS.behavior.test(line)) this.inBehavior = true;
    else if ((found = PATTERNS.counts.exec(line))) {
      this.statesGenerated = count(found[1] as string);
      this.distinctStates = count(found[2] as string);
      this.queueLeft = count(found[3] as string);
    } else if ((found = PATTERNS.simulationCount.exec(line))) this.statesGenerated = count(found[1] as string);
    else if ((found = PATTERNS.depth.exec(line))) this.depth = count(found[1] as string);
    else if ((found = PATTERNS.progress.exec(line))) {
      this.progress.push({
        depth: count(found[1] as string),
        timestamp: found[2] as string,
        statesGenerated: count(found[3] as string),
        distinctStates: count(found[4] as string),
        queueLeft: count(found[5] as string),
      });
    } else if (PATTERNS.finished.test(line)) this.finished = true;
    else if ((found = PATTERNS.warning.exec(line))) this.warnings.push(excerpt(found[1] as string, 200));
    else if ((found = PATTERNS.error.exec(line))) this.addError(excerpt(found[1] as string, 200));
  }

  private addError(message: string): void {
    this.errors.push(message);
    this.setVerdict({ kind: 'error', message });
  }
}
