import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { FlagValueError } from '../../src/runs/flag-value-error.js';
import {
  KNOWN_CONSTRAINTS,
  KNOWN_INVARIANTS,
  defaultModelPath,
  loadModel,
  resolveModel,
  type ModelOverrides,
} from '../../src/runs/model-config.js';
import { ModelFileError, parseModelFile } from '../../src/tlc/cfg.js';

const specsDir = fileURLToPath(new URL('../../specs/', import.meta.url));
const ALL_INVARIANTS = ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'];
const BOTH_CONSTRAINTS = ['MoneyBound', 'DepthBound'];

const resolveText = (text: string, overrides: ModelOverrides = {}) => resolveModel(parseModelFile(text, 'm.cfg'), overrides);

/** A well-formed model whose lines can be swapped out; line i+1 is BASE[i]. */
const BASE = [
  'CONSTANTS', // 1
  '  N = 2', // 2
  '  StartMoney = 100', // 3
  '  MaxMoney = 200', // 4
  '  MaxDepth = 5', // 5
  '  InitialMoney <- StartMoney', // 6
  'INIT Init', // 7
  'NEXT Next', // 8
  'CONSTRAINTS MoneyBound DepthBound', // 9
  'INVARIANTS TypeOK TurnValid', // 10
];
const withLine = (line: number, text: string) => BASE.map((l, i) => (i + 1 === line ? text : l)).join('\n');

/** The ModelFileError that resolving `text` throws. */
function resolveError(text: string, overrides: ModelOverrides = {}): ModelFileError {
  try {
    resolveText(text, overrides);
  } catch (error) {
    expect(error).toBeInstanceOf(ModelFileError);
    return error as ModelFileError;
  }
  throw new Error('expected a ModelFileError');
}

describe('the shipped models', () => {
  const expected: Record<string, [number, number, number, number]> = {
    'MCMonopoly.cfg': [2, 1500, 3000, 10],
    'n2_m0_x0.cfg': [2, 0, 0, 0],
    'n2_m50_x50.cfg': [2, 50, 50, 0],
    'n3_m0_x0.cfg': [3, 0, 0, 0],
    'n3_m0_x0_nt.cfg': [3, 0, 0, 0],
    'real_n2_d10.cfg': [2, 1500, 3000, 10],
    'real_n2_d13.cfg': [2, 1500, 3000, 13],
  };
  for (const [name, [N, StartMoney, MaxMoney, MaxDepth]] of Object.entries(expected)) {
    it(`resolves ${name}`, () => {
      const model = loadModel(join(specsDir, name), {});
      expect(model.file).toBe(join(specsDir, name));
      expect(model.constants).toEqual({ N, StartMoney, MaxMoney, MaxDepth });
      expect(model.constraints).toEqual(BOTH_CONSTRAINTS);
      expect(model.invariants).toEqual(name === 'n3_m0_x0_nt.cfg' ? ALL_INVARIANTS.slice(0, 4) : ALL_INVARIANTS);
      expect(model.checkDeadlock).toBe(true);
    });
  }

  it('finds the default model from the source tree', () => {
    expect(isAbsolute(defaultModelPath())).toBe(true);
    expect(defaultModelPath()).toBe(join(specsDir, 'MCMonopoly.cfg'));
    expect(existsSync(defaultModelPath())).toBe(true);
  });

  it('exports the names the spec defines', () => {
    expect(KNOWN_INVARIANTS).toEqual(ALL_INVARIANTS);
    expect(KNOWN_CONSTRAINTS).toEqual(BOTH_CONSTRAINTS);
  });
});

