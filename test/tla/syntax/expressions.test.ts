import { describe, expect, it } from 'vitest';
import { SpecError } from '../../../src/tla/errors.js';
import type { Bound, Expr } from '../../../src/tla/syntax/ast.js';
import { parseModule } from '../../../src/tla/syntax/parse-module.js';
import { definitionBody, moduleAround, withoutPlaces } from '../../helpers/tla-definitions.js';

describe('expression', () => {
  it('makes junction lists and chains of /\\ one n-ary conjunction, and keeps where each is', async () => {
    const body = await definitionBody("Op == /\\ x' = 1\n      /\\ x > 0 /\\ x < 3");
    expect(body.kind).toBe('and');
    expect((body as { args: readonly Expr[] }).args.map((a) => a.kind)).toEqual(['op', 'and']);
    expect(body.at).toMatchObject({ file: 'M.tla', module: 'M', line: 4, column: 7 });
  });

  it('reads EXCEPT paths with keys, several keys and fields, and @', async () => {
    const body = await definitionBody('Op == [x EXCEPT ![1].f = @ + 1, ![2, 3] = 0]');
    expect(withoutPlaces(body)).toEqual({
      kind: 'except',
      fn: { kind: 'name', name: 'x', args: [] },
      updates: [
        {
          path: [
            { kind: 'key', keys: [{ kind: 'number', text: '1' }] },
            { kind: 'field', name: 'f' },
          ],
          value: { kind: 'op', op: '+', args: [{ kind: 'at' }, { kind: 'number', text: '1' }] },
        },
        {
          path: [
            {
              kind: 'key',
              keys: [
                { kind: 'number', text: '2' },
                { kind: 'number', text: '3' },
              ],
            },
          ],
          value: { kind: 'number', text: '0' },
        },
      ],
    });
  });

  it('reads strings with their escapes and numbers in other bases', async () => {
    expect(withoutPlaces(await definitionBody('Op == <<"a\\"b\\\\c\\n", \\h1F, \\b101>>'))).toEqual({
      kind: 'tuple',
      elements: [
        { kind: 'string', value: 'a"b\\c\n' },
        { kind: 'number', text: '31' },
        { kind: 'number', text: '5' },
      ],
    });
  });

  it('refuses a construct it does not read, by name and place', async () => {
    const error = await parseModule(moduleAround('Op == 1.5'), 'M.tla').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).message).toBe('monocheck cannot compile real numbers');
    expect((error as SpecError).at).toMatchObject({ line: 4, column: 7 });
  });

  it('refuses a string escape TLA+ does not have, by name', async () => {
    const error = await parseModule(moduleAround('Op == "a\\qb"'), 'M.tla').catch((e: unknown) => e);
    expect((error as SpecError).message).toBe("monocheck cannot compile the string escape '\\q'");
  });

  it('reads bounds of one name, several names and a tuple, each set once', async () => {
    const body = await definitionBody('Op == \\A a, b \\in {1}, <<c, d>> \\in {<<1, 2>>} : TRUE');
    expect(body.kind).toBe('forall');
    const bounds = (body as { bounds: readonly Bound[] }).bounds;
    expect(bounds.map((b) => ({ names: b.names, tuple: b.tuple, set: b.set.kind }))).toEqual([
      { names: ['a', 'b'], tuple: false, set: 'setEnum' },
      { names: ['c', 'd'], tuple: true, set: 'setEnum' },
    ]);
  });

  it('reads CHOOSE with and without a bound, records, sets of records, functions and LAMBDA arguments', async () => {
    expect(withoutPlaces(await definitionBody('Op == CHOOSE y : y = 1'))).toMatchObject({ kind: 'choose', bound: null, names: ['y'] });
    expect(withoutPlaces(await definitionBody('Op == [a |-> 1, b |-> "s"]'))).toEqual({
      kind: 'record',
      fields: [
        { name: 'a', value: { kind: 'number', text: '1' } },
        { name: 'b', value: { kind: 'string', value: 's' } },
      ],
    });
    expect(withoutPlaces(await definitionBody('Op == [a : BOOLEAN]'))).toEqual({
      kind: 'recordSet',
      fields: [{ name: 'a', set: { kind: 'builtinSet', name: 'BOOLEAN' } }],
    });
    expect(await definitionBody('Op == [i \\in 1..2 |-> i]')).toMatchObject({ kind: 'function', value: { kind: 'name', name: 'i' } });
    expect(withoutPlaces(await definitionBody('F(G(_)) == G(1)\nOp == F(LAMBDA a : a)'))).toEqual({
      kind: 'name',
      name: 'F',
      args: [{ kind: 'lambda', params: ['a'], body: { kind: 'name', name: 'a', args: [] } }],
    });
  });
});
