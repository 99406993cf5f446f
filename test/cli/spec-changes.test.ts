/** The command line refuses a model whose spec beside it was edited (exit 150), and says so in every output with --ignore-spec-changes. */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const SPECS = `${ROOT}specs/`;
const folder = temporaryFolder('monocheck-spec-changes-');
for (const name of readdirSync(SPECS)) copyFileSync(join(SPECS, name), join(folder, name));
const monopoly = readFileSync(join(SPECS, 'Monopoly.tla'), 'utf8');
const endTurn = monopoly.indexOf('\nEndTurn ==');
writeFileSync(join(folder, 'Monopoly.tla'), monopoly.slice(0, endTurn) + monopoly.slice(endTurn).replace('/\\ Cardinality(Active) > 1', '/\\ Cardinality(Active) > 2'));
const MODEL = join(folder, 'n3_m0_x0.cfg');
const NOTICE = '--ignore-spec-changes: the answers are for the transcribed spec, not the edited modules beside the model';

describe('a model whose Monopoly.tla was edited', () => {
  it('is refused with exit 150, naming EndTurn, before anything is checked', () => {
    const run = runCli(['check', MODEL]);
    expect(run.status).toBe(150);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^monocheck: \S*Monopoly\.tla: EndTurn differs from the transcribed spec; monocheck would check the original: use TLC for the edited spec \(or --ignore-spec-changes to check the original anyway\)\.\n$/);
  });

  it('is refused by compare too (which checks the file apart from the model flags)', () => {
    expect(runCli(['compare', MODEL, '--tlc-output', `${ROOT}test/fixtures/tlc/n3_m0_x0.out`]).status).toBe(150);
  });

  it('with --ignore-spec-changes, is checked and every format says so', () => {
    const text = runCli(['check', MODEL, '--ignore-spec-changes']);
    expect(text.status).toBe(12);
    expect(text.stdout).toContain(`  warning: ${NOTICE} (`);
    expect(text.stderr).toContain(`monocheck: warning: ${NOTICE} (`);
    const json = runCli(['check', MODEL, '--ignore-spec-changes', '--format', 'json']);
    expect(json.status).toBe(12);
    expect(JSON.parse(json.stdout).specNotice).toMatch(/Monopoly\.tla: EndTurn differs from the transcribed spec\)$/);
    const tlc = runCli(['check', MODEL, '--ignore-spec-changes', '--format', 'tlc']);
    expect(tlc.status).toBe(12);
    expect(tlc.stdout.split('\n')[0]).toMatch(/^Warning: --ignore-spec-changes: .*EndTurn differs/);
  });
});
