import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { ModelFileError, parseModelFile } from '../../src/tlc/cfg.js';
import { cpuMillisecondsSince } from '../helpers/cpu-time.js';

const specsDir = fileURLToPath(new URL('../../specs/', import.meta.url));

/** The ModelFileError that parsing `text` throws. */
function parseError(text: string): ModelFileError {
  try {
    parseModelFile(text, 'bad.cfg');
  } catch (error) {
    expect(error).toBeInstanceOf(ModelFileError);
    return error as ModelFileError;
  }
  throw new Error('expected a ModelFileError');
}

describe('parseModelFile on the shipped models', () => {
  it('reads MCMonopoly.cfg with every item and its line', () => {
    const model = parseModelFile(readFileSync(`${specsDir}MCMonopoly.cfg`, 'utf8'), 'MCMonopoly.cfg');
    expect(model.file).toBe('MCMonopoly.cfg');
    expect(model.constants).toEqual([
      { name: 'N', value: { kind: 'int', value: 2 }, line: 5 },
      { name: 'StartMoney', value: { kind: 'int', value: 1500 }, line: 6 },
      { name: 'MaxMoney', value: { kind: 'int', value: 3000 }, line: 7 },
      { name: 'MaxDepth', value: { kind: 'int', value: 10 }, line: 8 },
    ]);
    expect(model.substitutions).toEqual([{ name: 'InitialMoney', target: 'StartMoney', line: 9 }]);
    expect(model.init).toEqual({ name: 'Init', line: 10 });
    expect(model.next).toEqual({ name: 'Next', line: 11 });
    expect(model.specification).toBeUndefined();
    expect(model.constraints).toEqual([
      { name: 'MoneyBound', line: 13 },
      { name: 'DepthBound', line: 14 },
    ]);
    expect(model.invariants.map((i) => i.name)).toEqual(['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid']);
    expect(model.invariants[4]).toEqual({ name: 'TurnValid', line: 20 });
    expect(model.checkDeadlock).toEqual({ value: true, line: 21 });
    expect(model.properties).toEqual([]);
    expect(model.unsupported).toEqual([]);
  });

  it('parses every specs/*.cfg', () => {
    const files = readdirSync(specsDir)
      .filter((f) => f.endsWith('.cfg'))
      .sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'MCMonopoly.cfg',
        'n2_m0_x0.cfg',
        'n2_m50_x50.cfg',
        'n3_m0_x0.cfg',
        'n3_m0_x0_nt.cfg',
        'real_n2_d10.cfg',
        'real_n2_d13.cfg',
        'large_n2_m100_x200_d20.cfg',
      ]),
    );
    for (const f of files) {
      const model = parseModelFile(readFileSync(`${specsDir}${f}`, 'utf8'), f);
      expect(model.constants.map((c) => c.name)).toEqual(['N', 'StartMoney', 'MaxMoney', 'MaxDepth']);
      // the liveness models (live_*) check one property under a SPECIFICATION and no invariant
      const live = f.startsWith('live_');
      expect(model.invariants.length).toBe(live ? 0 : f === 'n3_m0_x0_nt.cfg' ? 4 : 5);
      expect(model.properties.length).toBe(live ? 1 : 0);
      expect(model.specification === undefined).toBe(!live);
    }
  });
});

