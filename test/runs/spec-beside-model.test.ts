/** The TLA+ modules beside a model file are compared with the transcribed spec before anything is checked. */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkSpecBeside,
  loadModelBeside,
  SpecChangedError,
  transcribedModules,
  transcribedSpecDirectory,
} from '../../src/runs/spec-beside-model.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const SPECS = transcribedSpecDirectory();
const MONOPOLY = readFileSync(join(SPECS, 'Monopoly.tla'), 'utf8');

/** A copy of specs/ (its modules and n3_m0_x0.cfg) with `edit` applied to Monopoly.tla; returns the .cfg's path. */
function specsCopy(edit: (text: string) => string = (text) => text, mcEdit: (text: string) => string = (text) => text): string {
  const folder = temporaryFolder('monocheck-spec-beside-');
  for (const name of readdirSync(SPECS)) copyFileSync(join(SPECS, name), join(folder, name));
  writeFileSync(join(folder, 'Monopoly.tla'), edit(MONOPOLY));
  writeFileSync(join(folder, 'MCMonopoly.tla'), mcEdit(readFileSync(join(SPECS, 'MCMonopoly.tla'), 'utf8')));
  return join(folder, 'n3_m0_x0.cfg');
}

/** Replaces the first `from` after `definition ==`. */
function inDefinition(definition: string, from: string, to: string): (text: string) => string {
  return (text) => {
    const at = text.indexOf(`\n${definition} ==`);
    const edited = text.slice(0, at) + text.slice(at).replace(from, to);
    if (edited === text) throw new Error(`no '${from}' in ${definition}`);
    return edited;
  };
}

async function refusal(path: string): Promise<string> {
  const error = await checkSpecBeside(path).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SpecChangedError);
  return (error as SpecChangedError).message;
}

describe('checkSpecBeside', () => {
  it('covers every module in specs/', () => {
    expect(transcribedModules()).toEqual(
      readdirSync(SPECS)
        .filter((name) => name.endsWith('.tla'))
        .sort(),
    );
    expect(transcribedModules()).toEqual(expect.arrayContaining(['MCMonopoly.tla', 'Monopoly.tla']));
  });

  it('accepts an unchanged copy of specs/, comparing both modules', async () => {
    const result = await checkSpecBeside(specsCopy());
    expect(result.compared.map((path) => path.split('/').pop())).toEqual(expect.arrayContaining(['MCMonopoly.tla', 'Monopoly.tla']));
  });

  it('refuses a copy with one conjunct of EndTurn changed, naming EndTurn and nothing else', async () => {
    const message = await refusal(specsCopy(inDefinition('EndTurn', '/\\ Cardinality(Active) > 1', '/\\ Cardinality(Active) > 2')));
    expect(message).toMatch(
      /Monopoly\.tla: EndTurn differs from the transcribed spec: the transcribed engine checks the original spec only/,
    );
    expect(message).not.toMatch(/Next|RollAndMove/);
  });

  it('accepts a copy whose comments and blank lines are all changed', async () => {
    const recommented = (text: string) =>
      text
        .replace(/\(\*[^]*?\*\)/g, '(* edited *)')
        .replace(/\\\*.*$/gm, '\\* edited')
        .replace(/\n\n/g, '\n\n\n');
    const path = specsCopy(recommented, recommented);
    expect(readFileSync(path.replace('n3_m0_x0.cfg', 'Monopoly.tla'), 'utf8')).not.toBe(MONOPOLY);
    await expect(checkSpecBeside(path)).resolves.toMatchObject({ compared: expect.any(Array) as unknown[] });
  });

  it('names a definition added and one removed, in both modules', async () => {
    const message = await refusal(
      specsCopy(
        (text) => text.replace('GameOver == Cardinality(Active) <= 1\n', 'Bonus == 200\n'),
        inDefinition('DepthBound', 'MaxDepth = 0', 'MaxDepth < 0'),
      ),
    );
    expect(message).toContain('Monopoly.tla: Bonus is not in the transcribed spec, GameOver of the transcribed spec is missing');
    expect(message).toContain('MCMonopoly.tla: DepthBound differs from the transcribed spec');
  });

  it("loadModelBeside refuses edited modules with the same sentence, and names each module's findings", async () => {
    const path = specsCopy(inDefinition('Next', 'EndTurn', 'EndTurn \\/ UNCHANGED vars'));
    const error = await loadModelBeside(path, {}).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SpecChangedError);
    expect((error as SpecChangedError).findings).toEqual([expect.stringMatching(/Monopoly\.tla: Next differs from the transcribed spec$/)]);
  });

  it('compares nothing for a model file alone in its folder, or one in specs/ itself', async () => {
    const folder = temporaryFolder('monocheck-spec-beside-');
    copyFileSync(join(SPECS, 'n3_m0_x0.cfg'), join(folder, 'n3_m0_x0.cfg'));
    expect(await checkSpecBeside(join(folder, 'n3_m0_x0.cfg'))).toEqual({ compared: [] });
    expect(await checkSpecBeside(join(SPECS, 'n3_m0_x0.cfg'))).toEqual({ compared: [] });
  });
});
