/**
 * Reads a behaviour from any file monocheck knows: TLC's `-dumpTrace json`
 * (and monocheck's `--trace-out`), ITF JSON, and TLC's text output with a
 * counterexample (plain or `-tool`). The format is recognised from the content.
 */
import type { ClaimedOutcome } from '../engine/trace/validate-trace.js';
import type { TlaState } from '../engine/trace/tla-value.js';
import { jsonNestingProblem } from '../input/nesting.js';
import { excerpt } from '../input/quote.js';
import { fromItf, isItf } from './itf.js';
import { claimOfVerdict, parseTlcOutput, type TlcRun } from './tlc-output.js';
import { fromTlcTraceJson, loopOfTlcTraceJson } from './trace-json.js';

export type TraceFileFormat = 'tlc-json' | 'itf' | 'tlc-text';

export interface TraceDocument {
  readonly format: TraceFileFormat;
  /** Variable names in the file's order. */
  readonly variableNames: readonly string[];
  readonly states: readonly TlaState[];
  /** The action the file names for each state (TLC's `Next` included), null for none. */
  readonly actions: readonly (string | null)[];
  /** What the file says the last state shows. */
  readonly claim: ClaimedOutcome;
  /** For a lasso: the index of the state the last one goes back to (the last index when it stutters); null otherwise. */
  readonly loop: number | null;
  /** The whole TLC run, when the file is TLC's output. */
  readonly run: TlcRun | null;
}

/** A trace file that cannot be read; the message says why and what would do. `noCounterexample`: set when it is a TLC log without one. */
export class TraceFileError extends Error {
  override readonly name = 'TraceFileError';
  constructor(
    readonly file: string,
    message: string,
    readonly noCounterexample?: NoCounterexample,
  ) {
    super(message);
  }
}

/** A TLC output that holds no counterexample: what it has instead (`no verdict (the run did not finish)`, `the verdict 'ok'`). */
export interface NoCounterexample {
  readonly has: string;
}

/** What a TLC output without a counterexample has, and the traces that would do, without where to get one of monocheck's. */
export function noCounterexampleText(problem: NoCounterexample): string {
  return (
    `no counterexample found in this TLC output (it has ${problem.has}); give a TLC log ` +
    `with 'The behavior up to this point is:', a -dumpTrace json file or an ITF trace`
  );
}

/** Reads the text of `file` as a trace; throws TraceFileError. */
export function readTraceText(text: string, file: string): TraceDocument {
  if (/^\s*[{[]/.test(text)) return readJsonTrace(text, file);
  const run = parseTlcOutput(text);
  if (run.trace.length === 0) {
    const has = run.verdict.kind === 'unfinished' ? 'no verdict (the run did not finish)' : `the verdict '${run.verdict.kind}'`;
    const problem = { has };
    throw new TraceFileError(file, `${noCounterexampleText(problem)} (writeTraceFile writes a check's counterexample).`, problem);
  }
  if (run.traceProblem !== null)
    throw new TraceFileError(file, `the counterexample of this TLC output ${run.traceProblem}; give the log as TLC wrote it, whole.`);
  const claim = claimOfVerdict(run.verdict);
  // TLC prints a state's variables in its own order (see tlc-trace-form.ts): the file's order is that
  const variableNames = Object.keys(run.trace[0]?.state ?? {});
  return {
    format: 'tlc-text',
    variableNames,
    states: run.trace.map((step) => step.state),
    actions: run.trace.map((step, index) => (index === 0 ? null : step.label.action)),
    claim,
    loop: run.loop,
    run,
  };
}

function readJsonTrace(text: string, file: string): TraceDocument {
  const tooDeep = jsonNestingProblem(text);
  if (tooDeep !== null) throw new TraceFileError(file, `not a trace: its ${tooDeep}, and no value of this spec nests so deep.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new TraceFileError(
      file,
      `not valid JSON (${excerpt((error as Error).message, 200)}); a trace file is TLC's -dumpTrace json, ITF JSON or TLC's text output.`,
    );
  }
  try {
    if (isItf(json)) {
      const itf = fromItf(json);
      return {
        format: 'itf',
        variableNames: itf.variableNames,
        states: itf.states,
        actions: itf.actions,
        claim: itf.outcome,
        loop: itf.loop,
        run: null,
      };
    }
    const states = fromTlcTraceJson(json);
    return {
      format: 'tlc-json',
      variableNames: jsonVars(json, states),
      states,
      actions: jsonActions(json, states.length),
      claim: { kind: 'none' },
      loop: loopOfTlcTraceJson(json),
      run: null,
    };
  } catch (error) {
    if (error instanceof TraceFileError) throw error;
    throw new TraceFileError(file, (error as Error).message);
  }
}

function jsonVars(json: unknown, states: readonly TlaState[]): string[] {
  const vars = (json as { vars?: unknown }).vars;
  if (Array.isArray(vars) && vars.every((name) => typeof name === 'string')) return vars;
  return Object.keys(states[0] ?? {});
}

/** The `name` of each step of `counterexample.action`: `[[i, state], {name, location}, [i + 1, state]]`. */
function jsonActions(json: unknown, stateCount: number): (string | null)[] {
  const actions: (string | null)[] = Array.from({ length: stateCount }, () => null);
  const list = (json as { counterexample?: { action?: unknown } }).counterexample?.action;
  if (!Array.isArray(list)) return actions;
  for (const step of list) {
    if (!Array.isArray(step) || step.length !== 3) continue;
    const target = Array.isArray(step[2]) && typeof step[2][0] === 'number' ? step[2][0] : null;
    const name =
      typeof step[1] === 'object' && step[1] !== null && typeof (step[1] as { name?: unknown }).name === 'string'
        ? (step[1] as { name: string }).name
        : null;
    // a name from the file is shown back: at most an excerpt, escaped
    if (target !== null && target >= 2 && target <= stateCount) actions[target - 1] = name === null ? null : excerpt(name);
  }
  return actions;
}
