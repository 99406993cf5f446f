/** `monocheck simulate [model.cfg]`: seeded random behaviours, strategies, landing statistics, witnesses by sampling. */
import { writeFileSync } from 'node:fs';
import type { Argv } from 'yargs';
import { freshSeed, MAX_SEED } from '../engine/search/random.js';
import { showTrace } from '../engine/trace/shown-trace.js';
import { simulate, type SimulationResult } from '../engine/search/simulate.js';
import type { Model } from '../engine/model.js';
import { SquareNames } from '../monopoly/board.js';
import { GameObserver } from '../monopoly/game-observer.js';
import { MonopolyModel } from '../monopoly/model.js';
import { scriptOf } from '../monopoly/replay.js';
import { chooserFor, DEFAULT_RESERVE, STRATEGY_DESCRIPTIONS, STRATEGY_NAMES, type StrategyName } from '../monopoly/strategies.js';
import { findWitness, WITNESSES, WitnessModel, type Witness } from '../monopoly/witnesses.js';
import { renderLandingTables, type LandingRow } from '../report/landing-table.js';
import { renderSimulationSummary } from '../report/simulation-text.js';
import { renderBarChart } from '../report/svg-chart.js';
import { renderTraceText } from '../report/trace-text.js';
import { toTlcTraceJson } from '../tlc/trace-json.js';
import type { MonocheckCommand } from './command.js';
import { ExitCode, type ExitCodeValue } from './exit-codes.js';
import type { ResolvedModel } from '../api/model-config.js';
import { MODEL_FLAG_OPTIONS, modelFlagsOf, resolveModelFlags, type ModelFlagArguments } from './model-flags.js';
import { displayPath } from '../api/display-path.js';
import { type Terminal } from './terminal.js';

export interface SimulateArguments extends ModelFlagArguments {
  runs: number;
  depth?: number;
  seed?: number;
  run?: number;
  strategy: StrategyName;
  reserve: number;
  constraints: boolean;
  stats?: 'landing';
  turns?: number;
  chart?: string;
  witness?: string;
  json: boolean;
  traceOut?: string;
  scriptOut?: string;
  progressInterval: number;
}

const DEFAULT_STEPS = 1000;

function defineSimulateOptions(yargs: Argv): Argv {
  return yargs
    .positional('model', { type: 'string', describe: 'TLC model file (.cfg) of MCMonopoly.tla; default specs/MCMonopoly.cfg' })
    .options(MODEL_FLAG_OPTIONS)
    .option('runs', { type: 'number', default: 100, describe: 'number of behaviours (games)' })
    .option('depth', { type: 'number', describe: `steps per behaviour at most (default ${DEFAULT_STEPS}, none with --turns; 0 = no limit)` })
    .option('seed', { type: 'number', describe: 'seed of the random choices (printed; the same seed gives the same runs)' })
    .option('run', { type: 'number', describe: 'replay only this run of the seed (as numbered in the output)' })
    .option('strategy', { choices: STRATEGY_NAMES, default: 'random' as const, describe: 'how players decide (buy, build, mortgage, end the turn); dice and cards are always uniform' })
    .option('reserve', { type: 'number', default: DEFAULT_RESERVE, describe: 'the cash the cautious strategy keeps' })
    .option('constraints', { type: 'boolean', default: true, describe: 'apply the model\'s constraints (--no-constraints drops MoneyBound and DepthBound)' })
    .option('stats', { choices: ['landing'] as const, describe: 'landing: tally where each roll leaves the token' })
    .option('turns', { type: 'number', describe: 'end a game once every player has had this many turns (default 150 with --stats landing)' })
    .option('chart', { type: 'string', describe: 'with --stats landing: draw the distribution as an SVG bar chart in this file' })
    .option('witness', { type: 'string', describe: 'stop at the first run that reaches a catalogue situation (`monocheck witnesses`)' })
    .option('json', { type: 'boolean', default: false, describe: 'one JSON object on stdout' })
    .option('trace-out', { type: 'string', describe: "write the behaviour found to this file in TLC's -dumpTrace json shape" })
    .option('script-out', { type: 'string', describe: 'write the behaviour found as a replay script (`monocheck replay`)' })
    .option('progress-interval', { type: 'number', default: 10, describe: 'seconds between progress lines on stderr' })
    .check((argv) => {
      const whole = (flag: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER) => {
        if (value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)) return;
        throw new Error(`--${flag} must be a whole number from ${min} to ${max}, got ${typeof value === 'number' ? value : JSON.stringify(value)}.`);
      };
      whole('runs', argv.runs, 1);
      whole('depth', argv.depth, 0);
      whole('seed', argv.seed, 0, MAX_SEED);
      whole('run', argv.run, 1, 0xffffffff);
      whole('turns', argv.turns, 1);
      whole('reserve', argv.reserve, 0);
      if (argv.chart !== undefined && argv.stats !== 'landing') throw new Error('--chart draws the landing statistics: add --stats landing.');
      if (!(Number.isFinite(argv['progress-interval']) && argv['progress-interval'] > 0)) throw new Error('--progress-interval must be a positive number.');
      return true;
    });
}

