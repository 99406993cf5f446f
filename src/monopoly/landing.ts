/**
 * Where tokens come to rest: a tally, per square, of the position of the
 * player who rolled once that roll has been resolved (the question of
 * ../shared/seeds/monopoly-landing-frequency-simulation.txt).
 *
 * In the spec a roll is resolved by ResolveSquare, except when RollAndMove
 * itself ends the move (phase "endTurn"): a jailed player who stays in jail,
 * or a third double, which sends the player to jail. So a roll counts:
 *   - at the ResolveSquare step that follows it, for the square the player is
 *     on after it (Go To Jail moves the player to Jail at once, so square 30
 *     is never counted and Jail is);
 *   - at the RollAndMove step itself when it leaves the phase at "endTurn"
 *     (the player is in jail: Jail counts).
 * Chance and Community Chest cards move no token in this spec, so those squares count.
 */
import { SQUARE_COUNT } from './board.js';
import { ResolveSquareId, RollAndMoveId } from './actions.js';
import * as L from './layout.js';

export class LandingTally {
  readonly counts = new Float64Array(SQUARE_COUNT);

  /** Counts the step from `before` to `after` by `actionId` if it completes a roll. */
  step(before: Uint8Array, after: Uint8Array, actionId: number): void {
    if (actionId === ResolveSquareId || (actionId === RollAndMoveId && L.phase(after, 0) === L.PHASE_END_TURN)) {
      const square = L.position(after, 0, L.current(before, 0));
      this.counts[square] = (this.counts[square] as number) + 1;
    }
  }

  get total(): number {
    return this.counts.reduce((sum, count) => sum + count, 0);
  }

  /** Each square with its count and relative frequency, in board order. */
  rows(): { square: number; count: number; frequency: number }[] {
    const total = this.total;
    return Array.from(this.counts, (count, square) => ({ square, count, frequency: total === 0 ? 0 : count / total }));
  }
}
