import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/cli/exit-codes.js';
import { recordingTerminal, runInProcess } from '../helpers/in-process-cli.js';
import { runCli } from './run-cli.js';

describe('runMonocheck (the command line in-process)', () => {
  it('checks a model and returns the exit code instead of ending the process', async () => {
    const terminal = recordingTerminal();
    const run = await runInProcess(['check', 'test/fixtures/tlc/n2_m0_x0.cfg', '--max-depth', '3', '--workers', '1'], terminal);
    expect(terminal.stop.requested).toBeNull();
    expect(run.status).toBe(ExitCode.success);
    expect(run.stdout).toContain('Model checking completed: no error found.');
    expect(run.stderr).toBe('');
  });

  it('says a usage mistake on stderr with exit 1, as the built CLI does', async () => {
    const args = ['check', 'test/fixtures/tlc/n2_m0_x0.cfg', '--wrokers', '1'];
    const inProcess = await runInProcess(args);
    const spawned = runCli(args);
    expect(inProcess.status).toBe(ExitCode.usage);
    expect(inProcess).toEqual(spawned);
  });

  it('says a bad model file with its exit code (151) and no stack trace', async () => {
    const run = await runInProcess(['check', 'test/fixtures/no-such-model.cfg']);
    expect(run.status).toBe(ExitCode.modelFileError);
    expect(run.stderr).toMatch(/^monocheck: .*no-such-model\.cfg/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("reads the tlc command's single-dash options, as the built CLI does", async () => {
    const args = ['tlc', '-workers', '1', '-config', 'test/fixtures/tlc/n2_m0_x0.cfg'];
    const inProcess = await runInProcess(args);
    expect(inProcess.stderr).toContain('Missing input TLA+ module');
    expect(inProcess).toEqual(runCli(args));
  });
});
