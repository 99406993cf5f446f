import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledSpecOfFile } from '../../../src/runs/spec/compiled-spec.js';
import { checkSpecUnchanged } from '../../../src/runs/spec/spec-unchanged.js';
import { SpecChangedError } from '../../../src/runs/spec-beside-model.js';
import { parseModelFile } from '../../../src/tlc/cfg.js';
import { writeJugs } from '../../helpers/jugs-spec.js';
import { transcribedSpecOf } from '../../helpers/specs.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

const jugsSpec = async () => {
  const folder = temporaryFolder('spec-unchanged-');
  const modelPath = writeJugs(folder);
  const file = parseModelFile(readFileSync(modelPath, 'utf8'), modelPath);
  return { spec: await compiledSpecOfFile(modelPath, folder, file, 'Jugs', { kind: 'compiled', reason: 'a test' }), folder };
};

describe('checkSpecUnchanged', () => {
  it('passes a compiled spec whose modules read as they did, and a spec of no model file', async () => {
    const { spec } = await jugsSpec();
    await expect(checkSpecUnchanged(spec)).resolves.toBeUndefined();
    await expect(checkSpecUnchanged(transcribedSpecOf({ N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 }))).resolves.toBeUndefined();
  });

  it('throws SpecChangedError when a module was edited, or can no longer be read', async () => {
    const { spec, folder } = await jugsSpec();
    const module = join(folder, 'Jugs.tla');
    writeFileSync(module, `${readFileSync(module, 'utf8')}\n`);
    await expect(checkSpecUnchanged(spec)).rejects.toThrow(SpecChangedError);
    await expect(checkSpecUnchanged(spec)).rejects.toThrow(
      /Jugs\.tla was edited since the run started: the checkpoint holds states of the spec as it was; start the run again/,
    );
    rmSync(module);
    await expect(checkSpecUnchanged(spec)).rejects.toThrow(/Jugs\.tla can no longer be read since the run started/);
  });

  it("checks the transcription's model file: the modules beside it still the transcribed spec", async () => {
    const folder = temporaryFolder('spec-unchanged-');
    for (const name of ['Monopoly.tla', 'MCMonopoly.tla', 'MCMonopoly.cfg'])
      writeFileSync(join(folder, name), readFileSync(join('specs', name), 'utf8'));
    const spec = { ...transcribedSpecOf({ N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 }), file: join(folder, 'MCMonopoly.cfg') };
    await expect(checkSpecUnchanged(spec)).resolves.toBeUndefined();
    const monopoly = join(folder, 'Monopoly.tla');
    writeFileSync(monopoly, readFileSync(monopoly, 'utf8').replace('EndTurn ==', 'EndTurn ==\n  /\\ TRUE\n  '));
    await expect(checkSpecUnchanged(spec)).rejects.toThrow(SpecChangedError);
  });
});
