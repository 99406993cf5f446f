import { describe, expect, it } from 'vitest';
import { SpecError } from '../../../src/tla/errors.js';
import type { Ir } from '../../../src/tla/semantic/ir.js';
import { definitionNamed, resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

const spec = (body: string) => resolveTexts({ M: tlaModule('M', `EXTENDS Naturals, Sequences\nVARIABLE x\n${body}`) });
const bodyOf = async (body: string, name = 'Op') => definitionNamed(await spec(body), name).body;
const refusal = (body: string) =>
  spec(body).then(
    () => null,
    (error: unknown) => error as SpecError,
  );

describe('Resolver.expression', () => {
  it('numbers bound variables, resolving a bound set in the scope outside the bound, and binds each use to its bound', async () => {
    const outer = (await bodyOf('Op == \\E y \\in {1} : \\E z \\in {y} : z = y')) as Extract<Ir, { kind: 'forall' | 'exists' }>;
    const inner = outer.body as Extract<Ir, { kind: 'forall' | 'exists' }>;
    const [y, z] = [outer.bounds[0]!.ids[0], inner.bounds[0]!.ids[0]];
    expect(y).not.toBe(z);
    expect(inner.bounds[0]!.set).toMatchObject({ kind: 'setEnum', elements: [{ kind: 'local', id: y }] });
    expect(inner.body).toMatchObject({
      kind: 'builtin',
      op: '=',
      args: [
        { kind: 'local', id: z },
        { kind: 'local', id: y },
      ],
    });
  });

  it("marks x' a primed variable and resolves @ to the value an EXCEPT update replaces", async () => {
    expect(await bodyOf("Op == x' = x")).toMatchObject({
      args: [
        { kind: 'variable', primed: true },
        { kind: 'variable', primed: false },
      ],
    });
    const except = (await bodyOf('Op == [x EXCEPT ![1] = @ + 1, ![2] = @]')) as Extract<Ir, { kind: 'except' }>;
    const [first, second] = except.updates;
    expect(first!.value).toMatchObject({ kind: 'builtin', op: '+', args: [{ kind: 'local', id: first!.atId }, {}] });
    expect(second!.value).toEqual(expect.objectContaining({ kind: 'local', id: second!.atId }));
    expect(first!.atId).not.toBe(second!.atId);
  });

  it('gives f[a, b] one tuple argument, and a LET definition a definition registered with the spec', async () => {
    expect(await bodyOf('Op == x[1, 2]')).toMatchObject({ kind: 'apply', arg: { kind: 'tuple', elements: [{}, {}] } });
    const resolved = await spec('Op == LET a == 1\n          b == a + 1 IN b');
    const let_ = definitionNamed(resolved, 'Op').body as Extract<Ir, { kind: 'let' }>;
    expect(let_.defs.map((def) => [def.name, def.inLet])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(let_.defs.every((def) => resolved.definitions.get(def.id) === def)).toBe(true);
    expect(let_.defs[1]!.body).toMatchObject({ args: [{ kind: 'call', def: let_.defs[0] }, {}] });
  });

  it('resolves RECURSIVE operators and recursive functions, and refuses a RECURSIVE declared with another arity', async () => {
    const recursive = await spec('RECURSIVE Sum(_)\nSum(n) == IF n = 0 THEN 0 ELSE n + Sum(n - 1)');
    const sum = definitionNamed(recursive, 'Sum');
    expect(sum.recursive).toBe(true);
    expect(JSON.stringify(sum.body, (key, v: unknown) => (key === 'def' ? (v as { name: string }).name : v))).toContain('"def":"Sum"');
    const fn = definitionNamed(await spec('f[n \\in Nat] == IF n = 0 THEN 1 ELSE f[n - 1]'), 'f');
    expect(fn.functionBounds).toHaveLength(1);
    expect(fn.selfId).not.toBeNull();
    expect((await refusal('RECURSIVE R(_, _)\nR(a) == a'))?.message).toBe('R is declared RECURSIVE with 2 arguments but defined with 1');
  });

  it('leaves what it does not compile as a refused node, to be refused only if a checked formula reaches it', async () => {
    const construct = async (body: string) => ((await bodyOf(body)) as Extract<Ir, { kind: 'refused' }>).construct;
    expect(await construct('Op == 2147483648')).toBe("the number 2147483648, beyond TLC's 32-bit integers");
    expect(await construct('Op == CHOOSE y : y = 1')).toBe('an unbounded CHOOSE (CHOOSE y : ...)');
    expect(await construct('Op == \\A y : y = 1')).toBe(
      'an unbounded quantifier (\\A y : ...); TLC cannot evaluate one either, give it a set',
    );
    expect(await construct("Op == x''")).toBe("a doubly primed variable (x'')");
    expect(await bodyOf('Op == 2147483647')).toMatchObject({ kind: 'number', value: 2147483647 });
  });

  it('refuses a bound variable or parameter whose name is already bound around it, as SANY does', async () => {
    // TLC: "Multiply-defined symbol 'x2': this definition or declaration conflicts \nwith the one at line 4, col 1 to line 4, col 7 of module M."
    expect(await refusal("x2 == 5\nNext == \\E x2 \\in {1} : x' = x2")).toMatchObject({
      message:
        "multiply-defined symbol 'x2': this definition or declaration conflicts with the one at line 4, col 1 to line 4, col 7 of module M",
      reason: 'semantic',
      at: { line: 5, column: 12 },
    });
    const conflict = async (body: string) => (await refusal(body))?.message;
    // an operator's parameter named as a definition or a variable, twice the same parameter
    expect(await conflict('F(a) == a\nOp(F) == F')).toMatch(
      /^multiply-defined symbol 'F': .* the one at line 4, col 1 to line 4, col 9 of module M$/,
    );
    expect(await conflict('Op == LET L(x) == 1 IN L(2)')).toMatch(
      /^multiply-defined symbol 'x': .* the one at line 3, col 10 to line 3, col 10 of module M$/,
    );
    expect(await conflict('Op(a, a) == a')).toMatch(/^multiply-defined symbol 'a'/);
    // a bound variable inside another of the same name, one named as a standard module's operator, a LAMBDA's parameter
    expect(await conflict('Op == \\E k \\in {1} : \\E k \\in {2} : k = 2')).toMatch(/^multiply-defined symbol 'k'/);
    expect(await conflict('Op == \\E Len \\in {1} : Len = 1')).toBe(
      "multiply-defined symbol 'Len': this definition or declaration conflicts with the one in the standard module Sequences",
    );
    expect(await conflict('Ap(F(_)) == F(1)\nOp == \\E k \\in {1} : Ap(LAMBDA k : k)')).toMatch(/^multiply-defined symbol 'k'/);
    // the same names bound one after the other, or defined after the bound variable, are new
    expect(await refusal('Op == (\\E k \\in {1} : k = 1) /\\ (\\A k \\in {2} : k = 2)\nk == 3')).toBeNull();
  });

  it("refuses a LET definition whose name is already bound around it, even a definition's with as many arguments, as SANY does", async () => {
    // TLC: "Operator F already defined or declared." (and warns of the duplicate)
    expect(await refusal('F(a) == a + 1\nOp == LET F(b) == b + 2 IN F(1)')).toMatchObject({
      message: 'operator F already defined or declared (at line 4, col 1 to line 4, col 13 of module M)',
      reason: 'semantic',
      at: { line: 5 },
    });
    const conflict = async (body: string) => (await refusal(body))?.message;
    expect(await conflict('Op == LET x == 1 IN x')).toBe(
      'operator x already defined or declared (at line 3, col 10 to line 3, col 10 of module M)',
    );
    expect(await conflict('Op == \\E k \\in {1} : LET k == 2 IN k = 2')).toMatch(
      /^operator k already defined or declared \(at line 4, col/,
    );
    expect(await conflict('f == 1\nOp == LET f[n \\in {1}] == n IN f[1]')).toMatch(/^function name `f' already defined or declared/);
    expect(await conflict('Op == LET RECURSIVE Len(_) Len(n) == n IN Len(1)')).toMatch(/^operator Len already defined or declared/);
    // its own RECURSIVE declaration is no conflict
    expect(await refusal('Op == LET RECURSIVE R(_) R(n) == IF n = 0 THEN 0 ELSE R(n - 1) IN R(2)')).toBeNull();
  });

  it('refuses @ outside an EXCEPT and an INSTANCE inside a LET at once', async () => {
    expect(await refusal('Op == @ + 1')).toMatchObject({ message: '@ is used outside the new value of an EXCEPT', reason: 'semantic' });
    expect(await refusal('Op == LET I == INSTANCE Naturals IN 1')).toMatchObject({
      message: 'monocheck cannot compile INSTANCE inside a LET; TLC can check this spec',
      reason: 'unsupported',
    });
  });
});
