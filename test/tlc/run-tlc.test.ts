/** TLC run here that gives no verdict is told apart from an answer: why it gave none, in one clause. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runTlc, TlcLaunchError, tlcRunFailure } from '../../src/tlc/run-tlc.js';
import { parseTlcOutput } from '../../src/tlc/tlc-output.js';
import { ROOT } from '../cli/run-cli.js';

const failure = (output: string, exitCode: number | null = 1) =>
  tlcRunFailure(output, exitCode, parseTlcOutput(output), '/x/tla2tools.jar');

describe('tlcRunFailure', () => {
  it('is null for any verdict TLC printed: a violation, no error, even an error of its own', () => {
    expect(failure(readFileSync(`${ROOT}test/fixtures/tlc/n3_m0_x0.out`, 'utf8'), 12)).toBeNull();
    expect(failure(readFileSync(`${ROOT}test/fixtures/tlc/real_n2_d10.out`, 'utf8'), 0)).toBeNull();
    expect(
      failure(
        'TLC2 Version 2.19\nError: Attempted to apply function:\n<<1, 2>>\nto argument 3, which is not in the domain of the function.\n',
        75,
      ),
    ).toBeNull();
  });

  it('names java failing to load TLC from something that is not tla2tools.jar', () => {
    expect(failure('Error: Could not find or load main class tlc2.TLC\nCaused by: java.lang.ClassNotFoundException: tlc2.TLC\n')).toBe(
      'java could not load TLC from /x/tla2tools.jar, which is not a tla2tools.jar (java said: Error: Could not find or load main class tlc2.TLC)',
    );
    expect(failure('Error: Invalid or corrupt jarfile /x/tla2tools.jar\n')).toMatch(
      /^java could not load TLC from .* \(java said: Error: Invalid or corrupt jarfile/,
    );
  });

  it("names TLC's crash, an empty output, a kill, and otherwise quotes the last line (escaped, cut short)", () => {
    expect(failure('TLC2 Version 2.19\nException in thread "main" java.lang.OutOfMemoryError: Java heap space\n')).toBe(
      'TLC stopped before any verdict (java exited with 1), on: Exception in thread "main" java.lang.OutOfMemoryError: Java heap space',
    );
    expect(
      failure(
        'Error: LinkageError occurred while loading main class tlc2.TLC\njava.lang.UnsupportedClassVersionError: tlc2/TLC has been compiled by a more recent version\n',
      ),
    ).toMatch(/^TLC stopped before any verdict \(java exited with 1\), on: .*UnsupportedClassVersionError/);
    expect(
      failure(
        'TLC2 Version 2.19\nError: TLC threw an unexpected exception.\nThis was probably caused by an error in the spec or model.\n',
        255,
      ),
    ).toBe('TLC stopped before any verdict (java exited with 255), on: TLC threw an unexpected exception.');
    expect(failure('Error: some Java trouble before TLC started\n')).toBe(
      'TLC stopped before any verdict (java exited with 1), on: Error: some Java trouble before TLC started',
    );
    expect(failure('TLC2 Version 2.19\nStarting...\n')).toBe(
      'TLC ended without a verdict (java exited with 1); its last line: Starting...',
    );
    expect(failure('', 0)).toBe('TLC printed nothing (java exited with 0)');
    expect(failure('  \n\n', null)).toBe('TLC printed nothing (it was killed by a signal)');
    expect(failure(`TLC2 Version 2.19\nStarting... \u001b[2J${'x'.repeat(500)}\n`, 3)).toBe(
      `TLC ended without a verdict (java exited with 3); its last line: Starting... \\x1b[2J${'x'.repeat(104)}... (516 characters)`,
    );
  });
});

describe('runTlc', () => {
  it("refuses a jar that is not there with the path as given, in the library's terms (no flag)", async () => {
    const run = runTlc({ jar: '/nonexistent/tla2tools.jar', modelFile: 'x.cfg', specDirectory: '/x', rootModule: 'X' });
    await expect(run).rejects.toThrow(TlcLaunchError);
    await expect(run).rejects.toMatchObject({
      missingJar: '/nonexistent/tla2tools.jar',
      message: "the TLC jar '/nonexistent/tla2tools.jar' does not exist; give the path of tla2tools.jar (TlcInvocation.jar).",
    });
  });
});
