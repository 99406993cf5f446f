import { describe, expect, it } from 'vitest';
import { integerLiteral, ProgramText } from '../../../src/tla/codegen/program-text.js';

describe('ProgramText', () => {
  it('pools each primitive once, and every other value each time it is given', () => {
    const text = new ProgramText();
    expect(text.constant('a')).toBe('P[0]');
    expect(text.constant(2)).toBe('P[1]');
    expect(text.constant('a')).toBe('P[0]');
    const shape = ['x', 'y'];
    expect(text.constant(shape)).toBe('P[2]');
    expect(text.constant(shape)).toBe('P[3]');
    expect(text.values()).toEqual(['a', 2, shape, shape]);
  });

  it('declares each top-level function once, in the order declared', () => {
    const text = new ProgramText();
    expect(text.isDeclared('f')).toBe(false);
    text.declare('f', 'function f() { return 1; }');
    text.declare('g', 'function g() { return f() + 1; }');
    text.declare('f', 'function f() { return 100; }');
    expect(text.isDeclared('f')).toBe(true);
    const body = text.body({ g: 'g' });
    expect(body.match(/function f/g)).toHaveLength(1);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the program is what is tested
    const made = new Function('rt', 'P', body) as (rt: unknown, pool: unknown[]) => { g(): number };
    expect(made(null, text.values()).g()).toBe(2);
  });

  it('keeps the spec’s strings out of the text: a string that is code is only a pool entry', () => {
    const text = new ProgramText();
    const evil = '"); globalThis.pwned = true; ("';
    text.declare('s', `function s() { return ${text.constant(evil)}; }`);
    const body = text.body({ s: 's', "a'b": 's' });
    expect(body).not.toContain('pwned');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the program is what is tested
    const made = new Function('rt', 'P', body) as (rt: unknown, pool: unknown[]) => Record<string, () => string>;
    const program = made(null, text.values());
    expect(program.s!()).toBe(evil);
    expect(program["a'b"]!()).toBe(evil);
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
  });
});

describe('integerLiteral', () => {
  it('writes an integer as digits, a negative one in parentheses', () => {
    expect(integerLiteral(42)).toBe('42');
    expect(integerLiteral(-7)).toBe('(-7)');
    expect(integerLiteral(0)).toBe('0');
  });

  it('refuses anything but an integer', () => {
    expect(() => integerLiteral(1.5)).toThrow('not an integer: 1.5');
    expect(() => integerLiteral(Number.NaN)).toThrow('not an integer');
  });
});
