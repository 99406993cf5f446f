/**
 * SIGINT and SIGTERM, sent for real to the built command line at several
 * moments: during set-up (the process ends at once), during a search with
 * worker threads and a checkpoint at every slice (the checkpoint is written,
 * exit 143, within 2 s), in a command that cannot stop cleanly (at once), a
 * second signal (at once), and under npx, whose end the search takes as a
 * SIGTERM, and while `compare --tlc-jar` runs TLC (a `java` that sleeps),
 * which must not outlive monocheck. The statuses are what a shell reports:
 * 128 + the signal's number.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, closeSync, constants as fsConstants, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { MAIN, ROOT, shellStatus, type CliRun } from './run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const LONG = `${ROOT}specs/n2_m50_x50.cfg`;
const scratch = temporaryFolder('monocheck-signals-');

interface SignalledRun extends CliRun {
  /** Milliseconds from the last signal sent to the end of the process. */
  readonly msAfterSignal: number;
}

/** A signal to send once `when(stderr, stdout)` holds (and the signals before it were sent). */
interface Send {
  readonly signal: NodeJS.Signals;
  readonly when: (stderr: string, stdout: string) => boolean;
}

/** Runs `command`, sends each of `sends` in turn once its moment comes, and waits for the end. */
function signalled(command: readonly string[], sends: readonly Send[], env: NodeJS.ProcessEnv = {}): Promise<SignalledRun> {
  return new Promise((resolve, reject) => {
    const [program, ...args] = command as [string, ...string[]];
    const child = spawn(program, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env } });
    let stdout = '';
    let stderr = '';
    let sent = 0;
    let sentAt = Number.NaN;
    const maybeSignal = () => {
      for (let next = sends[sent]; next !== undefined && next.when(stderr, stdout); next = sends[sent]) {
        sent++;
        sentAt = performance.now();
        child.kill(next.signal);
      }
    };
    child.stdout.on('data', (data: Buffer) => ((stdout += data.toString()), maybeSignal()));
    child.stderr.on('data', (data: Buffer) => ((stderr += data.toString()), maybeSignal()));
    child.on('spawn', maybeSignal);
    // a moment that no output shows (a file appearing) is looked for too
    const poll = setInterval(maybeSignal, 50);
    child.on('error', reject);
    child.on('close', () => clearInterval(poll));
    child.on('close', (code, closedBy) =>
      resolve({ status: shellStatus(code, closedBy), stdout, stderr, msAfterSignal: performance.now() - sentAt }),
    );
  });
}

const monocheck = (...args: string[]) => [process.execPath, MAIN, ...args];

