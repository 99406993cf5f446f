/** `monocheck simulate [model.cfg]`: seeded random behaviours, strategies, landing statistics, witnesses by sampling. */
import type { Argv } from 'yargs';
import { freshSeed, MAX_SEED } from '../engine/search/random.js';
import { showTrace, type ShownTrace } from '../engine/trace/shown-trace.js';
import type { OutputPath } from '../api/output-paths.js';
import { simulate, uniformChooser, type SimulationResult } from '../engine/search/simulate.js';
import type { Trace } from '../engine/result.js';
import type { MonopolyView } from '../monopoly/monopoly-view.js';
import type { Model } from '../engine/model.js';
import { SquareNames } from '../monopoly/board.js';
import { GameObserver } from '../monopoly/game-observer.js';
import { scriptOf } from '../monopoly/replay.js';
import { chooserFor, DEFAULT_RESERVE, STRATEGY_DESCRIPTIONS, STRATEGY_NAMES, type StrategyName } from '../monopoly/strategies.js';
import { findWitness, WITNESSES, WitnessModel, type Witness } from '../monopoly/witnesses.js';
import { renderLandingTables, type LandingRow } from '../report/landing-table.js';
import { renderSimulationSummary } from '../report/simulation-text.js';
import { renderLandingComparison, type LandingComparison } from '../report/landing-comparison.js';
import { landingChart, landingComparisonOf, readLandingReference } from './landing-output.js';
import { renderTraceText } from '../report/trace-text.js';
import { toTlcTraceJson } from '../tlc/trace-json.js';
import { defineCommand, type ArgumentsOf } from './command.js';
import { duration, numberOption, wholeNumber } from './flag-values.js';
import { fileOutput, reportNotWritten, requireWritable, writeReported } from './output-files.js';
import { modelInputs } from '../api/run-inputs.js';
import { UsageError } from './usage-error.js';
import { ExitCode, failureExitCode, type ExitCodeValue } from './exit-codes.js';
import { engineSentence, requireMonopoly, type CheckableSpec, type EngineChoice, type MonopolyCapability } from '../api/spec/checkable-spec.js';
import { runWidening } from '../api/spec/spec-search.js';
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
      'compare-landing': { type: 'string', requiresArg: true, describe: "with --stats landing: set the frequencies beside this file's Markdown table (columns square and count or frequency)" },
      witness: { type: 'string', requiresArg: true, describe: 'stop at the first run that reaches a catalogue situation (`monocheck witnesses`)' },
      json: { type: 'boolean', default: false, describe: 'one JSON object on stdout' },
      'trace-out': { type: 'string', requiresArg: true, describe: "write the behaviour found to this file in TLC's -dumpTrace json shape" },
      'script-out': { type: 'string', requiresArg: true, describe: 'write the behaviour found as a replay script (`monocheck replay`)' },
      'progress-interval': numberOption('progress-interval', duration('seconds'), { default: 10, describe: 'seconds between progress lines on stderr' }),
    })
    .check((argv) => {
      if (argv.chart !== undefined && argv.stats !== 'landing') throw new Error('--chart draws the landing statistics: add --stats landing.');
      if (argv.compareLanding !== undefined && argv.stats !== 'landing') throw new Error('--compare-landing compares the landing statistics: add --stats landing.');
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
    `  ${engineSentence(spec.engine)}\n` +
    `  ${constantsText(spec.constants)}\n` +
    `  invariants: ${invariants.join(', ') || '(none)'}; constraints: ${constraints.join(', ') || '(none)'}; deadlock ${checkDeadlock ? 'checked' : 'not checked'}\n` +
    `  ${plan}\n`
  );
}

function landingRows(observer: GameObserver | null): LandingRow[] {
  return (observer?.landing?.rows() ?? []).map((row) => ({ ...row, name: SquareNames[row.square] as string }));
}

/** The flags given that read Monopoly's variables (a strategy's decisions, turns, landing, witnesses, scripts). */
function monopolyFlags(args: SimulateArguments): string[] {
  return [
    ...(args.strategy !== 'random' ? [`--strategy ${args.strategy}`] : []),
    ...(args.stats === 'landing' ? ['--stats landing'] : []),
    ...(args.turns !== undefined ? ['--turns'] : []),
    ...(args.witness !== undefined ? ['--witness'] : []),
    ...(args.scriptOut !== undefined ? ['--script-out'] : []),
  ];
}

