/**
 * What the board pages draw, as plain JSON: the HTML trace viewer embeds a
 * ViewerDocument, the explorer fetches its states. Types only, shared by the
 * pages' browser code (report/browser/, explore/browser/) and the code that
 * writes the data, so this file imports nothing.
 */

export interface ViewerSquare {
  readonly number: number;
  readonly name: string;
  readonly kind: 'street' | 'railroad' | 'utility' | 'tax' | 'chance' | 'community-chest' | 'corner';
  /** A street's colour group: brown, lblue, pink, orange, red, yellow, green, dblue. */
  readonly group: string | null;
  readonly price: number | null;
}

export interface ViewerPlayer {
  readonly number: number;
  readonly position: number;
  readonly money: number;
  readonly inJail: boolean;
  readonly jailTurns: number;
  readonly bankrupt: boolean;
}

export interface ViewerDeed {
  readonly square: number;
  /** 0 for the bank. */
  readonly owner: number;
  /** Houses on a street (5 = a hotel), null for railroads and utilities. */
  readonly houses: number | null;
  readonly mortgaged: boolean;
}

export interface ViewerState {
  readonly players: readonly ViewerPlayer[];
  readonly deeds: readonly ViewerDeed[];
  readonly current: number;
  readonly dice: readonly [number, number];
  readonly doublesCount: number;
  readonly phase: string;
}

/** An entry a step changed: the variable and its first key (a player or square number), for highlighting. */
export interface ViewerChange {
  readonly variable: string;
  readonly key: unknown;
}

export interface ViewerStep {
  /** The action that led to this state, null for the initial state. */
  readonly action: string | null;
  /** A readable title, e.g. `RollAndMove: player 1 rolls 1+1 to Community Chest (2)`. */
  readonly title: string;
  /** What the step changed, in words: `owner: Baltic Avenue: bank -> player 2`. */
  readonly changes: readonly string[];
  readonly changed: readonly ViewerChange[];
  readonly state: ViewerState;
}

/** How a lasso-shaped behaviour (a liveness counterexample) goes on after its last step. */
export interface ViewerLoop {
  /** Index of the step it goes back to (the last one itself when it stutters). */
  readonly start: number;
  /** True when it stays in the last state for ever. */
  readonly stutters: boolean;
  /** The step back, e.g. `RollAndMove: player 2 rolls 1+2 to ...` (empty when it stutters). */
  readonly title: string;
  /** What the step back changes, in words. */
  readonly changes: readonly string[];
}

export interface ViewerDocument {
  /** The page's heading, e.g. `n3_m0_x0: Invariant TurnValid is violated`. */
  readonly title: string;
  /** Where the behaviour comes from (a file, a model). */
  readonly source: string;
  readonly squares: readonly ViewerSquare[];
  readonly steps: readonly ViewerStep[];
  /** What the last state shows, e.g. `Invariant TurnValid is violated`; null when nothing is claimed. */
  readonly violation: string | null;
  /** A line about how the behaviour was checked, e.g. `replayed and confirmed against monocheck's transcription`. */
  readonly note: string | null;
  /** Present when the behaviour is a lasso: Next on the last step goes round the cycle. */
  readonly loop?: ViewerLoop;
}
