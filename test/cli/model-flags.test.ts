/** src/cli/model-flags.ts: the flags that change a model, applied to the model file's spec, and written back as typed. */
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { FlagValueError } from '../../src/runs/flag-value-error.js';
import type { CheckableSpec } from '../../src/runs/spec/checkable-spec.js';
import { loadSpecOfFlags, MODEL_FLAG_OPTIONS, modelFlagsOf, type ModelFlagArguments } from '../../src/cli/model-flags.js';

const MODEL = 'specs/n2_m0_x0.cfg';
const constantsOf = (spec: CheckableSpec) => Object.fromEntries(spec.constants.map(({ name, value }) => [name, value]));
const plain: ModelFlagArguments = { model: MODEL, deadlock: true, engine: 'auto' };
const flagged: ModelFlagArguments = {
  ...plain,
  players: 3,
  startMoney: 100,
  maxMoney: 200,
  maxDepth: 4,
  invariant: ['TurnValid', 'TypeOK'],
  deadlock: false,
};

describe('loadSpecOfFlags', () => {
  it("the model file's spec as it is without flags", async () => {
    const spec = await loadSpecOfFlags(plain);
    expect(constantsOf(spec)).toEqual({ N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 });
    expect(spec.invariants).toEqual(['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid']);
    expect(spec.checkDeadlock).toBe(true);
  });

  it('each flag overrides the file: the constants, the invariants checked, deadlock', async () => {
    const spec = await loadSpecOfFlags(flagged);
    expect(constantsOf(spec)).toEqual({ N: 3, StartMoney: 100, MaxMoney: 200, MaxDepth: 4 });
    expect(spec.invariants).toEqual(['TurnValid', 'TypeOK']);
    expect(spec.checkDeadlock).toBe(false);
    expect(spec.constraints).toEqual(['MoneyBound', 'DepthBound']);
  });

  it('an invariant the spec lacks is a flag value the spec cannot take', async () => {
    await expect(loadSpecOfFlags({ ...plain, invariant: ['Nope'] })).rejects.toThrow(FlagValueError);
  });
});

describe('modelFlagsOf', () => {
  it('none for a model the flags left alone', () => {
    expect(modelFlagsOf(plain)).toEqual([]);
  });

  it('the flags as they would be typed, each invariant repeated', () => {
    expect(modelFlagsOf(flagged)).toEqual([
      '--players',
      '3',
      '--start-money',
      '100',
      '--max-money',
      '200',
      '--max-depth',
      '4',
      '--invariant',
      'TurnValid',
      '--invariant',
      'TypeOK',
      '--no-deadlock',
    ]);
  });

  it('read back by the options, they give the same arguments', async () => {
    const argv = await yargs(modelFlagsOf(flagged))
      .options(MODEL_FLAG_OPTIONS)
      .parserConfiguration({ 'parse-numbers': false })
      .strict()
      .parseAsync();
    expect(modelFlagsOf({ ...argv, model: MODEL })).toEqual(modelFlagsOf(flagged));
  });
});
