/** loadSpec: a model file, its overrides and the modules beside it, to the spec that is checked and why. */
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SpecChangedError } from '../../../src/runs/spec-beside-model.js';
import { loadSpec } from '../../../src/runs/spec/load-spec.js';
import { specOfRecipe } from '../../../src/runs/spec/spec-recipe.js';
import { constantsText } from '../../../src/report/model-constants.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

const EDITED = 'examples/edited-spec/n3_m0_x0.cfg';

describe('loadSpec', () => {
  it('resolves the model file with the overrides on top', async () => {
    const spec = await loadSpec('specs/n3_m0_x0.cfg', { players: 2, maxDepth: 5 });
    expect(constantsText(spec.constants)).toBe('N = 2, StartMoney = 0, MaxMoney = 0, MaxDepth = 5');
    expect(spec.createModel().stateBytes).toBe(42);
  });

  it('says why the transcription serves a model in specs/', async () => {
    expect((await loadSpec('specs/n3_m0_x0.cfg')).engine).toEqual({
      kind: 'transcribed',
      reason: 'the model file is in specs/, beside the transcribed spec',
    });
  });

  it('says why for a model beside copies of the spec, and beside no module at all (compiled: the modules of specs/)', async () => {
    const folder = temporaryFolder('monocheck-load-spec-');
    writeFileSync(
      join(folder, 'alone.cfg'),
      'CONSTANTS N = 2 StartMoney = 0 MaxMoney = 0 MaxDepth = 3\nINIT Init\nNEXT Next\nINVARIANT TypeOK\n',
    );
    expect((await loadSpec(join(folder, 'alone.cfg'))).engine.reason).toBe(
      'no module of the spec is beside the model file, so the transcribed spec is checked',
    );
    const compiled = await loadSpec(join(folder, 'alone.cfg'), {}, { engine: 'compiled' });
    expect(compiled.engine).toEqual({
      kind: 'compiled',
      reason: "asked for: engine 'compiled'; no module is beside the model file",
      why: { kind: 'asked' },
      modules: 'the modules of specs/',
    });
    expect((await specOfRecipe(compiled.recipe)).engine).toEqual(compiled.engine);
    expect(compiled.tlcRun.rootModule).toBe('MCMonopoly');
    for (const name of ['Monopoly.tla', 'MCMonopoly.tla']) copyFileSync(join('specs', name), join(folder, name));
    expect((await loadSpec(join(folder, 'alone.cfg'))).engine.reason).toBe(
      'the modules beside the model (MCMonopoly.tla, Monopoly.tla) are the transcribed spec',
    );
  });

  it('compiles edited modules beside the model, saying what differs; --engine transcribed refuses them', async () => {
    const spec = await loadSpec(EDITED);
    expect(spec.engine).toEqual({
      kind: 'compiled',
      reason: expect.stringMatching(/Monopoly\.tla: EndTurn differs from the transcribed spec$/) as string,
    });
    expect(spec.variables).toContain('phase');
    await expect(loadSpec(EDITED, {}, { engine: 'transcribed' })).rejects.toBeInstanceOf(SpecChangedError);
  });

  it('compiles the transcribed spec itself when asked to', async () => {
    const spec = await loadSpec('specs/n3_m0_x0.cfg', {}, { engine: 'compiled' });
    expect(spec.engine.kind).toBe('compiled');
    expect(spec.tlc.printOrder).toEqual([
      'phase',
      'dice',
      'inJail',
      'current',
      'houses',
      'money',
      'position',
      'jailTurns',
      'mortgaged',
      'bankrupt',
      'doublesCount',
      'owner',
    ]);
  });
});