describe('parseModelFile syntax', () => {
  it('accepts tokens spread over lines and several per line', () => {
    const model = parseModelFile(
      'CONSTANTS N\n=\n3 MaxMoney = 7 InitialMoney\n<-\nStartMoney INIT Init NEXT\nNext INVARIANT TypeOK TurnValid',
      'x.cfg',
    );
    expect(model.constants).toEqual([
      { name: 'N', value: { kind: 'int', value: 3 }, line: 1 },
      { name: 'MaxMoney', value: { kind: 'int', value: 7 }, line: 3 },
    ]);
    expect(model.substitutions).toEqual([{ name: 'InitialMoney', target: 'StartMoney', line: 3 }]);
    expect(model.init).toEqual({ name: 'Init', line: 5 });
    expect(model.next).toEqual({ name: 'Next', line: 6 });
    expect(model.invariants).toEqual([
      { name: 'TypeOK', line: 6 },
      { name: 'TurnValid', line: 6 },
    ]);
  });

  it('reads every kind of value', () => {
    const model = parseModelFile('CONSTANT A = -4 B = "hi \\"x\\"" C = TRUE D = FALSE E = m1 F = {a, 1, "s"} G = {}', 'x.cfg');
    expect(model.constants.map((c) => c.value)).toEqual([
      { kind: 'int', value: -4 },
      { kind: 'string', value: 'hi "x"' },
      { kind: 'bool', value: true },
      { kind: 'bool', value: false },
      { kind: 'identifier', name: 'm1' },
      {
        kind: 'set',
        elements: [
          { kind: 'identifier', name: 'a' },
          { kind: 'int', value: 1 },
          { kind: 'string', value: 's' },
        ],
      },
      { kind: 'set', elements: [] },
    ]);
  });

  it('skips line comments, multi-line and nested block comments, and counts their lines', () => {
    const text = [
      '\\* a line comment with INIT Foo in it',
      'CONSTANTS N = 2 \\* trailing comment',
      '(* a block',
      '   (* nested INVARIANT Bogus *)',
      '   still inside *) MaxDepth = 4',
      'INVARIANT (* inline *) TypeOK',
      'CHECK_DEADLOCK FALSE',
    ].join('\n');
    const model = parseModelFile(text, 'x.cfg');
    expect(model.constants).toEqual([
      { name: 'N', value: { kind: 'int', value: 2 }, line: 2 },
      { name: 'MaxDepth', value: { kind: 'int', value: 4 }, line: 5 },
    ]);
    expect(model.invariants).toEqual([{ name: 'TypeOK', line: 6 }]);
    expect(model.checkDeadlock).toEqual({ value: false, line: 7 });
  });

  it('keeps PROPERTY, SPECIFICATION and unsupported keywords with their names', () => {
    const model = parseModelFile('SPECIFICATION Spec\nPROPERTIES EventuallyOneWinner\nSYMMETRY Perms\nACTION_CONSTRAINT A B', 'x.cfg');
    expect(model.specification).toEqual({ name: 'Spec', line: 1 });
    expect(model.properties).toEqual([{ name: 'EventuallyOneWinner', line: 2 }]);
    expect(model.unsupported).toEqual([
      { keyword: 'SYMMETRY', names: [{ name: 'Perms', line: 3 }], line: 3 },
      {
        keyword: 'ACTION_CONSTRAINT',
        names: [
          { name: 'A', line: 4 },
          { name: 'B', line: 4 },
        ],
        line: 4,
      },
    ]);
  });

  it('reads an empty file as an empty model', () => {
    expect(parseModelFile('\\* nothing\n(* here *)\n', 'x.cfg')).toEqual({
      file: 'x.cfg',
      constants: [],
      substitutions: [],
      invariants: [],
      constraints: [],
      properties: [],
      unsupported: [],
    });
  });
});