/** What one simulation of the spec's model (widened and run again when a value does not fit a compiled spec's layout) gave. */
interface Simulated {
  readonly kind: SimulationResult['kind'];
  readonly failure?: NonNullable<Extract<SimulationResult, { kind: 'error' }>['failure']>;
  readonly result: SimulationResult;
  /** The model simulated (the witness's wrapper of the spec's, with --witness). */
  readonly model: Model;
  readonly view: MonopolyView | null;
  readonly observer: GameObserver | null;
}

interface SimulationPlan {
  readonly seed: number;
  readonly runs: number;
  readonly maxSteps: number;
  readonly turns: number;
  readonly landing: boolean;
  readonly invariants: readonly string[];
  readonly constraints: readonly string[];
  readonly checkDeadlock: boolean;
  readonly witness: Witness | undefined;
}

/** Simulates `base`, a model of the spec: Monopoly's strategies, turns and landing tally through its view when the spec has Monopoly's variables, a uniform choice otherwise. */
function simulateModel(base: Model, args: SimulateArguments, plan: SimulationPlan, monopoly: MonopolyCapability | null, terminal: Terminal): Simulated {
  const view = monopoly === null ? null : monopoly.view(base);
  const reading = monopoly === null ? null : monopoly.reading(base);
  const model: Model = plan.witness === undefined || view === null ? base : new WitnessModel(view, plan.witness);
  const observer = reading === null ? null : new GameObserver(reading.players, plan.turns, plan.landing, reading);
  const result = simulate(model, {
    invariants: plan.invariants, constraints: plan.constraints, checkDeadlock: plan.checkDeadlock, seed: plan.seed, runs: plan.runs, firstRun: args.run ?? 1, maxSteps: plan.maxSteps,
    chooser: reading === null ? uniformChooser : chooserFor(args.strategy, args.reserve, reading),
    ...(observer !== null && { observer }),
    progressIntervalSeconds: args.progressInterval,
    onProgress: (p) => terminal.err(`Progress: ${p.runs.toLocaleString('en-US')} runs, ${p.steps.toLocaleString('en-US')} steps, ${p.distinctStates.toLocaleString('en-US')} distinct states seen (${p.seconds.toFixed(0)} s)\n`),
  });
  return { kind: result.kind, ...(result.kind === 'error' && result.failure !== undefined && { failure: result.failure }), result, model, view, observer };
}

/** The replay script of the behaviour found, or why there is none (a step of an action the transcription does not have). */
function scriptText(view: MonopolyView | null, trace: Trace, run: number, seed: number): { script: string } | { why: string } {
  if (view === null) return { why: "a replay script names Monopoly's choices, and this spec has no Monopoly variables" };
  try {
    return { script: `# run ${run} of seed ${seed}\n${scriptOf(view, trace).join('\n')}\n` };
  } catch (error) {
    return { why: `the behaviour has a step no script line names (${(error as Error).message})` };
  }
}

