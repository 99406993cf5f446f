/**
 * SIGINT and SIGTERM. Outside a search that can stop cleanly, monocheck
 * catches neither: the system ends the process at once, whatever it is
 * doing (a JavaScript handler could not run while synchronous work holds
 * the thread). While such a search runs (`whileStoppable`), the first signal
 * asks it to stop at the next slice, where it writes its checkpoint; once
 * that signal is handled the handlers are removed, so a second signal ends
 * the process at once, mid-checkpoint included (the checkpoint being written
 * is then dropped, and `CURRENT` still names the last complete one). A
 * second signal that came before the first was handled (both while the
 * thread was busy) is handled with it, and ends the process then: it is not
 * lost. Either way the exit status is 128 + the signal's number (130 for
 * SIGINT, 143 for SIGTERM), what a shell reports for a process the signal
 * ended. A program monocheck runs (TLC, for `compare --tlc-jar`) runs inside
 * `whileStoppable` and is stopped through `signal`, so that it does not
 * outlive monocheck. The stop control never ends the process itself: a
 * second signal it must honour at once goes to `quit`, which main.ts gives.
 */
import { constants } from 'node:os';

export type StopSignal = 'SIGINT' | 'SIGTERM';
const SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM'];

/** How often a stoppable search run by npx checks that npx is still there. */
const PARENT_CHECK_MS = 250;

export interface StopControl {
  /** The signal that asked the running search to stop; null while none has. */
  readonly requested: StopSignal | null;
  /**
   * Runs `work` with the signals caught, so that the first one only sets
   * `requested` and says `stopping` (what happens now) and `ifQuit` (what a
   * second signal, which quits at once, would lose).
   */
  whileStoppable<T>(work: () => Promise<T>, stopping?: string, ifQuit?: string): Promise<T>;
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
 * The process's stop control; `say` prints a line on stderr, `quit` ends the
 * process at once with the status given (main.ts's exit). Under npx
 * (npm exec), a signal sent to npx ends npx and the shell between it and
 * monocheck, but never reaches monocheck: the search then takes the loss of
 * its parent as a SIGTERM, instead of running on as an orphan.
 */
export function processStopControl(say: (line: string) => void, env: NodeJS.ProcessEnv, quit: (status: number) => void): StopControl {
  let requested: StopSignal | null = null;
  const waiting: ((signal: StopSignal) => void)[] = [];
  const startedUnder = process.ppid;
  const watchParent = env['npm_command'] === 'exec';
  const aborter = new AbortController();

  const release = () => {
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
  };
  let stopping = '';
  let ifQuit = '';
  /** What the first signal does, said once the second one would end the process (or just before it does). */
  let announcement: string | null = null;
  function request(signal: StopSignal, why: string): void {
    if (requested !== null) return;
    requested = signal;
    announcement = `monocheck: ${why}: ${stopping} (send it again to quit at once${ifQuit === '' ? '' : `; ${ifQuit}`})`;
    // Not now: a signal that came with this one (both while the thread was busy) is handed to onSignal right after this
    // one, and must still find it. Then a signal takes the system's default, which ends the process at once even while
    // synchronous work holds the thread; only then is that said, and the work told (it may start such work at once).
    setImmediate(() => {
      release();
      announce();
      for (const resolve of waiting.splice(0)) resolve(signal);
      aborter.abort(signal);
    });
  }
  function announce(): void {
    if (announcement !== null) say(announcement);
    announcement = null;
  }
  function onSignal(signal: NodeJS.Signals): void {
    const stopSignal = signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM';
    // a second signal that came with the first, before the first was released (both while the thread was busy)
    if (requested !== null) {
      announce();
      say(`monocheck: ${signal} received again: quitting at once${ifQuit === '' ? '' : `; ${ifQuit}`}`);
      quit(signalExitCode(stopSignal));
      return;
    }
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
    async whileStoppable(work, what = 'stopping at the next slice', lost = '') {
      if (requested !== null) return work();
      stopping = what;
      ifQuit = lost;
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
        // work that saw the request and ended before the event loop's next turn: the request is still said, before the result
        announce();
        release();
      }
    },
  };
}