describe('resolveModel', () => {
  it('deduplicates invariants and constraints in file order', () => {
    const model = resolveText(withLine(10, 'INVARIANTS TurnValid TypeOK\nINVARIANT TurnValid EvenBuilding') + '\nCONSTRAINT DepthBound');
    expect(model.invariants).toEqual(['TurnValid', 'TypeOK', 'EvenBuilding']);
    expect(model.constraints).toEqual(['MoneyBound', 'DepthBound']);
  });

  it('accepts SPECIFICATION Spec in place of INIT and NEXT, and no behaviour at all', () => {
    expect(resolveText(withLine(7, 'SPECIFICATION Spec').replace('NEXT Next', '')).constants.N).toBe(2);
    expect(resolveText(withLine(7, '').replace('NEXT Next', '')).constants.N).toBe(2);
  });

  it('takes the starting money from StartMoney without the substitution, or from InitialMoney = <int>', () => {
    expect(resolveText(withLine(6, '')).constants.StartMoney).toBe(100);
    expect(resolveText(withLine(3, '').replace('InitialMoney <- StartMoney', 'InitialMoney = 150')).constants.StartMoney).toBe(150);
    expect(resolveText(withLine(6, 'InitialMoney = 100')).constants.StartMoney).toBe(100);
  });

  it('reads CHECK_DEADLOCK, defaulting to TRUE', () => {
    expect(resolveText(BASE.join('\n')).checkDeadlock).toBe(true);
    expect(resolveText(BASE.join('\n') + '\nCHECK_DEADLOCK FALSE').checkDeadlock).toBe(false);
  });

  it('lets flags override the file', () => {
    const model = resolveText(BASE.join('\n'), {
      players: 4,
      startMoney: 7,
      maxMoney: 8,
      maxDepth: 0,
      invariants: ['EvenBuilding', 'EvenBuilding'],
      noDeadlock: true,
    });
    expect(model.constants).toEqual({ N: 4, StartMoney: 7, MaxMoney: 8, MaxDepth: 0 });
    expect(model.invariants).toEqual(['EvenBuilding']);
    expect(model.checkDeadlock).toBe(false);
    expect(resolveText(BASE.join('\n'), { invariants: [], noDeadlock: false }).invariants).toEqual(['TypeOK', 'TurnValid']);
  });

  it('fills constants missing from the file from flags, and marks a flags-only model', () => {
    const model = resolveModel(parseModelFile('CONSTRAINTS DepthBound', ''), { players: 3, startMoney: 1, maxMoney: 0, maxDepth: 2 });
    expect(model).toEqual({
      file: null,
      constants: { N: 3, StartMoney: 1, MaxMoney: 0, MaxDepth: 2 },
      constantOrder: ['N', 'StartMoney', 'MaxMoney', 'MaxDepth'],
      invariants: [],
      constraints: ['DepthBound'],
      checkDeadlock: true,
      specification: null,
      properties: [],
    });
  });

  it("keeps the constants in the file's order (InitialMoney standing for StartMoney), those given by flags only after them", () => {
    const file = parseModelFile('CONSTANTS\n  MaxDepth = 5\n  InitialMoney = 10\n  N = 2\nCONSTRAINTS DepthBound', 'x.cfg');
    expect(resolveModel(file, { maxMoney: 20 }).constantOrder).toEqual(['MaxDepth', 'StartMoney', 'N', 'MaxMoney']);
  });
});