async function runSimulate(args: SimulateArguments, terminal: Terminal): Promise<ExitCodeValue> {
  const outputs = { traceOut: fileOutput('--trace-out', args.traceOut), scriptOut: fileOutput('--script-out', args.scriptOut), chart: fileOutput('--chart', args.chart) };
  requireWritable(Object.values(outputs), modelInputs(args.model));
  const reference = args.compareLanding === undefined ? null : readLandingReference(args.compareLanding);
  const spec = await loadSpecOfFlags(args);
  // the players' strategies, the turns, the landing statistics and the scripts read Monopoly's variables
  const needs = monopolyFlags(args);
  const monopoly = needs.length > 0 ? requireMonopoly(spec, needs.join(', ')) : spec.monopoly;
  const witness: Witness | undefined = args.witness === undefined ? undefined : findWitness(args.witness);
  if (args.witness !== undefined && witness === undefined) {
    throw new UsageError(`unknown witness '${args.witness}'; the catalogue has ${WITNESSES.map((w) => w.name).join(', ')}.`);
  }
  const landing = args.stats === 'landing';
  const turns = args.turns ?? (landing ? 150 : 0);
  const plan: SimulationPlan = {
    seed: args.seed ?? freshSeed(), runs: args.run === undefined ? args.runs : 1, maxSteps: args.depth ?? (turns > 0 ? 0 : DEFAULT_STEPS), turns, landing, witness,
    invariants: witness === undefined ? spec.invariants : [witness.invariant],
    constraints: args.constraints ? spec.constraints : [],
    checkDeadlock: witness === undefined && spec.checkDeadlock,
  };
  const { seed, runs, maxSteps } = plan;
  const strategy = monopoly === null ? 'uniform among all successors' : `strategy ${args.strategy} (${STRATEGY_DESCRIPTIONS[args.strategy]}${args.strategy === 'cautious' ? `, reserve $${args.reserve}` : ''})`;
  const planText =
    `${args.run === undefined ? `${runs} runs` : `run ${args.run} alone`} of ${maxSteps === 0 ? 'any number of' : `at most ${maxSteps}`} steps` +
    `${turns > 0 ? `, ${turns} turns per player at most` : ''}; ${strategy}` +
    (witness === undefined ? '' : `; stop at the first state where ${witness.description}`);
  if (!args.json) terminal.out(header(spec, plan.constraints, plan.invariants, plan.checkDeadlock, seed, planText));
  if (monopoly !== null && turns > 0 && plan.constraints.includes('DepthBound') && monopoly.constants.MaxDepth > 0) {
    terminal.err(`monocheck: note: DepthBound ends every run at level ${monopoly.constants.MaxDepth}, long before ${turns} turns; add --no-constraints for whole games.\n`);
  }

  const { result: { result, model, view, observer } } = runWidening(spec, (base) => simulateModel(base, args, plan, monopoly, terminal));
  const seconds = result.stats.seconds;
  terminal.err(`monocheck: simulated ${result.stats.steps.toLocaleString('en-US')} steps in ${seconds.toFixed(2)} s (${Math.round(result.stats.steps / Math.max(seconds, 1e-9)).toLocaleString('en-US')} steps/s)\n`);
  // the behaviour to show: the one found, or the one up to the state the spec could not evaluate (as TLC shows it)
  const trace = result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace : result.kind === 'error' && result.failure !== undefined && result.failure.trace.states.length > 0 ? result.failure.trace : null;
  const comparison = reference === null || !landing ? null : landingComparisonOf(landingRows(observer), reference);
  const shown = trace === null ? null : showTrace(model, trace);
  const verdict = witness === undefined ? undefined : result.kind === 'invariant' ? `Witness found in run ${result.run} (seed ${seed}): ${witness.description}.` : result.kind === 'ok' ? `Not reached in ${runs} run${runs === 1 ? '' : 's'}: in no state of these behaviours ${witness.description}.` : undefined;
  if (args.json) {
    terminal.out(`${JSON.stringify(jsonReport(result, { seed, engine: spec.engine, strategy: monopoly === null ? null : args.strategy, turns: observer?.totalTurns ?? null, witness, landing: landing ? landingRows(observer) : null, comparison }))}\n`);
  } else {
    let text = renderSimulationSummary(result, { seed, turns: observer?.totalTurns ?? 0, playerCount: monopoly?.constants.N ?? null, ...(verdict !== undefined && { verdict }) }, terminal.colorLevel);
    if (shown !== null && 'run' in result && result.run !== undefined) {
      const what = result.kind === 'error' ? `up to the error (${shown.steps.length} states)` : `(${shown.steps.length} states, replayed and confirmed; random, so not a shortest one)`;
      text += `\nThe behaviour of run ${result.run} ${what}:\n${renderTraceText(shown, { describeChange: model.describeChange, colorLevel: terminal.colorLevel })}`;
      const last = shown.steps.length;
      text += result.kind === 'error' ? `The spec cannot be evaluated at state ${last} (said on stderr).\n` : witness !== undefined ? `In state ${last}, ${witness.description}.\n` : result.kind === 'invariant' ? `State ${last} violates ${result.invariant}.\n` : `State ${last} has no successor: deadlock.\n`;
      text += `Run it alone: ${reproduceCommand(args, seed, result.run, maxSteps, turns)}\n`;
    }
    if (landing) text += `\n${renderLandingTables(landingRows(observer))}`;
    if (comparison !== null) text += `\n${renderLandingComparison(comparison)}`;
    terminal.out(text);
  }
  if (result.kind === 'error') terminal.err(`monocheck: ${result.message}\n`);
  const run = 'run' in result ? result.run : undefined;
  const script = trace === null || run === undefined ? null : scriptText(view, trace, run, seed);
  const found = shown === null || run === undefined ? null : { shown, script };
  const why = witness === undefined ? 'no run broke an invariant or deadlocked' : 'no run reached the witness';
  writeSimulationFiles(terminal, outputs, found, why, spec, landing && observer !== null ? () => landingChartOf(observer, result.stats.runs, { turns, players: monopoly?.constants.N ?? 0, strategy: args.strategy, seed }, comparison) : null);
  if (result.kind === 'error') return result.failure === undefined ? ExitCode.other : failureExitCode(result.failure);
  if (witness !== undefined || result.kind === 'ok') return ExitCode.success;
  return result.kind === 'invariant' ? ExitCode.invariantViolation : ExitCode.deadlock;
}

