/**
 * Uploaded traces are replayed in worker threads (src/explore/trace-replays.ts):
 * the same answer as a replay on this thread, the server's thread free
 * meanwhile, and a trace too large for a thread's memory refused with a
 * sentence.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadModel } from '../../src/runs/model-config.js';
import { specOfResolved } from '../../src/runs/spec/load-spec.js';
import { replayTrace, TraceLoadError, type ReplayTarget } from '../../src/explore/trace-loading.js';
import { TraceReplays } from '../../src/explore/trace-replays.js';
import { ROOT } from '../cli/run-cli.js';
import { FIXTURES } from '../e2e/tlc-fixtures.js';
import { randomWalkTrace } from '../helpers/long-trace.js';

/** A model file's spec with its model, as the explorer replays against them. */
function targetOf(modelFile: string): ReplayTarget {
  const spec = specOfResolved(loadModel(`${ROOT}${modelFile}`, {}));
  return { spec, model: spec.createModel() };
}
const n3 = targetOf('specs/n3_m0_x0.cfg');
const standard = targetOf('specs/MCMonopoly.cfg');
const opened: TraceReplays[] = [];
let longText: string | undefined;
/** A 2,500-state behaviour of the standard model in TLC's JSON (about 6.6 MB), made once. */
const longTrace = () => (longText ??= randomWalkTrace(standard.spec, 2500));
function replays(target = n3, threads = 2, memoryMiB = 512): TraceReplays {
  const pool = new TraceReplays(target.spec.recipe, { threads, memoryMiB });
  opened.push(pool);
  return pool;
}
afterAll(async () => {
  await Promise.all(opened.map((pool) => pool.close()));
});

describe('TraceReplays', () => {
  it("gives what a replay on this thread gives: TLC's counterexample as a path", async () => {
    const text = readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8');
    const replay = await replays().replay(Buffer.from(text), 'n3_m0_x0.out');
    expect(replay).toEqual(replayTrace(n3, text, 'n3_m0_x0.out'));
    expect(replay).toMatchObject({ states: 3, path: [0, 0, 0], claim: 'Invariant TurnValid is violated' });
  });

  it('refuses a file that is no trace with TraceLoadError and its sentence, and replays the next one', async () => {
    const pool = replays(n3, 1);
    const refused = pool.replay(Buffer.from('just some notes'), 'notes.txt');
    await expect(refused).rejects.toThrow(TraceLoadError);
    await expect(refused).rejects.toThrow(/^notes\.txt: no counterexample found in this TLC output/);
    expect((await pool.replay(readFileSync(`${FIXTURES}n3_m0_x0.trace.json`), 'n3.json')).states).toBe(3);
  });

  it('replays several at once, more than it has threads, each to its own answer', async () => {
    const pool = replays(n3, 2);
    const files = ['n3_m0_x0.out', 'n3_m0_x0.trace.json', 'n3_m0_x0.tool.out', 'n3_m0_x0.out', 'n3_m0_x0.trace.json'];
    const answers = await Promise.all(files.map((file) => pool.replay(readFileSync(`${FIXTURES}${file}`), file)));
    expect(answers.map((answer) => [answer.name, answer.path])).toEqual(files.map((file) => [file, [0, 0, 0]]));
  });

  it("leaves this thread free while it replays a long trace (the event loop's longest pause is a fraction of the replay)", async () => {
    const text = longTrace();
    const pool = replays(standard);
    await pool.replay(Buffer.from(readFileSync(`${FIXTURES}sim/hotel.trace.json`)), 'warm-up');
    const started = performance.now();
    let last = started;
    let longestPause = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
    }, 5);
    const replay = await pool.replay(Buffer.from(text), 'long.json');
    clearInterval(timer);
    const took = performance.now() - started;
    expect(replay.states).toBe(2500);
    expect(replay.path).toEqual(replayTrace(standard, text, 'long.json').path);
    expect(longestPause, `longest pause ${longestPause.toFixed(0)} ms during a replay of ${took.toFixed(0)} ms`).toBeLessThan(took / 3);
  });

  it('refuses a trace that needs more memory than a thread may take, with a sentence, and goes on with a new thread', async () => {
    const pool = replays(standard, 1, 16);
    await expect(pool.replay(Buffer.from(longTrace()), 'huge.json')).rejects.toThrow(
      'huge.json: replaying it needs more than the 16 MiB a replay may take; open a shorter trace, or replay it with monocheck trace --validate',
    );
    await expect(pool.replay(readFileSync(`${FIXTURES}n3_m0_x0.out`), 'n3.out')).rejects.toThrow(
      /^n3\.out: the file's trace is NOT a behaviour/,
    );
  });
});
