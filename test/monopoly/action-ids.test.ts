/** The numbering of Next's actions: each id names its action, in the order of Next in the spec. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as ids from '../../src/monopoly/action-ids.js';
import { makeState, monopolyModel, successorsOf } from '../helpers/monopoly-states.js';

const SPEC = readFileSync(new URL('../../specs/Monopoly.tla', import.meta.url), 'utf8');

describe('action ids', () => {
  it("give each action's name by index", () => {
    const byName: Record<string, number> = {
      RollAndMove: ids.RollAndMoveId,
      ResolveSquare: ids.ResolveSquareId,
      BuyProperty: ids.BuyPropertyId,
      DeclineProperty: ids.DeclinePropertyId,
      BuildHouse: ids.BuildHouseId,
      Mortgage: ids.MortgageId,
      Unmortgage: ids.UnmortgageId,
      EndTurn: ids.EndTurnId,
      GameOver: ids.GameOverId,
    };
    for (const [name, id] of Object.entries(byName)) expect(ids.ACTION_NAMES[id]).toBe(name);
    expect(ids.ACTION_NAMES).toHaveLength(Object.keys(byName).length);
  });

  it("number Next's disjuncts in the spec's order, the GameOver stutter last", () => {
    const next = /\nNext ==\n([\s\S]*?)\n\n/.exec(SPEC)?.[1] ?? '';
    const disjuncts = [...next.matchAll(/\\\/ (\w+)/g)].map((match) => match[1]);
    expect(disjuncts).toEqual(ids.ACTION_NAMES.slice(0, ids.GameOverId));
    expect(next).toContain('IF GameOver');
  });

  it("label the model's successors: a roll from Init, the stutter of a finished game", () => {
    const model = monopolyModel();
    expect(model.actionNames).toEqual(ids.ACTION_NAMES);
    expect(new Set(successorsOf(model, makeState(model)).map((s) => s.action))).toEqual(new Set(['RollAndMove']));
    const over = makeState(model, { bankrupt: [false, true] });
    expect(successorsOf(model, over).map((s) => s.action)).toEqual(['GameOver']);
  });
});
