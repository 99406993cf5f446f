/** main.ts, the command line's frame: what it prints for itself, whatever the folder it is run from. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const ownVersion = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string }).version;

describe('monocheck --version', () => {
  it("prints monocheck's version, not that of a package.json in the working directory", () => {
    const elsewhere = temporaryFolder('monocheck-version-');
    writeFileSync(join(elsewhere, 'package.json'), JSON.stringify({ name: 'someone-else', version: '9.9.9' }));
    const run = runCli(['--version'], { cwd: elsewhere });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(ownVersion);
  });

  it('prints it from a folder with no package.json above it', () => {
    const run = runCli(['--version'], { cwd: '/' });
    expect(run.stdout.trim()).toBe(ownVersion);
  });
});
