/** src/cli/exit-codes.ts: TLC's exit codes and monocheck's own, the code of a search's result and of a model's failure. */
import { describe, expect, it } from 'vitest';
import { ExitCode, exitCodeOf, failureExitCode, reportSearchError } from '../../src/cli/exit-codes.js';
import type { ModelFailure } from '../../src/engine/model.js';
import type { Statistics, Trace } from '../../src/engine/result.js';
import { recordingTerminal } from '../helpers/in-process-cli.js';

const stats = { statesGenerated: 1, distinctStates: 1, queueLeft: 0, depth: 1, seconds: 0 } as Statistics;
const trace = { states: [], actionIds: [] } as unknown as Trace;
const failure = (during: ModelFailure['during'], detail?: unknown): ModelFailure => ({
  name: 'EvalError',
  message: 'x',
  during,
  ...(detail !== undefined && { detail }),
});

describe('ExitCode', () => {
  it('has no two names for one code', () => {
    const codes = Object.values(ExitCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('exitCodeOf', () => {
  it("gives TLC's code for each verdict: 0 ok, 12 invariant, 11 deadlock, 13 property", () => {
    expect(exitCodeOf({ kind: 'ok', stats })).toBe(0);
    expect(exitCodeOf({ kind: 'invariant', invariant: 'TurnValid', trace, stats })).toBe(12);
    expect(exitCodeOf({ kind: 'deadlock', trace, stats })).toBe(11);
    expect(exitCodeOf({ kind: 'property', property: 'P', trace, loop: { start: 0, actionId: -1 }, stats })).toBe(13);
  });

  it('a limit is no failure (0), but an interrupted search is not a success (255)', () => {
    expect(exitCodeOf({ kind: 'limit', limit: 'states', stats })).toBe(0);
    expect(exitCodeOf({ kind: 'limit', limit: 'time', stats })).toBe(0);
    expect(exitCodeOf({ kind: 'limit', limit: 'interrupted', stats })).toBe(255);
  });

  it("an error: the failure's code, or 255 when the search failed for want of room", () => {
    expect(exitCodeOf({ kind: 'error', message: 'out of memory', stats })).toBe(255);
    expect(exitCodeOf({ kind: 'error', message: 'x', stats, failure: { ...failure('invariant'), trace } })).toBe(76);
  });

  it('exits 12 once an invariant was violated, however the search that went on ended; 11 for a deadlock alone', () => {
    const violations = [{ invariant: 'TurnValid', trace }];
    expect(exitCodeOf({ kind: 'deadlock', trace, stats, violations })).toBe(12);
    expect(exitCodeOf({ kind: 'deadlock', trace, stats, violations: [] })).toBe(11);
    expect(exitCodeOf({ kind: 'limit', limit: 'states', stats, violations })).toBe(12);
    expect(exitCodeOf({ kind: 'limit', limit: 'interrupted', stats, violations })).toBe(
      exitCodeOf({ kind: 'limit', limit: 'interrupted', stats }),
    );
    expect(exitCodeOf({ kind: 'error', message: 'x', stats, violations })).toBe(exitCodeOf({ kind: 'error', message: 'x', stats }));
  });
});

describe('failureExitCode', () => {
  it('75 for an expression that cannot be evaluated, 14 for a false Assert, 255 for anything else', () => {
    expect(failureExitCode(failure('successors', { exitCode: 75 }))).toBe(75);
    expect(failureExitCode(failure('successors', { exitCode: 14 }))).toBe(14);
    expect(failureExitCode(failure('successors', { exitCode: 3 }))).toBe(255);
    expect(failureExitCode(failure('successors'))).toBe(255);
  });

  it('76 for an invariant that cannot be evaluated, whatever its own code', () => {
    expect(failureExitCode(failure('invariant', { exitCode: 14 }))).toBe(76);
  });

  it('in Init every evaluation error is 75, but a state left incomplete is 255', () => {
    expect(failureExitCode(failure('initial', { exitCode: 14 }))).toBe(75);
    expect(failureExitCode(failure('initial'))).toBe(75);
    expect(failureExitCode(failure('initial', { reason: 'notCompletelySpecified' }))).toBe(255);
  });

  it("75 when TLC's replay of the parent failed too, whatever the failure", () => {
    expect(failureExitCode({ ...failure('invariant'), replayFailure: failure('successors') })).toBe(75);
  });
});

describe('reportSearchError', () => {
  it("says an error result's sentence on stderr, and nothing for any other result", () => {
    const terminal = recordingTerminal();
    reportSearchError({ kind: 'ok', stats }, terminal);
    reportSearchError({ kind: 'limit', limit: 'interrupted', stats }, terminal);
    expect(terminal.stderr()).toBe('');
    reportSearchError({ kind: 'error', message: 'the disk is full', stats }, terminal);
    expect(terminal.stderr()).toBe('monocheck: the disk is full\n');
    expect(terminal.stdout()).toBe('');
  });
});
