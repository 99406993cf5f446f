/**
 * The human-readable report: a verdict with aligned statistics, and a
 * counterexample that shows the first state whole and then only what each step changed.
 * Pure functions returning strings; colour only through the chalk level passed in.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import type { CheckResult } from '../engine/result.js';
import { isTlaFunction, isTlaRecord, tlaEquals, type TlaState, type TlaValue } from '../engine/tla-value.js';
import { printTlaValue, printTlaValueOnOneLine } from '../tlc/value-printer.js';
import type { ShownStep, ShownTrace } from '../engine/shown-trace.js';

/** The constants of the model that was checked. */
export interface ModelParameters {
  readonly N: number;
  readonly StartMoney: number;
  readonly MaxMoney: number;
  readonly MaxDepth: number;
}

/** One variable, or one entry of a tuple/function/record variable, that a step changed. */
export interface ChangedValue {
  /** e.g. `phase`, `money[1]`, `owner[3]`. */
  readonly path: string;
  readonly before: TlaValue;
  readonly after: TlaValue;
}

const INDENT = '  ';

function chalkAt(level: number): ChalkInstance {
  return new Chalk({ level: Math.max(0, Math.min(3, Math.trunc(level))) as 0 | 1 | 2 | 3 });
}

/** The verdict sentence, then the model and statistics as aligned `label  value` lines. */
export function renderSummary(result: CheckResult, model: ModelParameters, chalkLevel = 0): string {
  const chalk = chalkAt(chalkLevel);
  const { stats } = result;
  const depthNote = model.MaxDepth === 0 ? ' (no depth bound)' : '';
  const rate = stats.seconds > 0 ? formatCount(Math.round(stats.distinctStates / stats.seconds)) : 'n/a';
  const rows: [string, string][] = [
    ['model', `N = ${model.N}, StartMoney = ${model.StartMoney}, MaxMoney = ${model.MaxMoney}, MaxDepth = ${model.MaxDepth}${depthNote}`],
    ['states generated', formatCount(stats.statesGenerated)],
    ['distinct states', formatCount(stats.distinctStates)],
    ['states left on queue', formatCount(stats.queueLeft)],
    ['depth', String(stats.depth)],
    ['seconds', stats.seconds.toFixed(2)],
    ['distinct states/s', rate],
    ['collision chance', `${stats.collisionProbability.toExponential(1)} (TLC's optimistic fingerprint estimate)`],
  ];
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const body = rows.map(([label, value]) => `${INDENT}${chalk.dim(label.padEnd(labelWidth))}  ${value}`);
  return [verdictSentence(result, chalk), ...body].map((line) => `${line}\n`).join('');
}

function verdictSentence(result: CheckResult, chalk: ChalkInstance): string {
  switch (result.kind) {
    case 'ok':
      return chalk.green('Model checking completed: no error found.');
    case 'invariant':
      return chalk.red.bold(`Invariant ${result.invariant} is violated.`);
    case 'deadlock':
      return chalk.red.bold(`Deadlock reached: state ${result.trace.states.length} of the trace has no successor.`);
    case 'limit':
      return chalk.yellow(`Stopped at a limit (${result.limit}): the state space was NOT fully explored.`);
    case 'error':
      return chalk.red.bold(`Error: ${result.message}`);
  }
}

/** 1234567 -> `1,234,567`. */
function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** Every step numbered; the first state in full, later ones as the values they changed. */
export function renderTrace(trace: ShownTrace, chalkLevel: number): string {
  const chalk = chalkAt(chalkLevel);
  const lines: string[] = [];
  trace.steps.forEach((step, index) => {
    lines.push(chalk.bold(`State ${index + 1}: `) + stepTitle(step, chalk));
    const previous = trace.steps[index - 1];
    if (previous === undefined) {
      for (const name of variableNamesOf(trace, step.state)) {
        lines.push(`${INDENT}${chalk.bold(name)} = ${indentContinuation(printCompactly(step.state[name] as TlaValue))}`);
      }
      return;
    }
    const names = variableNamesOf(trace, step.state);
    const appeared = names.filter((name) => !(name in previous.state));
    const changes = changedValues(previous.state, step.state, names);
    if (changes.length === 0 && appeared.length === 0) lines.push(`${INDENT}${chalk.dim('(no change)')}`);
    for (const name of appeared) {
      lines.push(`${INDENT}${chalk.bold(name)} = ${indentContinuation(printTlaValue(step.state[name] as TlaValue))}`);
    }
    for (const { path, before, after } of changes) {
      const beforeText = indentContinuation(printTlaValue(before));
      const afterText = indentContinuation(printTlaValue(after));
      lines.push(`${INDENT}${chalk.bold(path)}: ${chalk.red(beforeText)} ${chalk.dim('->')} ${chalk.green(afterText)}`);
    }
  });
  return lines.map((line) => `${line}\n`).join('');
}

