/**
 * `npm run test:long`: checkpoints through the built command line, end to end: Ctrl-C (a real SIGINT to a
 * child process) writes a checkpoint and --recover (with 2 workers) finishes with exactly the numbers of an
 * uninterrupted run (TLC's); periodic checkpoints, a half-written snapshot ignored; a damaged or missing
 * checkpoint refused with a clear sentence; --recover keeps the checkpoint's model and compares the .tla files
 * again. (Recovery through the library is in npm test: test/engine/bfs/bfs-checkpoint.test.ts.)
 */
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../cli/run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { interruptAfterProgress } from './check-process.js';

const MODEL = `${ROOT}test/fixtures/tlc/n2_m50_x50.cfg`;
const TLC = { result: 'ok', statesGenerated: 13363123, distinctStates: 1294597, depth: 33, queueLeft: 0 };
/** A smaller model for the runs that need not be long (TLC's numbers: real_n2_d10.out). */
const D10 = `${ROOT}test/fixtures/tlc/real_n2_d10.cfg`;
const TLC_D10 = { result: 'ok', statesGenerated: 490588, distinctStates: 111546, depth: 10, queueLeft: 0 };

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

    // with two workers (large-models.long.ts runs it with 2 and 3 from the start)
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
