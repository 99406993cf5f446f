/**
 * Where tokens come to rest: a tally, per square, of the position of the
 * player who rolled once that roll has been resolved (the question of
 * ../shared/seeds/monopoly-landing-frequency-simulation.txt).
 *
 * A roll is resolved when play reaches the phases that follow the move,
 * "buyOrAuction" or "endTurn", from one before them ("roll", "resolve", or a
 * phase of an edited spec's own, such as a card being drawn): the square
 * counted is where the player who was to move then stands. In the spec that
 * is the ResolveSquare step after a roll (Go To Jail moves the player to
 * Jail at once, so square 30 is never counted and Jail is), or the
 * RollAndMove step itself when it ends the move (a jailed player who stays
 * in jail, a third double: Jail counts). Chance and Community Chest cards
 * move no token in this spec, so those squares count; in an edited spec
 * whose cards move the token (the step stays in a phase before the move's
 * end), the square the card sends it to counts, once it is resolved.
 * The rule reads phases, never action names, so that an edited spec's
 * actions count as the spec's do.
 */
import { SQUARE_COUNT } from './board.js';
import { transcribedReading, type GameReading } from './game-reading.js';
import * as L from './layout.js';

/** Whether `phase` (an index of L.PhaseNames, -1 for another) is one the move has ended in. */
function moveEnded(phase: number): boolean {
  return phase === L.PHASE_BUY_OR_AUCTION || phase === L.PHASE_END_TURN;
}

export class LandingTally {
  readonly counts = new Float64Array(SQUARE_COUNT);

  /** `reading`: how the states are read (default: the transcription's, two players). */
  constructor(private readonly reading: GameReading = transcribedReading(2)) {}

  /** Counts the step from `before` to `after` (states at offset 0) if it completes a roll. */
  step(before: Uint8Array, after: Uint8Array): void {
    const read = this.reading;
    if (!moveEnded(read.phase(after, 0)) || moveEnded(read.phase(before, 0))) return;
    const square = read.position(after, 0, read.current(before, 0));
    this.counts[square] = (this.counts[square] as number) + 1;
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
