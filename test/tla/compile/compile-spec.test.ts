import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSpec, readSpecSource } from '../../../src/tla/compile/compile-spec.js';
import { compareStrings } from '../../../src/tla/values/string-order.js';
import { parseModelFile } from '../../../src/tlc/cfg.js';
import { inlineSource } from '../../helpers/tla-specs.js';
import { tlaModule } from '../../helpers/resolved-tla.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

const SPEC = tlaModule(
  'M',
  [
    'EXTENDS Naturals',
    'CONSTANT Top',
    'VARIABLES x, y, s',
    'TypeOK == x \\in 0..Top /\\ y \\in {x} /\\ s \\in {"zeta", "alpha"}',
    'Init == x = 0 /\\ y = 0 /\\ s = "zeta"',
    "Next == x < Top /\\ x' = x + 1 /\\ y' = x' /\\ UNCHANGED s",
  ].join('\n'),
);
const CFG = 'CONSTANT Top = 3\nINIT Init\nNEXT Next\nINVARIANT TypeOK\n';

describe('compileSpec', () => {
  it('reads, resolves and binds the spec, and gives each variable with a constant type its layout and the conjunct it proves', async () => {
    const compiled = await compileSpec(inlineSource({ M: SPEC }, CFG));
    expect(compiled.variableNames).toEqual(['x', 'y', 's']);
    expect(compiled.entries.invariants.map((inv) => inv.name)).toEqual(['TypeOK']);
    const [x, y, s] = compiled.typeLayouts;
    expect(x?.conjunct).toMatchObject({ kind: 'builtin', op: '\\in', args: [{ kind: 'variable', index: 0 }, {}] });
    expect(y).toBeNull();
    expect(s).not.toBeNull();
  });

  it("installs TLC's order of the spec's strings: in the order the module's text first holds them", async () => {
    await compileSpec(inlineSource({ M: SPEC }, CFG));
    expect(Math.sign(compareStrings('zeta', 'alpha'))).toBe(-1);
  });

  it('specialises the program to a layout once, and gives the same program for the same layouts again', async () => {
    const compiled = await compileSpec(inlineSource({ M: SPEC }, CFG));
    const layouts = compiled.typeLayouts.map((typed) => typed?.layout ?? compiled.typeLayouts[0]!.layout);
    const first = compiled.programFor(layouts);
    expect(compiled.programFor([...layouts])).toBe(first);
    expect(first.programSource.invariantsAlwaysTrue).toEqual([false]);
  });
});

describe('readSpecSource', () => {
  it("reads the root module and what it extends from the model file's folder, as texts a worker can compile", async () => {
    const folder = temporaryFolder('compile-spec-');
    writeFileSync(join(folder, 'Root.tla'), tlaModule('Root', 'EXTENDS Lib, Naturals\nVARIABLE x\nInit == x = One\nNext == UNCHANGED x'));
    writeFileSync(join(folder, 'Lib.tla'), tlaModule('Lib', 'One == 1'));
    const config = parseModelFile('INIT Init\nNEXT Next\n', join(folder, 'Root.cfg'));
    const source = await readSpecSource(folder, 'Root', config);
    expect(source.modules.map((m) => [m.name, m.file])).toEqual([
      ['Root', join(folder, 'Root.tla')],
      ['Lib', join(folder, 'Lib.tla')],
    ]);
    expect((await compileSpec(source)).variableNames).toEqual(['x']);
  });
});
