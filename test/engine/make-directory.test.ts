/** makeDirectory: Node's recursive mkdir without its endless retry. */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDirectory } from '../../src/engine/make-directory.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

describe('makeDirectory', () => {
  it("makes missing parents, ends on /proc (where Node's recursive mkdirSync spins for ever), and names a file in the way", () => {
    const scratch = temporaryFolder('monocheck-make-directory-');
    makeDirectory(join(scratch, 'made', 'deep'));
    expect(existsSync(join(scratch, 'made', 'deep'))).toBe(true);
    makeDirectory(join(scratch, 'made'));
    expect(() => makeDirectory('/proc/nope/deeper')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    expect(() => makeDirectory(file)).toThrow(expect.objectContaining({ code: 'EEXIST' }));
    expect(() => makeDirectory(join(file, 'sub'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
  });
});
