/** `monocheck simulate [model.cfg]`: seeded random behaviours, strategies, landing statistics, witnesses by sampling. */
import type { Argv } from 'yargs';
import { freshSeed, MAX_SEED } from '../engine/search/random.js';
import { showTrace, type ShownTrace } from '../engine/trace/shown-trace.js';
import type { OutputPath } from '../api/output-paths.js';
import { simulate, type SimulationResult } from '../engine/search/simulate.js';
import type { Model } from '../engine/model.js';
import { SquareNames } from '../monopoly/board.js';
import { GameObserver } from '../monopoly/game-observer.js';
import { scriptOf } from '../monopoly/replay.js';
import { chooserFor, DEFAULT_RESERVE, STRATEGY_DESCRIPTIONS, STRATEGY_NAMES, type StrategyName } from '../monopoly/strategies.js';
import { findWitness, WITNESSES, WitnessModel, type Witness } from '../monopoly/witnesses.js';
import { renderLandingTables, type LandingRow } from '../report/landing-table.js';
import { renderSimulationSummary } from '../report/simulation-text.js';
import { renderBarChart } from '../report/svg-chart.js';
import { renderTraceText } from '../report/trace-text.js';
import { toTlcTraceJson } from '../tlc/trace-json.js';
import { defineCommand, type ArgumentsOf } from './command.js';
import { duration, numberOption, wholeNumber } from './flag-values.js';
import { fileOutput, reportNotWritten, requireWritable, writeReported } from './output-files.js';
import { modelInputs } from '../api/run-inputs.js';
import { UsageError } from './usage-error.js';
import { ExitCode, type ExitCodeValue } from './exit-codes.js';
import { requireMonopoly, type CheckableSpec } from '../api/spec/checkable-spec.js';
import { constantsText } from '../report/model-constants.js';
import { loadSpecOfFlags, MODEL_FLAG_OPTIONS, modelFlagsOf } from './model-flags.js';
import { displayPath } from '../api/display-path.js';
import { type Terminal } from './terminal.js';

const DEFAULT_STEPS = 1000;

function simulateOptions(yargs: Argv) {
  return yargs
    .positional('model', { type: 'string', describe: 'TLC model file (.cfg) of MCMonopoly.tla; default specs/MCMonopoly.cfg' })
    .options(MODEL_FLAG_OPTIONS)
    .options({
      runs: numberOption('runs', wholeNumber(1), { default: 100, describe: 'number of behaviours (games)' }),
      depth: numberOption('depth', wholeNumber(0), { describe: `steps per behaviour at most (default ${DEFAULT_STEPS}, none with --turns; 0 = no limit)` }),
      seed: numberOption('seed', wholeNumber(0, MAX_SEED), { describe: 'seed of the random choices (printed; the same seed gives the same runs)' }),
      run: numberOption('run', wholeNumber(1, 0xffffffff), { describe: 'replay only this run of the seed (as numbered in the output)' }),
      strategy: { choices: STRATEGY_NAMES, default: 'random' as const, describe: 'how players decide (buy, build, mortgage, end the turn); dice and cards are always uniform' },
      reserve: numberOption('reserve', wholeNumber(0), { default: DEFAULT_RESERVE, describe: 'the cash the cautious strategy keeps' }),
      constraints: { type: 'boolean', default: true, describe: "apply the model's constraints (--no-constraints drops MoneyBound and DepthBound)" },
      stats: { choices: ['landing'] as const, describe: 'landing: tally where each roll leaves the token' },
      turns: numberOption('turns', wholeNumber(1), { describe: 'end a game once every player has had this many turns (default 150 with --stats landing)' }),
      chart: { type: 'string', requiresArg: true, describe: 'with --stats landing: draw the distribution as an SVG bar chart in this file' },
      witness: { type: 'string', requiresArg: true, describe: 'stop at the first run that reaches a catalogue situation (`monocheck witnesses`)' },
      json: { type: 'boolean', default: false, describe: 'one JSON object on stdout' },
      'trace-out': { type: 'string', requiresArg: true, describe: "write the behaviour found to this file in TLC's -dumpTrace json shape" },
      'script-out': { type: 'string', requiresArg: true, describe: 'write the behaviour found as a replay script (`monocheck replay`)' },
      'progress-interval': numberOption('progress-interval', duration('seconds'), { default: 10, describe: 'seconds between progress lines on stderr' }),
    })
    .check((argv) => {
      if (argv.chart !== undefined && argv.stats !== 'landing') throw new Error('--chart draws the landing statistics: add --stats landing.');
      return true;
    });
}

