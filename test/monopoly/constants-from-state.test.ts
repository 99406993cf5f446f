import { describe, expect, it } from 'vitest';
import { constantsFromFirstState } from '../../src/monopoly/constants-from-state.js';
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

  it('asks for a model file when it cannot', () => {
    expect(() => constantsFromFirstState({ x: 1 })).toThrow(/pass --config MODEL.cfg/);
    expect(() => constantsFromFirstState({ money: [1, 2, 3, 4, 5] })).toThrow(/5 players; the spec assumes 2 to 4/);
  });
});
