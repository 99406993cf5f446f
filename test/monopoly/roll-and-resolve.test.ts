/** RollAndMove (free play, three doubles, the three jail branches), Pay and ResolveSquare (monopoly/roll-and-resolve.ts). */
import { describe, expect, it } from 'vitest';
import { makeState, monopolyModel, successorChanges, successorsOf, type StateDescription } from '../helpers/monopoly-states.js';

const model = monopolyModel({ N: 2 });
const model3 = monopolyModel({ N: 3 });
const succ = (d: StateDescription, m = model) => successorsOf(m, makeState(m, d));
/** The 36 dice pairs in TLC's order: <<1,1>>, <<1,2>>, ..., <<6,6>>, the second die fastest. */
const ALL_DICE: [number, number][] = Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1]);
const isDouble = ([a, b]: readonly number[]) => a === b;
const diceOf = (list: ReturnType<typeof succ>) => list.map((s) => s.tla.dice);
const changesFrom = (d: StateDescription, m = model) => successorChanges(m, makeState(m, d));
const resolve = (d: StateDescription, m = model) => changesFrom({ phase: 'resolve', ...d }, m);

describe('RollAndMove in free play', () => {
  it('pays GoSalary when passing or landing on GO', () => {
    // from 35: <<2,3>> -> (35 + 5) % 40 = 0 < 35, so + 200; <<1,1>> -> 37, no salary; <<6,6>> -> 47 % 40 = 7, + 200
    const list = succ({ position: { 1: 35 } });
    expect(list[2]?.tla).toMatchObject({ dice: [1, 3], position: [39, 0], money: [1500, 1500] });
    expect(list[7]?.tla).toMatchObject({ dice: [2, 2], position: [39, 0], money: [1500, 1500] });
    expect(list[8]?.tla).toMatchObject({ dice: [2, 3], position: [0, 0], money: [1700, 1500] });
    expect(list[0]?.tla).toMatchObject({ position: [37, 0], money: [1500, 1500] });
    expect(list[35]?.tla).toMatchObject({ position: [7, 0], money: [1700, 1500], doublesCount: 1 });
  });

  it('counts a second double (doublesCount 1 -> 2) and resets it on a non-double', () => {
    const list = succ({ doublesCount: 1 });
    list.forEach((s, i) => expect(s.tla.doublesCount).toBe(isDouble(ALL_DICE[i] as number[]) ? 2 : 0));
  });

  it('sends a third double in a row to jail: 6 of the 36 successors', () => {
    const list = succ({ doublesCount: 2, position: { 1: 24 }, money: { 1: 900 } });
    expect(list).toHaveLength(36);
    const jailed = list.filter((s) => (s.tla.inJail as boolean[])[0]);
    expect(diceOf(jailed)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 6],
    ]);
    for (const s of jailed) {
      // no movement by the dice, no salary: straight to JailSquare, endTurn
      expect(s.tla).toMatchObject({
        position: [10, 0],
        money: [900, 1500],
        inJail: [true, false],
        jailTurns: [0, 0],
        doublesCount: 0,
        phase: 'endTurn',
      });
    }
    for (const s of list.filter((x) => !(x.tla.inJail as boolean[])[0])) {
      const [a, b] = s.tla.dice as number[];
      expect(s.tla).toMatchObject({ position: [24 + (a as number) + (b as number), 0], doublesCount: 0, phase: 'resolve' });
    }
  });
});

