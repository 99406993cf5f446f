/**
 * An output path that is one of the run's inputs, however it is spelt (a
 * symbolic link, `./`, `..`, a hard link), or that lies inside an input
 * folder, is refused with one sentence; any other path is left alone.
 */
import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultModelPath } from '../../src/runs/model-config.js';
import type { OutputPath } from '../../src/runs/output-paths.js';
import { firstOverwrittenInput, inputOf, modelInputs, overwrittenInput } from '../../src/runs/run-inputs.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const scratch = temporaryFolder('monocheck-run-inputs-');
const model = join(scratch, 'X.cfg');
writeFileSync(model, 'CONSTANTS N = 2\n');
writeFileSync(join(scratch, 'Monopoly.tla'), '---- MODULE Monopoly ----\n====\n');
const checkpoint = join(scratch, 'checkpoint');
mkdirSync(join(checkpoint, 'snapshot-1'), { recursive: true });
writeFileSync(join(checkpoint, 'CURRENT'), 'snapshot-1\n');
const file = (path: string): OutputPath => ({ flag: '--trace-out', path, kind: 'file' });
const inputs = [...modelInputs(model), ...inputOf('the checkpoint folder being recovered', checkpoint)];

describe('overwrittenInput', () => {
  it('refuses the model file however it is named: as given, through ./ and .., a symbolic link, a hard link, relative', () => {
    const says = (path: string) => `--trace-out ${path} would overwrite the model file ${model}, which this run reads; give another path.`;
    const link = join(scratch, 'link.cfg');
    symlinkSync(model, link);
    const hard = join(scratch, 'hard.cfg');
    linkSync(model, hard);
    for (const path of [
      model,
      join(scratch, '.', 'X.cfg'),
      join(scratch, 'checkpoint', '..', 'X.cfg'),
      link,
      hard,
      relative(process.cwd(), model),
    ]) {
      expect(overwrittenInput(file(path), inputs)).toBe(says(path));
    }
  });

  it('refuses a module beside the model file, and the modules of the transcribed spec', () => {
    expect(overwrittenInput(file(join(scratch, 'Monopoly.tla')), inputs)).toBe(
      `--trace-out ${join(scratch, 'Monopoly.tla')} would overwrite a TLA+ module beside the model file ${join(scratch, 'Monopoly.tla')}, which this run reads; give another path.`,
    );
    const ours = join(defaultModelPath(), '..', 'MCMonopoly.tla');
    expect(overwrittenInput(file(ours), inputs)).toMatch(
      / would overwrite a module of monocheck's transcribed spec .*specs\/MCMonopoly\.tla, which this run reads; give another path\.$/,
    );
  });

  it('refuses a path inside an input folder, existing or not, and the folder itself as a folder output', () => {
    expect(overwrittenInput(file(join(checkpoint, 'CURRENT')), inputs)).toBe(
      `--trace-out ${checkpoint}/CURRENT would write inside the checkpoint folder being recovered ${checkpoint}, which this run reads; give a path outside it.`,
    );
    expect(overwrittenInput(file(join(checkpoint, 'snapshot-1', 'new.json')), inputs)).toMatch(
      / would write inside the checkpoint folder being recovered /,
    );
    expect(overwrittenInput({ flag: '--work-dir', path: checkpoint, kind: 'folder' }, inputs)).toMatch(
      /^--work-dir .* would write inside the checkpoint folder being recovered /,
    );
    expect(overwrittenInput({ flag: '--work-dir', path: join(checkpoint, 'spill', 'deeper'), kind: 'folder' }, inputs)).toMatch(
      / would write inside /,
    );
  });

  it('leaves other paths alone: a new file beside the model, the folder of the model, a path that cannot be looked at', () => {
    expect(overwrittenInput(file(join(scratch, 'cex.json')), inputs)).toBeNull();
    expect(overwrittenInput({ flag: '--work-dir', path: scratch, kind: 'folder' }, inputs)).toBeNull();
    expect(overwrittenInput(file(join(scratch, 'n'.repeat(300))), inputs)).toBeNull();
    expect(firstOverwrittenInput([file(join(scratch, 'a.json')), file(model)], inputs)).toMatch(
      /^--trace-out .*X\.cfg would overwrite the model file/,
    );
    expect(firstOverwrittenInput([file(join(scratch, 'a.json'))], inputs)).toBeNull();
  });

  it('lists what a model file brings: the file, the modules beside it, the transcribed spec', () => {
    const listed = modelInputs(model);
    expect(listed[0]).toEqual({ what: 'the model file', path: model });
    expect(listed).toContainEqual({ what: 'a TLA+ module beside the model file', path: join(scratch, 'Monopoly.tla') });
    expect(
      listed
        .filter((input) => input.what === "a module of monocheck's transcribed spec")
        .map((input) => input.path.split('/').pop())
        .sort(),
    ).toEqual(['MCLive.tla', 'MCMonopoly.tla', 'Monopoly.tla']);
    expect(modelInputs(undefined)[0]).toEqual({ what: 'the model file', path: defaultModelPath() });
    expect(inputOf('the trace file', undefined)).toEqual([]);
  });
});
