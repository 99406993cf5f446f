import { describe, expect, it } from 'vitest';
import { SpecError } from '../../../src/tla/errors.js';
import { definitionNamed, resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

const refusal = (modules: Record<string, string>) =>
  resolveTexts(modules).then(
    () => null,
    (error: unknown) => error as SpecError,
  );

describe('resolveSpec', () => {
  it("lists the constants and variables in declaration order, an extended module's first, each with its module", async () => {
    const spec = await resolveTexts({
      Root: tlaModule('Root', 'EXTENDS Base, Naturals\nCONSTANT N\nVARIABLE y\nInv == x + y < N + K'),
      Base: tlaModule('Base', 'EXTENDS Sequences\nCONSTANT K\nVARIABLE x'),
    });
    expect(spec.rootModule).toBe('Root');
    expect(spec.constants.map((c) => `${c.module}.${c.name}`)).toEqual(['Base.K', 'Root.N']);
    expect(spec.variables.map((v) => `${v.module}.${v.name}`)).toEqual(['Base.x', 'Root.y']);
    expect(spec.rootScope.get('y')).toMatchObject({ kind: 'variable', index: 1 });
    expect([...spec.standardModules].sort()).toEqual(['Naturals', 'Sequences']);
    // a module sees what it extends, not what extends it
    expect(spec.moduleScopes.get('Base')?.has('Inv')).toBe(false);
    expect(spec.rootScope.get('Len')).toMatchObject({ kind: 'standard', module: 'Sequences' });
  });

  it('keeps LOCAL definitions to their module, and registers every definition, LET ones too, by id', async () => {
    const spec = await resolveTexts({
      Root: tlaModule('Root', 'EXTENDS Base\nUse == Shared'),
      Base: tlaModule('Base', 'LOCAL Hidden == 1\nShared == LET inner == Hidden IN inner'),
    });
    expect(spec.rootScope.has('Hidden')).toBe(false);
    expect(spec.moduleScopes.get('Base')?.has('Hidden')).toBe(true);
    expect([...spec.definitions.values()].map((def) => def.name).sort()).toEqual(['Hidden', 'Shared', 'Use', 'inner']);
    expect(definitionNamed(spec, 'Use').body).toMatchObject({ kind: 'call', def: { name: 'Shared', module: 'Base' } });
  });

  it('keeps the ASSUMEs, a named one also a definition, and an operator constant as a definition to be replaced', async () => {
    const spec = await resolveTexts({ M: tlaModule('M', 'EXTENDS Naturals\nCONSTANT K, F(_)\nASSUME K > 0\nASSUME Big == K > 9') });
    expect(spec.assumptions.map((a) => a.name)).toEqual([null, 'Big']);
    expect(definitionNamed(spec, 'Big').body).toBe(spec.assumptions[1]!.expr);
    expect(spec.operatorConstants.get('F')?.body).toMatchObject({
      kind: 'refused',
      construct: expect.stringMatching(/^the constant operator F/) as string,
    });
    expect(spec.constants.map((c) => c.arity)).toEqual([0, 1]);
    const used = new Set([...spec.definitions.keys()]);
    expect(used.has(spec.nextId())).toBe(false);
  });

  it('refuses a name defined twice, a module extending itself and an unnamed INSTANCE; a named INSTANCE only when used', async () => {
    expect(await refusal({ M: tlaModule('M', 'EXTENDS B\nX == 2'), B: tlaModule('B', 'X == 1') })).toMatchObject({
      message: "multiply-defined symbol 'X': it is already defined in module B",
      at: { line: 3 },
    });
    expect((await refusal({ M: tlaModule('M', 'EXTENDS B'), B: tlaModule('B', 'EXTENDS M') }))?.message).toBe(
      'module M extends itself through M, B',
    );
    expect((await refusal({ M: tlaModule('M', 'INSTANCE B'), B: tlaModule('B', '') }))?.message).toBe(
      'monocheck cannot compile INSTANCE B; TLC can check this spec',
    );
    const named = await resolveTexts({ M: tlaModule('M', 'I == INSTANCE B'), B: tlaModule('B', 'X == 1') });
    expect(definitionNamed(named, 'I').body).toMatchObject({ kind: 'refused', construct: 'INSTANCE B' });
  });

  it('lets a definition shadow a standard operator', async () => {
    const spec = await resolveTexts({ M: tlaModule('M', 'EXTENDS Sequences\nLen(s) == 0') });
    expect(spec.rootScope.get('Len')).toMatchObject({ kind: 'definition' });
  });
});