describe('RollAndMove in jail', () => {
  const jailed = (extra: StateDescription): StateDescription => ({ position: { 1: 10 }, inJail: { 1: true }, ...extra });

  it('lets doubles out free, with no extra turn (doublesCount 0)', () => {
    const list = succ(jailed({ jailTurns: { 1: 1 }, doublesCount: 1 }));
    expect(list).toHaveLength(36);
    const free = list.filter((s) => isDouble(s.tla.dice as number[]));
    // <<k,k>> moves 2k from 10: 12, 14, ..., 22
    expect(free.map((s) => (s.tla.position as number[])[0])).toEqual([12, 14, 16, 18, 20, 22]);
    for (const s of free)
      expect(s.tla).toMatchObject({ inJail: [false, false], jailTurns: [0, 0], doublesCount: 0, phase: 'resolve', money: [1500, 1500] });
  });

  it('counts a failed attempt while jailTurns < 2: jailTurns + 1, phase endTurn, no move', () => {
    for (const turns of [0, 1]) {
      const list = succ(jailed({ jailTurns: { 1: turns }, doublesCount: 1 }));
      const stuck = list.filter((s) => !isDouble(s.tla.dice as number[]));
      expect(stuck).toHaveLength(30);
      for (const s of stuck) {
        expect(s.tla).toMatchObject({
          position: [10, 0],
          money: [1500, 1500],
          inJail: [true, false],
          jailTurns: [turns + 1, 0],
          doublesCount: 0,
          phase: 'endTurn',
        });
      }
    }
  });

  it('on the third turn (jailTurns = 2) charges the $50 fine and advances', () => {
    const list = succ(jailed({ jailTurns: { 1: 2 } }));
    expect(list).toHaveLength(36);
    for (const s of list.filter((x) => !isDouble(x.tla.dice as number[]))) {
      const [a, b] = s.tla.dice as [number, number];
      // 10 + (3..11) never passes GO: gain = 0 - 50
      expect(s.tla).toMatchObject({
        position: [10 + a + b, 0],
        money: [1450, 1500],
        inJail: [false, false],
        jailTurns: [0, 0],
        doublesCount: 0,
        phase: 'resolve',
      });
    }
  });

  it('adds the GO salary to the fine when the move passes GO', () => {
    // jailed on 35 (the spec allows it), money 100, <<1,4>>: new = 40 % 40 = 0 < 35, gain = 200 - 50 = 150
    const list = succ({ position: { 1: 35 }, inJail: { 1: true }, jailTurns: { 1: 2 }, money: { 1: 100 } });
    const s = list.find((x) => (x.tla.dice as number[]).join() === '1,4');
    expect(s?.tla).toMatchObject({ position: [0, 0], money: [250, 1500], inJail: [false, false], phase: 'resolve' });
  });

  it('disables exactly the dice pairs whose fine cannot be paid (money + gain >= 0)', () => {
    // on 10 every non-double gives gain -50: with 0 or 49 only the 6 doubles are enabled, with 50 all 36
    for (const money of [0, 49]) {
      const list = succ(jailed({ jailTurns: { 1: 2 }, money: { 1: money } }));
      expect(diceOf(list), `money ${money}`).toEqual([
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
        [5, 5],
        [6, 6],
      ]);
    }
    const paid = succ(jailed({ jailTurns: { 1: 2 }, money: { 1: 50 } }));
    expect(paid).toHaveLength(36);
    expect(paid.filter((s) => !isDouble(s.tla.dice as number[])).every((s) => (s.tla.money as number[])[0] === 0)).toBe(true);
  });

  it('on 35 with no money enables the non-doubles that pass GO (gain +150): 26 + 6 doubles = 32', () => {
    // pass iff 35 + t >= 40 iff t >= 5; the non-doubles with t < 5 are <<1,2>>, <<1,3>>, <<2,1>>, <<3,1>>
    const list = succ({ position: { 1: 35 }, inJail: { 1: true }, jailTurns: { 1: 2 }, money: { 1: 0 } });
    expect(list).toHaveLength(32);
    const missing = ALL_DICE.filter((d) => !diceOf(list).some((x) => (x as number[]).join() === d.join()));
    expect(missing).toEqual([
      [1, 2],
      [1, 3],
      [2, 1],
      [3, 1],
    ]);
    for (const s of list.filter((x) => !isDouble(x.tla.dice as number[]))) expect((s.tla.money as number[])[0]).toBe(150);
    // doubles from jail use Advance: <<1,1>> -> 37 (no salary), <<3,3>> -> 41 % 40 = 1 (+200)
    const doubles = list.filter((x) => isDouble(x.tla.dice as number[]));
    expect(doubles.map((s) => [(s.tla.position as number[])[0], (s.tla.money as number[])[0]])).toEqual([
      [37, 0],
      [39, 0],
      [1, 200],
      [3, 200],
      [5, 200],
      [7, 200],
    ]);
  });
});

describe('Pay (through ResolveSquare)', () => {
  it('moves the rent from payer to owner when the payer has enough', () => {
    // Mediterranean (1) owned by 2 without Baltic: rent 60 \div 20 = 3
    expect(resolve({ position: { 1: 1 }, owner: { 1: 2 } })).toEqual([
      { action: 'ResolveSquare', changes: { money: [1497, 1503], phase: 'endTurn' } },
    ]);
  });

  it('lets a player pay exactly all his money without going bankrupt (money >= amount)', () => {
    expect(resolve({ position: { 1: 38 }, money: { 1: 100 } })).toEqual([
      { action: 'ResolveSquare', changes: { money: [0, 1500], phase: 'endTurn' } },
    ]);
  });

  it('bankrupts a player who cannot pay another: cash and deeds pass, houses and mortgages are cleared', () => {
    // Boardwalk (39) of player 2 with 2 houses: 20 * 3 = 60 > 10
    const d: StateDescription = {
      position: { 1: 39 },
      money: { 1: 10 },
      owner: { 39: 2, 37: 2, 1: 1, 3: 1, 5: 1, 12: 1 },
      houses: { 39: 2, 37: 2, 1: 1, 3: 1 },
      mortgaged: { 5: true },
    };
    expect(resolve(d)).toEqual([
      {
        action: 'ResolveSquare',
        changes: {
          money: [0, 1510],
          bankrupt: [true, false],
          owner: { 1: 2, 3: 2, 5: 2, 12: 2 },
          houses: { 1: 0, 3: 0 },
          mortgaged: { 5: false },
          phase: 'endTurn',
        },
      },
    ]);
  });

  it('bankrupts a player who cannot pay the bank: deeds revert to the bank (0)', () => {
    // Income Tax 200 > 150
    const d: StateDescription = {
      position: { 1: 4 },
      money: { 1: 150 },
      owner: { 1: 1, 3: 1, 5: 1, 39: 2 },
      houses: { 1: 3, 3: 2 },
      mortgaged: { 5: true },
    };
    expect(resolve(d)).toEqual([
      {
        action: 'ResolveSquare',
        changes: {
          money: [0, 1500],
          bankrupt: [true, false],
          owner: { 1: 0, 3: 0, 5: 0 },
          houses: { 1: 0, 3: 0 },
          mortgaged: { 5: false },
          phase: 'endTurn',
        },
      },
    ]);
  });

  it("keeps the other players' money when a third player goes bankrupt to another", () => {
    // N = 3: player 2 pays 1's railroad (2 owned: 50) with 30; player 3 untouched
    const d: StateDescription = { current: 2, position: { 2: 15 }, money: { 2: 30 }, owner: { 5: 1, 15: 1 } };
    expect(resolve(d, model3)).toEqual([
      { action: 'ResolveSquare', changes: { money: [1530, 0, 1500], bankrupt: [false, true, false], phase: 'endTurn' } },
    ]);
  });
});

