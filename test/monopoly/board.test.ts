import { describe, expect, it } from 'vitest';
import {
  BaseRent,
  ColorOf,
  Colors,
  Deeds,
  HouseCost,
  Price,
  Railroads,
  SquareNames,
  squareLabel,
  Streets,
  Utilities,
} from '../../src/monopoly/board.js';

describe('the board of Monopoly.tla', () => {
  it('has 22 streets and 28 deeds, in increasing square number', () => {
    expect(Streets).toHaveLength(22);
    expect(Streets.slice(0, 5)).toEqual([1, 3, 6, 8, 9]);
    expect(Streets.at(-1)).toBe(39);
    expect(Deeds).toHaveLength(28);
    expect(Deeds).toEqual([...Deeds].sort((a, b) => a - b));
    expect(Deeds.filter((deed) => Railroads.includes(deed) || Utilities.includes(deed))).toEqual([5, 12, 15, 25, 28, 35]);
    expect(SquareNames).toHaveLength(40);
  });

  it('colours each street by its group, and refuses a square that is none', () => {
    expect([ColorOf(1), ColorOf(9), ColorOf(24), ColorOf(39)]).toEqual(['brown', 'lblue', 'red', 'dblue']);
    expect(Colors).toEqual(['brown', 'lblue', 'pink', 'orange', 'red', 'yellow', 'green', 'dblue']);
    expect(() => ColorOf(5)).toThrow('square 5 is not a street');
  });

  it('prices the deeds as the US board, the last street of a group dearer', () => {
    expect([Price(1), Price(3), Price(6), Price(9), Price(37), Price(39)]).toEqual([60, 60, 100, 120, 350, 400]);
    expect([Price(5), Price(12), Price(24), Price(34)]).toEqual([200, 150, 240, 320]);
  });

  it('gives a street a base rent of Price \\div 20, none to railroads and utilities, and house costs by side of the board', () => {
    expect([BaseRent(1), BaseRent(9), BaseRent(39), BaseRent(5), BaseRent(28)]).toEqual([3, 6, 20, 0, 0]);
    expect([HouseCost(1), HouseCost(9), HouseCost(11), HouseCost(19), HouseCost(21), HouseCost(29), HouseCost(31), HouseCost(39)]).toEqual([
      50, 50, 100, 100, 150, 150, 200, 200,
    ]);
  });

  it('labels a square by its name and number', () => {
    expect(squareLabel(3)).toBe('Baltic Avenue (3)');
    expect(squareLabel(10)).toBe('Jail / Just Visiting (10)');
    expect(squareLabel(40)).toBe('square (40)');
  });
});
