import { describe, expect, it } from 'vitest';
import { bindModel } from '../../../src/tla/compile/bind-model.js';
import { ModelConfigError } from '../../../src/tla/errors.js';
import { parseModelFile } from '../../../src/tlc/cfg.js';
import { definitionNamed, resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

const SPEC = tlaModule(
  'M',
  [
    'EXTENDS Naturals',
    'CONSTANTS N, Proc, Money, F(_, _)',
    'VARIABLE x',
    'Start == 100',
    'Limit == 5',
    'Plus(a, b) == a + b',
    'Twice(a) == 2 * a',
    'Uses == F(1, 2)',
  ].join('\n'),
);

async function bound(cfg: string) {
  const spec = await resolveTexts({ M: SPEC });
  return { spec, bindings: bindModel(spec, parseModelFile(cfg, 'M.cfg')) };
}

const failure = (cfg: string) =>
  bound(cfg).then(
    () => null,
    (error: unknown) => error as ModelConfigError,
  );

const GIVEN = 'CONSTANT N = 3\nCONSTANT Proc = {p1, p2}\nCONSTANT Money <- Start\nCONSTANT F <- Plus\n';

describe('bindModel', () => {
  it('gives each declared constant, by index, its value or the definition substituted for it', async () => {
    const { bindings } = await bound(GIVEN);
    expect(bindings.map((b) => b.kind)).toEqual(['value', 'value', 'definition', 'definition']);
    expect(bindings[0]).toEqual({ kind: 'value', value: { kind: 'int', value: 3 } });
    expect(bindings[1]).toMatchObject({
      value: {
        kind: 'set',
        elements: [
          { kind: 'identifier', name: 'p1' },
          { kind: 'identifier', name: 'p2' },
        ],
      },
    });
    expect(bindings[2]).toMatchObject({ def: { name: 'Start' } });
  });

  it("gives an operator constant the substitute's body, a call of it with the same arguments", async () => {
    const { spec, bindings } = await bound(GIVEN);
    const f = spec.operatorConstants.get('F')!;
    expect(bindings[3]).toEqual({ kind: 'definition', def: f });
    expect(f.body).toMatchObject({ kind: 'call', def: { name: 'Plus' }, args: f.params.map((p) => ({ kind: 'local', id: p.id })) });
  });

  it('lets the model file give a definition a value, as TLC overrides it (a model value there is refused when used)', async () => {
    const { spec } = await bound(`${GIVEN}CONSTANT Limit = 9\nCONSTANT Start = m1\n`);
    expect(definitionNamed(spec, 'Limit').body).toMatchObject({ kind: 'number', value: 9 });
    expect(definitionNamed(spec, 'Start').body).toMatchObject({
      kind: 'refused',
      construct: 'the model value m1 given to the definition Start',
    });
  });

  it('refuses a name the spec does not declare (with the nearest one), a constant without a value, and a substitution of another arity', async () => {
    expect(await failure(`${GIVEN}CONSTANT Nn = 1\n`)).toMatchObject({
      message: 'the model file assigns a value to Nn, which the spec does not declare (did you mean N?)',
      file: 'M.cfg',
      line: 5,
    });
    expect((await failure('CONSTANT N = 3\nCONSTANT Money <- Start\nCONSTANT F <- Plus\n'))?.message).toBe(
      'the constant Proc (declared in module M) is not given a value by the model file: add Proc = ... under CONSTANTS',
    );
    expect((await failure('CONSTANT N = 3\nCONSTANT Proc = {}\nCONSTANT Money <- Start\nCONSTANT F <- Twice\n'))?.message).toBe(
      'the model file substitutes F (2 arguments) with Twice (1 argument)',
    );
    expect((await failure('CONSTANT N = 3\nCONSTANT Proc = {}\nCONSTANT Money <- Start\nCONSTANT F <- Start\n'))?.message).toBe(
      'the model file substitutes F (2 arguments) with Start (0 arguments)',
    );
    expect((await failure(`${GIVEN}CONSTANT x <- Start\n`))?.message).toBe(
      'the model file substitutes x, which is a variable and cannot be replaced',
    );
    expect((await failure(`${GIVEN}CONSTANT Limit <- Nowhere\n`))?.message).toBe(
      'the model file substitutes Limit with Nowhere, which the spec does not declare',
    );
  });
});