describe('resolveModel errors', () => {
  it('names an unknown constant and lists the real ones', () => {
    const error = resolveError(withLine(3, '  Foo = 1\n  StartMoney = 100'));
    expect(error.file).toBe('m.cfg');
    expect(error.line).toBe(3);
    expect(error.message).toBe(
      "unknown constant 'Foo'; this spec's constants are N, StartMoney, MaxMoney, MaxDepth (and InitialMoney <- StartMoney).",
    );
  });

  it('rejects other substitutions', () => {
    const other = resolveError(withLine(6, '  MaxMoney <- StartMoney'));
    expect(other.line).toBe(6);
    expect(other.message).toContain(
      "unknown substitution 'MaxMoney <- StartMoney'; the only one this spec takes is 'InitialMoney <- StartMoney'",
    );
    const target = resolveError(withLine(6, '  InitialMoney <- MaxMoney'));
    expect(target.line).toBe(6);
    expect(target.message).toContain("InitialMoney can only be replaced by StartMoney, not by 'MaxMoney'");
  });

  it('rejects a non-integer, a duplicated or a contradicting constant', () => {
    const notInt = resolveError(withLine(4, '  MaxMoney = "lots"'));
    expect([notInt.line, notInt.message]).toEqual([
      4,
      "constant 'MaxMoney' must be an integer, not the string \"lots\"; write e.g. 'MaxMoney = 2'.",
    ]);
    const twice = resolveError(withLine(5, '  MaxDepth = 5\n  N = 3'));
    expect([twice.line, twice.message]).toEqual([6, "constant 'N' is given twice (lines 2 and 6); keep only one."]);
    const contradicts = resolveError(withLine(6, '  InitialMoney = 99'));
    expect(contradicts.line).toBe(6);
    expect(contradicts.message).toContain('InitialMoney = 99 contradicts StartMoney = 100 (line 3)');
  });

  it('reports a missing constant, or missing starting money, naming the override', () => {
    const depth = resolveError(withLine(5, ''));
    expect([depth.line, depth.message]).toEqual([
      undefined,
      "constant MaxDepth has no value; add 'MaxDepth = <integer>' under CONSTANTS in the model file, or pass overrides.maxDepth.",
    ]);
    expect(depth).toMatchObject({ problem: { kind: 'missing-constant', constant: 'MaxDepth', override: 'maxDepth' } });
    const money = resolveError(withLine(3, '').replace('  InitialMoney <- StartMoney', ''));
    expect(money.message).toContain('constant StartMoney has no value');
    expect(money.message).toContain('overrides.startMoney');
  });

  it('rejects a wrong INIT, NEXT or SPECIFICATION, naming what exists', () => {
    expect(resolveError(withLine(7, 'INIT Start'))).toMatchObject({
      line: 7,
      message: "unknown initial predicate 'Start'; this spec's initial predicate is Init.",
    });
    expect(resolveError(withLine(8, 'NEXT\n  Step'))).toMatchObject({
      line: 9,
      message: "unknown next-state action 'Step'; this spec's next-state action is Next.",
    });
    const spec = resolveError(withLine(7, 'SPECIFICATION LiveSpec').replace('NEXT Next', ''));
    expect(spec).toMatchObject({ line: 7 });
    expect(spec.message).toBe(
      "unknown specification 'LiveSpec'; Monopoly.tla defines Spec (WF_vars(EndTurn)) and MCLive.tla FairSpec (WF_vars(Next)); or use 'INIT Init' and 'NEXT Next'.",
    );
    expect(resolveError(BASE.join('\n') + '\nSPECIFICATION Spec').message).toContain("either 'SPECIFICATION Spec' or 'INIT Init'");
  });

  it('rejects unknown invariants and constraints, listing the real ones', () => {
    const invariant = resolveError(withLine(10, 'INVARIANTS TypeOK\n  MoneyBound'));
    expect([invariant.line, invariant.message]).toEqual([
      11,
      "unknown invariant 'MoneyBound'; this spec's invariants are TypeOK, EvenBuilding, BankruptcyClean, OwnershipValid, TurnValid.",
    ]);
    const constraint = resolveError(withLine(9, 'CONSTRAINT TypeOK'));
    expect([constraint.line, constraint.message]).toEqual([
      9,
      "unknown constraint 'TypeOK'; this spec's constraints are MoneyBound, DepthBound.",
    ]);
    // an override's value is a usage mistake, not the model file's
    const unknown = () => resolveText(BASE.join('\n'), { invariants: ['TypeOK', 'Typeok'] });
    expect(unknown).toThrow(FlagValueError);
    expect(unknown).toThrow(
      "overrides.invariants 'Typeok' is not an invariant of this spec; its invariants are TypeOK, EvenBuilding, BankruptcyClean, OwnershipValid, TurnValid.",
    );
    expect(unknown).toThrow(expect.objectContaining({ problem: { kind: 'unknown-invariant', name: 'Typeok', known: KNOWN_INVARIANTS } }));
  });

  it('takes SPECIFICATION Spec or FairSpec and the temporal properties under PROPERTY', () => {
    const spec = resolveText(
      withLine(7, 'SPECIFICATION FairSpec').replace('NEXT Next', '') + '\nPROPERTIES KeepsRolling\n  JailEnds KeepsRolling',
    );
    expect([spec.specification, spec.properties]).toEqual(['FairSpec', ['KeepsRolling', 'JailEnds']]);
    expect(resolveText(BASE.join('\n') + '\nPROPERTY EventuallyOneWinner')).toMatchObject({
      specification: null,
      properties: ['EventuallyOneWinner'],
    });
  });

  it('rejects an unknown property, an invariant as a property and a property as an invariant, at their lines', () => {
    const unknown = resolveError(BASE.join('\n') + '\nPROPERTY\n  Eventually');
    expect([unknown.line, unknown.message]).toEqual([
      12,
      "unknown property 'Eventually'; this spec's temporal properties are EventuallyOneWinner, BankruptStays, JailEnds, KeepsRolling.",
    ]);
    const invariant = resolveError(BASE.join('\n') + '\nPROPERTY TurnValid');
    expect([invariant.line, invariant.message]).toEqual([
      11,
      "'TurnValid' is an invariant (a state predicate), not a temporal property; list it under INVARIANTS, or give PROPERTY one of EventuallyOneWinner, BankruptStays, JailEnds, KeepsRolling.",
    ]);
    const temporal = resolveError(withLine(10, 'INVARIANTS TypeOK\n  EventuallyOneWinner'));
    expect([temporal.line, temporal.message]).toEqual([
      11,
      "'EventuallyOneWinner' is a temporal property, not a state predicate, so it cannot be an invariant; list it under PROPERTY instead.",
    ]);
    const flag = resolveError(BASE.join('\n'), { invariants: ['KeepsRolling'] });
    expect([flag.line, flag.message]).toEqual([
      undefined,
      "'KeepsRolling' is a temporal property, not a state predicate, so it cannot be an invariant (given to overrides.invariants); list it under PROPERTY instead.",
    ]);
    expect(flag).toMatchObject({ problem: { kind: 'temporal-invariant', name: 'KeepsRolling' } });
  });

  it('rejects SYMMETRY, VIEW and ACTION_CONSTRAINT as unsupported', () => {
    for (const keyword of ['SYMMETRY', 'VIEW', 'ACTION_CONSTRAINT', 'ACTION_CONSTRAINTS']) {
      expect(resolveError(`${BASE.join('\n')}\n\n${keyword} Something`)).toMatchObject({
        line: 12,
        message: `${keyword} is not supported by monocheck; remove it from the model file.`,
      });
    }
  });

  it('checks N against NAssumption, from the file or from the players override', () => {
    const file = resolveError(withLine(2, '  N = 5'));
    expect([file.line, file.message]).toEqual([
      2,
      'N = 5 is out of range: the spec assumes N \\in 2..4 (NAssumption); use 2 to 4 players.',
    ]);
    const flag = resolveError(BASE.join('\n'), { players: 1 });
    expect([flag.line, flag.message]).toEqual([
      undefined,
      'overrides.players = 1 is out of range: the spec assumes N \\in 2..4 (NAssumption); use 2 to 4 players.',
    ]);
    expect(flag).toMatchObject({
      breaksAssumption: true,
      problem: { kind: 'players-out-of-range', source: { value: 1, line: undefined, override: 'players' }, min: 2, max: 4 },
    });
    expect(file).toMatchObject({ problem: { source: { value: 5, line: 2, override: undefined } } });
  });

  it('gives every N outside 2..4 in a model file, negative or not, as the broken ASSUME (issue 20: N = -1 was a bad value, N = 1 the ASSUME)', () => {
    for (const n of ['-1', '0', '1', '5', '9007199254740991']) {
      const error = resolveError(withLine(2, `  N = ${n}`));
      expect([error.line, error.message, error.breaksAssumption]).toEqual([
        2,
        `N = ${n} is out of range: the spec assumes N \\in 2..4 (NAssumption); use 2 to 4 players.`,
        true,
      ]);
    }
  });

  it('rejects negative or fractional money and depth', () => {
    expect(resolveError(withLine(5, '  MaxDepth = -1'))).toMatchObject({
      line: 5,
      message: 'MaxDepth = -1 is negative; MaxDepth must be 0 or more.',
    });
    expect(resolveError(BASE.join('\n'), { maxMoney: 2.5 })).toMatchObject({
      line: undefined,
      message: 'overrides.maxMoney = 2.5 is not an integer; MaxMoney must be a whole number.',
      problem: { kind: 'not-an-integer', constant: 'MaxMoney', source: { value: 2.5, override: 'maxMoney' } },
    });
  });

  it('rejects StartMoney above MaxMoney while MoneyBound is on, explaining why', () => {
    const error = resolveError(withLine(4, '  MaxMoney = 50'));
    expect(error.line).toBe(3);
    expect(error.message).toBe(
      'StartMoney = 100 is greater than MaxMoney = 50, so the initial state is outside the model (every player starts with 100 and MoneyBound ' +
        'excludes states where someone holds more than 50); raise MaxMoney to at least 100, lower StartMoney, or remove the MoneyBound constraint.',
    );
    const overridden = resolveError(BASE.join('\n'), { startMoney: 300 });
    expect(overridden.message).toMatch(/^overrides.startMoney = 300 is greater than MaxMoney = 200/);
    expect(overridden).toMatchObject({
      problem: {
        kind: 'start-above-max',
        start: { value: 300, override: 'startMoney' },
        max: { value: 200, line: 4, override: undefined },
      },
    });
    expect(resolveText(withLine(9, 'CONSTRAINTS DepthBound'), { startMoney: 300 }).constants.StartMoney).toBe(300);
  });
});

describe('loadModel', () => {
  it('explains a missing file', () => {
    const path = join(tmpdir(), 'monocheck-no-such-model.cfg');
    expect(() => loadModel(path, {})).toThrowError(
      new ModelFileError(
        path,
        undefined,
        `cannot read model file '${path}': no such file or folder. Pass the path of a TLC .cfg file, or no path to check specs/MCMonopoly.cfg.`,
      ),
    );
    try {
      loadModel(path, {});
    } catch (error) {
      expect(error).toMatchObject({ file: path, line: undefined });
    }
  });

  it('explains a directory given as the model file', () => {
    expect(() => loadModel(specsDir, {})).toThrowError(/it is a folder\. Pass the path of a TLC \.cfg file/);
  });
});
