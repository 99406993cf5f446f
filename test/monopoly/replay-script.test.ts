import { describe, expect, it } from 'vitest';
import { choiceLabel, choiceText, deedSquare, parseReplayScript, ReplayScriptError, scriptLine } from '../../src/monopoly/replay-script.js';
import { cpuMillisecondsSince } from '../helpers/cpu-time.js';

const texts = (script: string) => parseReplayScript(script).map((step) => choiceText(step.choice));

describe('parseReplayScript', () => {
  it('reads one choice a line, with comments and blank lines, and keeps the line numbers', () => {
    const steps = parseReplayScript(
      '# a game\nroll 3 3\n\nbuy   # Oriental\ncard -50\nBUILD baltic avenue\nmortgage 5\nunmortgage Reading\ndecline\nend\nresolve\n',
    );
    expect(steps.map((s) => choiceText(s.choice))).toEqual([
      'roll 3 3',
      'buy',
      'card -50',
      'build 3',
      'mortgage 5',
      'unmortgage 5',
      'decline',
      'end',
      'resolve',
    ]);
    expect(steps.map((s) => s.line)).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('reads a JSON array (or {"steps": [...]}) of text steps and one-key objects', () => {
    const json = '[{"roll": [1, 2]}, {"card": 200}, "buy", {"build": "Park Place"}, {"mortgage": 35}, "end"]';
    expect(texts(json)).toEqual(['roll 1 2', 'card 200', 'buy', 'build 37', 'mortgage 35', 'end']);
    expect(texts('{"steps": ["roll 6 6"]}')).toEqual(['roll 6 6']);
  });

  it('names deeds by square number, full name or a unique start of it', () => {
    expect(deedSquare('39')).toBe(39);
    expect(deedSquare('B. & O. Railroad')).toBe(25);
    expect(deedSquare('b&o rail')).toBe(25);
    expect(() => deedSquare('b&o')).toThrow(/could be B. & O. Railroad or Boardwalk/);
    expect(deedSquare('Short Line')).toBe(35);
    expect(() => deedSquare('Pennsylvania')).toThrow(/Pennsylvania Railroad or Pennsylvania Avenue/);
    expect(() => deedSquare('10')).toThrow(/not a deed/);
    expect(() => deedSquare('Go')).toThrow(/no deed is called/);
  });

  it('says which line is wrong and how to write it', () => {
    const error = (script: string) => {
      try {
        parseReplayScript(script);
      } catch (e) {
        if (e instanceof ReplayScriptError) return `${e.line}: ${e.message}`;
        throw e;
      }
      return 'no error';
    };
    expect(error('roll 3 3\nroll 7 1')).toBe('2: a die shows 1 to 6, not 7.');
    expect(error('card -60')).toMatch(/^1: a card delta is one of -100, -50, 0, 50, 100, 200/);
    expect(error('jump')).toMatch(/^1: unknown step 'jump'; a step is one of/);
    expect(error('buy now')).toBe("1: 'buy' takes nothing after it.");
    expect(error('[1]')).toMatch(/^1: step 1 is 1;/);
    expect(error('[')).toMatch(/not valid JSON/);
    expect(error('{"counterexample": {"state": []}}')).toBe(
      'undefined: this is a trace (states), not a script (choices): readTraceText reads it; scriptOf gives the script of a behaviour.',
    );
    expect(() => parseReplayScript('{"counterexample": {"state": []}}')).toThrow(expect.objectContaining({ isTrace: true }) as Error);
    expect(() => parseReplayScript('jump')).toThrow(expect.objectContaining({ isTrace: false }) as Error);
    expect(error('{"vars": [], "states": []}')).toMatch(/^undefined: this is a trace/);
  });

  it('prints choices for people and for scripts', () => {
    expect(choiceLabel({ kind: 'build', square: 3 })).toBe('build 3 (Baltic Avenue)');
    expect(scriptLine({ kind: 'mortgage', square: 25 })).toBe('mortgage B. & O. Railroad');
    expect(texts(scriptLine({ kind: 'mortgage', square: 25 }))).toEqual(['mortgage 25']);
  });
});

describe('parseReplayScript on hostile input (issue 20)', () => {
  const error = (script: string): ReplayScriptError => {
    try {
      parseReplayScript(script);
    } catch (caught) {
      expect(caught).toBeInstanceOf(ReplayScriptError);
      return caught as ReplayScriptError;
    }
    throw new Error('expected a ReplayScriptError');
  };

  it('quotes a line with its control characters escaped (a terminal is never driven by a script)', () => {
    expect(error('roll 1 1\n\u001b[2J\u001b]0;PWNED\u0007\n')).toMatchObject({
      line: 2,
      message: expect.stringMatching(/^unknown step '\\x1b\[2J\\x1b\]0;PWNED\\x07'; a step is one of/),
    });
  });

  it('quotes at most an excerpt of a long line or JSON element', () => {
    expect(error(`build ${'x'.repeat(1_000_000)}`).message).toBe(
      `no deed is called '${'x'.repeat(60)}... (1,000,000 characters)'; write a US board name (e.g. Baltic Avenue) or a square number.`,
    );
    expect(error(`[{"roll": "${'1'.repeat(100_000)}"}]`).message).toMatch(
      /^step 1 is \{"roll":"1{51}\.\.\. \(100,011 characters\); write a text step/,
    );
  });

  it('refuses JSON nested deeper than 100 levels, saying where, at once', () => {
    const started = process.cpuUsage();
    expect(error(`\n${'['.repeat(100_000)}${']'.repeat(100_000)}`).message).toBe(
      "the script's arrays and objects nest deeper than 100 levels at line 2, column 101; a JSON script is a list of steps, each a string or an object of one level.",
    );
    expect(cpuMillisecondsSince(started)).toBeLessThan(2000);
  });
});