describe('ResolveSquare', () => {
  it('sends the player on Go To Jail (30) to jail', () => {
    expect(resolve({ position: { 1: 30 }, dice: [2, 2], doublesCount: 1 })).toEqual([
      { action: 'ResolveSquare', changes: { position: [10, 0], inJail: [true, false], doublesCount: 0, phase: 'endTurn' } },
    ]);
  });

  it('charges Income Tax 200 (4) and Luxury Tax 100 (38)', () => {
    expect(resolve({ position: { 1: 4 } })).toEqual([{ action: 'ResolveSquare', changes: { money: [1300, 1500], phase: 'endTurn' } }]);
    expect(resolve({ position: { 1: 38 } })).toEqual([{ action: 'ResolveSquare', changes: { money: [1400, 1500], phase: 'endTurn' } }]);
  });

  it('draws the six card deltas in order -100, -50, 0, 50, 100, 200 on every Chance and Community Chest square', () => {
    for (const square of [2, 7, 17, 22, 33, 36]) {
      const list = resolve({ position: { 1: square } });
      expect(list.map((s) => s.action)).toEqual(Array(6).fill('ResolveSquare'));
      // 1500 + delta
      expect(
        list.map((s) => (s.changes.money as number[] | undefined)?.[0] ?? 1500),
        `square ${square}`,
      ).toEqual([1400, 1450, 1500, 1550, 1600, 1700]);
      expect(list.every((s) => s.changes.phase === 'endTurn')).toBe(true);
    }
  });

  it('bankrupts a player who draws a card he cannot pay', () => {
    // money 60: -100 bankrupts (deed 1 back to the bank), -50 leaves 10
    const list = resolve({ position: { 1: 7 }, money: { 1: 60 }, owner: { 1: 1 } });
    expect(list[0]?.changes).toEqual({ money: [0, 1500], bankrupt: [true, false], owner: { 1: 0 }, phase: 'endTurn' });
    expect(list[1]?.changes).toEqual({ money: [10, 1500], phase: 'endTurn' });
    expect(list[2]?.changes).toEqual({ phase: 'endTurn' });
    expect(list[5]?.changes).toEqual({ money: [260, 1500], phase: 'endTurn' });
  });

  it('offers an unowned deed (phase buyOrAuction), whatever its kind', () => {
    for (const square of [1, 5, 12, 39]) {
      expect(resolve({ position: { 1: square } })).toEqual([{ action: 'ResolveSquare', changes: { phase: 'buyOrAuction' } }]);
    }
  });

  it('charges rent on an owned deed, with the roll for a utility', () => {
    // Electric Company (12) of player 2 alone, roll 3 + 4 = 7: 4 * 7 = 28
    expect(resolve({ position: { 1: 12 }, owner: { 12: 2 }, dice: [3, 4] })).toEqual([
      { action: 'ResolveSquare', changes: { money: [1472, 1528], phase: 'endTurn' } },
    ]);
    // own deed: Pay(p, p, 0) changes no money
    expect(resolve({ position: { 1: 39 }, owner: { 39: 1 } })).toEqual([{ action: 'ResolveSquare', changes: { phase: 'endTurn' } }]);
    // mortgaged deed of another player: rent 0
    expect(resolve({ position: { 1: 39 }, owner: { 39: 2 }, mortgaged: { 39: true } })).toEqual([
      { action: 'ResolveSquare', changes: { phase: 'endTurn' } },
    ]);
  });

  it('only ends the turn on GO, Just Visiting and Free Parking', () => {
    for (const square of [0, 10, 20])
      expect(resolve({ position: { 1: square } })).toEqual([{ action: 'ResolveSquare', changes: { phase: 'endTurn' } }]);
  });
});
