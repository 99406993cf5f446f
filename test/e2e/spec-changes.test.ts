/**
 * A model whose Monopoly.tla beside it was edited is checked as it is written
 * (the modules compiled), and every output says so; --engine transcribed
 * refuses it (exit 150, naming what differs). In-process
 * (test/helpers/in-process-cli.ts) but the first, run end to end.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/in-process-cli.js';
import { ROOT, runCli } from '../cli/run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const SPECS = `${ROOT}specs/`;
const folder = temporaryFolder('monocheck-spec-changes-');
for (const name of readdirSync(SPECS)) copyFileSync(join(SPECS, name), join(folder, name));
const monopoly = readFileSync(join(SPECS, 'Monopoly.tla'), 'utf8');
const endTurn = monopoly.indexOf('\nEndTurn ==');
writeFileSync(
  join(folder, 'Monopoly.tla'),
  monopoly.slice(0, endTurn) + monopoly.slice(endTurn).replace('/\\ Cardinality(Active) > 1', '/\\ Cardinality(Active) > 2'),
);
const MODEL = join(folder, 'n3_m0_x0.cfg');
const ENGINE = /checking the modules beside the model \(compiled: \S*Monopoly\.tla: EndTurn differs from the transcribed spec\)/;

describe('a model whose Monopoly.tla was edited', () => {
  it('is checked compiled, and every format says which engine and why', () => {
    const text = runCli(['check', MODEL]);
    expect(text.status).toBe(12);
    expect(text.stdout.split('\n')[1]).toMatch(ENGINE);
    const json = runCli(['check', MODEL, '--format', 'json']);
    expect(json.status).toBe(12);
    expect(JSON.parse(json.stdout).engine).toEqual({
      kind: 'compiled',
      reason: expect.stringMatching(/EndTurn differs from the transcribed spec$/) as string,
    });
    const tlc = runCli(['check', MODEL, '--format', 'tlc']);
    expect(tlc.status).toBe(12);
    expect(tlc.stdout.split('\n')[0]).toMatch(new RegExp(`^monocheck: ${ENGINE.source}$`));
  });

  it('is refused with exit 150 by --engine transcribed, naming EndTurn, before anything is checked', async () => {
    const run = await runInProcess(['check', MODEL, '--engine', 'transcribed']);
    expect(run.status).toBe(150);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^monocheck: \S*Monopoly\.tla: EndTurn differs from the transcribed spec: the transcribed engine checks the original spec only; drop --engine transcribed to check the modules beside the model \(compiled\)\.\n$/,
    );
  });

  it('is refused by compare --engine transcribed too', async () => {
    expect(
      (await runInProcess(['compare', MODEL, '--engine', 'transcribed', '--tlc-output', `${ROOT}test/fixtures/tlc/n3_m0_x0.out`])).status,
    ).toBe(150);
  });
});
