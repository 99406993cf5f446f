import { describe, expect, it } from 'vitest';
import { allStates } from '../../src/engine/trace/trace.js';
import { figuresOf, runFind, type FindRequest } from '../../src/explore/find-search.js';
import { transcribedSpecOf } from '../helpers/specs.js';

const INVARIANTS = ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'];
/** specs/n3_m0_x0.cfg: TurnValid is violated three states deep. */
const spec = transcribedSpecOf(
  { N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 },
  { invariants: INVARIANTS, constraints: ['MoneyBound', 'DepthBound'] },
);
const initial = allStates(spec.createModel(), null)[0]!.state;
const request = (goal: string, fields: Partial<FindRequest> = {}): FindRequest => ({
  recipe: spec.recipe,
  invariants: spec.invariants,
  constraints: spec.constraints,
  goal,
  start: initial,
  startLevel: 1,
  startReached: false,
  memoryBudgetBytes: 2 ** 26,
  ...fields,
});
const never = () => false;

describe('runFind', () => {
  it("finds the shortest way to an invariant's violation, as successor indexes from the start", async () => {
    const outcome = await runFind(request('invariant'), never, () => {});
    expect(outcome).toMatchObject({ status: 'found', reached: 'Invariant TurnValid is violated', steps: [0, 0] });
    expect(outcome.figures.distinctStates).toBeGreaterThan(2);
  });

  it("finds a witness through the spec's Monopoly view, its description as what was reached", async () => {
    const outcome = await runFind(request('bankrupt', { invariants: [] }), never, () => {});
    expect(outcome.status).toBe('found');
    if (outcome.status === 'found') {
      expect(outcome.reached).toMatch(/bankrupt/);
      expect(outcome.steps.length).toBeGreaterThan(0);
    }
  });

  it('reports a search stopped at once, and refuses a goal it does not know', async () => {
    expect(
      (
        await runFind(
          request('hotel'),
          () => true,
          () => {},
        )
      ).status,
    ).toBe('stopped');
    await expect(runFind(request('jackpot'), never, () => {})).rejects.toThrow("unknown goal 'jackpot'");
  });
});

describe('figuresOf', () => {
  it("gives zeros before any progress, and a search's counts and depth after", () => {
    expect(figuresOf(null)).toEqual({ distinctStates: 0, statesGenerated: 0, levels: 0, seconds: 0 });
    const stats = { distinctStates: 5, statesGenerated: 9, depth: 3, seconds: 0.5 } as Parameters<typeof figuresOf>[0];
    expect(figuresOf(stats)).toEqual({ distinctStates: 5, statesGenerated: 9, levels: 3, seconds: 0.5 });
  });
});
