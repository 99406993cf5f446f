import { describe, expect, it } from 'vitest';
import { errorOf, initialStates, modelsOf, successorsOf, valueOf } from '../../helpers/tla-programs.js';

/** The values of several constant-level expressions, from one compiled spec. */
async function valuesOf(...expressions: string[]): Promise<unknown[]> {
  return (await valueOf(`<<${expressions.map((e) => `(${e})`).join(', ')}>>`)) as unknown[];
}

describe('LET definitions in generated code', () => {
  it('reads a LET function definition as the function it defines, applied or as a value, recursive or not', async () => {
    expect(
      await valuesOf(
        'LET sq[i \\in 1..3] == i * i IN sq[3] + sq[1]',
        'LET sq[i \\in 1..3] == i * i IN sq',
        'LET fact[n \\in 0..5] == IF n = 0 THEN 1 ELSE n * fact[n - 1] IN fact[5]',
        // over a bound variable of the expression around it
        '\\E k \\in {2} : LET m[i \\in 1..2] == i * k IN m[2] = 4',
      ),
    ).toEqual([10, [1, 4, 9], 120, true]);
  });
});

describe('function literals in generated code', () => {
  it('takes a tuple pattern over the elements of its set, alone or with other bounds', async () => {
    expect(
      await valuesOf(
        '[<<a, b>> \\in {<<1, 2>>, <<3, 4>>} |-> a + b][<<3, 4>>]',
        'DOMAIN [<<a, b>> \\in {<<1, 2>>} |-> a]',
        '[<<a, b>> \\in {<<1, 2>>}, c \\in {5} |-> a + b + c][<<1, 2>>, 5]',
      ),
    ).toMatchObject([7, { kind: 'set', elements: [[1, 2]] }, 8]);
  });
});

describe('expressions in generated code', () => {
  it('builds sets in normalized order, a filter keeping the order of its set', async () => {
    expect(
      await valuesOf(
        '{3, 1, 2, 1}',
        '{n \\in 1..7 : n % 2 = 1}',
        '{n * n : n \\in -1..1}',
        '{<<a, b>> : a \\in 1..2, b \\in {"x"}}',
        'Cardinality({n \\in 1..10 : n > 7})',
      ),
    ).toMatchObject([
      { kind: 'set', elements: [1, 2, 3] },
      { kind: 'set', elements: [1, 3, 5, 7] },
      { kind: 'set', elements: [0, 1] },
      {
        kind: 'set',
        elements: [
          [1, 'x'],
          [2, 'x'],
        ],
      },
      3,
    ]);
  });

  it('evaluates quantifiers over several bounds and tuple patterns, and CHOOSE', async () => {
    expect(
      await valuesOf(
        '\\A a, b \\in 1..3 : a + b < 7',
        '\\E a \\in 1..3, b \\in 4..5 : a * b = 15',
        '\\E <<a, b>> \\in {<<1, 2>>, <<3, 4>>} : a = 3 /\\ b = 4',
        'CHOOSE n \\in 1..5 : n > 2',
      ),
    ).toEqual([true, true, true, 3]);
    expect((await errorOf('CHOOSE n \\in 1..5 : n > 9'))?.message).toBe(
      'Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P.',
    );
  });

  it("takes CASE's first true arm, OTHER when none is, and fails as TLC does without OTHER", async () => {
    expect(await valuesOf('CASE 1 > 2 -> "a" [] 2 > 1 -> "b" [] OTHER -> "c"', 'CASE 1 > 2 -> "a" [] OTHER -> "c"')).toEqual(['b', 'c']);
    expect((await errorOf('CASE 1 > 2 -> "a"'))?.message).toBe(
      'Attempted to evaluate a CASE expression, and none of the conditions were true.',
    );
  });

  it('checks that a condition is a boolean', async () => {
    expect((await errorOf('IF 1 THEN 2 ELSE 3'))?.message).toBe('A non-boolean expression (an integer) was used as a condition:\n1');
    expect((await errorOf('1 /\\ TRUE'))?.message).toBe('A non-boolean expression (an integer) was used as a condition:\n1');
  });

  it('builds records, record sets, functions and EXCEPTs, with @ the old value', async () => {
    expect(
      await valuesOf(
        '[a |-> 1, b |-> 2].b',
        'Cardinality([a : {1, 2}, b : {TRUE, FALSE}])',
        '[<<1, 2, 3>> EXCEPT ![2] = @ * 10]',
        '[[a |-> <<1, 2>>] EXCEPT !.a[1] = 5].a',
        '[n \\in 1..3 |-> n * n]',
        '[n \\in {"p"} |-> 0]',
        'Cardinality([{1, 2} -> {3}]) + Cardinality({1, 2} \\X {3, 4})',
      ),
    ).toMatchObject([2, 4, [1, 20, 3], [5, 2], [1, 4, 9], { kind: 'function', entries: [['p', 0]] }, 5]);
  });

  it("reads a model file's constant", async () => {
    const models = await modelsOf("CONSTANT K\nVARIABLE x\nInit == x = K + 1\nNext == x' = x", 'CONSTANT K = 3\nINIT Init\nNEXT Next\n');
    expect(initialStates(models.model())).toEqual([{ x: 4 }]);
  });

  it('reads a primed expression in the next state, and LET values in the state they are read in', async () => {
    const model = (
      await modelsOf("VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == x' = x + 1 /\\ y' = LET d == x' - x IN (x + 10)' + d")
    ).model();
    expect(successorsOf(model, { x: 1, y: 0 })).toEqual([{ action: 'Next', state: { x: 2, y: 13 } }]);
  });

  it('computes a constant part once, as a program-level function, and reads packed functions from the bytes', async () => {
    const spec =
      "VARIABLE f\nInit == f = <<0, 0>>\nNext == \\E i \\in 1..2 : f[i] = 0 /\\ f' = [f EXCEPT ![i] = Cardinality((1..6) \\X (1..6))]";
    const models = await modelsOf(spec);
    const model = models.model();
    const body = model.compiled.programFor(model.layouts).programSource.body;
    expect(body).toMatch(/function h\d+\(\) \{ return h\d+v !== rt\.UNSET/);
    expect(body).toContain('S.r0(');
    expect(successorsOf(model, { f: [0, 5] })).toEqual([{ action: 'Next', state: { f: [36, 5] } }]);
  });
});
