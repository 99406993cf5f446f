/**
 * A behaviour as `monocheck trace` shows it: each step's action and only what
 * it changed, in the model's own words where it has them
 * (`owner  Baltic Avenue: bank -> player 2`); or every variable of every state
 * (`full`); or one state (`step`).
 */
import { Chalk, type ChalkInstance } from 'chalk';
import type { Model } from '../engine/model.js';
import type { ShownLoop, ShownStep, ShownTrace } from '../engine/trace/shown-trace.js';
import { diffTlaStates, diffTlaValues } from '../engine/trace/tla-diff.js';
import { tlaEquals, type TlaState, type TlaValue } from '../engine/trace/tla-value.js';
import { printTlaValue } from '../tlc/value-printer.js';
import { printCompactly } from './text.js';

export interface TraceTextOptions {
  /** Every variable of every state instead of what changed. */
  readonly full?: boolean;
  /** Only this state (1-based): the whole state and what its step changed. */
  readonly step?: number;
  /** The model's wording for a changed variable (Model.describeChange). */
  readonly describeChange?: Model['describeChange'];
  readonly colorLevel?: number;
}

const INDENT = '  ';

/** The trace as text, every line ending in a newline. Throws RangeError when `step` is not a state of the trace. */
export function renderTraceText(trace: ShownTrace, options: TraceTextOptions = {}): string {
  const chalk = new Chalk({ level: Math.max(0, Math.min(3, options.colorLevel ?? 0)) as 0 | 1 | 2 | 3 });
  let lines: string[] = [];
  const numbers = options.step === undefined ? trace.steps.map((_, index) => index + 1) : [options.step];
  for (const number of numbers) {
    const step = trace.steps[number - 1];
    if (step === undefined)
      throw new RangeError(`there is no state ${number}: the trace has ${trace.steps.length} states (1 to ${trace.steps.length})`);
    lines.push(chalk.bold(`State ${number}: `) + chalk.cyan(stepTitle(step)));
    const previous = trace.steps[number - 2];
    const whole = options.full === true || options.step !== undefined || previous === undefined;
    if (whole) lines = lines.concat(wholeState(trace, step.state, chalk, options.full === true));
    if (previous !== undefined && (!whole || options.step !== undefined)) {
      if (options.step !== undefined) lines.push(chalk.dim(`${INDENT}changed by this step:`));
      lines = lines.concat(changeLines(trace, previous.state, step.state, options.describeChange, chalk));
    }
  }
  if (trace.loop !== undefined && options.step === undefined) lines = lines.concat(loopLines(trace, trace.loop, options, chalk));
  return lines.map((line) => `${line}\n`).join('');
}

/** How a lasso ends, in TLC's words: `State n+1: Stuttering`, or `Back to state k:` with the step's title and what it changes. */
function loopLines(trace: ShownTrace, loop: ShownLoop, options: TraceTextOptions, chalk: ChalkInstance): string[] {
  const count = trace.steps.length;
  if (loop.action === null) return [chalk.bold(`State ${count + 1}: `) + chalk.cyan(`Stuttering (state ${count} repeats for ever)`)];
  const last = trace.steps[count - 1] as ShownStep;
  const back = trace.steps[loop.start] as ShownStep;
  const title =
    chalk.bold(`Back to state ${loop.start + 1}: `) + chalk.cyan(stepTitle({ action: loop.action, label: loop.label, state: back.state }));
  return [title, ...changeLines(trace, last.state, back.state, options.describeChange, chalk)];
}

/** `Initial predicate`, or the label prefixed with its action when the label does not already name it. */
export function stepTitle(step: ShownStep): string {
  if (step.action === null || step.label.startsWith(step.action)) return step.label;
  if (step.label === '' || step.label === step.action) return step.action;
  return `${step.action}: ${step.label}`;
}

function namesOf(trace: ShownTrace, state: TlaState): string[] {
  return [
    ...trace.variableNames.filter((name) => name in state),
    ...Object.keys(state).filter((name) => !trace.variableNames.includes(name)),
  ];
}

function wholeState(trace: ShownTrace, state: TlaState, chalk: ChalkInstance, expanded: boolean): string[] {
  return namesOf(trace, state).map((name) => {
    const value = state[name] as TlaValue;
    const text = expanded ? printTlaValue(value) : printCompactly(value);
    return `${INDENT}${chalk.bold(name)} = ${text.replace(/\n/g, `\n${INDENT}`)}`;
  });
}

/**
 * What changed, one line per change: `variable  the model's words` when the
 * model describes the variable, else `path: before -> after`.
 */
function changeLines(
  trace: ShownTrace,
  before: TlaState,
  after: TlaState,
  describe: Model['describeChange'],
  chalk: ChalkInstance,
): string[] {
  const names = namesOf(trace, after).filter((name) => name in before);
  const changed = names.filter((name) => !tlaEquals(before[name] as TlaValue, after[name] as TlaValue));
  if (changed.length === 0) return [chalk.dim(`${INDENT}(no change)`)];
  const width = changed.reduce((widest, name) => Math.max(widest, name.length), 0);
  const lines: string[] = [];
  for (const name of changed) {
    const words = describe?.(name, before[name] as TlaValue, after[name] as TlaValue) ?? null;
    if (words !== null) {
      for (const line of words) lines.push(`${INDENT}${chalk.bold(name.padEnd(width))}  ${line}`);
      continue;
    }
    for (const change of diffTlaValues(name, before[name] as TlaValue, after[name] as TlaValue)) {
      const old = printTlaValue(change.before).replace(/\n/g, `\n${INDENT}`);
      const value = printTlaValue(change.after).replace(/\n/g, `\n${INDENT}`);
      lines.push(`${INDENT}${chalk.bold(change.path)}: ${chalk.red(old)} ${chalk.dim('->')} ${chalk.green(value)}`);
    }
  }
  return lines;
}

/** The changes of every step as plain strings (`owner: Baltic Avenue: bank -> player 2`), for other outputs (HTML). */
export function plainChangeLines(trace: ShownTrace, index: number, describe: Model['describeChange']): string[] {
  const step = trace.steps[index];
  const previous = trace.steps[index - 1];
  if (step === undefined || previous === undefined) return [];
  const chalk = new Chalk({ level: 0 });
  return changeLines(trace, previous.state, step.state, describe, chalk)
    .map((line) => line.trim().replace(/^(\w+)\s{2,}/, '$1: '))
    .filter((line) => line !== '(no change)');
}

/** What a lasso's step back (from its last state to where the loop starts) changes, as plain strings; none when it stutters. */
export function plainLoopChangeLines(trace: ShownTrace, describe: Model['describeChange']): string[] {
  const loop = trace.loop;
  const last = trace.steps[trace.steps.length - 1];
  const back = loop === undefined ? undefined : trace.steps[loop.start];
  if (loop === undefined || loop.action === null || last === undefined || back === undefined) return [];
  const chalk = new Chalk({ level: 0 });
  return changeLines(trace, last.state, back.state, describe, chalk).map((line) => line.trim().replace(/^(\w+)\s{2,}/, '$1: '));
}

/** The variable and first key of every entry a step changed, for highlighting. */
export function changedEntries(trace: ShownTrace, index: number): { variable: string; key: TlaValue | null }[] {
  const step = trace.steps[index];
  const previous = trace.steps[index - 1];
  if (step === undefined || previous === undefined) return [];
  return diffTlaStates(previous.state, step.state, namesOf(trace, step.state)).map((change) => ({
    variable: change.variable,
    key: change.keys[0] ?? null,
  }));
}
