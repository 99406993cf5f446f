/** loadSpec's automatic engine on a spec of its own whose root module is not named like the model file. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../src/runs/spec/load-spec.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

const COUNTER = `---- MODULE Counter ----
EXTENDS Naturals
CONSTANT Limit
VARIABLE x
Init == x = 0
Next == x < Limit /\\ x' = x + 1
Inv == x <= Limit
====
`;

/** A folder holding `modules` (name -> text) and `model.cfg` with `cfg`. */
function folderWith(modules: Record<string, string>, cfg = 'CONSTANT Limit = 3\nINIT Init\nNEXT Next\nINVARIANT Inv\n'): string {
  const folder = temporaryFolder('monocheck-own-module-');
  for (const [name, text] of Object.entries(modules)) writeFileSync(join(folder, `${name}.tla`), text);
  writeFileSync(join(folder, 'model.cfg'), cfg);
  return folder;
}

describe('loadSpec, engine auto, a model file not named like its module', () => {
  it('compiles the module beside it that defines every name the model file uses', async () => {
    const spec = await loadSpec(join(folderWith({ Counter: COUNTER }), 'model.cfg'));
    expect(spec.engine).toMatchObject({ kind: 'compiled', reason: 'Counter.tla beside the model is not a module of the transcribed spec' });
    expect(spec.variables).toEqual(['x']);
  });

  it('compiles the module the module option names', async () => {
    const folder = folderWith({
      Counter: COUNTER,
      Other: "---- MODULE Other ----\nCONSTANT Limit\nVARIABLE x\nInit == x = 0\nNext == x' = x\nInv == TRUE\n====\n",
    });
    expect((await loadSpec(join(folder, 'model.cfg'), {}, { module: 'Counter' })).engine.reason).toMatch(/^Counter\.tla beside/);
    expect((await loadSpec(join(folder, 'model.cfg'), {}, { module: 'Other.tla' })).engine.reason).toMatch(/^Other\.tla beside/);
  });

  it("stays the transcription's when no module beside it defines the model file's names", async () => {
    const folder = folderWith(
      { Unrelated: '---- MODULE Unrelated ----\nVARIABLE y\n====\n' },
      'CONSTANT N = 2\nCONSTANT StartMoney = 0\nCONSTANT MaxMoney = 0\nCONSTANT MaxDepth = 2\nINIT Init\nNEXT Next\n',
    );
    expect((await loadSpec(join(folder, 'model.cfg'))).engine.kind).toBe('transcribed');
  });
});
