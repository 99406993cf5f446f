import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFailure, readUserFile } from '../../src/api/read-text.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

describe('readUserFile', () => {
  const dir = temporaryFolder('monocheck-read-');

  it('gives the text of a file', () => {
    writeFileSync(join(dir, 'a.txt'), 'hello');
    expect(readUserFile(join(dir, 'a.txt'), 'the note')).toBe('hello');
  });

  it('says in plain words why a file cannot be read', () => {
    expect(() => readUserFile(join(dir, 'none.txt'), 'the note')).toThrow(`cannot read the note '${join(dir, 'none.txt')}': no such file`);
    expect(() => readUserFile(dir, 'the note')).toThrow(/: it is a directory$/);
    expect(() => readUserFile(join(dir, 'a.txt', 'b'), 'the note')).toThrow(/: a part of the path is not a directory$/);
  });

  it('falls back to the error\'s own message for other failures', () => {
    expect(readFailure(Object.assign(new Error('disk on fire'), { code: 'EIO' }))).toBe('disk on fire');
  });
});
