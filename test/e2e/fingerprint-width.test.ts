/**
 * The fingerprint width of a search (CheckOptions.fingerprintBits): the same
 * counts and traces at 64, 96 and 128 bits, in one thread and several, in
 * the BFS and the DFS; the visited set's memory grows with the width; a
 * checkpoint keeps its width.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../src/engine/result.js';
import { depthFirstSearch } from '../../src/engine/search/dfs.js';
import { loadModel, MonopolyModel } from '../../src/index.js';
import { compiledLibrary } from '../helpers/compiled.js';
import { FIXTURES, readTlcRun } from './tlc-fixtures.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const summary = (result: CheckResult) => ({
  kind: result.kind,
  statesGenerated: result.stats.statesGenerated,
  distinctStates: result.stats.distinctStates,
  queueLeft: result.stats.queueLeft,
  depth: result.stats.depth,
  trace: result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace.states.map((state) => Array.from(state).join(',')) : [],
});

/** Worker threads run the compiled build, so the searches with several workers do. */
const { checkModelFile } = await compiledLibrary();

const scratch = temporaryFolder('monocheck-width-');

describe('fingerprint width', () => {
  const runs = {
    real_n2_d10: [
      [96, 1],
      [128, 2],
    ],
    n3_m0_x0: [
      [96, 2],
      [128, 1],
    ],
  } as const;
  for (const [name, widths] of Object.entries(runs)) {
    it(`${name}: 96 and 128 bits give the 64-bit numbers and trace, with 1 and 2 workers`, { timeout: 60_000 }, () => {
      const narrow = checkModelFile(`${FIXTURES}${name}.cfg`).result;
      expect(narrow.stats.fingerprintBits).toBe(64);
      for (const [fingerprintBits, workers] of widths) {
        const { result } = checkModelFile(`${FIXTURES}${name}.cfg`, {}, { fingerprintBits, workers, waitForThreads: true });
        expect(summary(result), `${fingerprintBits} bits, ${workers} worker(s)`).toEqual(summary(narrow));
        expect(result.stats.fingerprintBits).toBe(fingerprintBits);
        const { distinctStates: d, statesGenerated: g } = result.stats;
        expect(result.stats.collisionProbability).toBe((d * (g - d)) / 2 ** fingerprintBits);
      }
    });
  }

  it('the DFS gives the same distinct states and depth at 128 bits', () => {
    const resolved = loadModel(`${FIXTURES}real_n2_d10.cfg`, {});
    const model = new MonopolyModel(resolved.constants);
    const options = {
      invariants: resolved.invariants,
      constraints: resolved.constraints,
      checkDeadlock: resolved.checkDeadlock,
      maxDepth: resolved.constants.MaxDepth,
    };
    const narrow = depthFirstSearch(model, options).result;
    const wide = depthFirstSearch(model, { ...options, fingerprintBits: 128 }).result;
    expect(summary(wide)).toEqual(summary(narrow));
    expect(wide.stats.fingerprintBits).toBe(128);
  });

  it('a memory budget counts the wider visited set', () => {
    const budget = { memoryBudgetBytes: 10 * 2 ** 20, workDir: scratch };
    const message = (fingerprintBits: 64 | 128) => {
      const { result } = checkModelFile(`${FIXTURES}real_n2_d10.cfg`, {}, { ...budget, fingerprintBits });
      return result.kind === 'error' ? result.message : result.kind;
    };
    // the visited set starts at 2^20 x 2.25 slots: 8 or 16 bytes each
    expect(message(64)).toMatch(/visited set 18\.0 MiB \+/);
    expect(message(128)).toMatch(/visited set 36\.0 MiB \+/);
  });

  it('a checkpoint keeps its width: a recovery takes it when not told, and refuses another in a sentence', () => {
    const dir = join(scratch, 'checkpoint');
    const tlc = readTlcRun('real_n2_d10');
    let asked = 0;
    const interrupted = checkModelFile(
      `${FIXTURES}real_n2_d10.cfg`,
      {},
      { fingerprintBits: 96, checkpoint: { dir }, shouldStop: () => ++asked > 3 },
    ).result;
    expect(interrupted.kind === 'limit' && interrupted.limit).toBe('interrupted');
    expect(() => checkModelFile(`${FIXTURES}real_n2_d10.cfg`, {}, { fingerprintBits: 64, recoverFrom: dir })).toThrow(
      /holds 96-bit fingerprints and this run asks for 64-bit ones/,
    );
    expect(() => checkModelFile(`${FIXTURES}real_n2_d10.cfg`, {}, { fingerprintBits: 128, recoverFrom: dir })).toThrow(
      `the checkpoint in ${dir} holds 96-bit fingerprints and this run asks for 128-bit ones; recover it with fingerprintBits 96 (or without that option): a run keeps its fingerprint width`,
    );
    expect(() => checkModelFile(`${FIXTURES}real_n2_d10.cfg`, {}, { fingerprintBits: 128, recoverFrom: dir })).toThrow(
      expect.objectContaining({ dir, saved: 96, asked: 128 }),
    );
    const resumed = checkModelFile(`${FIXTURES}real_n2_d10.cfg`, {}, { recoverFrom: dir, workers: 2, waitForThreads: true }).result;
    expect({
      kind: resumed.kind,
      statesGenerated: resumed.stats.statesGenerated,
      distinctStates: resumed.stats.distinctStates,
      depth: resumed.stats.depth,
    }).toEqual({
      kind: tlc.verdict,
      statesGenerated: tlc.statesGenerated,
      distinctStates: tlc.distinctStates,
      depth: tlc.depth,
    });
    expect(resumed.stats.fingerprintBits).toBe(96);
  });
});
