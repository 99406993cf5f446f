/** One phrase per errno, the same for reading and writing; anything else keeps its own message. */
import { describe, expect, it } from 'vitest';
import { errnoOf, fileFailure, isFileError } from '../../src/input/file-failures.js';
import { readFailure } from '../../src/input/read-text.js';
import { writeFailure } from '../../src/runs/output-paths.js';

const failure = (code: string) => Object.assign(new Error(`${code}: what Node says`), { code });

/** Every errno a path given by the user has been seen to meet, with what a person reads. */
const PHRASES: Record<string, string> = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
  EEXIST: 'a file is in the way',
  ENAMETOOLONG: 'a name in the path is too long',
  ELOOP: 'the path goes round a loop of symbolic links',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EMFILE: 'this process has too many files open',
  ENFILE: 'the system has too many files open',
  EIO: 'input/output error',
};

describe('fileFailure', () => {
  it('says each errno in a few plain words, and reading and writing say it alike', () => {
    for (const [code, phrase] of Object.entries(PHRASES)) {
      expect(fileFailure(failure(code)), code).toBe(phrase);
      expect(readFailure(failure(code)), code).toBe(phrase);
      expect(writeFailure(failure(code)), code).toBe(phrase);
    }
  });

  it('calls a folder a folder, never a directory', () => {
    for (const code of ['ENOENT', 'ENOTDIR', 'EISDIR']) expect(fileFailure(failure(code))).not.toMatch(/director/);
  });

  it('keeps the message of an error it has no phrase for', () => {
    expect(fileFailure(failure('EWHATEVER'))).toBe('EWHATEVER: what Node says');
    expect(fileFailure(new Error('plain'))).toBe('plain');
    expect(fileFailure('a string')).toBe('a string');
  });

  it('tells an answer of the system (an errno) from a bug', () => {
    expect(isFileError(failure('ELOOP'))).toBe(true);
    expect(isFileError(new TypeError('x is undefined'))).toBe(false);
    expect(errnoOf(failure('EACCES'))).toBe('EACCES');
    expect(errnoOf(null)).toBeUndefined();
  });
});
