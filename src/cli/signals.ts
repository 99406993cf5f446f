/**
 * SIGINT and SIGTERM. Outside a search that can stop cleanly, monocheck
 * catches neither: the system ends the process at once, whatever it is
 * doing (a JavaScript handler could not run while synchronous work holds
 * the thread). While such a search runs (`whileStoppable`), the first signal
 * asks it to stop at the next slice, where it writes its checkpoint; the
 * handlers are then removed, so a second signal ends the process at once
 * (as does one that arrived with the first, before it was handled).
 * Either way the exit status is 128 + the signal's number (130 for SIGINT,
 * 143 for SIGTERM), what a shell reports for a process the signal ended.
 * A program monocheck runs (TLC, for `compare --tlc-jar`) runs inside
 * `whileStoppable` and is stopped through `signal`, so that it does not
 * outlive monocheck.
 */
import { constants } from 'node:os';

export type StopSignal = 'SIGINT' | 'SIGTERM';
const SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM'];

/** How often a stoppable search run by npx checks that npx is still there. */
const PARENT_CHECK_MS = 250;

export interface StopControl {
  /** The signal that asked the running search to stop; null while none has. */
  readonly requested: StopSignal | null;
  /** Runs `work` with the signals caught, so that the first one only sets `requested` and says `stopping` (what happens now). */
  whileStoppable<T>(work: () => Promise<T>, stopping?: string): Promise<T>;
  /** Resolves once a stop is requested (inside `whileStoppable`: a server that runs until Ctrl+C). */
  untilRequested(): Promise<StopSignal>;
  /** Aborted once a stop is requested: for work that stops a child process. */
  readonly signal: AbortSignal;
}

/** The exit status of a run a signal stopped: 130 for SIGINT, 143 for SIGTERM. */
export function signalExitCode(signal: StopSignal): number {
  return 128 + constants.signals[signal];
}

/**
 * The process's stop control; `say` prints a line on stderr. Under npx
 * (npm exec), a signal sent to npx ends npx and the shell between it and
 * monocheck, but never reaches monocheck: the search then takes the loss of
 * its parent as a SIGTERM, instead of running on as an orphan.
 */
export function processStopControl(say: (line: string) => void, env: NodeJS.ProcessEnv): StopControl {
  let requested: StopSignal | null = null;
  const waiting: ((signal: StopSignal) => void)[] = [];
  const startedUnder = process.ppid;
  const watchParent = env['npm_command'] === 'exec';
  const aborter = new AbortController();

  const release = () => {
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
  };
  let stopping = '';
  function request(signal: StopSignal, why: string): void {
    if (requested !== null) return;
    requested = signal;
    // from now on a signal takes the system's default: the process ends at once
    release();
    say(`monocheck: ${why}: ${stopping} (send it again to quit at once)`);
    for (const resolve of waiting.splice(0)) resolve(signal);
    aborter.abort(signal);
  }
  function onSignal(signal: NodeJS.Signals): void {
    const stopSignal = signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM';
    // two signals that arrived together, before the first was handled
    if (requested !== null) process.exit(signalExitCode(stopSignal));
    request(stopSignal, `${signal} received`);
  }

  return {
    get requested() {
      return requested;
    },
    signal: aborter.signal,
    untilRequested() {
      return new Promise((resolve) => (requested === null ? waiting.push(resolve) : resolve(requested)));
    },
    async whileStoppable(work, what = 'stopping at the next slice') {
      if (requested !== null) return work();
      stopping = what;
      for (const signal of SIGNALS) process.on(signal, onSignal);
      const parentCheck = watchParent
        ? setInterval(() => {
            // under npm exec the parent is never init: 1 means it ended before monocheck looked
            if (process.ppid !== startedUnder || process.ppid === 1) request('SIGTERM', 'npx, which started monocheck, has ended');
          }, PARENT_CHECK_MS)
        : null;
      try {
        return await work();
      } finally {
        if (parentCheck !== null) clearInterval(parentCheck);
        release();
      }
    },
  };
}
