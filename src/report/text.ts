/**
 * The human-readable summary of a search: a verdict with aligned statistics
 * (the behaviour itself is trace-text.ts's). Pure functions returning strings;
 * colour only through the chalk level passed in.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import type { CheckResult } from '../engine/result.js';
import { isTlaFunction, type TlaValue } from '../engine/trace/tla-value.js';
import { printTlaValue, printTlaValueOnOneLine } from '../tlc/value-printer.js';
import { violationSentence } from './claim-sentence.js';
import { collisionChance } from './collision.js';
import { constantsTextWithNotes, type ModelConstant } from './model-constants.js';

const INDENT = '  ';

function chalkAt(level: number): ChalkInstance {
  return new Chalk({ level: Math.max(0, Math.min(3, Math.trunc(level))) as 0 | 1 | 2 | 3 });
}

/** The verdict sentence, then the model's constants and the statistics as aligned `label  value` lines. */
export function renderSummary(result: CheckResult, constants: readonly ModelConstant[], chalkLevel = 0): string {
  const chalk = chalkAt(chalkLevel);
  const { stats } = result;
  const rate = stats.seconds > 0 ? formatCount(Math.round(stats.distinctStates / stats.seconds)) : 'n/a';
  const rows: [string, string][] = [
    ['model', constantsTextWithNotes(constants)],
    ['states generated', formatCount(stats.statesGenerated)],
    ['distinct states', formatCount(stats.distinctStates)],
    ['states left on queue', formatCount(stats.queueLeft)],
    ['depth', String(stats.depth)],
    ['seconds', stats.seconds.toFixed(2)],
    ['distinct states/s', rate],
    ['collision chance', collisionChance(stats.collisionProbability, stats.fingerprintBits ?? 64)],
  ];
  const labelWidth = rows.reduce((widest, [label]) => Math.max(widest, label.length), 0);
  const body = rows.map(([label, value]) => `${INDENT}${chalk.dim(label.padEnd(labelWidth))}  ${value}`);
  return [verdictSentence(result, chalk), ...body].map((line) => `${line}\n`).join('');
}

function verdictSentence(result: CheckResult, chalk: ChalkInstance): string {
  switch (result.kind) {
    case 'ok':
      return chalk.green('Model checking completed: no error found.');
    case 'invariant': {
      // a search that went on past its violations (--continue) and explored every state of the model
      const count = result.violations?.length ?? 0;
      if (count > 0)
        return chalk.red.bold(
          `Invariants violated ${count.toLocaleString('en-US')} time${count === 1 ? '' : 's'}; ` +
            `the search went on past each and explored every state of the model.`,
        );
      return chalk.red.bold(`${violationSentence(result)}.`);
    }
    case 'deadlock':
    case 'property':
      return chalk.red.bold(`${violationSentence(result, `state ${result.trace.states.length} of the trace`)}.`);
    case 'limit':
      return chalk.yellow(`Stopped at a limit (${result.limit}): the state space was NOT fully explored.`);
    case 'error':
      // the error itself is a sentence on stderr (every error is): here, what it means for the result
      return chalk.red.bold('Stopped by an error (said on stderr): the state space was NOT fully explored.');
  }
}

/** 1234567 -> `1,234,567`. */
function formatCount(count: number): string {
  return count.toLocaleString('en-US');
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
  return (
    `${usual} except ` +
    `( ${exceptions.map(([key, entry]) => `${printTlaValueOnOneLine(key)} :> ${printTlaValueOnOneLine(entry)}`).join(' @@ ')} )`
  );
}
