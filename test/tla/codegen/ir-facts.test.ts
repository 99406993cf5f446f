import { beforeAll, describe, expect, it } from 'vitest';
import { filterOf, freeLocals, isBoolean, mentionsLocal, selfValueUse } from '../../../src/tla/codegen/ir-facts.js';
import type { CompiledSpec } from '../../../src/tla/compile/compile-spec.js';
import type { Ir } from '../../../src/tla/semantic/ir.js';
import { compileBody, definitionNamed } from '../../helpers/tla-programs.js';

const SPEC = `VARIABLE x
Eq == x = 1
Sum == x + 1
BothBool == IF x = 1 THEN TRUE ELSE x = 2
Mixed == IF x = 1 THEN 1 ELSE FALSE
Cases == CASE x = 1 -> TRUE [] OTHER -> x > 3
Let == LET y == x IN y = 2
Calls == Eq
SelfDomain[n \\in 0..2] == IF n = 0 THEN Cardinality(DOMAIN SelfDomain) ELSE SelfDomain[n-1]
SelfValue[n \\in 0..2] == IF n = 0 THEN 0 ELSE (SelfValue @@ (5 :> 1))[n-1]
RECURSIVE R(_)
R(n) == IF n = 0 THEN TRUE ELSE R(n - 1)
f[n \\in 1..3] == n = 2
Exists(p) == \\E y \\in {1, 2} : y = p
Active == {p \\in 1..3 : p > x}
Count == Cardinality(Active) + Cardinality({q \\in 1..2 : q = 1}) + Cardinality(1..2)
Except == [[a |-> 1] EXCEPT !.a = @ + 1]
Ap(F(_), v) == F(v)
PassesParam(G(_)) == Ap(G, 1)
LetFunction == LET r[n \\in 1..2] == IF n = 1 THEN 0 ELSE r[n - 1] IN r[2]
PassesLet(k) == LET g(a) == a + k IN Ap(g, 1)
Init == x = 0
Next == x' = x`;

let compiled: CompiledSpec;
const body = (name: string): Ir => definitionNamed(compiled, name).body;

beforeAll(async () => {
  compiled = await compileBody(SPEC);
});

describe('isBoolean', () => {
  it('knows comparisons, connectives and quantifiers are booleans, arithmetic is not', () => {
    expect(isBoolean(body('Eq'))).toBe(true);
    expect(isBoolean(body('Exists'))).toBe(true);
    expect(isBoolean(body('Sum'))).toBe(false);
  });

  it('needs every branch of an IF or a CASE, and the body of a LET, to be one', () => {
    expect(isBoolean(body('BothBool'))).toBe(true);
    expect(isBoolean(body('Mixed'))).toBe(false);
    expect(isBoolean(body('Cases'))).toBe(true);
    expect(isBoolean(body('Let'))).toBe(true);
  });

  it("looks through a definition's call, but not through a recursive one or a function definition", () => {
    expect(isBoolean(body('Calls'))).toBe(true);
    expect(isBoolean(body('R'))).toBe(false);
    const f = definitionNamed(compiled, 'f');
    expect(isBoolean({ kind: 'call', def: f, args: [], at: f.at })).toBe(false);
  });
});

describe('selfValueUse', () => {
  it('finds where a recursive function definition reads itself as a whole value, not in f[a] nor DOMAIN f', () => {
    const domain = definitionNamed(compiled, 'SelfDomain');
    expect(selfValueUse(domain.body, domain.selfId!)).toBeNull();
    const value = definitionNamed(compiled, 'SelfValue');
    expect(selfValueUse(value.body, value.selfId!)).toMatchObject({ column: 48 });
  });
});

describe('freeLocals', () => {
  it('gives the parameters a body reads and not the variables it binds itself', () => {
    const exists = definitionNamed(compiled, 'Exists');
    expect([...freeLocals(exists.body, [])]).toEqual([exists.params[0]!.id]);
    const quantifier = exists.body as Extract<Ir, { kind: 'forall' | 'exists' }>;
    // the body of the quantifier alone reads the bound variable; given the bounds, it does not
    const bound = quantifier.bounds[0]!.ids[0]!;
    expect(freeLocals(quantifier.body, [])).toEqual(new Set([bound, exists.params[0]!.id]));
    expect(freeLocals(quantifier.body, quantifier.bounds)).toEqual(new Set([exists.params[0]!.id]));
    expect(freeLocals(body('Sum'), []).size).toBe(0);
  });

  it("gives an operator parameter or a LET operator passed as an argument, not a LET function's self reference", () => {
    const passes = definitionNamed(compiled, 'PassesParam');
    expect([...freeLocals(passes.body, [])]).toEqual([passes.params[0]!.id]);
    expect(freeLocals(body('LetFunction'), []).size).toBe(0);
    const let_ = body('PassesLet') as Extract<Ir, { kind: 'let' }>;
    expect([...freeLocals(let_.body, [])]).toEqual([let_.defs[0]!.id]);
  });
});

describe('mentionsLocal', () => {
  it('finds a local anywhere in an expression, such as @ in an EXCEPT', () => {
    const except = body('Except') as Extract<Ir, { kind: 'except' }>;
    const exists = definitionNamed(compiled, 'Exists');
    const param = exists.params[0]!.id;
    expect(mentionsLocal(exists.body, param)).toBe(true);
    expect(mentionsLocal(body('Sum'), param)).toBe(false);
    const update = except.updates[0]!;
    expect(mentionsLocal(update.value, update.atId)).toBe(true);
    expect(mentionsLocal(except.fn, update.atId)).toBe(false);
  });
});

describe('filterOf', () => {
  it('finds a set filter written in place or as the body of a definition without parameters', () => {
    const count = body('Count');
    const cardinalities: Ir[] = [];
    const visit = (ir: unknown): void => {
      if (ir === null || typeof ir !== 'object') return;
      if ((ir as Ir).kind === 'builtin' && (ir as { op: string }).op === 'Cardinality') cardinalities.push(ir as Ir);
      for (const [key, value] of Object.entries(ir)) if (key !== 'def' && key !== 'at') visit(value);
    };
    visit(count);
    const args = cardinalities.map((ir) => (ir as Extract<Ir, { kind: 'builtin' }>).args[0]);
    expect(args).toHaveLength(3);
    expect(filterOf(args[0])).toBe(body('Active'));
    expect(filterOf(args[1])?.kind).toBe('setFilter');
    expect(filterOf(args[2])).toBeNull();
    expect(filterOf(undefined)).toBeNull();
  });
});
