/** `monocheck simulate [model.cfg]`: seeded random behaviours, strategies, landing statistics, witnesses by sampling. */
import type { Argv } from 'yargs';
import { freshSeed, MAX_SEED } from '../engine/search/random.js';
import { DEFAULT_RESERVE, STRATEGY_DESCRIPTIONS, STRATEGY_NAMES } from '../monopoly/strategies.js';
import { findWitness, WITNESSES, type Witness } from '../monopoly/witnesses.js';
import { readLandingReference } from './landing-output.js';
import { defineCommand, type ArgumentsOf } from './command.js';
import { duration, numberOption, wholeNumber } from './flag-values.js';
import { fileOutput, requireWritable } from './output-files.js';
import { modelInputs } from '../runs/run-inputs.js';
import { UsageError } from './usage-error.js';
import { ExitCode, failureExitCode, type ExitCodeValue } from './exit-codes.js';
import { requireMonopoly } from '../runs/spec/checkable-spec.js';
import { runWidening } from '../runs/spec/spec-search.js';
import { witnessWrapper } from '../runs/spec/witness-model.js';
import { loadSpecOfFlags, MODEL_FLAG_OPTIONS, modelFlagsOf } from './model-flags.js';
import { runHeader } from './check-header.js';
import { simulateModel, type Simulated, type SimulationPlan } from './simulate-run.js';
import { reportSimulation, type SimulationSetup } from './simulate-report.js';
import { type Terminal } from './terminal.js';

const DEFAULT_STEPS = 1000;

function simulateOptions(yargs: Argv) {
  return yargs
    .positional('model', { type: 'string', describe: 'TLC model file (.cfg) of MCMonopoly.tla; default specs/MCMonopoly.cfg' })
    .options(MODEL_FLAG_OPTIONS)
    .options({
      runs: numberOption('runs', wholeNumber(1), { default: 100, describe: 'number of behaviours (games)' }),
      depth: numberOption('depth', wholeNumber(0), {
        describe: `steps per behaviour at most (default ${DEFAULT_STEPS}, none with --turns; 0 = no limit)`,
      }),
      seed: numberOption('seed', wholeNumber(0, MAX_SEED), {
        describe: 'seed of the random choices (printed; the same seed gives the same runs)',
      }),
      run: numberOption('run', wholeNumber(1, 0xffffffff), { describe: 'replay only this run of the seed (as numbered in the output)' }),
      strategy: {
        choices: STRATEGY_NAMES,
        default: 'random' as const,
        describe: 'how players decide (buy, build, mortgage, end the turn); dice and cards are always uniform',
      },
      reserve: numberOption('reserve', wholeNumber(0), { default: DEFAULT_RESERVE, describe: 'the cash the cautious strategy keeps' }),
      constraints: {
        type: 'boolean',
        default: true,
        describe: "apply the model's constraints (--no-constraints drops MoneyBound and DepthBound)",
      },
      stats: { choices: ['landing'] as const, describe: 'landing: tally where each roll leaves the token' },
      turns: numberOption('turns', wholeNumber(1), {
        describe: 'end a game once every player has had this many turns (default 150 with --stats landing)',
      }),
      chart: {
        type: 'string',
        requiresArg: true,
        describe: 'with --stats landing: draw the distribution as an SVG bar chart in this file',
      },
      'compare-landing': {
        type: 'string',
        requiresArg: true,
        describe: "with --stats landing: set the frequencies beside this file's Markdown table (columns square and count or frequency)",
      },
      witness: {
        type: 'string',
        requiresArg: true,
        describe: 'stop at the first run that reaches a catalogue situation (`monocheck witnesses`)',
      },
      json: { type: 'boolean', default: false, describe: 'one JSON object on stdout' },
      'trace-out': { type: 'string', requiresArg: true, describe: "write the behaviour found to this file in TLC's -dumpTrace json shape" },
      'script-out': { type: 'string', requiresArg: true, describe: 'write the behaviour found as a replay script (`monocheck replay`)' },
      'progress-interval': numberOption('progress-interval', duration('seconds'), {
        default: 10,
        describe: 'seconds between progress lines on stderr',
      }),
    })
    .check((argv) => {
      if (argv.chart !== undefined && argv.stats !== 'landing')
        throw new Error('--chart draws the landing statistics: add --stats landing.');
      if (argv.compareLanding !== undefined && argv.stats !== 'landing')
        throw new Error('--compare-landing compares the landing statistics: add --stats landing.');
      return true;
    });
}

export type SimulateArguments = ArgumentsOf<typeof simulateOptions>;