export type SimulateArguments = ArgumentsOf<typeof simulateOptions>;

/** The command that runs one run again, alone. */
function reproduceCommand(args: SimulateArguments, seed: number, run: number, maxSteps: number, turns: number): string {
  let parts = ['monocheck simulate'];
  if (args.model !== undefined) parts.push(args.model);
  parts = parts.concat(modelFlagsOf(args), ['--strategy', args.strategy]);
  if (args.strategy === 'cautious') parts.push('--reserve', String(args.reserve));
  if (!args.constraints) parts.push('--no-constraints');
  parts.push('--depth', String(maxSteps));
  if (turns > 0) parts.push('--turns', String(turns));
  if (args.witness !== undefined) parts.push('--witness', args.witness);
  parts.push('--seed', String(seed), '--run', String(run));
  return parts.join(' ');
}

function header(spec: CheckableSpec, constraints: readonly string[], invariants: readonly string[], checkDeadlock: boolean, seed: number, plan: string): string {
  return (
    `monocheck: simulating ${spec.file === null ? 'a model given by flags' : displayPath(spec.file)} with seed ${seed}\n` +
    `  ${constantsText(spec.constants)}\n` +
    `  invariants: ${invariants.join(', ') || '(none)'}; constraints: ${constraints.join(', ') || '(none)'}; deadlock ${checkDeadlock ? 'checked' : 'not checked'}\n` +
    `  ${plan}\n`
  );
}

function landingRows(observer: GameObserver): LandingRow[] {
  return (observer.landing?.rows() ?? []).map((row) => ({ ...row, name: SquareNames[row.square] as string }));
}

