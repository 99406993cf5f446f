import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BufferedFile } from '../../src/runs/buffered-file.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

describe('BufferedFile', () => {
  it('writes what it was given, in order, by the time it is finished (past its buffer too)', () => {
    const path = join(temporaryFolder('buffered-file-'), 'out.txt');
    const file = new BufferedFile(path);
    const long = 'é'.repeat(70_000); // past the buffer's 65,536 characters, in two bytes each
    file.write('a\n');
    file.write(long);
    file.write('z\n');
    expect(file.finish()).toBeNull();
    expect(file.failed).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe(`a\n${long}z\n`);
  });

  it('empties the file and what waits on restart, written or not', () => {
    const path = join(temporaryFolder('buffered-file-'), 'out.txt');
    const file = new BufferedFile(path);
    file.write('x'.repeat(70_000));
    file.write('pending');
    file.restart();
    file.write('second start\n');
    expect(file.finish()).toBeNull();
    expect(readFileSync(path, 'utf8')).toBe('second start\n');
  });

  it('stops writing when a write fails, never throwing, and says why when finished', () => {
    // /dev/full takes the open and refuses every write: ENOSPC
    const file = new BufferedFile('/dev/full');
    file.write('x'.repeat(70_000));
    expect(file.failed).toBe(true);
    file.write('dropped');
    expect(file.finish()).toBe('no space left on device');
  });

  it('throws as openSync does when the file cannot be opened', () => {
    expect(() => new BufferedFile(join(temporaryFolder('buffered-file-'), 'no-folder', 'out.txt'))).toThrow(/ENOENT/);
  });
});
