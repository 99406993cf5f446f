/** A model value the spec cannot take, as data; one sentence for it, worded with whatever names the caller gives the overrides. */
import { describe, expect, it } from 'vitest';
import {
  LIBRARY_OVERRIDE_WORDS,
  modelValueMessage,
  ModelValueError,
  UnknownInvariantError,
  type ModelValueProblem,
  type OverrideWords,
} from '../../src/runs/override-errors.js';
import { FlagValueError } from '../../src/runs/flag-value-error.js';
import { ModelFileError } from '../../src/tlc/cfg.js';

const SHOUTED: OverrideWords = {
  name: (override) => override.toUpperCase(),
  withValue: (override, value) => `${override.toUpperCase()}:${value}`,
};
const fromFile = (value: number, line: number) => ({ value, line, override: undefined });
const overridden = (override: 'players' | 'startMoney' | 'maxMoney' | 'maxDepth', value: number) => ({ value, line: undefined, override });

describe('model value problems', () => {
  it('names a value from the file by its constant, and an override by the words given', () => {
    const problem: ModelValueProblem = { kind: 'start-above-max', start: overridden('startMoney', 300), max: fromFile(200, 4) };
    expect(modelValueMessage(problem, LIBRARY_OVERRIDE_WORDS)).toMatch(/^overrides\.startMoney = 300 is greater than MaxMoney = 200, /);
    expect(modelValueMessage(problem, SHOUTED)).toMatch(
      /^STARTMONEY:300 is greater than MaxMoney = 200, .* raise MaxMoney to at least 300, /,
    );
    const missing: ModelValueProblem = { kind: 'missing-constant', constant: 'StartMoney', override: 'startMoney' };
    expect(modelValueMessage(missing, SHOUTED)).toBe(
      "constant StartMoney has no value; add 'StartMoney = <integer>' and 'InitialMoney <- StartMoney' under CONSTANTS in the model file, or pass STARTMONEY.",
    );
  });

  it('is thrown as a ModelFileError (breaking the ASSUME for N out of range), or as a FlagValueError for an unknown invariant', () => {
    const players = new ModelValueError('m.cfg', undefined, {
      kind: 'players-out-of-range',
      source: overridden('players', 7),
      min: 2,
      max: 4,
    });
    expect(players).toBeInstanceOf(ModelFileError);
    expect(players).toMatchObject({ file: 'm.cfg', line: undefined, breaksAssumption: true });
    expect(players.message).toBe('overrides.players = 7 is out of range: the spec assumes N \\in 2..4 (NAssumption); use 2 to 4 players.');
    const negative = new ModelValueError('m.cfg', 5, { kind: 'negative', constant: 'MaxDepth', source: fromFile(-1, 5) });
    expect([negative.breaksAssumption, negative.message]).toEqual([false, 'MaxDepth = -1 is negative; MaxDepth must be 0 or more.']);
    const unknown = new UnknownInvariantError({ kind: 'unknown-invariant', name: 'Typeok', known: ['TypeOK', 'TurnValid'] });
    expect(unknown).toBeInstanceOf(FlagValueError);
    expect(unknown.message).toBe("overrides.invariants 'Typeok' is not an invariant of this spec; its invariants are TypeOK, TurnValid.");
  });
});
