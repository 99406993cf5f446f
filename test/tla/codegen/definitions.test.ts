import { describe, expect, it } from 'vitest';
import { Definitions } from '../../../src/tla/codegen/definitions.js';
import { ProgramText } from '../../../src/tla/codegen/program-text.js';
import { SpecError } from '../../../src/tla/errors.js';
import { Levels } from '../../../src/tla/semantic/levels.js';
import { TlcRuntimeError } from '../../../src/tla/runtime/runtime-errors.js';
import { compileBody, errorOf, initialStates, modelsOf, successorsOf, valueOf } from '../../helpers/tla-programs.js';

describe('definitions in generated code', () => {
  it('computes a constant definition once, when first needed, as a function of the program', async () => {
    const compiled = await compileBody("VARIABLE x\nK == {1, 2} \\cup {3}\nInit == x \\in K\nNext == x' = x");
    const program = compiled.base.programSource.body;
    expect(program).toMatch(/let k\d+ = rt\.UNSET;/);
    expect(program).toMatch(/function d\d+\(\) \{ return k\d+ !== rt\.UNSET \? k\d+ : \(k\d+ = /);
    const states = initialStates((await modelsOf("VARIABLE x\nK == {1, 2} \\cup {3}\nInit == x \\in K\nNext == x' = x")).model());
    expect(states).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
  });

  it('remembers the results of a constant operator for primitive arguments, and computes others each time', async () => {
    const compiled = await compileBody("VARIABLE x\nSq(n) == n * n\nInit == x = Sq(3)\nNext == x' = x");
    expect(compiled.base.programSource.body).toMatch(/const m\d+ = new Map\(\);/);
    expect(await valueOf('<<Sq(3), Sq(3), Pair(<<1, 2>>)>>', 'Sq(n) == n * n\nPair(p) == p[1] + p[2]')).toEqual([9, 9, 3]);
  });

  it('applies a function definition without building it, checking the argument is in its domain', async () => {
    const defs = 'f[n \\in 1..3] == n * 2';
    expect(await valueOf('f[2]', defs)).toBe(4);
    const error = await errorOf('f[4]', defs);
    expect(error).toBeInstanceOf(TlcRuntimeError);
    expect(error?.message).toBe('Attempted to apply function:\nf\nto argument 4, which is not in the domain of the function.');
    // used as a value, it is the whole function
    expect(await valueOf('f', defs)).toEqual([2, 4, 6]);
  });

  it('computes a recursive function definition, and functions of several arguments and of tuples', async () => {
    expect(await valueOf('fact[5]', 'fact[n \\in 0..5] == IF n = 0 THEN 1 ELSE n * fact[n - 1]')).toBe(120);
    expect(await valueOf('g[2, 1]', 'g[a, b \\in 1..2] == 10 * a + b')).toBe(21);
    expect(await valueOf('h[<<2, 1>>]', 'h[<<a, b>> \\in (1..2) \\X (1..2)] == 10 * a + b')).toBe(21);
    expect(await valueOf('k[<<2, 1>>, 3]', 'k[<<a, b>> \\in (1..2) \\X (1..2), c \\in 3..4] == 100 * a + 10 * b + c')).toBe(213);
    // an argument that is not a pair: TLC's error as the domain is checked
    expect((await errorOf('g[1]', 'g[a, b \\in 1..2] == 10 * a + b'))?.message).toMatch(/^Attempted to check if non-tuple\n1\n/);
  });

  it('computes a LET function definition over its domain', async () => {
    expect(await valueOf('LET sq[i \\in 1..3] == i * i IN sq[3] + sq[1]')).toBe(10);
  });

  it('applies a LET function definition that reads locals around it: bound variables, parameters, LET definitions', async () => {
    // its applier is made in place (a program-level one had none of these locals: "internal: local 2 unbound")
    expect(await valueOf(String.raw`\E k \in {2} : LET r[n \in 0..2] == IF n = 0 THEN k ELSE r[n-1] + 1 IN r[2] = 4`)).toBe(true);
    expect(await valueOf('Wrap(3)', String.raw`Wrap(k) == LET r[n \in 0..2] == IF n = 0 THEN k ELSE r[n-1] + k IN r[2]`)).toBe(9);
    expect(await valueOf(String.raw`\E k \in {2} : LET u == k r[n \in 0..2] == IF n = 0 THEN u ELSE r[n-1] + 1 IN r[2] = 4`)).toBe(true);
    expect(
      await valueOf(String.raw`\E k \in {2} : LET g(a) == a + k r[n \in 0..2] == IF n = 0 THEN g(0) ELSE r[n-1] + 1 IN r[2] = 4`),
    ).toBe(true);
    // nested: s reads k, n and r around it; r[2] = s[2] = s[1] + r[1] = (k + r[0]) + (k + r[0]) = 8
    const nested = String.raw`LET r[n \in 0..2] == LET s[m \in 0..n] == IF m = 0 THEN k ELSE s[m-1] + r[m-1] IN s[n] IN r[2]`;
    expect(await valueOf(String.raw`\E k \in {2} : ${nested} = 8`)).toBe(true);
    // used as a value, it is the whole function; outside its domain, TLC's error
    expect(
      await valueOf(String.raw`\E k \in {2} : LET r[n \in 0..2] == IF n = 0 THEN k ELSE r[n-1] + 1 IN r = (0 :> 2 @@ 1 :> 3 @@ 2 :> 4)`),
    ).toBe(true);
    expect((await errorOf(String.raw`\E k \in {2} : LET r[n \in 0..2] == IF n = 0 THEN k ELSE r[n-1] + 1 IN r[3] = 0`))?.message).toBe(
      'Attempted to apply function:\nr\nto argument 3, which is not in the domain of the function.',
    );
    // a RECURSIVE LET operator reading a bound variable, and one passed as an operator's argument
    const apply = 'Ap(F(_), v) == F(v)';
    expect(await valueOf(String.raw`\E k \in {2} : LET RECURSIVE R(_) R(n) == IF n = 0 THEN k ELSE R(n-1) + 1 IN R(2) = 4`)).toBe(true);
    expect(await valueOf(String.raw`\E k \in {2} : LET g(a) == a + k r[n \in 0..2] == Ap(g, n) IN r[2] = 4`, apply)).toBe(true);
    expect(
      await valueOf(String.raw`\E k \in {2} : LET RECURSIVE R(_) R(n) == IF n = 0 THEN k ELSE Ap(R, n-1) + 1 IN R(2) = 4`, apply),
    ).toBe(true);
  });

  it('applies a LET function definition at one argument, as TLC does, without computing it over its whole domain', async () => {
    expect(await valueOf(String.raw`LET r[n \in 0..2] == 10 \div n IN r[1]`)).toBe(10);
    expect(await valueOf(String.raw`\E k \in {5} : LET r[n \in 0..2] == k \div n IN r[1] = 5`)).toBe(true);
  });

  it('applies a LET function definition reading the state and a bound variable in an action', async () => {
    const spec = String.raw`VARIABLE x
Init == x = 1
Next == \E k \in {1, 2} : LET r[n \in 0..1] == IF n = 0 THEN x + k ELSE r[n-1] * 10 IN x' = r[1]`;
    const model = (await modelsOf(spec)).model();
    expect(successorsOf(model, { x: 1 }).map((s) => s.state)).toEqual([{ x: 20 }, { x: 30 }]);
  });

  it("reads DOMAIN f inside f's own definition without building f, as TLC does (module level, LET, reading bound variables)", async () => {
    const f = String.raw`IF n = 0 THEN Cardinality(DOMAIN f) ELSE f[n-1] + 1`;
    expect(await valueOf('f[2]', String.raw`f[n \in 0..2] == ${f}`)).toBe(5);
    expect(await valueOf('f', String.raw`f[n \in 0..2] == ${f}`)).toEqual(await valueOf('(0 :> 3 @@ 1 :> 4 @@ 2 :> 5)'));
    expect(await valueOf(String.raw`LET f[n \in 0..2] == ${f} IN f[2]`)).toBe(5);
    expect(
      await valueOf(String.raw`\E k \in {2} : LET f[n \in 0..2] == IF n = 0 THEN Cardinality(DOMAIN f) + k ELSE f[n-1] + 1 IN f[2] = 7`),
    ).toBe(true);
    expect(await valueOf('g(2)', String.raw`g(k) == LET f[n \in 0..k] == ${f} IN f[2]`)).toBe(5);
    // several bounds: their product; one tuple pattern: its set
    expect(await valueOf('f[2, 1]', String.raw`f[n \in 0..2, m \in {1}] == IF n = 0 THEN Cardinality(DOMAIN f) ELSE f[n-1, m] + m`)).toBe(
      5,
    );
    expect(
      await valueOf(
        'f[<<2, 1>>] = {<<0, 1>>, <<2, 1>>}',
        String.raw`f[<<n, m>> \in {<<0, 1>>, <<2, 1>>}] == IF n = 0 THEN DOMAIN f ELSE f[<<n-2, m>>]`,
      ),
    ).toBe(true);
  });

  it('reads a state-level definition in the current state, primed in the next, and in Init', async () => {
    const spec =
      "VARIABLES x, y\nTwice == 2 * x\nAdd(n) == x + n\nInit == x = 1 /\\ y = Twice\nNext == x' = Add(1) /\\ y' = Twice' + Twice";
    const model = (await modelsOf(spec)).model();
    expect(initialStates(model)).toEqual([{ x: 1, y: 2 }]);
    expect(successorsOf(model, { x: 3, y: 0 })).toEqual([{ action: 'Next', state: { x: 4, y: 14 } }]);
    const program = (await compileBody(spec)).base.programSource.body;
    // a state's value without arguments is computed once per state a view loads
    expect(program).toMatch(/if \(S\.g === g(d\d+)\) return c\1;/);
  });

  it('refuses ENABLED where nothing evaluates it', () => {
    const definitions = new Definitions(new ProgramText(), new Levels());
    const at = { module: 'M', file: 'M.tla', line: 2, column: 1, endLine: 2, endColumn: 9 };
    expect(() => definitions.enabled({ kind: 'boolean', value: true, at }, {} as never, at)).toThrow(SpecError);
  });
});
