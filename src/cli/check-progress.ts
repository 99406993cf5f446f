/**
 * What `check` says while its search runs, built once for whichever search runs: the progress lines (on stderr, one
 * status line rewritten on a terminal; TLC's progress messages on stdout with --format tlc), the warning once a
 * 64-bit run's collision estimate passes 1e-3, and a checkpoint that could not be written.
 */
import { displayPath } from '../runs/display-path.js';
import { writeFailure } from '../runs/output-paths.js';
import type { Progress, Statistics } from '../engine/result.js';
import { collisionWarning } from './collision-warning.js';
import { renderProgressLine, renderStatusLine } from '../report/progress.js';
import type { Terminal } from './terminal.js';
import type { TlcReport } from './tlc-report.js';

type CollisionFigures = Pick<Progress, 'distinctStates' | 'statesGenerated' | 'fingerprintBits'>;

export class SearchProgress {
  private previous: Progress | null = null;
  private warnedOfCollisions = false;
  private readonly checkpointFailures = new Set<string>();
  /** Whether the progress rewrites one status line on stderr (a terminal, and monocheck's own output). */
  private readonly statusLine: boolean;

  /** `tlc`: TLC's report, which prints its progress among its messages; `checkpointFolder`: where checkpoints go. */
  constructor(
    private readonly terminal: Terminal,
    private readonly tlc: TlcReport | null,
    private readonly checkpointFolder: string,
  ) {
    this.statusLine = terminal.statusLine && tlc === null;
  }

  /** The search's onProgress. */
  readonly onProgress = (progress: Progress): void => {
    if (this.tlc !== null) this.tlc.progress(progress);
    else if (this.statusLine) this.terminal.err(`\r${renderStatusLine(progress, this.previous)}\u001b[K`);
    else this.terminal.err(`${renderProgressLine(progress, this.previous)}\n`);
    this.previous = progress;
    this.warnOfCollisions(progress, this.statusLine);
  };

  /**
   * The search's onCheckpointFailure: said when it happens, once per reason (the search goes on, and a later checkpoint may work again).
   */
  readonly onCheckpointFailure = (error: unknown): void => {
    const reason = writeFailure(error);
    if (!this.checkpointFailures.has(reason)) {
      this.terminal.err(
        `monocheck: could not write a checkpoint to ${displayPath(this.checkpointFolder)}: ${reason}; the search goes on\n`,
      );
    }
    this.checkpointFailures.add(reason);
  };

  /** Once the search has ended: ends the status line, and warns of collisions at the final counts if it has not yet. */
  finish(stats: Statistics): void {
    if (this.statusLine && this.previous !== null) this.terminal.err('\n');
    this.warnOfCollisions(stats, false);
  }

  /** Said once, on stderr, as the estimate passes 1e-3 (after the status line when it is on it). */
  private warnOfCollisions(figures: CollisionFigures, onStatusLine: boolean): void {
    const warning = this.warnedOfCollisions
      ? null
      : collisionWarning(figures.distinctStates, figures.statesGenerated, figures.fingerprintBits ?? 64);
    if (warning !== null) this.terminal.err(`${onStatusLine ? '\n' : ''}${warning}\n`);
    this.warnedOfCollisions ||= warning !== null;
  }
}