/** Whether process `pid` is running (a zombie, which nobody may have reaped yet, is not). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
const progressed = (stderr: string) => /^Progress\(/m.test(stderr);

describe('signals', () => {
  it.concurrent('SIGTERM during set-up ends the run at once, with 143 and nothing written', async ({ expect }) => {
    // the model file is a FIFO: the process is in set-up, blocked reading it, once the test can open its other end
    const model = join(scratch, 'setup.cfg');
    execFileSync('mkfifo', [model]);
    const checkpoint = join(scratch, 'setup');
    let writer: number | null = null;
    const readingModel = () => {
      try {
        writer = openSync(model, fsConstants.O_WRONLY | fsConstants.O_NONBLOCK);
        return true;
      } catch {
        return false; // ENXIO: nobody has opened it for reading yet
      }
    };
    const run = await signalled(monocheck('check', model, '--checkpoint-dir', checkpoint), [{ signal: 'SIGTERM', when: readingModel }]);
    if (writer !== null) closeSync(writer);
    expect(run.status).toBe(143);
    expect(run.stdout).toBe('');
    expect(existsSync(checkpoint)).toBe(false);
  });

  it.concurrent(
    'SIGTERM during a search with two worker threads and a checkpoint at every slice: the checkpoint is written, exit 143 within 2 s',
    { timeout: 60_000 },
    async ({ expect }) => {
      const checkpoint = join(scratch, 'search');
      const run = await signalled(
        monocheck(
          'check',
          LONG,
          '--workers',
          '2',
          '--checkpoint',
          '0.0001',
          '--checkpoint-dir',
          checkpoint,
          '--progress-interval',
          '0.1',
          '--json',
        ),
        [{ signal: 'SIGTERM', when: progressed }],
      );
      expect(run.status).toBe(143);
      expect(run.msAfterSignal).toBeLessThan(2000);
      expect(run.stderr).toContain(
        `monocheck: SIGTERM received: stopping at the next slice (send it again to quit at once; the checkpoint being written is then dropped, and ${checkpoint} keeps the last complete one, if any)\n`,
      );
      expect(run.stderr).toContain(`monocheck: interrupted; checkpoint written. Resume with: monocheck check --recover ${checkpoint}\n`);
      expect(JSON.parse(run.stdout)).toMatchObject({ result: 'limit', limit: 'interrupted', workers: 2 });
      expect(readFileSync(join(checkpoint, 'CURRENT'), 'utf8')).toMatch(/^snapshot-\d+\n$/);
    },
  );

  it.concurrent('a command that cannot stop cleanly (simulate) ends at once on SIGINT, with 130', async ({ expect }) => {
    const run = await signalled(monocheck('simulate', '--runs', '100000000', '--progress-interval', '0.1'), [
      { signal: 'SIGINT', when: (stderr) => /^Progress: /m.test(stderr) },
    ]);
    expect(run.status).toBe(130);
    expect(run.msAfterSignal).toBeLessThan(2000);
  });

  it.concurrent(
    'a second signal ends the process at once, even while the first is being honoured by synchronous work',
    async ({ expect }) => {
      // the stop control of the built CLI, honouring the first signal with 10 s of work that holds the thread
      const script = `
      const { processStopControl } = await import(${JSON.stringify(`${ROOT}dist/cli/signals.js`)});
      const stop = processStopControl((line) => console.error(line), {}, (status) => process.exit(status));
      // signal handlers keep no process alive: this does, until the end
      setInterval(() => {}, 1000);
      await stop.whileStoppable(async () => {
        console.error('ready');
        await stop.untilRequested();
        for (const end = Date.now() + 10_000; Date.now() < end; );
      });
      process.exit(3);`;
      const run = await signalled(
        [process.execPath, '--input-type=module', '-e', script],
        [
          { signal: 'SIGTERM', when: (stderr) => stderr.includes('ready') },
          { signal: 'SIGINT', when: (stderr) => stderr.includes('SIGTERM received') },
        ],
      );
      expect(run.stderr).toBe('ready\nmonocheck: SIGTERM received: stopping at the next slice (send it again to quit at once)\n');
      expect(run.status).toBe(130);
      expect(run.msAfterSignal).toBeLessThan(2000);
    },
  );

  it.concurrent(
    'a second signal that comes with the first, while synchronous work holds the thread, is not lost: it ends the process when the first is handled',
    async ({ expect }) => {
      // both signals arrive during 1.5 s of synchronous work; the first, once handled, starts 10 s of work (a checkpoint written) that the second must cut short
      const script = `
      const { processStopControl } = await import(${JSON.stringify(`${ROOT}dist/cli/signals.js`)});
      const stop = processStopControl((line) => console.error(line), {}, (status) => process.exit(status));
      setInterval(() => {}, 1000);
      await stop.whileStoppable(async () => {
        console.error('ready');
        for (const end = Date.now() + 1500; Date.now() < end; );
        await stop.untilRequested();
        for (const end = Date.now() + 10_000; Date.now() < end; );
      }, 'stopping at the next slice', 'the checkpoint being written is then dropped');
      process.exit(3);`;
      const ready = (stderr: string) => stderr.includes('ready');
      const run = await signalled(
        [process.execPath, '--input-type=module', '-e', script],
        [
          { signal: 'SIGTERM', when: ready },
          { signal: 'SIGINT', when: ready },
        ],
      );
      // the system hands both over at once, in either order: one stops, the other quits
      const said =
        /^ready\nmonocheck: (SIGTERM|SIGINT) received: stopping at the next slice \(send it again to quit at once; the checkpoint being written is then dropped\)\nmonocheck: (SIGTERM|SIGINT) received again: quitting at once; the checkpoint being written is then dropped\n$/.exec(
          run.stderr,
        );
      expect(said, run.stderr).not.toBeNull();
      const [first, second] = [said?.[1], said?.[2]];
      expect(new Set([first, second])).toEqual(new Set(['SIGTERM', 'SIGINT']));
      expect(run.status).toBe(second === 'SIGINT' ? 130 : 143);
      // the rest of the 1.5 s of work, not the 10 s after it
      expect(run.msAfterSignal).toBeLessThan(5000);
    },
  );

  it.concurrent(
    'SIGTERM while compare --tlc-jar runs TLC stops TLC too, with what its java started, and exits 143',
    { timeout: 30_000 },
    async ({ expect }) => {
      // a java that starts a child, says the two process ids, and waits
      const bin = mkdtempSync(join(scratch, 'java-'));
      const pids = join(bin, 'pids');
      writeFileSync(
        join(bin, 'java'),
        `#!/bin/sh
if [ "$1" = "-version" ]; then echo 'openjdk version "17"' >&2; exit 0; fi
sleep 60 &
echo "$$ $!" > ${pids}.tmp && mv ${pids}.tmp ${pids}
wait
`,
      );
      chmodSync(join(bin, 'java'), 0o755);
      const jar = join(bin, 'tla2tools.jar');
      writeFileSync(jar, '');
      const run = await signalled(
        monocheck('compare', `${ROOT}specs/n3_m0_x0.cfg`, '--tlc-jar', jar),
        [{ signal: 'SIGTERM', when: () => existsSync(pids) }],
        { PATH: `${bin}:${process.env['PATH']}` },
      );
      expect(run.status).toBe(143);
      expect(run.msAfterSignal).toBeLessThan(2000);
      expect(run.stderr).toContain('monocheck: SIGTERM received: stopping TLC (send it again to quit at once)\n');
      expect(run.stdout).toBe('');
      const [java, sleep] = readFileSync(pids, 'utf8').trim().split(' ').map(Number) as [number, number];
      for (
        const started = Date.now();
        (running(java) || running(sleep)) && Date.now() - started < 3000;
        await new Promise((wait) => setTimeout(wait, 50))
      );
      expect({ java: running(java), sleep: running(sleep) }).toEqual({ java: false, sleep: false });
    },
  );

  it.concurrent(
    'under npx (npm exec), a search whose npx has ended stops as on SIGTERM, writing its checkpoint, instead of running on as an orphan',
    { timeout: 60_000 },
    async ({ expect }) => {
      const checkpoint = join(scratch, 'orphan');
      // a parent that leaves once the search runs, as npx does when a signal ends it without passing the signal on
      const [out, err] = [join(scratch, 'orphan.out'), join(scratch, 'orphan.err')];
      const parent = `${process.execPath} ${MAIN} check ${LONG} --checkpoint-dir ${checkpoint} --progress-interval 0.1 --json > ${out} 2> ${err} & until grep -q Progress ${err}; do sleep 0.05; done`;
      const run = await signalled(['sh', '-c', parent], [], { npm_command: 'exec' });
      expect(run.status).toBe(0);
      for (const started = Date.now(); !readFileSync(out, 'utf8').endsWith('\n'); await new Promise((wait) => setTimeout(wait, 50))) {
        if (Date.now() - started > 20_000) throw new Error(`the orphaned search did not stop: ${readFileSync(err, 'utf8')}`);
      }
      expect(existsSync(join(checkpoint, 'CURRENT'))).toBe(true);
      expect(readFileSync(err, 'utf8')).toContain('monocheck: npx, which started monocheck, has ended: stopping at the next slice');
      expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({ result: 'limit', limit: 'interrupted' });
    },
  );
});
