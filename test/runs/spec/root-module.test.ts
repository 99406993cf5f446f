import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootModuleFor, RootModuleError } from '../../../src/runs/spec/root-module.js';
import { SpecError } from '../../../src/tla/errors.js';
import { parseModelFile } from '../../../src/tlc/cfg.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

const BASE = "---- MODULE Base ----\nVARIABLE x\nInit == x = 0\nNext == x' = x\n====\n";
const MC = '---- MODULE MC ----\nEXTENDS Base\nInv == x = 0\n====\n';
const LIVE = '---- MODULE Live ----\nEXTENDS MC\nProp == []Inv\n====\n';

/** A folder with `modules` (name -> text); the path of its model file `cfgName`. */
function folderWith(modules: Record<string, string>, cfgName = 'model.cfg'): string {
  const folder = temporaryFolder('root-module-');
  for (const [name, text] of Object.entries(modules)) writeFileSync(join(folder, `${name}.tla`), text);
  return join(folder, cfgName);
}
const model = (text: string) => parseModelFile(text, 'model.cfg');

describe('rootModuleFor', () => {
  it('takes the module named, with or without .tla', async () => {
    const path = folderWith({ Base: BASE });
    const file = model('INIT Init\nNEXT Next\n');
    expect(await rootModuleFor(path, join(path, '..'), file, 'Other.tla')).toBe('Other');
    expect(await rootModuleFor(path, join(path, '..'), file, 'Other')).toBe('Other');
  });

  it('takes the module named like the model file, as TLC pairs them', async () => {
    const path = folderWith({ Base: BASE, MC }, 'Base.cfg');
    expect(await rootModuleFor(path, join(path, '..'), model('INIT Init\nNEXT Next\nINVARIANT Inv\n'))).toBe('Base');
  });

  it('else the smallest module that defines every name the model file uses', async () => {
    const path = folderWith({ Base: BASE, MC, Live: LIVE });
    const folder = join(path, '..');
    expect(await rootModuleFor(path, folder, model('INIT Init\nNEXT Next\n'))).toBe('Base');
    expect(await rootModuleFor(path, folder, model('INIT Init\nNEXT Next\nINVARIANT Inv\n'))).toBe('MC');
    expect(await rootModuleFor(path, folder, model('INIT Init\nNEXT Next\nPROPERTY Prop\n'))).toBe('Live');
  });

  it('throws RootModuleError naming the names when no module defines them all', async () => {
    const path = folderWith({ Base: BASE });
    const missing = rootModuleFor(path, join(path, '..'), model('INIT Init\nNEXT Next\nINVARIANT Nope\n'));
    await expect(missing).rejects.toThrow(RootModuleError);
    await expect(missing).rejects.toThrow(/defines every name it uses \(Init, Next, Nope\); name the root module \(the module option\)$/);
    await expect(missing).rejects.toBeInstanceOf(SpecError);
  });

  it('throws why a module does not read when it is the only one that could (and none fits)', async () => {
    const path = folderWith({ Broken: '---- MODULE Broken ----\nVARIABLE\n====\n' });
    const failure = rootModuleFor(path, join(path, '..'), model('INIT Init\nNEXT Next\n'));
    await expect(failure).rejects.toThrow();
    await expect(failure).rejects.not.toBeInstanceOf(RootModuleError);
  });
});
