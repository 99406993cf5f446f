import { describe, expect, it } from 'vitest';
import { constantsFromFirstState, FirstStateConstantsError } from '../../src/monopoly/constants-from-state.js';
import { describeTla, monopolyModel } from '../helpers/monopoly-states.js';

describe('constantsFromFirstState', () => {
  it('reads N and StartMoney off an initial state, leaving the bounds open', () => {
    expect(constantsFromFirstState(describeTla(monopolyModel({ N: 4, StartMoney: 700 })))).toEqual({
      N: 4,
      StartMoney: 700,
      MaxMoney: 0,
      MaxDepth: 0,
    });
  });

  it("asks for a model file when it cannot, in the library's terms, saying why as data", () => {
    expect(() => constantsFromFirstState({ x: 1 })).toThrow(
      "the first state has no tuple 'money' to read the number of players from; give the model file the trace was made with",
    );
    expect(() => constantsFromFirstState({ money: ['a', 2] })).toThrow(
      expect.objectContaining({ problem: { kind: 'money-not-number' } }) as Error,
    );
    expect(() => constantsFromFirstState({ money: [1, 2, 3, 4, 5] })).toThrow(/5 players; the spec assumes 2 to 4$/);
    expect(() => constantsFromFirstState({ money: [1, 2, 3, 4, 5] })).toThrow(FirstStateConstantsError);
    expect(() => constantsFromFirstState({ money: [1, 2, 3, 4, 5] })).toThrow(
      expect.objectContaining({ problem: { kind: 'players', players: 5, min: 2, max: 4 } }) as Error,
    );
  });
});
