import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputReadError, readFailure, readUserFile, SIZE_LIMITS } from '../../src/input/read-text.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { cpuMillisecondsSince } from '../helpers/cpu-time.js';

describe('readUserFile', () => {
  const dir = temporaryFolder('monocheck-read-');

  it('gives the text of a file', () => {
    writeFileSync(join(dir, 'a.txt'), 'hello é');
    expect(readUserFile(join(dir, 'a.txt'), 'the note', 'modelFile')).toBe('hello é');
  });

  it('says in plain words why a file cannot be read', () => {
    expect(() => readUserFile(join(dir, 'none.txt'), 'the note', 'modelFile')).toThrow(
      `cannot read the note '${join(dir, 'none.txt')}': no such file or folder`,
    );
    expect(() => readUserFile(dir, 'the note', 'modelFile')).toThrow(/: it is a folder$/);
    expect(() => readUserFile(join(dir, 'a.txt', 'b'), 'the note', 'modelFile')).toThrow(/: a part of the path is not a folder$/);
  });

  it("refuses a file over its kind's limit before reading it, saying its size", () => {
    writeFileSync(join(dir, 'big.cfg'), 'x'.repeat(SIZE_LIMITS.modelFile.bytes + 1));
    expect(() => readUserFile(join(dir, 'big.cfg'), 'the model file', 'modelFile')).toThrow(
      /: it is 1,048,577 bytes, more than 1 MiB, the most monocheck reads of a model file$/,
    );
    writeFileSync(join(dir, 'fits.cfg'), 'x'.repeat(SIZE_LIMITS.modelFile.bytes));
    expect(readUserFile(join(dir, 'fits.cfg'), 'the model file', 'modelFile')).toHaveLength(SIZE_LIMITS.modelFile.bytes);
  });

  it('stops reading a device that never ends at the limit, at once', () => {
    const started = process.cpuUsage();
    expect(() => readUserFile('/dev/zero', 'the model file', 'modelFile')).toThrow(
      "cannot read the model file '/dev/zero': it goes on past 1 MiB, the most monocheck reads of a model file",
    );
    expect(cpuMillisecondsSince(started)).toBeLessThan(2000);
  });

  it('reads a pipe to its end, and stops one that goes on past the limit', async () => {
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    // a writer in another process: it blocks until the pipe is opened for reading
    const writer = (count: number) =>
      spawn(process.execPath, ['-e', `require('fs').writeFileSync(${JSON.stringify(fifo)}, 'y'.repeat(${count}))`], { stdio: 'ignore' });
    const small = writer(100_000);
    expect(readUserFile(fifo, 'the script', 'modelFile')).toBe('y'.repeat(100_000));
    await new Promise((done) => small.on('exit', done));
    const endless = writer(SIZE_LIMITS.modelFile.bytes + 100_000);
    expect(() => readUserFile(fifo, 'the script', 'modelFile')).toThrow(/it goes on past 1 MiB/);
    endless.kill();
  });

  it('escapes control characters in the path it names', () => {
    expect(() => readUserFile(join(dir, 'x\u001b[2J'), 'the note', 'modelFile')).toThrow(/x\\x1b\[2J': no such file or folder$/);
  });

  it("falls back to the error's own message for other failures, escaped", () => {
    expect(readFailure(Object.assign(new Error('disk on fire\u0007'), { code: 'EUNHEARDOF' }))).toBe('disk on fire\\x07');
    expect(readFailure(new InputReadError('p', 'the note', 'too long'))).toBe('too long');
  });
});
