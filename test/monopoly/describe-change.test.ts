import { describe, expect, it } from 'vitest';
import { tlaFunction } from '../../src/engine/trace/tla-value.js';
import { describeChange } from '../../src/monopoly/describe-change.js';
import { monopolyModel } from '../helpers/monopoly-states.js';

describe('describeChange: Monopoly changes in words', () => {
  it('names deeds by their square and owners as the bank or a player', () => {
    expect(
      describeChange(
        'owner',
        tlaFunction([
          [1, 0],
          [3, 0],
        ]),
        tlaFunction([
          [1, 0],
          [3, 2],
        ]),
      ),
    ).toEqual(['Baltic Avenue: bank -> player 2']);
    expect(describeChange('owner', tlaFunction([[39, 1]]), tlaFunction([[39, 0]]))).toEqual(['Boardwalk: player 1 -> bank']);
    expect(describeChange('houses', tlaFunction([[1, 4]]), tlaFunction([[1, 5]]))).toEqual(['Mediterranean Avenue: 4 houses -> a hotel']);
    expect(describeChange('houses', tlaFunction([[1, 0]]), tlaFunction([[1, 1]]))).toEqual(['Mediterranean Avenue: no houses -> 1 house']);
    expect(describeChange('mortgaged', tlaFunction([[5, false]]), tlaFunction([[5, true]]))).toEqual(['Reading Railroad: mortgaged']);
    expect(describeChange('mortgaged', tlaFunction([[5, true]]), tlaFunction([[5, false]]))).toEqual([
      'Reading Railroad: mortgage paid off',
    ]);
  });

  it('names players for per-player variables, one line per player that changed', () => {
    expect(describeChange('money', [1500, 1500], [1440, 1560])).toEqual(['player 1: 1500 -> 1440', 'player 2: 1500 -> 1560']);
    expect(describeChange('position', [0, 0], [2, 0])).toEqual(['player 1: GO (0) -> Community Chest (2)']);
    expect(describeChange('inJail', [false, false], [false, true])).toEqual(['player 2: goes to jail']);
    expect(describeChange('inJail', [true], [false])).toEqual(['player 1: leaves jail']);
    expect(describeChange('jailTurns', [0, 1], [0, 2])).toEqual(['player 2: 1 -> 2']);
    expect(describeChange('bankrupt', [false, false, false], [true, false, false])).toEqual(['player 1: goes bankrupt']);
  });

  it('describes the turn, the dice and the phase as a whole', () => {
    expect(describeChange('current', 1, 2)).toEqual(['player 1 -> player 2']);
    expect(describeChange('dice', [1, 1], [5, 4])).toEqual(['1+1 -> 5+4']);
    expect(describeChange('phase', 'roll', 'resolve')).toEqual(['roll -> resolve']);
    expect(describeChange('doublesCount', 0, 1)).toEqual(['0 -> 1']);
  });

  it('leaves variables it does not know, or values of another shape, to the caller', () => {
    expect(describeChange('somethingElse', 1, 2)).toBeNull();
    expect(describeChange('dice', 1, 2)).toBeNull();
    expect(describeChange('money', [[1]], [[2]])).toBeNull();
  });

  it('is the MonopolyModel hook the reports use', () => {
    expect(monopolyModel().describeChange('current', 2, 1)).toEqual(['player 2 -> player 1']);
  });
});