/** Functions with many entries as their usual value and the exceptions: `0 everywhere (28 entries)`, `0 except ( 3 :> 2 )`. */
export function printCompactly(value: TlaValue): string {
  if (!isTlaFunction(value) || value.entries.length <= 6) return printTlaValue(value);
  const tally = new Map<string, number>();
  for (const [, entry] of value.entries) tally.set(printTlaValueOnOneLine(entry), (tally.get(printTlaValueOnOneLine(entry)) ?? 0) + 1);
  const [usual] = [...tally.entries()].sort((a, b) => b[1] - a[1])[0] as [string, number];
  const exceptions = value.entries.filter(([, entry]) => printTlaValueOnOneLine(entry) !== usual);
  if (exceptions.length === 0) return `${usual} everywhere (${value.entries.length} entries)`;
  if (exceptions.length > value.entries.length / 2) return printTlaValue(value);
  return `${usual} except ( ${exceptions.map(([key, entry]) => `${printTlaValueOnOneLine(key)} :> ${printTlaValueOnOneLine(entry)}`).join(' @@ ')} )`;
}

/** `Initial predicate`, or the label prefixed with its action when the label does not already name it. */
function stepTitle(step: ShownStep, chalk: ChalkInstance): string {
  if (step.action === null || step.label.startsWith(step.action)) return chalk.cyan(step.label);
  if (step.label === '') return chalk.cyan(step.action);
  return chalk.cyan(`${step.action}: ${step.label}`);
}

/** The trace's declaration order, then any variable the state has beyond it. */
function variableNamesOf(trace: ShownTrace, state: TlaState): string[] {
  const declared = trace.variableNames.filter((name) => name in state);
  return [...declared, ...Object.keys(state).filter((name) => !trace.variableNames.includes(name))];
}

/** Continuation lines of a wrapped value, indented under the variable. */
function indentContinuation(text: string): string {
  return text.replace(/\n/g, `\n${INDENT}`);
}

/** What changed between two states (variables both have), entry by entry inside tuples, functions and records of the same shape. */
export function changedValues(before: TlaState, after: TlaState, names: readonly string[]): ChangedValue[] {
  const changes: ChangedValue[] = [];
  for (const name of names) {
    const old = before[name];
    const current = after[name];
    if (old !== undefined && current !== undefined) collectChanges(name, old, current, changes);
  }
  return changes;
}

function collectChanges(path: string, before: TlaValue, after: TlaValue, into: ChangedValue[]): void {
  if (tlaEquals(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    const beforeElements = before as readonly TlaValue[];
    (after as readonly TlaValue[]).forEach((element, index) =>
      collectChanges(`${path}[${index + 1}]`, beforeElements[index] as TlaValue, element, into),
    );
    return;
  }
  if (isTlaFunction(before) && isTlaFunction(after) && before.entries.length === after.entries.length) {
    const matched = after.entries.map(([key, value]) => {
      const old = before.entries.find(([oldKey]) => tlaEquals(oldKey, key));
      return old === undefined ? undefined : ([key, old[1], value] as const);
    });
    if (matched.every((entry) => entry !== undefined)) {
      for (const entry of matched) {
        const [key, old, value] = entry as readonly [TlaValue, TlaValue, TlaValue];
        collectChanges(`${path}[${printTlaValueOnOneLine(key)}]`, old, value, into);
      }
      return;
    }
  }
  if (isTlaRecord(before) && isTlaRecord(after)) {
    const fields = Object.keys(after.fields);
    if (fields.length === Object.keys(before.fields).length && fields.every((field) => field in before.fields)) {
      for (const field of fields) collectChanges(`${path}.${field}`, before.fields[field] as TlaValue, after.fields[field] as TlaValue, into);
      return;
    }
  }
  into.push({ path, before, after });
}