describe('parseModelFile errors', () => {
  it('reports an unknown keyword with its line and the keywords that exist', () => {
    const error = parseError('CONSTANTS N = 2\nINIT Init\nINVARIANTT TypeOK');
    expect(error.file).toBe('bad.cfg');
    expect(error.line).toBe(3);
    expect(error.message).toContain("unknown keyword 'INVARIANTT'");
    expect(error.message).toContain('did you mean INVARIANT?');
    expect(error.message).toContain('CONSTANTS, INIT, NEXT');
  });

  it('reports a misspelt keyword inside a list of names', () => {
    const error = parseError('INVARIANTS TypeOK\n  CONSTRAINS MoneyBound');
    expect(error.line).toBe(2);
    expect(error.message).toContain("unknown keyword 'CONSTRAINS'");
  });

  it('reports a lower-case keyword at the start of the file', () => {
    const error = parseError('\n\ninit Init');
    expect(error.line).toBe(3);
    expect(error.message).toContain("unexpected 'init' at the start of the model file");
  });

  it('reports a stray token after a single-name keyword', () => {
    const error = parseError('INIT Init\nNEXT Next Extra');
    expect(error.line).toBe(2);
    expect(error.message).toContain("unexpected 'Extra' after 'NEXT Next'");
  });

  it('reports a missing value after =', () => {
    for (const [text, line] of [
      ['CONSTANTS\n N =\n MaxMoney = 3', 2],
      ['CONSTANTS N = 2\nMaxDepth =\nINIT Init', 2],
      ['CONSTANTS\n\nN =', 3],
    ] as const) {
      const error = parseError(text);
      expect(error.line).toBe(line);
      expect(error.message).toMatch(/^'(N|MaxDepth) =' has no value; write an integer/);
    }
  });

  it('reports <- without a name', () => {
    const error = parseError('CONSTANTS\n  InitialMoney <-\nINIT Init');
    expect(error.line).toBe(2);
    expect(error.message).toContain("'InitialMoney <-' is not followed by a name");
  });

  it('reports a constant with neither = nor <-', () => {
    const error = parseError('CONSTANTS N = 2\n  StartMoney 5');
    expect(error.line).toBe(2);
    expect(error.message).toContain("constant 'StartMoney' has no value");
  });

  it('reports keywords with nothing after them', () => {
    expect(parseError('INIT Init\nINVARIANTS\nNEXT Next').line).toBe(2);
    expect(parseError('INIT\n').message).toContain("INIT is followed by no name; write the name of an operator after it, e.g. 'INIT Init'");
    expect(parseError('CONSTANTS\nINIT Init').message).toContain('CONSTANTS is followed by no assignment');
  });

  it('reports a bad CHECK_DEADLOCK value and duplicated single items', () => {
    const bad = parseError('CHECK_DEADLOCK\n yes');
    expect(bad.line).toBe(2);
    expect(bad.message).toBe("CHECK_DEADLOCK must be followed by TRUE or FALSE, not 'yes'.");
    const twice = parseError('INIT Init\nINIT Init');
    expect(twice.line).toBe(2);
    expect(twice.message).toBe('INIT is given twice (lines 1 and 2); keep only one.');
  });

  it('reports unclosed comments and strings, and odd characters, at their line', () => {
    const comment = parseError('INIT Init\n(* open (* nested *)\nNEXT Next');
    expect(comment.line).toBe(2);
    expect(comment.message).toContain("'(*' is never closed");
    expect(parseError('CONSTANTS\nS = "abc\n').line).toBe(2);
    const odd = parseError('CONSTANTS N = 2\nMaxMoney = 3 @');
    expect(odd.line).toBe(2);
    expect(odd.message).toContain("unexpected character '@'");
  });

  it('reports an integer too large to hold exactly', () => {
    const error = parseError('CONSTANTS\nMaxMoney = 123456789012345678901');
    expect(error.line).toBe(2);
    expect(error.message).toContain('is too large');
  });
});

describe('parseModelFile on hostile input (issue 20)', () => {
  it('refuses sets nested deeper than 100 levels, with the line, at once', () => {
    expect(parseModelFile(`CONSTANTS\nN = ${'{'.repeat(100)}${'}'.repeat(100)}\n`, 'ok.cfg').constants).toHaveLength(1);
    const started = process.cpuUsage();
    const error = parseError(`CONSTANTS\nN = ${'{'.repeat(100_000)}\n`);
    expect(cpuMillisecondsSince(started)).toBeLessThan(2000);
    expect([error.line, error.message]).toEqual([
      2,
      "the value of 'N' nests sets deeper than 100 levels; a constant of this spec is an integer.",
    ]);
  });

  it('escapes control characters and quotes at most an excerpt', () => {
    expect(parseError('CONSTANTS\nN = 2\n\u001b[2J\n').message).toBe(
      "unexpected character '\\x1b'; a model file holds keywords, names, integers, strings, '=', '<-' and comments.",
    );
    expect(parseError(`CONSTANTS\nN = ${'9'.repeat(1_000_000)}\n`).message).toBe(
      `the integer ${'9'.repeat(20)}... (400 characters) is too large; use a value below 9007199254740991.`,
    );
  });
});
