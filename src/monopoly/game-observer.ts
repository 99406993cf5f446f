/**
 * What a simulation of Monopoly watches besides the invariants: turns (a turn
 * ends when play passes to another player; rolling again after doubles is
 * the same turn), an optional limit of turns per player, and the optional
 * landing tally. It reads phases and players, never action names, so that
 * an edited spec's states count as the spec's do (game-reading.ts).
 */
import type { SimulationObserver } from '../engine/search/simulate.js';
import { transcribedReading, type GameReading } from './game-reading.js';
import { LandingTally } from './landing.js';

export class GameObserver implements SimulationObserver {
  readonly landing: LandingTally | null;
  /** Turns completed in all runs so far, every player counted. */
  totalTurns = 0;
  private readonly turns: Int32Array;
  private readonly reading: GameReading;

  /**
   * `maxTurns`: end a run once every player still in the game has completed
   * this many turns (0 = no limit). `reading`: how the simulated model's
   * states are read (omitted: they are the transcription's).
   */
  constructor(
    private readonly playerCount: number,
    private readonly maxTurns = 0,
    tallyLanding = false,
    reading?: GameReading,
  ) {
    this.reading = reading ?? transcribedReading(playerCount);
    this.turns = new Int32Array(playerCount + 1);
    this.landing = tallyLanding ? new LandingTally(this.reading) : null;
  }

  startRun(): void {
    this.turns.fill(0);
  }

  step(before: Uint8Array, after: Uint8Array): boolean {
    this.landing?.step(before, after);
    const read = this.reading;
    const player = read.current(before, 0);
    if (read.current(after, 0) === player) return false;
    this.turns[player] = (this.turns[player] as number) + 1;
    this.totalTurns++;
    return this.maxTurns > 0 && this.everyActivePlayerHasPlayed(after);
  }

  private everyActivePlayerHasPlayed(state: Uint8Array): boolean {
    for (let p = 1; p <= this.playerCount; p++) {
      if (!this.reading.bankrupt(state, 0, p) && (this.turns[p] as number) < this.maxTurns) return false;
    }
    return true;
  }
}
