/** What a checkpoint keeps of its model: the spec's recipe (and, written by earlier versions, the resolved model). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadModel } from '../../src/runs/model-config.js';
import { specOfResolved } from '../../src/runs/spec/load-spec.js';
import { specFromCheckpoint } from '../../src/cli/scale-options.js';
import { CheckpointError } from '../../src/engine/checkpoint.js';
import { checkModelFile } from '../../src/index.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const MODEL = 'specs/n3_m0_x0.cfg';

/** A checkpoint of MODEL (stopped at once) whose context is `context`. */
function checkpointWith(context: unknown): string {
  const dir = join(temporaryFolder('monocheck-scale-options-'), 'checkpoint');
  let asked = 0;
  checkModelFile(MODEL, { startMoney: 300, maxMoney: 300 }, { checkpoint: { dir, context }, shouldStop: () => ++asked > 1 });
  return dir;
}

describe('specFromCheckpoint', () => {
  const resolved = loadModel(MODEL, { startMoney: 300, maxMoney: 300 });

  it('rebuilds the spec from the recipe the checkpoint keeps', async () => {
    const spec = await specFromCheckpoint(checkpointWith({ recipe: specOfResolved(resolved).recipe }));
    expect(spec.constants.map((constant) => constant.value)).toEqual([3, 300, 300, 0]);
    expect(spec.invariants).toEqual(resolved.invariants);
  });

  it('reads the resolved model that earlier versions kept', async () => {
    expect((await specFromCheckpoint(checkpointWith({ resolved }))).constants.map((constant) => constant.value)).toEqual([3, 300, 300, 0]);
  });

  it('refuses a recipe it cannot build, or no model at all, with a sentence', async () => {
    await expect(specFromCheckpoint(checkpointWith({ recipe: { engine: 'compiled' } }))).rejects.toThrow(CheckpointError);
    await expect(specFromCheckpoint(checkpointWith({ recipe: { engine: 'compiled' } }))).rejects.toThrow(
      /holds a model this monocheck cannot build: cannot build a model from this description \(engine "compiled"\)/,
    );
    await expect(specFromCheckpoint(checkpointWith({}))).rejects.toThrow(/was not written by monocheck check/);
  });
});
