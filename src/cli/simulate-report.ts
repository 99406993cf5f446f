/**
 * What `simulate` prints once its runs end, in one place: the steps and their rate on stderr, the summary with the
 * behaviour found (text) or one JSON object, the landing tables, and the files asked for (--trace-out, --script-out,
 * --chart), each write said on stderr.
 */
import type { OutputPath } from '../runs/output-paths.js';
import type { CheckableSpec, EngineChoice, MonopolyCapability } from '../runs/spec/checkable-spec.js';
import type { SimulationResult } from '../engine/search/simulate.js';
import type { Trace } from '../engine/result.js';
import { showTrace, type ShownTrace } from '../engine/trace/shown-trace.js';
import { SquareNames } from '../monopoly/board.js';
import type { GameObserver } from '../monopoly/game-observer.js';
import type { MonopolyView } from '../monopoly/monopoly-view.js';
import { scriptOf } from '../monopoly/replay.js';
import type { StrategyName } from '../monopoly/strategies.js';
import type { Witness } from '../monopoly/witnesses.js';
import { renderLandingComparison, type LandingComparison } from '../report/landing-comparison.js';
import { renderLandingTables, type LandingRow } from '../report/landing-table.js';
import { renderSimulationSummary } from '../report/simulation-text.js';
import { renderTraceText } from '../report/trace-text.js';
import { toTlcTraceJson } from '../tlc/trace-json.js';
import { landingChart, landingComparisonOf, type LandingReferenceFile } from './landing-output.js';
import { reportNotWritten, writeReported } from './output-files.js';
import type { Simulated, SimulationPlan } from './simulate-run.js';
import type { Terminal } from './terminal.js';
import { engineInCliWords } from './library-error-words.js';

/** The files `simulate` may write. */
export type SimulationOutputs = Record<'traceOut' | 'scriptOut' | 'chart', OutputPath | undefined>;

/** What the report needs besides the simulation: the spec, the plan, the outputs, how to print. */
export interface SimulationSetup {
  readonly spec: CheckableSpec;
  readonly monopoly: MonopolyCapability | null;
  readonly plan: SimulationPlan;
  readonly outputs: SimulationOutputs;
  /** --compare-landing's table, read before any run. */
  readonly reference: LandingReferenceFile | null;
  readonly json: boolean;
  /** The command that runs one run again, alone. */
  readonly reproduce: (run: number) => string;
}

/** The report of `simulated`, the runs of `setup`. */
export function reportSimulation(setup: SimulationSetup, simulated: Simulated, terminal: Terminal): void {
  const { plan } = setup;
  const { result, view, observer } = simulated;
  const { steps, seconds } = result.stats;
  const count = (value: number) => value.toLocaleString('en-US');
  terminal.err(
    `monocheck: simulated ${count(steps)} steps in ${seconds.toFixed(2)} s ` +
      `(${count(Math.round(steps / Math.max(seconds, 1e-9)))} steps/s)\n`,
  );
  const trace = behaviourOf(result);
  const shown = trace === null ? null : showTrace(simulated.model, trace);
  const comparison = setup.reference === null || !plan.landing ? null : landingComparisonOf(landingRows(observer), setup.reference);
  if (setup.json) terminal.out(`${JSON.stringify(jsonReport(setup, simulated, comparison))}\n`);
  else terminal.out(simulationText(setup, simulated, shown, comparison, terminal.colorLevel));
  if (result.kind === 'error') terminal.err(`monocheck: ${result.message}\n`);
  const run = 'run' in result ? result.run : undefined;
  const script = trace === null || run === undefined ? null : scriptText(view, trace, run, plan.seed);
  const found = shown === null || run === undefined ? null : { shown, script };
  const why = plan.witness === undefined ? 'no run broke an invariant or deadlocked' : 'no run reached the witness';
  const chart = plan.landing && observer !== null ? () => landingChartOf(setup, observer, result.stats.runs, comparison) : null;
  writeSimulationFiles(terminal, setup.outputs, found, why, setup.spec, chart);
}

/** The behaviour to show: the one found, or the one up to the state the spec could not evaluate (as TLC shows it). */
function behaviourOf(result: SimulationResult): Trace | null {
  if (result.kind === 'invariant' || result.kind === 'deadlock') return result.trace;
  const failure = result.kind === 'error' ? result.failure : undefined;
  return failure !== undefined && failure.trace.states.length > 0 ? failure.trace : null;
}

function landingRows(observer: GameObserver | null): LandingRow[] {
  return (observer?.landing?.rows() ?? []).map((row) => ({ ...row, name: SquareNames[row.square] as string }));
}

