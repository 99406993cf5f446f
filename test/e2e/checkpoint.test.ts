/**
 * A checkpoint folder lost mid-run, and a memory budget too small, through the built command line: the search
 * goes on or is refused or stops cleanly, saying why (the full runs under a small budget: memory-budget.long.ts;
 * Ctrl-C, --recover and damaged checkpoints end to end: checkpoint-recover.long.ts).
 */
import { mkdirSync, renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../cli/run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { runWithSteps } from './check-process.js';

const MODEL = `${ROOT}test/fixtures/tlc/n2_m50_x50.cfg`;

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
