/**
 * The end of TLC's -simulate run (tlc2.tool.Simulator at cc6b616cf):
 * printSummary's final progress (with -tool only) and its statistics, then
 * the progress reporter's last report, which says how long the behaviours
 * were: `Progress: 33121 states checked, 5 traces generated (trace length:
 * mean=3000, var(x)=0, sd=0)` (with -tool, in the form of a model checker's
 * progress: `Progress(5) at ...: 33121 states generated, -1 distinct states
 * found, -1 states left on queue.`).
 */
import { TlcCode, tlcDate, tlcMessage, type TlcMessage } from '../tlc/tlc-messages.js';

/** What a simulation adds to TLC's summary. */
export interface TlcSimulationSummary {
  readonly seed: number;
  /** Behaviours played to their end. */
  readonly traces: number;
  /** Each behaviour's length, as TLC counts it: its states, at most the depth. */
  readonly lengths: readonly number[];
}

/** TLC's figures of the lengths: the rounded mean, and the variance and deviation over n + 1 (TLC's guard against dividing by zero). */
function lengthFigures(lengths: readonly number[], traces: number): { mean: number; variance: number; sd: number } {
  if (lengths.length === 0) return { mean: 0, variance: 0, sd: 0 };
  let sum = 0;
  for (const length of lengths) sum += length;
  const exact = sum / lengths.length;
  let squares = 0;
  for (const length of lengths) squares += (length - exact) ** 2;
  return { mean: Math.round(exact), variance: Math.round(squares / (traces + 1)), sd: Math.round(Math.sqrt(squares / (traces + 1))) };
}

/** The tool form of a simulation's progress (MP: TLC_PROGRESS_SIMU with -tool). */
function toolProgress(statesGenerated: number, traces: number, at: Date): string {
  return `Progress(${traces}) at ${tlcDate(at)}: ${statesGenerated} states generated, -1 distinct states found, -1 states left on queue.`;
}

/** The summary's messages: the final progress (-tool only), the statistics, and the reporter's last report. */
export function simulationSummaryMessages(simulation: TlcSimulationSummary, statesGenerated: number, finished: Date): TlcMessage[] {
  const { mean, variance, sd } = lengthFigures(simulation.lengths, simulation.traces);
  const last = toolProgress(statesGenerated, simulation.traces, finished);
  return [
    { ...tlcMessage(TlcCode.TLC_PROGRESS_SIMU, last), only: 'tool' },
    tlcMessage(
      TlcCode.TLC_STATS_SIMU,
      `The number of states generated: ${statesGenerated}\nSimulation using seed ${simulation.seed} and aril 0`,
    ),
    {
      ...tlcMessage(TlcCode.TLC_PROGRESS_SIMU, last),
      textBody:
        `Progress: ${statesGenerated} states checked, ${simulation.traces} traces ` +
        `generated (trace length: mean=${mean}, var(x)=${variance}, sd=${sd})`,
    },
  ];
}
