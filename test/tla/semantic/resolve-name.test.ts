import { describe, expect, it } from 'vitest';
import { SpecError } from '../../../src/tla/errors.js';
import { definitionNamed, resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

const spec = (body: string) => resolveTexts({ M: tlaModule('M', `EXTENDS Naturals, Sequences, TLC\nCONSTANT K\nVARIABLE x\n${body}`) });
const bodyOf = async (body: string, name = 'Op') => definitionNamed(await spec(body), name).body;
const refusal = (body: string) =>
  spec(body).then(
    () => null,
    (error: unknown) => error as SpecError,
  );

describe('resolveName', () => {
  it('gives a variable, a constant, a definition, a parameter or a standard operator for a name', async () => {
    expect(await bodyOf('Op == x')).toMatchObject({ kind: 'variable', index: 0, primed: false });
    expect(await bodyOf('Op == K')).toMatchObject({ kind: 'constant', index: 0 });
    expect(await bodyOf('D == 1\nOp == D')).toMatchObject({ kind: 'call', def: { name: 'D' }, args: [] });
    expect(await bodyOf('Op(p) == p')).toMatchObject({ kind: 'local' });
    expect(await bodyOf('Op(F(_)) == F(1)')).toMatchObject({ kind: 'callParameter', args: [{ kind: 'number', value: 1 }] });
    expect(await bodyOf('Op == Len(<<>>)')).toMatchObject({ kind: 'builtin', op: 'Len' });
  });

  it('refuses an unknown name with the nearest visible one, and a wrong number of arguments', async () => {
    expect(await refusal('Op == Lenn(<<1>>)')).toMatchObject({
      message: "unknown operator or variable 'Lenn' (did you mean Len?)",
      reason: 'semantic',
    });
    expect((await refusal('Op == Zzzzzz'))?.message).toBe("unknown operator or variable 'Zzzzzz'");
    expect((await refusal('D(a, b) == a\nOp == D(1)'))?.message).toBe('D takes 2 arguments but is given 1');
    expect((await refusal('Op == Len(1, 2)'))?.message).toBe('Len takes 1 argument but is given 2');
  });

  it('passes an operator by name, a LAMBDA or a standard operator, where an operator argument is expected, and refuses an expression there', async () => {
    expect(await bodyOf('Test(e) == e > 0\nOp == SelectSeq(<<1>>, Test)')).toMatchObject({
      kind: 'builtin',
      op: 'SelectSeq',
      args: [{ kind: 'tuple' }, { kind: 'opDefinition', def: { name: 'Test' } }],
    });
    expect(await bodyOf('Op == SortSeq(<<1>>, LAMBDA a, b : a < b)')).toMatchObject({ args: [{}, { kind: 'opLambda' }] });
    expect(await bodyOf('Apply(F(_)) == F(<<1>>)\nOp == Apply(Len)')).toMatchObject({ args: [{ kind: 'opBuiltin', op: 'Len' }] });
    expect(await refusal('Op == SelectSeq(<<1>>, 1)')).toMatchObject({ message: 'an operator taking 1 argument is expected here' });
  });
});

describe('resolveOperator', () => {
  it("takes the spec's definition of a symbol first, else the standard or built-in operator", async () => {
    expect(await bodyOf('a ++ b == a\nOp == 1 ++ 2')).toMatchObject({ kind: 'call', def: { name: '++' } });
    expect(await bodyOf('Op == 1 + 2')).toMatchObject({ kind: 'builtin', op: '+' });
    expect(await bodyOf('Op == 1 \\in {1}')).toMatchObject({ kind: 'builtin', op: '\\in' });
  });

  it('says which module to EXTEND for a standard operator not in scope, and refuses an operator nothing defines only when used', async () => {
    const noNaturals = await resolveTexts({ M: tlaModule('M', 'Op == 1 + 2') }).catch((e: unknown) => e as SpecError);
    expect(noNaturals).toMatchObject({
      message: 'the operator + is defined in the standard module Naturals, which this module does not extend (add EXTENDS Naturals)',
    });
    expect(await bodyOf('Op == 1 (.) 2')).toMatchObject({ kind: 'refused', construct: 'the operator (.)' });
  });
});
