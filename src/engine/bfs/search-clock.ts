/**
 * A breadth-first search's time: its seconds so far (with those of the runs
 * a recovered checkpoint continues), the seconds spent in each phase, and
 * when it must stop (a time limit), report progress or save a checkpoint.
 */
import type { PhaseSeconds } from '../result.js';

export interface ClockOptions {
  readonly timeLimitSeconds?: number | undefined;
  readonly progressIntervalSeconds?: number | undefined;
  readonly checkpointMinutes?: number | undefined;
}

export class SearchClock {
  private readonly startedAt = performance.now();
  /** Search seconds of earlier runs, when continuing a checkpoint. */
  secondsBefore = 0;
  readonly phases: PhaseSeconds = { start: 0, expand: 0, grow: 0, mark: 0, commit: 0 };
  /** When the time limit is reached (performance.now() milliseconds). */
  readonly deadline: number;
  private readonly progressMs: number;
  private readonly checkpointMs: number;
  private lastProgress = 0;
  private lastCheckpoint = 0;

  constructor(options: ClockOptions) {
    this.deadline = options.timeLimitSeconds === undefined ? Number.POSITIVE_INFINITY : this.startedAt + options.timeLimitSeconds * 1000;
    this.progressMs = (options.progressIntervalSeconds ?? 10) * 1000;
    this.checkpointMs = (options.checkpointMinutes ?? Number.POSITIVE_INFINITY) * 60_000;
  }

  /** Search seconds so far, including those of the runs a recovered checkpoint continues. */
  seconds(): number {
    return this.secondsBefore + (performance.now() - this.startedAt) / 1000;
  }

  /** Adds the time since `since` to `phase`; returns now. */
  lap(phase: keyof PhaseSeconds, since: number): number {
    const now = performance.now();
    this.phases[phase] += (now - since) / 1000;
    return now;
  }

  /** Progress reports and checkpoints are counted from now on. */
  startIntervals(): void {
    this.lastProgress = performance.now();
    this.lastCheckpoint = performance.now();
  }

  pastDeadline(now = performance.now()): boolean {
    return now >= this.deadline;
  }

  checkpointDue(now = performance.now()): boolean {
    return now - this.lastCheckpoint >= this.checkpointMs;
  }

  checkpointSaved(): void {
    this.lastCheckpoint = performance.now();
  }

  /** Whether a progress report is due; if so, the next one is due an interval from now. */
  takeProgress(): boolean {
    if (performance.now() - this.lastProgress < this.progressMs) return false;
    this.lastProgress = performance.now();
    return true;
  }
}
