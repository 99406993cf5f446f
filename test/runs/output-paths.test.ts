/**
 * Output paths checked before any work: each kind of wrong path gets one
 * sentence naming the flag and the path, and nothing is left behind by the
 * check. Runs as root too (the checks try the write, so /proc and /sys
 * refuse whoever asks); the permission case is tried where it can be.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputPathProblem, writeFailure, writeOutput } from '../../src/runs/output-paths.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const scratch = temporaryFolder('monocheck-output-paths-');
const aFile = join(scratch, 'a-file');
writeFileSync(aFile, 'kept');
const file = (path: string) => outputPathProblem({ flag: '--trace-out', path, kind: 'file' });
const folder = (path: string) => outputPathProblem({ flag: '--work-dir', path, kind: 'folder' });

describe('outputPathProblem', () => {
  it('accepts a new file in an existing folder, an existing file and /dev/null, and leaves no file behind', () => {
    expect(file(join(scratch, 'new.json'))).toBeNull();
    expect(existsSync(join(scratch, 'new.json'))).toBe(false);
    expect(file(aFile)).toBeNull();
    expect(file('/dev/null')).toBeNull();
  });

  it('refuses a file under a missing folder, a folder, a name ending in a slash, a file in the path', () => {
    expect(file('/nonexistent/dir/x.json')).toBe(
      '--trace-out /nonexistent/dir/x.json cannot be written: the folder /nonexistent/dir does not exist; create it first, or give another path.',
    );
    expect(file(scratch)).toBe(`--trace-out ${scratch} is a folder; give the name of a file (in it, or elsewhere).`);
    expect(file(`${scratch}/`)).toBe(`--trace-out ${scratch}/ names a folder; give the name of a file.`);
    expect(file(join(aFile, 'x.json'))).toBe(`--trace-out ${aFile}/x.json cannot be written: ${aFile} is a file, not a folder.`);
  });

  it('refuses a file where the system takes none (/proc, /sys)', () => {
    expect(file('/proc/x.json')).toBe('--trace-out /proc/x.json cannot be written: /proc does not take new files.');
    expect(file('/sys/x.json')).toMatch(
      /^--trace-out \/sys\/x\.json cannot be written: (permission denied|operation not permitted|read-only file system)\.$/,
    );
  });

  it('accepts a folder to be made (and does not make it), or an existing one, leaving nothing in it', () => {
    expect(folder(join(scratch, 'to', 'be', 'made'))).toBeNull();
    expect(existsSync(join(scratch, 'to'))).toBe(false);
    expect(folder(scratch)).toBeNull();
    expect(readdirSync(scratch).filter((name) => name.startsWith('.monocheck'))).toEqual([]);
  });

  it('refuses a file where a folder is wanted, a folder under a file, and /proc', () => {
    expect(folder(aFile)).toBe(`--work-dir ${aFile} is a file; give a folder (it is created if missing).`);
    expect(folder(join(aFile, 'sub'))).toBe(`--work-dir ${aFile}/sub cannot be created: ${aFile} is a file, not a folder.`);
    expect(folder('/proc/nope')).toBe('--work-dir /proc/nope cannot be created: /proc does not take new folders.');
  });

  it('answers with a sentence, never an error, for a name too long and a loop of symbolic links, for files and folders', () => {
    const long = join(scratch, 'n'.repeat(300));
    const loop = join(scratch, 'loop');
    symlinkSync(loop, loop);
    expect(file(long)).toBe(`--trace-out ${long} cannot be written: a name in the path is too long.`);
    expect(file(join(long, 'x.json'))).toBe(`--trace-out ${long}/x.json cannot be written: a name in the path is too long.`);
    expect(folder(long)).toBe(`--work-dir ${long} cannot be written: a name in the path is too long.`);
    expect(file(loop)).toBe(`--trace-out ${loop} cannot be written: the path goes round a loop of symbolic links.`);
    expect(folder(join(loop, 'sub'))).toBe(`--work-dir ${loop}/sub cannot be written: the path goes round a loop of symbolic links.`);
    // a path longer than the system takes at all (PATH_MAX), made of short names
    const deep = join(scratch, ...Array.from({ length: 500 }, () => 'abcdefghij'));
    expect(file(deep)).toMatch(
      / cannot be written: (a name in the path is too long|the folder .* does not exist; create it first, or give another path)\.$/,
    );
  });

  it.runIf(process.getuid?.() !== 0)('refuses a folder without write permission (not as root, whom permissions do not stop)', () => {
    const locked = join(scratch, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    expect(file(join(locked, 'x.json'))).toBe(`--trace-out ${locked}/x.json cannot be written: permission denied.`);
    expect(folder(join(locked, 'sub'))).toBe(`--work-dir ${locked}/sub cannot be created: permission denied.`);
    // a folder that cannot even be searched: looking at what is inside is refused
    const sealed = join(scratch, 'sealed');
    mkdirSync(join(sealed, 'inner'), { recursive: true });
    chmodSync(sealed, 0o000);
    expect(file(join(sealed, 'inner', 'x.json'))).toBe(`--trace-out ${sealed}/inner/x.json cannot be written: permission denied.`);
    expect(folder(join(sealed, 'inner'))).toBe(`--work-dir ${sealed}/inner cannot be written: permission denied.`);
    chmodSync(sealed, 0o700);
  });
});

describe('writeOutput', () => {
  it('returns why a write failed instead of throwing: a full disk, a removed folder', () => {
    expect(writeOutput({ path: '/dev/full' }, 'x')).toBe('no space left on device');
    expect(writeOutput({ path: join(scratch, 'gone', 'x.json') }, 'x')).toBe('no such file or folder');
    expect(writeOutput({ path: join(scratch, 'written.json') }, 'x')).toBeNull();
    expect(writeFailure(Object.assign(new Error('x'), { code: 'EROFS' }))).toBe('read-only file system');
  });
});
