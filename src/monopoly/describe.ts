/** Readable labels for the steps of a Monopoly behaviour, e.g. `player 1 rolls 1+1 to Community Chest (2)`. */
import { Deeds, squareLabel } from './board.js';
import * as A from './actions.js';
import * as L from './layout.js';

function money(amount: number): string {
  return amount < 0 ? `-$${-amount}` : `$${amount}`;
}

/** The deed whose byte differs between the two states, as a square number, or -1. */
function changedDeed(n: number, before: Uint8Array, b: number, after: Uint8Array, a: number): number {
  for (let d = 0; d < L.DEED_COUNT; d++) if (L.deedByte(before, b, n, d) !== L.deedByte(after, a, n, d)) return Deeds[d] as number;
  return -1;
}

function paymentOutcome(n: number, p: number, before: Uint8Array, b: number, after: Uint8Array, a: number): string {
  if (!L.bankrupt(before, b, p) && L.bankrupt(after, a, p)) return `cannot pay and goes bankrupt`;
  const delta = L.money(after, a, p) - L.money(before, b, p);
  if (delta === 0) return 'nothing to pay';
  for (let q = 1; q <= n; q++) {
    if (q !== p && L.money(after, a, q) !== L.money(before, b, q)) return `pays ${money(-delta)} to player ${q}`;
  }
  return delta < 0 ? `pays ${money(-delta)} to the bank` : `receives ${money(delta)}`;
}

export function describeStep(n: number, actionId: number, before: Uint8Array, b: number, after: Uint8Array, a: number): string {
  const p = L.current(before, b);
  const who = `player ${p}`;
  switch (actionId) {
    case A.RollAndMoveId: {
      const roll = `${L.die1(after, a)}+${L.die2(after, a)}`;
      const to = squareLabel(L.position(after, a, p));
      if (L.inJail(before, b, p)) {
        if (L.inJail(after, a, p)) return `${who}, in jail, rolls ${roll}: stays in jail (turn ${L.jailTurns(after, a, p)})`;
        if (L.die1(after, a) === L.die2(after, a)) return `${who} rolls doubles ${roll} and leaves jail to ${to}`;
        return `${who} rolls ${roll}, pays the $50 fine and leaves jail to ${to}`;
      }
      if (L.inJail(after, a, p)) return `${who} rolls ${roll}, a third double in a row: goes to jail`;
      return `${who} rolls ${roll} to ${to}`;
    }
    case A.ResolveSquareId: {
      const square = L.position(before, b, p);
      const on = `${who} on ${squareLabel(square)}`;
      if (L.phase(after, a) === L.PHASE_BUY_OR_AUCTION) return `${on}: unowned, may buy`;
      if (L.inJail(after, a, p) && !L.inJail(before, b, p)) return `${on}: goes to jail`;
      return `${on}: ${paymentOutcome(n, p, before, b, after, a)}`;
    }
    case A.BuyPropertyId: {
      const square = L.position(before, b, p);
      return `${who} buys ${squareLabel(square)} for ${money(L.money(before, b, p) - L.money(after, a, p))}`;
    }
    case A.DeclinePropertyId:
      return `${who} declines to buy ${squareLabel(L.position(before, b, p))}`;
    case A.BuildHouseId: {
      const square = changedDeed(n, before, b, after, a);
      const houses = L.housesOfDeedByte(L.deedByte(after, a, n, L.deedIndexOfSquare[square] as number));
      return `${who} builds on ${squareLabel(square)} (${houses === 5 ? 'a hotel' : `${houses} house${houses === 1 ? '' : 's'}`})`;
    }
    case A.MortgageId:
      return `${who} mortgages ${squareLabel(changedDeed(n, before, b, after, a))}`;
    case A.UnmortgageId:
      return `${who} pays off the mortgage on ${squareLabel(changedDeed(n, before, b, after, a))}`;
    case A.EndTurnId: {
      const next = L.current(after, a);
      return next === p ? `${who} ends the turn and rolls again (doubles)` : `${who} ends the turn; player ${next} to roll`;
    }
    case A.GameOverId:
      return 'the game is over (the state repeats)';
    default:
      return `action ${actionId}`;
  }
}