/** The command that runs one run again, alone. */
function reproduceCommand(args: SimulateArguments, seed: number, run: number, maxSteps: number, turns: number): string {
  const parts = ['monocheck simulate'];
  if (args.model !== undefined) parts.push(args.model);
  parts.push(...modelFlagsOf(args), '--strategy', args.strategy);
  if (args.strategy === 'cautious') parts.push('--reserve', String(args.reserve));
  if (!args.constraints) parts.push('--no-constraints');
  parts.push('--depth', String(maxSteps));
  if (turns > 0) parts.push('--turns', String(turns));
  if (args.witness !== undefined) parts.push('--witness', args.witness);
  parts.push('--seed', String(seed), '--run', String(run));
  return parts.join(' ');
}

function header(resolved: ResolvedModel, constraints: readonly string[], invariants: readonly string[], checkDeadlock: boolean, seed: number, plan: string): string {
  const c = resolved.constants;
  return (
    `monocheck: simulating ${resolved.file === null ? 'a model given by flags' : displayPath(resolved.file)} with seed ${seed}\n` +
    `  N = ${c.N}, StartMoney = ${c.StartMoney}, MaxMoney = ${c.MaxMoney}, MaxDepth = ${c.MaxDepth}\n` +
    `  invariants: ${invariants.join(', ') || '(none)'}; constraints: ${constraints.join(', ') || '(none)'}; deadlock ${checkDeadlock ? 'checked' : 'not checked'}\n` +
    `  ${plan}\n`
  );
}

function landingRows(observer: GameObserver): LandingRow[] {
  return (observer.landing?.rows() ?? []).map((row) => ({ ...row, name: SquareNames[row.square] as string }));
}

