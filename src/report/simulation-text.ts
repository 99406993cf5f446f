/**
 * The report of a simulation: the verdict, then aligned statistics. It has no
 * timing in it, so that the same seed prints the same bytes (the time goes to
 * stderr).
 */
import { Chalk } from 'chalk';
import type { SimulationResult } from '../engine/search/simulate.js';

export interface SimulationFacts {
  readonly seed: number;
  /** Turns completed, every player counted, in the runs finished. */
  readonly turns: number;
  /** The players of a Monopoly game; null for a spec without Monopoly's variables (no games, no turns). */
  readonly playerCount: number | null;
  /** Replaces the verdict sentence (e.g. for a witness). */
  readonly verdict?: string;
}

const count = (value: number) => value.toLocaleString('en-US');
const average = (total: number, over: number) => (over === 0 ? '-' : (total / over).toFixed(1));

/** The verdict and the statistics as `label  value` lines. */
export function renderSimulationSummary(result: SimulationResult, facts: SimulationFacts, colorLevel = 0): string {
  const chalk = new Chalk({ level: Math.max(0, Math.min(3, Math.trunc(colorLevel))) as 0 | 1 | 2 | 3 });
  const s = result.stats;
  const finished = s.endings.stuttering;
  // a run stopped by a violation counts in the averages (its steps and turns are in the totals)
  const runsStarted = s.runs + (result.kind === 'ok' ? 0 : 1);
  const verdict =
    facts.verdict ??
    (result.kind === 'ok'
      ? chalk.green('Simulation completed: no error found.')
      : result.kind === 'invariant'
        ? chalk.red.bold(`Invariant ${result.invariant} is violated in run ${result.run} (seed ${facts.seed}).`)
        : result.kind === 'deadlock'
          ? chalk.red.bold(`Deadlock reached in run ${result.run} (seed ${facts.seed}).`)
          : chalk.red.bold(`Error: ${result.message}`));
  const players = facts.playerCount;
  const rows: [string, string][] = [
    ['runs completed', count(s.runs)],
    ['steps', count(s.steps)],
    ['states generated', count(s.statesGenerated)],
    ['distinct states seen', count(s.distinctStates)],
    players === null
      ? ['runs ended by stuttering', `${count(finished)} (only the same state follows)`]
      : ['games ended by bankruptcy', `${count(finished)} (the game is over: one player left)`],
    ['runs that left the model', `${count(s.endings.constraint)} (the next state broke a constraint)`],
    ['runs at the step limit', count(s.endings.steps)],
    ...(players === null ? [] : [['runs at the turn limit', count(s.endings.observer)] as [string, string]]),
    [
      'average length',
      `${average(s.steps, runsStarted)} ` +
        `steps${players === null ? '' : `, ${average(facts.turns, runsStarted * players)} turns per player`}`,
    ],
    [
      players === null ? 'average run ended by stuttering' : 'average finished game',
      finished === 0 ? '-' : `${average(s.stutteringEndSteps, finished)} steps`,
    ],
  ];
  if (s.endings['no-successor'] > 0) rows.push(['runs with no successor', count(s.endings['no-successor'])]);
  const width = rows.reduce((widest, [label]) => Math.max(widest, label.length), 0);
  return [verdict, ...rows.map(([label, value]) => `  ${chalk.dim(label.padEnd(width))}  ${value}`)].map((line) => `${line}\n`).join('');
}
