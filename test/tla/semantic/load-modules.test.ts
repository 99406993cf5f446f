import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SpecError } from '../../../src/tla/errors.js';
import { loadModules } from '../../../src/tla/semantic/load-modules.js';
import { loadTexts, tlaModule } from '../../helpers/resolved-tla.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as SpecError,
  );

describe('loadModules from texts', () => {
  it('reads the root, then each module it EXTENDS or INSTANCEs in the order first referred to, the standard ones aside', async () => {
    const loaded = await loadTexts({
      Root: tlaModule('Root', 'EXTENDS Naturals, B, A\nI == INSTANCE C'),
      A: tlaModule('A', 'EXTENDS B, TLC'),
      B: tlaModule('B', 'X == 1'),
      C: tlaModule('C', 'Y == 2'),
      Unused: tlaModule('Unused', ''),
    });
    expect([...loaded.modules.keys()]).toEqual(['Root', 'B', 'A', 'C']);
    expect(loaded.root.name).toBe('Root');
    expect(loaded.texts.get('C')).toEqual({ file: 'C.tla', text: tlaModule('C', 'Y == 2') });
  });

  it('makes the modules written inside a module known by their names', async () => {
    const loaded = await loadTexts({ Root: tlaModule('Root', `${tlaModule('Inner', 'Z == 3')}Y == 1`) });
    expect([...loaded.modules.keys()]).toEqual(['Root', 'Inner']);
  });

  it('refuses a module it cannot find, a file holding another module, and a standard module it does not provide', async () => {
    const missing = await refusal(loadTexts({ Root: tlaModule('Root', 'EXTENDS Naturals, Gone') }));
    expect(missing).toMatchObject({ message: 'cannot find module Gone', reason: 'semantic', at: { line: 2, column: 19 } });
    const misnamed = await refusal(loadTexts({ Root: tlaModule('Root', 'EXTENDS A'), A: tlaModule('B', '') }));
    expect(misnamed?.message).toBe('the file A.tla holds module B, not A: TLC reads module A from A.tla');
    const reals = await refusal(loadTexts({ Root: tlaModule('Root', 'EXTENDS Reals') }));
    expect(reals).toMatchObject({
      message: 'monocheck cannot compile the standard module Reals, which this spec extends; TLC can check this spec',
      reason: 'unsupported',
    });
  });

  it("reads a spec's own module named like a standard one monocheck does not provide", async () => {
    const loaded = await loadTexts({ Root: tlaModule('Root', 'EXTENDS Json'), Json: tlaModule('Json', 'J == 1') });
    expect([...loaded.modules.keys()]).toEqual(['Root', 'Json']);
  });
});

describe('loadModules from a folder', () => {
  it('reads each module from <name>.tla beside the root, and says which file it could not find', async () => {
    const folder = temporaryFolder('load-modules-');
    writeFileSync(join(folder, 'Root.tla'), tlaModule('Root', 'EXTENDS Lib'));
    writeFileSync(join(folder, 'Lib.tla'), tlaModule('Lib', 'EXTENDS Missing'));
    const error = await refusal(loadModules('Root', { kind: 'folder', folder }));
    expect(error).toBeInstanceOf(SpecError);
    expect(error?.message).toBe(`cannot find module Missing: no file Missing.tla in ${folder}`);
    writeFileSync(join(folder, 'Missing.tla'), tlaModule('Missing', ''));
    const loaded = await loadModules('Root', { kind: 'folder', folder });
    expect([...loaded.texts.values()].map((text) => text.file)).toEqual(
      ['Root', 'Lib', 'Missing'].map((name) => join(folder, `${name}.tla`)),
    );
  });

  it('refuses a folder named like a module', async () => {
    const folder = temporaryFolder('load-modules-');
    writeFileSync(join(folder, 'Root.tla'), tlaModule('Root', 'EXTENDS Lib'));
    mkdirSync(join(folder, 'Lib.tla'));
    const error = await refusal(loadModules('Root', { kind: 'folder', folder }));
    expect(error?.message).toBe(`cannot read module Lib: ${join(folder, 'Lib.tla')} is a folder`);
  });

  it('refuses a module file over 8 MB before reading it', async () => {
    const folder = temporaryFolder('load-modules-');
    writeFileSync(join(folder, 'Root.tla'), tlaModule('Root', 'EXTENDS Huge'));
    writeFileSync(join(folder, 'Huge.tla'), '');
    truncateSync(join(folder, 'Huge.tla'), 8 * 1024 * 1024 + 1);
    const error = await refusal(loadModules('Root', { kind: 'folder', folder }));
    expect(error).toMatchObject({
      message: `module Huge (${join(folder, 'Huge.tla')}) is 8388609 bytes; monocheck reads modules of at most 8388608 bytes`,
      reason: 'unsupported',
    });
  });
});
