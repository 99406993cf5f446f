/**
 * What a simulation of Monopoly watches besides the invariants: turns (a turn
 * ends when EndTurn passes play to another player; rolling again after
 * doubles is the same turn), an optional limit of turns per player, and the
 * optional landing tally.
 */
import type { SimulationObserver } from '../engine/search/simulate.js';
import { EndTurnId } from './actions.js';
import { LandingTally } from './landing.js';
import * as L from './layout.js';

export class GameObserver implements SimulationObserver {
  readonly landing: LandingTally | null;
  /** Turns completed in all runs so far, every player counted. */
  totalTurns = 0;
  private readonly turns: Int32Array;

  /** `maxTurns`: end a run once every player still in the game has completed this many turns (0 = no limit). */
  constructor(private readonly playerCount: number, private readonly maxTurns = 0, tallyLanding = false) {
    this.turns = new Int32Array(playerCount + 1);
    this.landing = tallyLanding ? new LandingTally() : null;
  }

  startRun(): void {
    this.turns.fill(0);
  }

  step(before: Uint8Array, after: Uint8Array, actionId: number): boolean {
    this.landing?.step(before, after, actionId);
    if (actionId !== EndTurnId) return false;
    const player = L.current(before, 0);
    if (L.current(after, 0) === player) return false;
    this.turns[player] = (this.turns[player] as number) + 1;
    this.totalTurns++;
    return this.maxTurns > 0 && this.everyActivePlayerHasPlayed(after);
  }

  private everyActivePlayerHasPlayed(state: Uint8Array): boolean {
    for (let p = 1; p <= this.playerCount; p++) {
      if (!L.bankrupt(state, 0, p) && (this.turns[p] as number) < this.maxTurns) return false;
    }
    return true;
  }
}
