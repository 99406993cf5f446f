import { describe, expect, it } from 'vitest';
import {
  askedEngineReason,
  engineSentence,
  NotMonopolyError,
  requireMonopoly,
  specNameOf,
  type CheckableSpec,
} from '../../../src/runs/spec/checkable-spec.js';
import { VARIABLE_NAMES } from '../../../src/monopoly/values.js';
import { transcribedSpecOf } from '../../helpers/specs.js';
import { dieHardSpec } from '../../helpers/toy-spec.js';

const TWO_PLAYERS = { N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 };

describe('requireMonopoly', () => {
  it("gives the transcription's capability, with its constants", () => {
    expect(requireMonopoly(transcribedSpecOf(TWO_PLAYERS), 'replay').constants).toEqual(TWO_PLAYERS);
  });

  it('throws NotMonopolyError naming what needed it, the spec, and the variables it lacks', () => {
    expect(() => requireMonopoly(dieHardSpec, 'replay')).toThrow(NotMonopolyError);
    expect(() => requireMonopoly(dieHardSpec, 'replay')).toThrow(
      "replay reads the Monopoly spec's own variables (the board, players and deeds), and this spec (compiled: a test of the seam) lacks 12 of them: position, money, inJail, jailTurns, bankrupt, owner, houses, mortgaged, current, dice, doublesCount, phase (it has small, big).",
    );
    const oneShort: CheckableSpec = { ...dieHardSpec, variables: VARIABLE_NAMES.filter((name) => name !== 'dice') };
    expect(() => requireMonopoly(oneShort, '--witness')).toThrow(
      /and this spec \(compiled: a test of the seam\) lacks dice \(it has position, /,
    );
    expect(() => requireMonopoly({ ...dieHardSpec, variables: [] }, 'x')).toThrow(/\(it has no variable\)\.$/);
  });

  it("says what is wrong with N when the spec has Monopoly's variables: absent, or not 2..4 players", () => {
    const board: CheckableSpec = { ...dieHardSpec, variables: VARIABLE_NAMES };
    expect(() => requireMonopoly(board, 'replay')).toThrow(/\) has no constant N, the number of players\.$/);
    const five = { ...board, constants: [{ name: 'N', value: 5 }] };
    expect(() => requireMonopoly(five, 'replay')).toThrow(/\) has N = 5, not a number of players the board takes \(2\.\.4\)\.$/);
    expect(() => requireMonopoly(five, 'replay')).toThrow(expect.objectContaining({ what: 'replay', engine: board.engine }));
  });
});

describe("the engine's words", () => {
  it('asked for: adds that no module is beside the model when the modules of specs/ are compiled', () => {
    expect(askedEngineReason({}, "engine 'compiled'")).toBe("asked for: engine 'compiled'");
    expect(askedEngineReason({ modules: 'the modules of specs/' }, '--engine compiled')).toBe(
      'asked for: --engine compiled; no module is beside the model file',
    );
  });

  it('names the modules checked, and what a trace is replayed against', () => {
    expect(engineSentence({ kind: 'transcribed', reason: 'the default' })).toBe('checking the transcribed spec (the default)');
    expect(engineSentence({ kind: 'compiled', reason: 'EndTurn differs' })).toBe(
      'checking the modules beside the model (compiled: EndTurn differs)',
    );
    expect(engineSentence({ kind: 'compiled', reason: 'r', modules: 'the modules of specs/' })).toBe(
      'checking the modules of specs/ (compiled: r)',
    );
    expect(specNameOf({ kind: 'compiled', reason: '' })).toBe('the compiled spec');
    expect(specNameOf({ kind: 'transcribed', reason: '' })).toBe("monocheck's transcription");
  });
});
