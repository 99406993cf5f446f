/** src/cli/usage-error.ts: a usage mistake found once a command runs, which the command line says in one sentence with exit 1. */
import { describe, expect, it } from 'vitest';
import { reportError } from '../../src/cli/error-report.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { recordingTerminal } from '../helpers/in-process-cli.js';

describe('UsageError', () => {
  it('is an Error named UsageError that keeps its sentence', () => {
    const error = new UsageError('--trace-out x/y.json cannot be written.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('UsageError');
    expect(error.message).toBe('--trace-out x/y.json cannot be written.');
    expect(String(error)).toBe('UsageError: --trace-out x/y.json cannot be written.');
  });

  it('is said as its sentence alone, with exit 1 (no "internal error", no stack)', () => {
    const terminal = recordingTerminal();
    expect(reportError(new UsageError('drop --players 3.'), terminal)).toBe(1);
    expect(terminal.stderr()).toBe('monocheck: drop --players 3.\n');
  });
});