/** The command that runs one run again, alone. */
function reproduceCommand(args: SimulateArguments, plan: SimulationPlan, run: number): string {
  let parts = ['monocheck simulate'];
  if (args.model !== undefined) parts.push(args.model);
  parts = parts.concat(modelFlagsOf(args), ['--strategy', args.strategy]);
  if (args.strategy === 'cautious') parts.push('--reserve', String(args.reserve));
  if (!args.constraints) parts.push('--no-constraints');
  parts.push('--depth', String(plan.maxSteps));
  if (plan.turns > 0) parts.push('--turns', String(plan.turns));
  if (args.witness !== undefined) parts.push('--witness', args.witness);
  parts.push('--seed', String(plan.seed), '--run', String(run));
  return parts.join(' ');
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

/** Reads the spec and the flags into what to simulate and report, every refusal made before any run. */
async function planSimulation(args: SimulateArguments): Promise<SimulationSetup> {
  const outputs = {
    traceOut: fileOutput('--trace-out', args.traceOut),
    scriptOut: fileOutput('--script-out', args.scriptOut),
    chart: fileOutput('--chart', args.chart),
  };
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
    seed: args.seed ?? freshSeed(),
    runs: args.run === undefined ? args.runs : 1,
    firstRun: args.run ?? 1,
    maxSteps: args.depth ?? (turns > 0 ? 0 : DEFAULT_STEPS),
    turns,
    landing,
    strategy: args.strategy,
    reserve: args.reserve,
    invariants: witness === undefined ? spec.invariants : [witness.invariant],
    constraints: args.constraints ? spec.constraints : [],
    checkDeadlock: witness === undefined && spec.checkDeadlock,
    witness,
    // a witness is a situation of the game: its wrapper reads Monopoly's variables (required above)
    wrap: witness === undefined ? null : witnessWrapper(spec, witness, '--witness'),
    progressIntervalSeconds: args.progressInterval,
  };
  return { spec, monopoly, plan, outputs, reference, json: args.json, reproduce: (run) => reproduceCommand(args, plan, run) };
}

/** The header's line for the plan: the runs, their length, the strategy, the witness. */
function describePlan(args: SimulateArguments, { plan, monopoly }: SimulationSetup): string {
  const { runs, maxSteps, turns, witness } = plan;
  const reserve = args.strategy === 'cautious' ? `, reserve $${args.reserve}` : '';
  const strategy =
    monopoly === null ? 'uniform among all successors' : `strategy ${args.strategy} (${STRATEGY_DESCRIPTIONS[args.strategy]}${reserve})`;
  const which = args.run === undefined ? `${runs} runs` : `run ${args.run} alone`;
  return (
    `${which} of ${maxSteps === 0 ? 'any number of' : `at most ${maxSteps}`} steps` +
    `${turns > 0 ? `, ${turns} turns per player at most` : ''}; ${strategy}` +
    (witness === undefined ? '' : `; stop at the first state where ${witness.description}`)
  );
}

/** Before the runs: the header (text), and a note when DepthBound would end every game long before its turns. */
function startSimulationReport(args: SimulateArguments, setup: SimulationSetup, terminal: Terminal): void {
  const { spec, plan, monopoly } = setup;
  if (!args.json) {
    const { invariants, constraints, checkDeadlock } = plan;
    terminal.out(
      runHeader(spec, {
        doing: 'simulating',
        after: ` with seed ${plan.seed}`,
        invariants,
        constraints,
        checkDeadlock,
        lines: [describePlan(args, setup)],
      }),
    );
  }
  if (monopoly !== null && plan.turns > 0 && plan.constraints.includes('DepthBound') && monopoly.constants.MaxDepth > 0) {
    const depth = monopoly.constants.MaxDepth;
    terminal.err(
      `monocheck: note: DepthBound ends every run at level ${depth}, long ` +
        `before ${plan.turns} turns; add --no-constraints for whole games.\n`,
    );
  }
}

/** The exit code: TLC's for a violation, deadlock or error; 0 for a witness, found or not. */
function exitCodeOfSimulation({ result }: Simulated, witness: Witness | undefined): ExitCodeValue {
  if (result.kind === 'error') return result.failure === undefined ? ExitCode.other : failureExitCode(result.failure);
  if (witness !== undefined || result.kind === 'ok') return ExitCode.success;
  return result.kind === 'invariant' ? ExitCode.invariantViolation : ExitCode.deadlock;
}

/** Plan, simulate (widened and run again when a value does not fit a compiled spec's layout), report; returns the exit code. */
async function runSimulate(args: SimulateArguments, terminal: Terminal): Promise<ExitCodeValue> {
  const setup = await planSimulation(args);
  startSimulationReport(args, setup, terminal);
  const { result: simulated } = runWidening(setup.spec, (base) => simulateModel(base, setup.plan, setup.monopoly, terminal));
  reportSimulation(setup, simulated, terminal);
  return exitCodeOfSimulation(simulated, setup.plan.witness);
}

export const simulateCommand = defineCommand({
  command: 'simulate [model]',
  describe: 'run seeded random games through Next from Init, with strategies and landing statistics',
  builder: simulateOptions,
  handler: runSimulate,
});
