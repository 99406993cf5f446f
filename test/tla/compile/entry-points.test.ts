import { describe, expect, it } from 'vitest';
import { entryPoints } from '../../../src/tla/compile/entry-points.js';
import { ModelConfigError, SpecError } from '../../../src/tla/errors.js';
import { parseModelFile } from '../../../src/tlc/cfg.js';
import { resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

const SPEC = tlaModule(
  'M',
  [
    'EXTENDS Naturals',
    'VARIABLE x',
    'Init == x = 0',
    "A == x' = x + 1",
    "B == x' = 0",
    'Next == A \\/ B',
    'TypeOK == x \\in Nat',
    'Small == x < 5',
    "Grows == x' >= x",
    'Live == <>(x = 3)',
    'Fair == WF_x(A) /\\ SF_x(B)',
    'Spec == Init /\\ [][Next]_x /\\ Fair',
    "Inline == x = 1 /\\ [][x' = x + 1]_x",
    'Twice == Init /\\ Init /\\ [][Next]_x',
    'NoNext == Init',
    'Eventually == Init /\\ [][Next]_x /\\ <>(x = 1)',
    'Param(n) == x = n',
  ].join('\n'),
);

async function entries(cfg: string, actionConstraints: readonly string[] = []) {
  const names = { ...parseModelFile(cfg, 'M.cfg'), actionConstraints: actionConstraints.map((name) => ({ name, line: 1 })) };
  return entryPoints(await resolveTexts({ M: SPEC }), names);
}

const failure = (cfg: string) =>
  entries(cfg).then(
    () => null,
    (error: unknown) => error as Error,
  );

describe('entryPoints', () => {
  it("binds INIT, NEXT, the invariants, constraints, action constraints and properties to the root module's definitions", async () => {
    const found = await entries('INIT Init\nNEXT Next\nINVARIANT TypeOK\nCONSTRAINT Small\nPROPERTY Live\n', ['Grows']);
    expect([found.init.name, found.next.name, found.init.def.name, found.next.def.name]).toEqual(['Init', 'Next', 'Init', 'Next']);
    expect(
      [found.invariants, found.constraints, found.actionConstraints, found.properties].map((list) => list.map((f) => f.def.name)),
    ).toEqual([['TypeOK'], ['Small'], ['Grows'], ['Live']]);
    expect(found.specification).toBeNull();
    expect(found.fairness).toEqual([]);
  });

  it('reads Init, Next and the fairness off a SPECIFICATION, through the definitions it is made of', async () => {
    const found = await entries('SPECIFICATION Spec\n');
    expect([found.specification, found.init.def.name, found.next.def.name]).toEqual(['Spec', 'Init', 'Next']);
    expect(found.fairness.map((fair) => [fair.strong, (fair.action as { def: { name: string } }).def.name])).toEqual([
      [false, 'A'],
      [true, 'B'],
    ]);
  });

  it('makes a definition named Init or Next for a formula written in the SPECIFICATION itself', async () => {
    const found = await entries('SPECIFICATION Inline\n');
    expect([found.init.name, found.init.def.body.kind, found.next.name, found.next.def.body.kind]).toEqual([
      'Init',
      'builtin',
      'Next',
      'builtin',
    ]);
  });

  it('refuses a model file naming what the root module does not define, or a definition with arguments, with the line', async () => {
    expect(await failure('INIT Init\nNEXT Next\nINVARIANT TypeOk\n')).toMatchObject({
      message: 'the model file names the invariant TypeOk, which module M does not define (did you mean TypeOK?)',
      file: 'M.cfg',
      line: 3,
    });
    expect((await failure('INIT Param\nNEXT Next\n'))?.message).toBe(
      'the initial predicate Param takes arguments; the model file must name a definition without arguments',
    );
    const neither = await failure('INIT Init\n');
    expect(neither).toBeInstanceOf(ModelConfigError);
    expect(neither?.message).toBe('the model file gives neither SPECIFICATION nor both INIT and NEXT');
  });

  it('refuses a SPECIFICATION not of the form Init /\\ [][Next]_v /\\ fairness', async () => {
    const twice = await failure('SPECIFICATION Twice\n');
    expect(twice).toBeInstanceOf(SpecError);
    expect(twice?.message).toBe('the specification Twice has two initial predicates');
    expect((await failure('SPECIFICATION NoNext\n'))?.message).toBe(
      'the specification NoNext is not of the form Init /\\ [][Next]_vars /\\ fairness',
    );
    expect((await failure('SPECIFICATION Eventually\n'))?.message).toMatch(
      /^monocheck cannot compile a specification with the temporal conjunct here/,
    );
  });
});