async function runSimulate(args: SimulateArguments, terminal: Terminal): Promise<ExitCodeValue> {
  const outputs = { traceOut: fileOutput('--trace-out', args.traceOut), scriptOut: fileOutput('--script-out', args.scriptOut), chart: fileOutput('--chart', args.chart) };
  requireWritable(Object.values(outputs), modelInputs(args.model));
  const spec = await loadSpecOfFlags(args);
  // the players' strategies, the turns, the landing statistics and the scripts are Monopoly's
  const monopoly = requireMonopoly(spec, 'simulate');
  const witness: Witness | undefined = args.witness === undefined ? undefined : findWitness(args.witness);
  if (args.witness !== undefined && witness === undefined) {
    throw new UsageError(`unknown witness '${args.witness}'; the catalogue has ${WITNESSES.map((w) => w.name).join(', ')}.`);
  }
  const seed = args.seed ?? freshSeed();
  const landing = args.stats === 'landing';
  const turns = args.turns ?? (landing ? 150 : 0);
  const maxSteps = args.depth ?? (turns > 0 ? 0 : DEFAULT_STEPS);
  const runs = args.run === undefined ? args.runs : 1;
  const constraints = args.constraints ? spec.constraints : [];
  const base = monopoly.createModel();
  const model: Model = witness === undefined ? base : new WitnessModel(base, witness);
  const invariants = witness === undefined ? spec.invariants : [witness.invariant];
  const checkDeadlock = witness === undefined && spec.checkDeadlock;
  const observer = new GameObserver(monopoly.constants.N, turns, landing);
  const plan =
    `${args.run === undefined ? `${runs} runs` : `run ${args.run} alone`} of ${maxSteps === 0 ? 'any number of' : `at most ${maxSteps}`} steps` +
    `${turns > 0 ? `, ${turns} turns per player at most` : ''}; strategy ${args.strategy} (${STRATEGY_DESCRIPTIONS[args.strategy]}${args.strategy === 'cautious' ? `, reserve $${args.reserve}` : ''})` +
    (witness === undefined ? '' : `; stop at the first state where ${witness.description}`);
  if (!args.json) terminal.out(header(spec, constraints, invariants, checkDeadlock, seed, plan));
  if (turns > 0 && constraints.includes('DepthBound') && monopoly.constants.MaxDepth > 0) {
    terminal.err(`monocheck: note: DepthBound ends every run at level ${monopoly.constants.MaxDepth}, long before ${turns} turns; add --no-constraints for whole games.\n`);
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
  const verdict = witness === undefined ? undefined : result.kind === 'invariant' ? `Witness found in run ${result.run} (seed ${seed}): ${witness.description}.` : result.kind === 'ok' ? `Not reached in ${runs} run${runs === 1 ? '' : 's'}: in no state of these behaviours ${witness.description}.` : undefined;
  if (args.json) {
    terminal.out(`${JSON.stringify(jsonReport(result, { seed, strategy: args.strategy, turns: observer.totalTurns, witness, landing: landing ? landingRows(observer) : null }))}\n`);
  } else {
    let text = renderSimulationSummary(result, { seed, turns: observer.totalTurns, playerCount: monopoly.constants.N, ...(verdict !== undefined && { verdict }) }, terminal.colorLevel);
    if (shown !== null && 'run' in result) {
      text += `\nThe behaviour of run ${result.run} (${shown.steps.length} states, replayed and confirmed; random, so not a shortest one):\n${renderTraceText(shown, { describeChange: model.describeChange, colorLevel: terminal.colorLevel })}`;
      const last = shown.steps.length;
      text += witness !== undefined ? `In state ${last}, ${witness.description}.\n` : result.kind === 'invariant' ? `State ${last} violates ${result.invariant}.\n` : `State ${last} has no successor: deadlock.\n`;
      text += `Run it alone: ${reproduceCommand(args, seed, result.run, maxSteps, turns)}\n`;
    }
    if (landing) text += `\n${renderLandingTables(landingRows(observer))}`;
    terminal.out(text);
  }
  const found = trace === null || shown === null || !('run' in result) ? null : { shown, script: `# run ${result.run} of seed ${seed}\n${scriptOf(base, trace).join('\n')}\n` };
  const why = witness === undefined ? 'no run broke an invariant or deadlocked' : 'no run reached the witness';
  writeSimulationFiles(terminal, outputs, found, why, spec, landing ? () => landingChart(observer, result.stats.runs, { turns, players: monopoly.constants.N, strategy: args.strategy, seed }) : null);
  if (witness !== undefined || result.kind === 'ok') return result.kind === 'error' ? ExitCode.other : ExitCode.success;
  return result.kind === 'invariant' ? ExitCode.invariantViolation : result.kind === 'deadlock' ? ExitCode.deadlock : ExitCode.other;
}

/** --trace-out and --script-out with the behaviour found, --chart with the landing statistics; each said on stderr. */
function writeSimulationFiles(terminal: Terminal, outputs: Record<'traceOut' | 'scriptOut' | 'chart', OutputPath | undefined>, found: { shown: ShownTrace; script: string } | null, why: string, spec: CheckableSpec, chart: (() => string) | null): void {
  for (const output of [outputs.traceOut, outputs.scriptOut]) {
    if (output !== undefined && found === null) reportNotWritten(terminal, output, why);
  }
  if (found !== null && outputs.traceOut !== undefined) writeReported(terminal, outputs.traceOut, `the behaviour (${found.shown.steps.length} states, TLC's -dumpTrace json)`, `${JSON.stringify(toTlcTraceJson(found.shown, spec.tlc))}\n`);
  if (found !== null && outputs.scriptOut !== undefined) writeReported(terminal, outputs.scriptOut, 'the behaviour as a replay script', found.script);
  if (chart !== null && outputs.chart !== undefined) writeReported(terminal, outputs.chart, 'the landing chart (SVG)', chart());
}

/** The SVG bar chart of where the token rests. */
function landingChart(observer: GameObserver, games: number, facts: { turns: number; players: number; strategy: StrategyName; seed: number }): string {
  const rows = landingRows(observer);
  const max = rows.reduce((most, row) => Math.max(most, row.count), -Infinity);
  return renderBarChart({
    title: 'Where the token rests after a roll is resolved',
    subtitle: `${games.toLocaleString('en-US')} games, ${facts.turns} turns per player at most, N = ${facts.players}, strategy ${facts.strategy}, seed ${facts.seed}; ${observer.landing?.total.toLocaleString('en-US')} rolls`,
    bars: rows.map((row) => ({ label: `${row.square} ${row.name}`, value: row.frequency, highlight: row.count === max })),
    formatValue: (value) => `${(value * 100).toFixed(1)}%`,
  });
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

export const simulateCommand = defineCommand({
  command: 'simulate [model]',
  describe: 'run seeded random games through Next from Init, with strategies and landing statistics',
  builder: simulateOptions,
  handler: runSimulate,
});
