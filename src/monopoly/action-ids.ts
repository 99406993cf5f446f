/** The actions of Next by number: each successor is labelled with the id of the action that made it. */

/** Action ids, the index of each name in ACTION_NAMES. */
export const RollAndMoveId = 0;
export const ResolveSquareId = 1;
export const BuyPropertyId = 2;
export const DeclinePropertyId = 3;
export const BuildHouseId = 4;
export const MortgageId = 5;
export const UnmortgageId = 6;
export const EndTurnId = 7;
/** The stutter step `IF GameOver THEN UNCHANGED vars`. */
export const GameOverId = 8;
export const ACTION_NAMES: readonly string[] = [
  'RollAndMove',
  'ResolveSquare',
  'BuyProperty',
  'DeclineProperty',
  'BuildHouse',
  'Mortgage',
  'Unmortgage',
  'EndTurn',
  'GameOver',
];
