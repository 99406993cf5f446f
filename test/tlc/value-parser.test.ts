import { describe, expect, it } from 'vitest';
import { tlaEquals, tlaFunction } from '../../src/engine/trace/tla-value.js';
import { MonopolyModel } from '../../src/monopoly/model.js';
import { parseTlaState, parseTlaValue, TlaSyntaxError } from '../../src/tlc/value-parser.js';
import { printTlaState, printTlaValue, printTlaValueOnOneLine } from '../../src/tlc/value-printer.js';
import { TLC_PRINT_ORDER as TLC_VARIABLE_ORDER } from '../../src/monopoly/tlc-output-order.js';
import { RandomValues } from '../helpers/random-values.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { cpuMillisecondsSince } from '../helpers/cpu-time.js';

describe('parseTlaValue', () => {
  it('reads the values TLC prints', () => {
    expect(parseTlaValue('42')).toBe(42);
    expect(parseTlaValue('-7')).toBe(-7);
    expect(parseTlaValue('"roll"')).toBe('roll');
    expect(parseTlaValue('"a \\"b\\" \\\\ \\n"')).toBe('a "b" \\ \n');
    expect(parseTlaValue('TRUE')).toBe(true);
    expect(parseTlaValue('<<FALSE, 1, "x">>')).toEqual([false, 1, 'x']);
    expect(parseTlaValue('<< >>')).toEqual([]);
    expect(parseTlaValue('<<>>')).toEqual([]);
    expect(parseTlaValue('{}')).toEqual({ kind: 'set', elements: [] });
    expect(parseTlaValue('{1, 2}')).toEqual({ kind: 'set', elements: [1, 2] });
    expect(parseTlaValue('2..4')).toEqual({ kind: 'set', elements: [2, 3, 4] });
    expect(parseTlaValue('[a |-> 1, b |-> <<2>>]')).toEqual({ kind: 'record', fields: { a: 1, b: [2] } });
    expect(parseTlaValue('(3 :> 0 @@ 5 :> TRUE)')).toEqual(
      tlaFunction([
        [3, 0],
        [5, true],
      ]),
    );
  });

  it('reads a function TLC wrapped over several lines', () => {
    const text = '( 1 :> 0 @@\n  3 :> 2 @@\n  39 :> 5 )';
    expect(parseTlaValue(text)).toEqual(
      tlaFunction([
        [1, 0],
        [3, 2],
        [39, 5],
      ]),
    );
  });

  it('says where it stopped on text that is not TLC notation', () => {
    expect(() => parseTlaValue('<<1, 2')).toThrow(TlaSyntaxError);
    expect(() => parseTlaValue('<<1, 2')).toThrow(/expected '>>' at offset 6, found the end of the text/);
    expect(() => parseTlaValue('1 2')).toThrow(/unexpected text after the value at offset 2/);
    expect(() => parseTlaValue('p1')).toThrow(/'p1' is a model value/);
    expect(() => parseTlaValue('"open')).toThrow(/unterminated string/);
  });
});

describe('parseTlaState', () => {
  it('reads the /\\ conjuncts of a state, continuation lines included', () => {
    const state = parseTlaState('/\\ phase = "roll"\n/\\ houses = ( 1 :> 0 @@\n  3 :> 1 )\n/\\ dice = <<1, 1>>');
    expect(state).toEqual({
      phase: 'roll',
      houses: tlaFunction([
        [1, 0],
        [3, 1],
      ]),
      dice: [1, 1],
    });
  });

  it('reads a lone `name = value` and rejects a variable given twice', () => {
    expect(parseTlaState('x = 1')).toEqual({ x: 1 });
    expect(() => parseTlaState('/\\ x = 1\n/\\ x = 2')).toThrow(/variable x appears twice/);
  });
});

describe('printing then parsing (property, 600 random values)', () => {
  const values = new RandomValues(seededRandom(20261130));

  it('gives back an equal value, printed the same, on one line and wrapped', () => {
    for (let run = 0; run < 600; run++) {
      const value = values.value();
      const oneLine = printTlaValueOnOneLine(value);
      const wrapped = printTlaValue(value);
      const fromOneLine = parseTlaValue(oneLine);
      const fromWrapped = parseTlaValue(wrapped);
      expect(tlaEquals(fromOneLine, value), `${oneLine} read back differently`).toBe(true);
      expect(tlaEquals(fromWrapped, value), `${wrapped} read back differently`).toBe(true);
      expect(printTlaValue(fromWrapped)).toBe(wrapped);
    }
  });
});

describe('packed Monopoly states through TLC text (property, 300 random states)', () => {
  const values = new RandomValues(seededRandom(42));

  it('pack, print as TLC prints a state, parse, pack again: the same bytes', () => {
    for (let run = 0; run < 300; run++) {
      const n = values.integer(2, 4);
      const model = new MonopolyModel({ N: n, StartMoney: 1500, MaxMoney: 0, MaxDepth: 0 });
      const packed = new Uint8Array(model.stateBytes);
      model.fromTla(values.monopolyState(n), packed, 0);
      const text = printTlaState(model.toTla(packed, 0), TLC_VARIABLE_ORDER);
      const again = new Uint8Array(model.stateBytes);
      model.fromTla(parseTlaState(text), again, 0);
      expect([...again], text).toEqual([...packed]);
    }
  });
});

describe('outside text the value reader refuses with a sentence (issue 20)', () => {
  it('values nested deeper than 100 levels, at once', () => {
    expect(parseTlaValue(`${'<<'.repeat(100)}1${'>>'.repeat(100)}`)).toBeDefined();
    const started = process.cpuUsage();
    expect(() => parseTlaValue(`${'<<'.repeat(100_000)}1${'>>'.repeat(100_000)}`)).toThrow(
      /^values nest deeper than 100 levels at offset 202, found '<<<<<<<<<<<<<<<<<<<<'$/,
    );
    expect(() => parseTlaValue(`${'[a |-> '.repeat(200)}1`)).toThrow(/^values nest deeper than 100 levels/);
    expect(cpuMillisecondsSince(started)).toBeLessThan(1000);
  });

  it('an interval of more than 100,000 elements, and integers it cannot hold exactly', () => {
    expect(() => parseTlaValue('1..99999999999')).toThrow('the interval 1..99999999999 has more than 100,000 elements');
    expect(() => parseTlaValue(`<<${'9'.repeat(1_000_000)}>>`)).toThrow(
      /^the integer 99999999999999999999\.\.\. \(1,000,000 characters\) is too large for monocheck at offset/,
    );
  });

  it('quotes what it stopped at with its control characters escaped', () => {
    expect(() => parseTlaValue('<<\u001b[2J\u001b]0;PWNED\u0007>>')).toThrow(
      "expected a TLA+ value at offset 2, found '\\x1b[2J\\x1b]0;PWNED\\x07>>'",
    );
  });
});
