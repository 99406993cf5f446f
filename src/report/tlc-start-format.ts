/**
 * A run as TLC reports it, before and during the search (tlc-format.ts has the end): monocheck's first line, the
 * search, the initial states, then the progress messages.
 */
import type { Progress } from '../engine/result.js';
import { TlcCode, tlcDate, tlcGrouped, tlcMessage, type TlcMessage } from '../tlc/tlc-messages.js';

/** How the search runs, as TLC's banner says it. */
export type TlcSearchKind = 'breadth-first' | 'depth-first' | 'simulation';

/** The initial states as TLC counts them: every one Init gave, and the distinct ones in the model. */
export interface InitialStates {
  readonly generated: number;
  readonly distinct: number;
}

export interface TlcRunStart {
  /** monocheck's sentence saying which engine checks what (its first line, where TLC prints its version). */
  readonly engine: string;
  readonly search: TlcSearchKind;
  readonly workers: number;
  readonly cores: number;
  /** The seed of a simulation. */
  readonly seed?: number;
  readonly started: Date;
  /** Whether the model has temporal properties (TLC then checks them once the graph is whole). */
  readonly temporal: boolean;
  /** The initial states; null when Init itself fails (TLC then says so instead). */
  readonly initialStates: InitialStates | null;
}

/** The first messages: monocheck's line, the search, `Starting...`, and the initial states. */
export function tlcStartMessages(start: TlcRunStart): TlcMessage[] {
  const workers = `${start.workers} worker${start.workers === 1 ? '' : 's'} on ${start.cores} core${start.cores === 1 ? '' : 's'}`;
  const banner =
    start.search === 'simulation'
      ? {
          code: TlcCode.TLC_MODE_SIMU,
          text: `Running Random Simulation with seed ${start.seed ?? 0} with ${workers} (monocheck's own random choices, not TLC's).`,
        }
      : start.search === 'depth-first'
        ? { code: TlcCode.TLC_MODE_MC_DFS, text: `Running depth-first search Model-Checking with ${workers} (monocheck).` }
        : { code: TlcCode.TLC_MODE_MC, text: `Running breadth-first search Model-Checking with ${workers} (monocheck).` };
  const messages = [
    tlcMessage(TlcCode.TLC_VERSION, `monocheck: ${start.engine}`),
    tlcMessage(banner.code, banner.text),
    tlcMessage(TlcCode.TLC_STARTING, `Starting... (${tlcDate(start.started)})`),
  ];
  const initial = start.initialStates;
  const at = tlcDate(start.started);
  if (start.search === 'simulation') {
    // TLC's Simulator counts the initial states, then says so with an empty plural
    if (initial === null) return messages;
    return messages.concat(
      tlcMessage(TlcCode.TLC_COMPUTING_INIT_PROGRESS, `Computed ${initial.generated} initial states...`),
      tlcMessage(TlcCode.TLC_INIT_GENERATED1, `Finished computing initial states: ${initial.distinct} distinct state generated at ${at}.`),
    );
  }
  messages.push(tlcMessage(TlcCode.TLC_COMPUTING_INIT, 'Computing initial states...'));
  if (initial === null) return messages;
  const plural = (count: number) => (count === 1 ? '' : 's');
  messages.push(
    initial.generated === initial.distinct
      ? tlcMessage(
          TlcCode.TLC_INIT_GENERATED1,
          `Finished computing initial states: ${initial.distinct} distinct state${plural(initial.distinct)} generated at ${at}.`,
        )
      : tlcMessage(
          TlcCode.TLC_INIT_GENERATED2,
          `Finished computing initial states: ${initial.generated} state${plural(initial.generated)} ` +
            `generated, with ${initial.distinct} of them distinct at ${at}.`,
        ),
  );
  return messages;
}

/**
 * TLC's progress message: `Progress(3) at 2026-11-30 09:28:33: 38 states
 * generated (2,889 s/min), 38 distinct states found (2,889 ds/min), 35 states
 * left on queue.`, the rates per minute since `since` (the last report, or
 * the start for the final one); without rates when `since` is null.
 */
export function tlcProgressMessage(progress: Progress, since: Progress | null, now = new Date()): TlcMessage {
  const counts = {
    level: progress.level,
    generated: tlcGrouped(progress.statesGenerated),
    distinct: tlcGrouped(progress.distinctStates),
    queue: tlcGrouped(progress.queueLeft),
  };
  if (since === null) {
    return tlcMessage(
      TlcCode.TLC_PROGRESS_STATS,
      `Progress(${counts.level}) at ${tlcDate(now)}: ${counts.generated} states ` +
        `generated, ${counts.distinct} distinct states found, ${counts.queue} states left on queue.`,
    );
  }
  const minutes = Math.max(1e-9, (progress.seconds - since.seconds) / 60);
  const generatedRate = tlcGrouped((progress.statesGenerated - since.statesGenerated) / minutes);
  const distinctRate = tlcGrouped((progress.distinctStates - since.distinctStates) / minutes);
  return tlcMessage(
    TlcCode.TLC_PROGRESS_STATS,
    `Progress(${counts.level}) at ${tlcDate(now)}: ${counts.generated} states generated (${generatedRate} ` +
      `s/min), ${counts.distinct} distinct states found (${distinctRate} ds/min), ${counts.queue} states left on queue.`,
  );
}