/** --trace-out and --script-out with the behaviour found, --chart with the landing statistics; each said on stderr. */
function writeSimulationFiles(terminal: Terminal, outputs: Record<'traceOut' | 'scriptOut' | 'chart', OutputPath | undefined>, found: { shown: ShownTrace; script: { script: string } | { why: string } | null } | null, why: string, spec: CheckableSpec, chart: (() => string) | null): void {
  for (const output of [outputs.traceOut, outputs.scriptOut]) {
    if (output !== undefined && found === null) reportNotWritten(terminal, output, why);
  }
  if (found !== null && outputs.traceOut !== undefined) writeReported(terminal, outputs.traceOut, `the behaviour (${found.shown.steps.length} states, TLC's -dumpTrace json)`, `${JSON.stringify(toTlcTraceJson(found.shown, spec.tlc))}\n`);
  const script = found?.script ?? null;
  if (script !== null && outputs.scriptOut !== undefined) {
    if ('script' in script) writeReported(terminal, outputs.scriptOut, 'the behaviour as a replay script', script.script);
    else reportNotWritten(terminal, outputs.scriptOut, script.why);
  }
  if (chart !== null && outputs.chart !== undefined) writeReported(terminal, outputs.chart, 'the landing chart (SVG)', chart());
}

/** The SVG bar chart of where the token rests (with the --compare-landing table's frequencies as ticks). */
function landingChartOf(observer: GameObserver, games: number, facts: { turns: number; players: number; strategy: StrategyName; seed: number }, comparison: LandingComparison | null): string {
  const subtitle = `${games.toLocaleString('en-US')} games, ${facts.turns} turns per player at most, N = ${facts.players}, strategy ${facts.strategy}, seed ${facts.seed}; ${observer.landing?.total.toLocaleString('en-US')} rolls`;
  return landingChart(landingRows(observer), subtitle, comparison);
}

interface JsonFacts {
  readonly seed: number;
  readonly engine: EngineChoice;
  /** Null for a spec without Monopoly's variables (the choice is uniform). */
  readonly strategy: StrategyName | null;
  /** Null for a spec without Monopoly's variables (no turns are counted). */
  readonly turns: number | null;
  readonly witness: Witness | undefined;
  readonly landing: readonly LandingRow[] | null;
  readonly comparison: LandingComparison | null;
}

/** Everything but the time, so that a seed gives the same bytes. */
function jsonReport(result: SimulationResult, facts: JsonFacts): object {
  const { seconds: _seconds, ...stats } = result.stats;
  const found = result.kind === 'invariant';
  return {
    result: facts.witness === undefined ? result.kind : found ? 'witness' : result.kind === 'ok' ? 'not-reached' : result.kind,
    seed: facts.seed,
    engine: facts.engine,
    strategy: facts.strategy,
    run: 'run' in result ? result.run : null,
    invariant: facts.witness === undefined && result.kind === 'invariant' ? result.invariant : null,
    witness: facts.witness === undefined ? null : { name: facts.witness.name, found },
    message: result.kind === 'error' ? result.message : null,
    traceLength: result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace.states.length : result.kind === 'error' ? (result.failure?.trace.states.length ?? 0) : 0,
    ...stats,
    turns: facts.turns,
    ...(facts.landing !== null && { landing: facts.landing }),
    ...(facts.comparison !== null && { landingComparison: facts.comparison }),
  };
}

export const simulateCommand = defineCommand({
  command: 'simulate [model]',
  describe: 'run seeded random games through Next from Init, with strategies and landing statistics',
  builder: simulateOptions,
  handler: runSimulate,
});
