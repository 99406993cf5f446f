/**
 * The Monopoly view of a compiled spec's states (monopoly/monopoly-view.ts)
 * read straight off the runtime values the compiled model decodes: no TLA+
 * value objects are made for a state, which made the generic projection
 * (toTla, then the transcription's fromTla) spend half its time collecting
 * garbage. The ranges are the transcription's layout's, and a value outside
 * them is a MonopolyViewError naming it.
 */
import type { Model } from '../../engine/model.js';
import { Deeds, Streets } from '../../monopoly/board.js';
import * as L from '../../monopoly/layout.js';
import type { MonopolyConstants } from '../../monopoly/model.js';
import { MonopolyViewError, projectedView, type MonopolyView } from '../../monopoly/monopoly-view.js';
import { VARIABLE_NAMES } from '../../monopoly/values.js';
import { ACTION_NAMES } from '../../monopoly/action-ids.js';
import { CompiledModel } from '../../tla/compiled-model.js';
import { select } from '../../tla/values/functions.js';
import { printValue } from '../../tla/values/print.js';
import type { Value } from '../../tla/values/value.js';

function fail(what: string, expected: string, value: Value | undefined): never {
  throw new MonopolyViewError(
    `a state of the spec is not a state of Monopoly's board: ${what} must ` +
      `be ${expected}, found ${value === undefined ? 'nothing' : printValue(value)}`,
  );
}

function integerIn(value: Value | undefined, what: string, low: number, high: number): number {
  if (typeof value !== 'number' || value < low || value > high) fail(what, `an integer in ${low}..${high}`, value);
  return value;
}

function booleanOf(value: Value | undefined, what: string): boolean {
  if (typeof value !== 'boolean') fail(what, 'TRUE or FALSE', value);
  return value;
}

/** f[key], or a MonopolyViewError when f is no function or key not in its domain. */
function entry(f: Value | undefined, key: number, name: string): Value {
  let found: Value | undefined;
  try {
    found = f === undefined ? undefined : select(f, key);
  } catch {
    found = undefined;
  }
  if (found === undefined) fail(`${name}[${key}]`, 'a value (the function has no such entry)', f);
  return found;
}

/** The view of a CompiledModel's states, read off its runtime values; any other model gets the generic projection. */
export function compiledMonopolyView(model: Model, constants: MonopolyConstants): MonopolyView {
  if (!(model instanceof CompiledModel)) return projectedView(model, constants);
  const n = constants.N;
  const at = Object.fromEntries(VARIABLE_NAMES.map((name) => [name, model.variableNames.indexOf(name)])) as Record<string, number>;
  if (Object.values(at).some((index) => index < 0)) return projectedView(model, constants);
  const bytes = L.stateBytes(n);
  const slots = [new Uint8Array(bytes), new Uint8Array(bytes)] as const;
  const actions = Int32Array.from(model.actionNames, (name) => ACTION_NAMES.indexOf(name));
  const write = (values: readonly Value[], target: Uint8Array) => {
    const get = (name: string) => values[at[name] as number];
    const phase = L.PhaseNames.indexOf(get('phase') as string);
    if (phase < 0) fail('phase', `one of ${L.PhaseNames.join(', ')}`, get('phase'));
    L.writeHeader(target, 0, phase, integerIn(get('current'), 'current', 1, n), integerIn(get('doublesCount'), 'doublesCount', 0, 3));
    const dice = get('dice');
    L.setDice(target, 0, integerIn(entry(dice, 1, 'dice'), 'dice[1]', 1, 6), integerIn(entry(dice, 2, 'dice'), 'dice[2]', 1, 6));
    const [position, money, inJail, jailTurns, bankrupt] = [
      get('position'),
      get('money'),
      get('inJail'),
      get('jailTurns'),
      get('bankrupt'),
    ];
    for (let p = 1; p <= n; p++) {
      L.setPosition(target, 0, p, integerIn(entry(position, p, 'position'), `position[${p}]`, 0, 39));
      L.setMoney(target, 0, p, integerIn(entry(money, p, 'money'), `money[${p}]`, -(2 ** 31), 2 ** 31 - 1));
      const jailed = booleanOf(entry(inJail, p, 'inJail'), `inJail[${p}]`);
      L.setPlayerFlags(
        target,
        0,
        p,
        jailed,
        booleanOf(entry(bankrupt, p, 'bankrupt'), `bankrupt[${p}]`),
        integerIn(entry(jailTurns, p, 'jailTurns'), `jailTurns[${p}]`, 0, 3),
      );
    }
    const [owner, houses, mortgaged] = [get('owner'), get('houses'), get('mortgaged')];
    Deeds.forEach((square, d) => {
      const houseCount = Streets.includes(square) ? integerIn(entry(houses, square, 'houses'), `houses[${square}]`, 0, 5) : 0;
      const deed = L.packDeed(
        integerIn(entry(owner, square, 'owner'), `owner[${square}]`, 0, n),
        booleanOf(entry(mortgaged, square, 'mortgaged'), `mortgaged[${square}]`),
        houseCount,
      );
      L.setDeedByte(target, 0, n, d, deed);
    });
  };
  return {
    constants,
    model,
    identity: false,
    project(state, offset, slot = 0) {
      const target = slots[slot];
      target.fill(0);
      write(model.values(state, offset), target);
      return target;
    },
    actionOf: (actionId) => actions[actionId] ?? -1,
  };
}
