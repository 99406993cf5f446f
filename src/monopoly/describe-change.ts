/**
 * How a change of one of Monopoly.tla's variables reads to a player:
 * `Baltic Avenue: bank -> player 2`, `player 1: 1500 -> 1440`,
 * `player 1: GO (0) -> Community Chest (2)`, `dice: 1+1 -> 5+4`.
 */
import { diffTlaValues } from '../engine/trace/tla-diff.js';
import type { TlaValue } from '../engine/trace/tla-value.js';
import { MaxHouses, SquareNames, squareLabel } from './board.js';

/** A value as it reads: a number or a name as it is, a structure as JSON. */
const plain = (value: TlaValue | undefined) => (typeof value === 'object' ? JSON.stringify(value) : String(value));
const player = (key: TlaValue | undefined) => `player ${plain(key)}`;
const deedName = (key: TlaValue | undefined) => (typeof key === 'number' ? (SquareNames[key] ?? `square ${key}`) : plain(key));

function ownerText(value: TlaValue): string {
  return value === 0 ? 'bank' : `player ${plain(value)}`;
}

function housesText(value: TlaValue): string {
  if (value === 0) return 'no houses';
  if (value === MaxHouses) return 'a hotel';
  return value === 1 ? '1 house' : `${plain(value)} houses`;
}

function squareText(value: TlaValue): string {
  return typeof value === 'number' ? squareLabel(value) : plain(value);
}

/** One line per changed entry of a per-player or per-deed variable, or null when the values are not of that shape. */
function perEntry(
  variable: string,
  before: TlaValue,
  after: TlaValue,
  line: (key: TlaValue | undefined, old: TlaValue, value: TlaValue) => string,
): string[] | null {
  const changes = diffTlaValues(variable, before, after);
  if (changes.some((change) => change.keys.length !== 1)) return null;
  return changes.map((change) => line(change.keys[0], change.before, change.after));
}

/** Readable lines for how `variable` changed, or null to show the values as they are. */
export function describeChange(variable: string, before: TlaValue, after: TlaValue): string[] | null {
  switch (variable) {
    case 'position':
      return perEntry(variable, before, after, (key, old, value) => `${player(key)}: ${squareText(old)} -> ${squareText(value)}`);
    case 'money':
    case 'jailTurns':
      return perEntry(variable, before, after, (key, old, value) => `${player(key)}: ${plain(old)} -> ${plain(value)}`);
    case 'inJail':
      return perEntry(variable, before, after, (key, _old, value) => `${player(key)}: ${value === true ? 'goes to jail' : 'leaves jail'}`);
    case 'bankrupt':
      return perEntry(
        variable,
        before,
        after,
        (key, _old, value) => `${player(key)}: ${value === true ? 'goes bankrupt' : 'no longer bankrupt'}`,
      );
    case 'owner':
      return perEntry(variable, before, after, (key, old, value) => `${deedName(key)}: ${ownerText(old)} -> ${ownerText(value)}`);
    case 'houses':
      return perEntry(variable, before, after, (key, old, value) => `${deedName(key)}: ${housesText(old)} -> ${housesText(value)}`);
    case 'mortgaged':
      return perEntry(
        variable,
        before,
        after,
        (key, _old, value) => `${deedName(key)}: ${value === true ? 'mortgaged' : 'mortgage paid off'}`,
      );
    case 'current':
      return [`${player(before)} -> ${player(after)}`];
    case 'dice': {
      const roll = (value: TlaValue) => (Array.isArray(value) && value.length === 2 ? `${String(value[0])}+${String(value[1])}` : null);
      const old = roll(before);
      const value = roll(after);
      return old === null || value === null ? null : [`${old} -> ${value}`];
    }
    case 'doublesCount':
    case 'phase':
      return [`${plain(before)} -> ${plain(after)}`];
    default:
      return null;
  }
}
