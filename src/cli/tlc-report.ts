/**
 * `check --format tlc|tool` and `monocheck tlc`: TLC's messages printed as
 * TLC prints them while it runs, on stdout: the start (monocheck's line, the
 * search, the initial states) before the search, each progress report
 * during it, the verdict and the summary after it (report/tlc-format.ts
 * makes the messages; tlc/tlc-messages.ts renders them as TLC's text or its
 * -tool framing).
 */
import { availableParallelism } from 'node:os';
import type { Model } from '../engine/model.js';
import type { CheckResult, Progress } from '../engine/result.js';
import type { ShownTrace } from '../engine/trace/shown-trace.js';
import { engineSentence, type CheckableSpec } from '../runs/spec/checkable-spec.js';
import {
  tlcEndMessages,
  tlcProgressMessage,
  tlcStartMessages,
  type InitialStates,
  type TlcModeOutput,
  type TlcSearchKind,
} from '../report/tlc-format.js';
import type { TlcSimulationSummary } from '../report/tlc-simulation-format.js';
import { renderTlcMessages, type TlcMessage, type TlcOutputMode } from '../tlc/tlc-messages.js';
import type { Terminal } from './terminal.js';
import { engineInCliWords } from './library-error-words.js';

/** The output formats that print TLC's messages, and how each renders them. */
const TLC_MESSAGE_FORMATS = { tlc: 'text', tool: 'tool' } as const satisfies Record<string, TlcOutputMode>;

/** The TLC rendering of an output format (`tlc`, `tool`), or null for monocheck's own formats. */
export function tlcModeOf(format: string): TlcOutputMode | null {
  return format === 'tlc' || format === 'tool' ? TLC_MESSAGE_FORMATS[format] : null;
}

/**
 * The initial states as TLC counts them before its search: every state Init
 * gives, and the distinct ones; null when Init cannot be enumerated here (the
 * search then reports why).
 */
function initialStatesOf(model: Model): InitialStates | null {
  const target = new Uint8Array(model.stateBytes);
  const seen = new Set<string>();
  let generated = 0;
  try {
    model.initialStates({
      target,
      targetOffset: 0,
      emit: () => {
        generated++;
        seen.add(Buffer.from(target).toString('latin1'));
        return true;
      },
    });
  } catch {
    return null;
  }
  return { generated, distinct: seen.size };
}

/** Prints one run's messages as TLC does, as the run goes. */
export class TlcReport {
  private readonly started = new Date();
  private previous: Progress | null = null;

  constructor(
    private readonly mode: TlcOutputMode,
    private readonly terminal: Terminal,
    private readonly spec: CheckableSpec,
    private readonly search: TlcSearchKind,
  ) {}

  private print(messages: readonly TlcMessage[]): void {
    this.terminal.out(renderTlcMessages(messages, this.mode));
  }

  /** The first messages, before the search; `model` is counted for its initial states. */
  start(workers: number, model: Model, seed?: number): void {
    this.print(
      tlcStartMessages({
        engine: engineSentence(engineInCliWords(this.spec.engine)),
        search: this.search,
        workers,
        cores: availableParallelism(),
        ...(seed !== undefined && { seed }),
        started: this.started,
        temporal: this.spec.temporal !== null,
        initialStates: initialStatesOf(model),
      }),
    );
  }

  /** A progress report, with rates since the last one. */
  progress(progress: Progress): void {
    this.print([tlcProgressMessage(progress, this.previous)]);
    this.previous = progress;
  }

  /** The verdict, its behaviour and the summary; `modes`: TLC's -difftrace and the violations of a -continue run. */
  end(result: CheckResult, trace: ShownTrace | null, simulation?: TlcSimulationSummary, modes?: TlcModeOutput): void {
    this.print(
      tlcEndMessages({
        result,
        trace,
        form: this.spec.tlc,
        started: this.started,
        finished: new Date(),
        temporal: this.spec.temporal !== null,
        search: this.search,
        ...(simulation !== undefined && { simulation }),
        ...(modes !== undefined && { modes }),
      }),
    );
  }
}
