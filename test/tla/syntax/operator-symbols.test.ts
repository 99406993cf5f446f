import { describe, expect, it } from 'vitest';
import type { Expr } from '../../../src/tla/syntax/ast.js';
import { INFIX, POSTFIX, PREFIX } from '../../../src/tla/syntax/operator-symbols.js';
import { definitionBody } from '../../helpers/tla-definitions.js';

const opOf = (expr: Expr) => (expr as Extract<Expr, { kind: 'op' }>).op;

describe('the canonical spellings of operator symbols', () => {
  it('spells operators one way (\\leq and =< as <=, # and /= alike) and a chain of \\X as one product', async () => {
    const body = await definitionBody(
      'Op == /\\ 1 \\leq 2 /\\ 1 =< 2 /\\ 1 # 2 /\\ 1 /= 2 /\\ {1} \\X {2} \\X {3} /\\ ({1} \\X {2}) \\X {3}',
    );
    const args = (body as { args: readonly Expr[] }).args;
    expect(args.slice(0, 4).map((a) => (a as Extract<Expr, { kind: 'op' }>).op)).toEqual(['<=', '<=', '#', '#']);
    expect((args[4] as Extract<Expr, { kind: 'product' }>).sets).toHaveLength(3);
    expect((args[5] as Extract<Expr, { kind: 'product' }>).sets).toHaveLength(2);
  });

  it('spells the other synonyms of the standard modules one way: \\o and \\circ, \\cup and \\union, ~ and \\lnot', async () => {
    const equality = (await definitionBody('Op == <<1>> \\o <<2>> = <<1>> \\circ <<2>>')) as Extract<Expr, { kind: 'op' }>;
    expect(equality.args.map(opOf)).toEqual(['\\o', '\\o']);
    const union = (await definitionBody('Op == {1} \\cup {2} = {1} \\union {2}')) as Extract<Expr, { kind: 'op' }>;
    expect(union.args.map(opOf)).toEqual(['\\cup', '\\cup']);
    expect([opOf(await definitionBody('Op == \\lnot TRUE')), opOf(await definitionBody('Op == ~TRUE'))]).toEqual(['~', '~']);
  });

  it("names unary minus -. as TLA+ does, and x' a prime", async () => {
    expect(opOf(await definitionBody('Op == -x'))).toBe('-.');
    expect((await definitionBody("Op == x'")).kind).toBe('prime');
  });

  it('writes each spelling as one token, binary minus apart from unary, set difference as \\\\', () => {
    for (const table of [INFIX, PREFIX, POSTFIX]) for (const spelling of Object.values(table)) expect(spelling).toMatch(/^\S+$/);
    expect(INFIX['minus']).toBe('-');
    expect(PREFIX['negative']).toBe('-.');
    expect(INFIX['setminus']).toBe('\\');
  });
});