export async function runSimulate(args: SimulateArguments, terminal: Terminal): Promise<ExitCodeValue> {
  const resolved = await resolveModelFlags(args, terminal);
  const witness: Witness | undefined = args.witness === undefined ? undefined : findWitness(args.witness);
  if (args.witness !== undefined && witness === undefined) {
    terminal.err(`monocheck: unknown witness '${args.witness}'; the catalogue has ${WITNESSES.map((w) => w.name).join(', ')}.\n`);
    return ExitCode.usage;
  }
  const seed = args.seed ?? freshSeed();
  const landing = args.stats === 'landing';
  const turns = args.turns ?? (landing ? 150 : 0);
  const maxSteps = args.depth ?? (turns > 0 ? 0 : DEFAULT_STEPS);
  const runs = args.run === undefined ? args.runs : 1;
  const constraints = args.constraints ? resolved.constraints : [];
  const base = new MonopolyModel(resolved.constants);
  const model: Model = witness === undefined ? base : new WitnessModel(base, witness);
  const invariants = witness === undefined ? resolved.invariants : [witness.invariant];
  const checkDeadlock = witness === undefined && resolved.checkDeadlock;
  const observer = new GameObserver(resolved.constants.N, turns, landing);
  const plan =
    `${args.run === undefined ? `${runs} runs` : `run ${args.run} alone`} of ${maxSteps === 0 ? 'any number of' : `at most ${maxSteps}`} steps` +
    `${turns > 0 ? `, ${turns} turns per player at most` : ''}; strategy ${args.strategy} (${STRATEGY_DESCRIPTIONS[args.strategy]}${args.strategy === 'cautious' ? `, reserve $${args.reserve}` : ''})` +
    (witness === undefined ? '' : `; stop at the first state where ${witness.description}`);
  if (!args.json) terminal.out(header(resolved, constraints, invariants, checkDeadlock, seed, plan));
  if (turns > 0 && constraints.includes('DepthBound') && resolved.constants.MaxDepth > 0) {
    terminal.err(`monocheck: note: DepthBound ends every run at level ${resolved.constants.MaxDepth}, long before ${turns} turns; add --no-constraints for whole games.\n`);
  }

  const result = simulate(model, {
    invariants, constraints, checkDeadlock, seed, runs, firstRun: args.run ?? 1, maxSteps,
    chooser: chooserFor(args.strategy, args.reserve),
    observer,
    progressIntervalSeconds: args.progressInterval,
    onProgress: (p) => terminal.err(`Progress: ${p.runs.toLocaleString('en-US')} runs, ${p.steps.toLocaleString('en-US')} steps, ${p.distinctStates.toLocaleString('en-US')} distinct states seen (${p.seconds.toFixed(0)} s)\n`),
  });
  const seconds = result.stats.seconds;
  terminal.err(`monocheck: simulated ${result.stats.steps.toLocaleString('en-US')} steps in ${seconds.toFixed(2)} s (${Math.round(result.stats.steps / Math.max(seconds, 1e-9)).toLocaleString('en-US')} steps/s)\n`);
  const trace = result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace : null;
  const shown = trace === null ? null : showTrace(model, trace);
  if (shown !== null && args.traceOut !== undefined) writeFileSync(args.traceOut, `${JSON.stringify(toTlcTraceJson(shown))}\n`);
  if (trace !== null && 'run' in result && args.scriptOut !== undefined) writeFileSync(args.scriptOut, `# run ${result.run} of seed ${seed}\n${scriptOf(base, trace).join('\n')}\n`);
  if (landing && args.chart !== undefined) {
    const rows = landingRows(observer);
    const max = Math.max(...rows.map((row) => row.count));
    writeFileSync(args.chart, renderBarChart({
      title: 'Where the token rests after a roll is resolved',
      subtitle: `${result.stats.runs.toLocaleString('en-US')} games, ${turns} turns per player at most, N = ${resolved.constants.N}, strategy ${args.strategy}, seed ${seed}; ${observer.landing?.total.toLocaleString('en-US')} rolls`,
      bars: rows.map((row) => ({ label: `${row.square} ${row.name}`, value: row.frequency, highlight: row.count === max })),
      formatValue: (value) => `${(value * 100).toFixed(1)}%`,
    }));
  }

  const verdict = witness === undefined ? undefined : result.kind === 'invariant' ? `Witness found in run ${result.run} (seed ${seed}): ${witness.description}.` : result.kind === 'ok' ? `Not reached in ${runs} run${runs === 1 ? '' : 's'}: in no state of these behaviours ${witness.description}.` : undefined;
  if (args.json) {
    terminal.out(`${JSON.stringify(jsonReport(result, { seed, strategy: args.strategy, turns: observer.totalTurns, witness, landing: landing ? landingRows(observer) : null }))}\n`);
  } else {
    let text = renderSimulationSummary(result, { seed, turns: observer.totalTurns, playerCount: resolved.constants.N, ...(verdict !== undefined && { verdict }) }, terminal.colorLevel);
    if (shown !== null && 'run' in result) {
      text += `\nThe behaviour of run ${result.run} (${shown.steps.length} states, replayed and confirmed; random, so not a shortest one):\n${renderTraceText(shown, { describeChange: model.describeChange, colorLevel: terminal.colorLevel })}`;
      const last = shown.steps.length;
      text += witness !== undefined ? `In state ${last}, ${witness.description}.\n` : result.kind === 'invariant' ? `State ${last} violates ${result.invariant}.\n` : `State ${last} has no successor: deadlock.\n`;
      text += `Run it alone: ${reproduceCommand(args, seed, result.run, maxSteps, turns)}\n`;
    }
    if (landing) text += `\n${renderLandingTables(landingRows(observer))}`;
    terminal.out(text);
  }
  if (witness !== undefined || result.kind === 'ok') return result.kind === 'error' ? ExitCode.other : ExitCode.success;
  return result.kind === 'invariant' ? ExitCode.invariantViolation : result.kind === 'deadlock' ? ExitCode.deadlock : ExitCode.other;
}

interface JsonFacts {
  readonly seed: number;
  readonly strategy: StrategyName;
  readonly turns: number;
  readonly witness: Witness | undefined;
  readonly landing: readonly LandingRow[] | null;
}

/** Everything but the time, so that a seed gives the same bytes. */
function jsonReport(result: SimulationResult, facts: JsonFacts): object {
  const { seconds: _seconds, ...stats } = result.stats;
  const found = result.kind === 'invariant';
  return {
    result: facts.witness === undefined ? result.kind : found ? 'witness' : result.kind === 'ok' ? 'not-reached' : result.kind,
    seed: facts.seed,
    strategy: facts.strategy,
    run: 'run' in result ? result.run : null,
    invariant: facts.witness === undefined && result.kind === 'invariant' ? result.invariant : null,
    witness: facts.witness === undefined ? null : { name: facts.witness.name, found },
    message: result.kind === 'error' ? result.message : null,
    traceLength: result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace.states.length : 0,
    ...stats,
    turns: facts.turns,
    ...(facts.landing !== null && { landing: facts.landing }),
  };
}

export const simulateCommand: MonocheckCommand = {
  command: 'simulate [model]',
  describe: 'run seeded random games through Next from Init, with strategies and landing statistics',
  builder: (yargs) => defineSimulateOptions(yargs),
  handler: (args, terminal) => runSimulate(args as unknown as SimulateArguments, terminal),
};
