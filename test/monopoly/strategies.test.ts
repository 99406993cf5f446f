import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../src/engine/search/random.js';
import { SuccessorList } from '../../src/engine/search/successor-list.js';
import { chooserFor, STRATEGY_NAMES, type StrategyName } from '../../src/monopoly/strategies.js';
import { makeState, monopolyModel, type StateDescription } from '../helpers/monopoly-states.js';

const model = monopolyModel();

/** The action each strategy takes from the described state (the same seed for all). */
function decisions(
  description: StateDescription,
  strategies: readonly StrategyName[] = STRATEGY_NAMES,
  reserve = 300,
): Record<string, string> {
  const state = makeState(model, description);
  const successors = new SuccessorList(model.stateBytes).collect(model, state, 0);
  return Object.fromEntries(
    strategies.map((name) => {
      const index = chooserFor(name, reserve).choose(successors, state, new SeededRandom(3));
      return [name, model.actionNames[successors.actionIds[index] as number] as string];
    }),
  );
}

/** Player 1 on Baltic Avenue, which the bank owns, deciding whether to buy. */
const onUnownedBaltic = (money: number): StateDescription => ({ position: { 1: 3 }, money: { 1: money }, phase: 'buyOrAuction' });
/** Player 1 owns the brown group and ends the turn with `money`; Reading Railroad (5) is theirs and mortgaged. */
const ownsBrown = (money: number): StateDescription => ({
  owner: { 1: 1, 3: 1, 5: 1 },
  mortgaged: { 5: true },
  money: { 1: money },
  phase: 'endTurn',
  dice: [1, 2],
});

describe('strategies', () => {
  it('leave the dice to chance: every strategy draws the roll uniformly', () => {
    const rolls = new Set<number>();
    const state = makeState(model, {});
    const successors = new SuccessorList(model.stateBytes).collect(model, state, 0);
    for (let seed = 0; seed < 400; seed++) rolls.add(chooserFor('builder').choose(successors, state, new SeededRandom(seed)));
    expect(rolls.size).toBe(36);
  });

  it('decide whether to buy', () => {
    expect(decisions(onUnownedBaltic(1500))).toMatchObject({
      'always-buy': 'BuyProperty',
      'never-buy': 'DeclineProperty',
      builder: 'BuyProperty',
      cautious: 'BuyProperty',
    });
    // cautious keeps $300: buying Baltic ($60) with $350 would leave $290
    expect(decisions(onUnownedBaltic(350), ['cautious'])).toEqual({ cautious: 'DeclineProperty' });
    expect(decisions(onUnownedBaltic(40), ['always-buy'])).toEqual({ 'always-buy': 'DeclineProperty' });
  });

  it('decide what to do before ending the turn', () => {
    expect(decisions(ownsBrown(1500))).toMatchObject({
      'always-buy': 'EndTurn',
      'never-buy': 'EndTurn',
      builder: 'BuildHouse',
      cautious: 'Unmortgage',
    });
    // below the reserve, cautious mortgages; builder builds with its last $50 and never mortgages
    expect(decisions(ownsBrown(100), ['cautious', 'builder'])).toEqual({ cautious: 'Mortgage', builder: 'BuildHouse' });
    expect(decisions(ownsBrown(20), ['builder'])).toEqual({ builder: 'EndTurn' });
  });
});
