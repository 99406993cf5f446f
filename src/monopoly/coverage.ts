/** Coverage keys for Monopoly: every action, with ResolveSquare split into the arms of its CASE. */
import { ChanceSquares, CommunityChestSquares, GoToJail } from './board.js';
import { ACTION_NAMES, ResolveSquareId } from './actions.js';
import * as L from './layout.js';

const RESOLVE_BRANCHES = [
  'GoToJail',
  'Income Tax (4)',
  'Luxury Tax (38)',
  'Chance / Community Chest',
  'unowned deed',
  'owned deed (rent)',
  'OTHER (GO, Just Visiting, Free Parking)',
];

export const COVERAGE_NAMES: readonly string[] = ACTION_NAMES.flatMap((name, id) =>
  id === ResolveSquareId ? RESOLVE_BRANCHES.map((branch) => `ResolveSquare: ${branch}`) : [name],
);

const cardSquares = new Set([...ChanceSquares, ...CommunityChestSquares]);

/** Which CASE arm of ResolveSquare the source state takes. */
function resolveBranch(source: Uint8Array, at: number, playerCount: number): number {
  const square = L.position(source, at, L.current(source, at));
  if (square === GoToJail) return 0;
  if (square === 4) return 1;
  if (square === 38) return 2;
  if (cardSquares.has(square)) return 3;
  const deedIndex = L.deedIndexOfSquare[square] as number;
  if (deedIndex >= 0) return L.ownerOfDeedByte(L.deedByte(source, at, playerCount, deedIndex)) === 0 ? 4 : 5;
  return 6;
}

export function coverageKey(actionId: number, source: Uint8Array, at: number, playerCount: number): number {
  if (actionId < ResolveSquareId) return actionId;
  if (actionId === ResolveSquareId) return ResolveSquareId + resolveBranch(source, at, playerCount);
  return actionId + RESOLVE_BRANCHES.length - 1;
}
