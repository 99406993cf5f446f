/**
 * Long runs: Ctrl-C (a real SIGINT to a child process) writes a checkpoint,
 * --recover finishes with exactly the numbers of an uninterrupted run (TLC's),
 * a damaged checkpoint is refused with a clear sentence, and a memory
 * budget too small is refused or stops cleanly (its full runs, spilling to
 * disk and a fuller visited set: memory-budget.long.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, type CliRun } from '../cli/run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const MODEL = `${ROOT}test/fixtures/tlc/n2_m50_x50.cfg`;
const TLC = { result: 'ok', statesGenerated: 13363123, distinctStates: 1294597, depth: 33, queueLeft: 0 };
/** A smaller model for the runs that need not be long (TLC's numbers: real_n2_d10.out). */
const D10 = `${ROOT}test/fixtures/tlc/real_n2_d10.cfg`;
const TLC_D10 = { result: 'ok', statesGenerated: 490588, distinctStates: 111546, depth: 10, queueLeft: 0 };

/** What to do to the running check once its stderr shows `when`. */
interface Step {
  readonly when: string;
  readonly act: (child: ChildProcess) => void;
}

/** Starts a check, takes each step in turn once stderr shows its text, and waits for the end. */
function runWithSteps(args: readonly string[], steps: readonly Step[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}dist/cli/monocheck.js`, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    let taken = 0;
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => {
      stderr += data.toString();
      for (let step = steps[taken]; step !== undefined && stderr.includes(step.when); step = steps[taken]) {
        taken++;
        step.act(child);
      }
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Starts a check, sends SIGINT once it has printed a progress line, and waits for it to end. */
const interruptAfterProgress = (args: readonly string[]) =>
  runWithSteps(args, [{ when: 'Progress(', act: (child) => child.kill('SIGINT') }]);

describe('checkpoint and recover', () => {
  const dir = temporaryFolder('monocheck-checkpoint-');

  it('Ctrl-C writes a checkpoint and says how to resume; --recover ends with the uninterrupted numbers', { timeout: 120_000 }, async () => {
    const checkpoint = join(dir, 'interrupted');
    const run = await interruptAfterProgress(['check', MODEL, '--checkpoint-dir', checkpoint, '--progress-interval', '0.2', '--json']);
    expect(run.status).toBe(130);
    expect(run.stderr).toContain('SIGINT received');
    expect(run.stderr).toContain(`Resume with: monocheck check --recover`);
    const stopped = JSON.parse(run.stdout);
    expect(stopped).toMatchObject({ result: 'limit', limit: 'interrupted' });
    expect(stopped.distinctStates).toBeGreaterThan(0);
    expect(stopped.distinctStates).toBeLessThan(TLC.distinctStates);
    expect(existsSync(join(checkpoint, 'CURRENT'))).toBe(true);

    // the damaged-checkpoint test below breaks a copy of this one rather than interrupting a run of its own
    cpSync(checkpoint, join(dir, 'damaged'), { recursive: true });

    // with two workers: the one run of the large n2_m50_x50 with 2 in npm test (workers.test.ts runs it with 3)
    const resumed = runCli(['check', '--recover', checkpoint, '--workers', '2', '--json']);
    expect(resumed.status).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ ...TLC, workers: 2 });
  });

  it('writes checkpoints every --checkpoint minutes; a snapshot left half-written by a crash is ignored', { timeout: 120_000 }, () => {
    const checkpoint = join(dir, 'periodic');
    // a states limit, not a time limit: on a busy machine a second of search may hold a single checkpoint (every 6 ms here)
    const run = runCli(['check', D10, '--checkpoint', '0.0001', '--checkpoint-dir', checkpoint, '--max-states', '50000', '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'limit', limit: 'states' });
    const snapshots = readdirSync(checkpoint).filter((name) => name.startsWith('snapshot-'));
    expect(snapshots).toHaveLength(1);
    const current = readFileSync(join(checkpoint, 'CURRENT'), 'utf8').trim();
    expect(Number(current.replace('snapshot-', ''))).toBeGreaterThan(1);
    // a crash while writing the next snapshot leaves a partial folder that CURRENT does not name
    mkdirSync(join(checkpoint, 'snapshot-999'));
    writeFileSync(join(checkpoint, 'snapshot-999', 'table.bin'), 'partial');
    // resumed with two workers: a checkpoint is the same for any count
    const resumed = runCli(['check', '--recover', checkpoint, '--workers', '2', '--json']);
    expect(resumed.status).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ ...TLC_D10, workers: 2 });
  });

  it('refuses a damaged or missing checkpoint with a clear sentence and exit 255, not a wrong answer', { timeout: 60_000 }, () => {
    const checkpoint = join(dir, 'damaged');
    expect(existsSync(join(checkpoint, 'CURRENT')), "the copy of the interrupted run's checkpoint").toBe(true);
    const snapshot = join(checkpoint, readFileSync(join(checkpoint, 'CURRENT'), 'utf8').trim());
    const table = readFileSync(join(snapshot, 'table.bin'));
    table[table.length >> 1] = (table[table.length >> 1] as number) ^ 0xff;
    writeFileSync(join(snapshot, 'table.bin'), table);
    const flipped = runCli(['check', '--recover', checkpoint]);
    expect(flipped.status).toBe(255);
    expect(flipped.stderr).toMatch(/cannot recover: the checkpoint is damaged: .*table\.bin does not match the hash/);
    appendFileSync(join(snapshot, 'next.bin'), 'x');
    expect(runCli(['check', '--recover', checkpoint]).stderr).toMatch(/damaged/);
    const missing = runCli(['check', '--recover', join(dir, 'nowhere')]);
    expect(missing.status).toBe(255);
    expect(missing.stderr).toMatch(/cannot recover: there is no checkpoint folder/);
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });

  it(
    "--recover keeps the checkpoint's model: model flags are refused, and the .tla files beside it are compared again",
    { timeout: 60_000 },
    () => {
      const folder = temporaryFolder('monocheck-recover-spec-');
      for (const name of ['Monopoly.tla', 'MCMonopoly.tla', 'real_n2_d10.cfg']) cpSync(`${ROOT}specs/${name}`, join(folder, name));
      const checkpoint = join(folder, 'checkpoint');
      const first = runCli([
        'check',
        join(folder, 'real_n2_d10.cfg'),
        '--checkpoint',
        '0.0001',
        '--checkpoint-dir',
        checkpoint,
        '--max-states',
        '50000',
        '--json',
      ]);
      expect(JSON.parse(first.stdout)).toMatchObject({ result: 'limit', limit: 'states' });

      const flagged = runCli(['check', '--recover', checkpoint, '--players', '3', '--no-deadlock']);
      expect(flagged.status).toBe(1);
      expect(flagged.stderr).toMatch(/--recover continues the run saved in .*checkpoint, with its model; drop --players 3 --no-deadlock\./);
      expect(runCli(['check', join(folder, 'real_n2_d10.cfg'), '--recover', checkpoint]).stderr).toMatch(/drop .*real_n2_d10\.cfg\./);

      cpSync(`${ROOT}examples/edited-spec/Monopoly.tla`, join(folder, 'Monopoly.tla'));
      const edited = runCli(['check', '--recover', checkpoint]);
      expect(edited.status).toBe(150);
      expect(edited.stderr).toMatch(/Monopoly\.tla: EndTurn differs from the transcribed spec/);
      // the spec as it was when the run started: the recovery goes on to TLC's numbers
      cpSync(`${ROOT}specs/Monopoly.tla`, join(folder, 'Monopoly.tla'));
      const restored = runCli(['check', '--recover', checkpoint, '--json']);
      expect(restored.status).toBe(0);
      expect(JSON.parse(restored.stdout)).toMatchObject({ result: 'ok', statesGenerated: 490588, distinctStates: 111546, depth: 10 });
    },
  );
});

describe('memory budget', () => {
  it(
    'a checkpoint folder lost mid-run costs no result: the search goes on, says why, and an interrupted run ends without one',
    { timeout: 60_000 },
    async () => {
      const base = temporaryFolder('monocheck-checkpoint-lost-');
      const checkpoint = join(base, 'checkpoint');
      mkdirSync(join(base, 'real'));
      symlinkSync(join(base, 'real'), checkpoint);
      const run = await runWithSteps(
        ['check', MODEL, '--checkpoint', '0.0001', '--checkpoint-dir', checkpoint, '--progress-interval', '0.1', '--json'],
        [
          // at once (a rename), a file where the folder was: every later checkpoint fails
          { when: 'Progress(', act: () => (symlinkSync('/dev/null', `${checkpoint}.new`), renameSync(`${checkpoint}.new`, checkpoint)) },
          { when: 'could not write a checkpoint', act: (child) => child.kill('SIGINT') },
        ],
      );
      expect(run.status).toBe(130);
      const failures = run.stderr.split('\n').filter((line) => line.includes('could not write a checkpoint'));
      // said once per reason: a file in the way, or one that was being written when it went
      expect(failures.length).toBeGreaterThanOrEqual(1);
      expect(failures.length).toBeLessThanOrEqual(2);
      for (const line of failures)
        expect(line).toMatch(
          new RegExp(
            `^monocheck: could not write a checkpoint to ${checkpoint}: (a file is in the way|a part of the path is not a folder); the search goes on$`,
          ),
        );
      expect(run.stderr).toContain('monocheck: interrupted; no checkpoint was written.\n');
      expect(JSON.parse(run.stdout)).toMatchObject({ result: 'limit', limit: 'interrupted' });
    },
  );

  /** The figures of a memory refusal: the total and its parts, which must add up. */
  const figuresAddUp = (message: string) => {
    const [, total, parts] = /^the search needs ([\d,.]+) MiB \((.*?)\)/.exec(message) ?? [];
    const tenths = (figure: string) => Math.round(Number(figure.replaceAll(',', '')) * 10);
    const shown = [...(parts ?? '').matchAll(/([a-z ]+) ([\d,.]+) MiB/g)].map((part) => tenths(part[2] as string));
    expect(shown.length, message).toBeGreaterThanOrEqual(4);
    expect(
      shown.reduce((sum, part) => sum + part, 0),
      message,
    ).toBe(tenths(total ?? 'NaN'));
  };

  it('refuses a search whose start does not fit before it takes the memory: exit 255, every part named, adding up, on stderr', () => {
    const run = runCli(['check', MODEL, '--memory', '0.01', '--json']);
    expect(run.status).toBe(255);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ result: 'error', distinctStates: 0, statesGenerated: 0 });
    expect(json.message).toMatch(
      /^the search needs [\d.]+ MiB \(visited set 18\.0 MiB \+ parent links 5\.0 MiB \+ levels 2\.0 MiB \+ successor batches [\d.]+ MiB\) before it stores its first state, but its memory budget is 10\.2 MiB; raise --memory/,
    );
    figuresAddUp(json.message as string);
    expect(run.stderr).toBe(`monocheck: ${json.message}\n`);
  });

  it('stops cleanly with its statistics when the search outgrows the budget, every part named and adding up', () => {
    const run = runCli(['check', MODEL, '--memory', '0.03']);
    expect(run.status).toBe(255);
    expect(run.stdout).toContain('Stopped by an error (said on stderr): the state space was NOT fully explored.\n');
    const message = /^monocheck: (.*)$/m.exec(run.stderr)?.[1] ?? '';
    expect(message).toMatch(
      /^the search needs [\d.]+ MiB \(visited set .* \+ parent links .* \+ levels .* \+ successor batches .*\) for [\d,]+ distinct states, but its memory budget is 30\.7 MiB; raise --memory/,
    );
    figuresAddUp(message);
    expect(Number(/distinct states +([\d,]+)/.exec(run.stdout)?.[1]?.replaceAll(',', ''))).toBeGreaterThan(0);
  });
});