/** The summary, the behaviour found with the command that runs it alone, the landing tables. */
function simulationText(
  setup: SimulationSetup,
  simulated: Simulated,
  shown: ShownTrace | null,
  comparison: LandingComparison | null,
  colorLevel: number,
): string {
  const { seed, runs, witness } = setup.plan;
  const { result, observer } = simulated;
  const verdict =
    witness === undefined
      ? undefined
      : result.kind === 'invariant'
        ? `Witness found in run ${result.run} (seed ${seed}): ${witness.description}.`
        : result.kind === 'ok'
          ? `Not reached in ${runs} run${runs === 1 ? '' : 's'}: in no state of these behaviours ${witness.description}.`
          : undefined;
  const facts = {
    seed,
    turns: observer?.totalTurns ?? 0,
    playerCount: setup.monopoly?.constants.N ?? null,
    ...(verdict !== undefined && { verdict }),
  };
  let text = renderSimulationSummary(result, facts, colorLevel);
  if (shown !== null && 'run' in result && result.run !== undefined) {
    const last = shown.steps.length;
    const what =
      result.kind === 'error'
        ? `up to the error (${last} states)`
        : `(${last} states, replayed and confirmed; random, so not a shortest one)`;
    text +=
      `\nThe behaviour of run ${result.run} ${what}:\n` +
      `${renderTraceText(shown, { describeChange: simulated.model.describeChange, colorLevel })}`;
    text +=
      result.kind === 'error'
        ? `The spec cannot be evaluated at state ${last} (said on stderr).\n`
        : witness !== undefined
          ? `In state ${last}, ${witness.description}.\n`
          : result.kind === 'invariant'
            ? `State ${last} violates ${result.invariant}.\n`
            : `State ${last} has no successor: deadlock.\n`;
    text += `Run it alone: ${setup.reproduce(result.run)}\n`;
  }
  if (setup.plan.landing) text += `\n${renderLandingTables(landingRows(observer))}`;
  if (comparison !== null) text += `\n${renderLandingComparison(comparison)}`;
  return text;
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

type FoundBehaviour = { shown: ShownTrace; script: { script: string } | { why: string } | null } | null;

/** --trace-out and --script-out with the behaviour found, --chart with the landing statistics; each said on stderr. */
function writeSimulationFiles(
  terminal: Terminal,
  outputs: SimulationOutputs,
  found: FoundBehaviour,
  why: string,
  spec: CheckableSpec,
  chart: (() => string) | null,
): void {
  for (const output of [outputs.traceOut, outputs.scriptOut]) {
    if (output !== undefined && found === null) reportNotWritten(terminal, output, why);
  }
  if (found !== null && outputs.traceOut !== undefined) {
    const what = `the behaviour (${found.shown.steps.length} states, TLC's -dumpTrace json)`;
    writeReported(terminal, outputs.traceOut, what, `${JSON.stringify(toTlcTraceJson(found.shown, spec.tlc))}\n`);
  }
  const script = found?.script ?? null;
  if (script !== null && outputs.scriptOut !== undefined) {
    if ('script' in script) writeReported(terminal, outputs.scriptOut, 'the behaviour as a replay script', script.script);
    else reportNotWritten(terminal, outputs.scriptOut, script.why);
  }
  if (chart !== null && outputs.chart !== undefined) writeReported(terminal, outputs.chart, 'the landing chart (SVG)', chart());
}

/** The SVG bar chart of where the token rests (with the --compare-landing table's frequencies as ticks). */
function landingChartOf(setup: SimulationSetup, observer: GameObserver, games: number, comparison: LandingComparison | null): string {
  const { turns, strategy, seed } = setup.plan;
  const players = setup.monopoly?.constants.N ?? 0;
  const rolls = observer.landing?.total.toLocaleString('en-US');
  const subtitle =
    `${games.toLocaleString('en-US')} games, ${turns} turns per player at ` +
    `most, N = ${players}, strategy ${strategy}, seed ${seed}; ${rolls} rolls`;
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
function jsonReport(setup: SimulationSetup, { result, observer }: Simulated, comparison: LandingComparison | null): object {
  const { plan } = setup;
  const facts: JsonFacts = {
    seed: plan.seed,
    engine: engineInCliWords(setup.spec.engine),
    strategy: setup.monopoly === null ? null : plan.strategy,
    turns: observer?.totalTurns ?? null,
    witness: plan.witness,
    landing: plan.landing ? landingRows(observer) : null,
    comparison,
  };
  const { seconds: _seconds, ...stats } = result.stats;
  const found = result.kind === 'invariant';
  const traceLength =
    result.kind === 'invariant' || result.kind === 'deadlock'
      ? result.trace.states.length
      : result.kind === 'error'
        ? (result.failure?.trace.states.length ?? 0)
        : 0;
  return {
    result: facts.witness === undefined ? result.kind : found ? 'witness' : result.kind === 'ok' ? 'not-reached' : result.kind,
    seed: facts.seed,
    engine: facts.engine,
    strategy: facts.strategy,
    run: 'run' in result ? result.run : null,
    invariant: facts.witness === undefined && result.kind === 'invariant' ? result.invariant : null,
    witness: facts.witness === undefined ? null : { name: facts.witness.name, found },
    message: result.kind === 'error' ? result.message : null,
    traceLength,
    ...stats,
    turns: facts.turns,
    ...(facts.landing !== null && { landing: facts.landing }),
    ...(facts.comparison !== null && { landingComparison: facts.comparison }),
  };
}
