/**
 * CheckOptions.stateGraph and continueAfterViolation with worker threads:
 * the states, their parents, every step and every violation are told in
 * one worker's order whatever the number of threads (threads started at
 * once, so that they take part in this small search).
 */
import { describe, expect, it } from 'vitest';
import type { StateGraphListener } from '../../../src/engine/options.js';
import type { CheckResult } from '../../../src/engine/result.js';
import { compiledLibrary } from '../../helpers/compiled.js';
import { graphModel } from '../../helpers/toy-models.js';
import { check } from '../../../src/engine/check.js';
import { ROOT } from '../../cli/run-cli.js';

/** Worker threads run the compiled build, so the searches with several workers do. */
const { checkModelFile } = await compiledLibrary();

/** A listener that writes down what it is told, one line each. */
function recorder(): { listener: StateGraphListener; told: string[] } {
  const told: string[] = [];
  const listener: StateGraphListener = {
    state: (ordinal, parent, fingerprint) => told.push(`state ${ordinal} from ${parent} ${fingerprint.join(':')}`),
    step: (parent, actionId, fingerprint) => told.push(`step ${parent} by ${actionId} to ${fingerprint.join(':')}`),
  };
  return { listener, told };
}

const violationsOf = (result: CheckResult) =>
  (result.violations ?? []).map(
    ({ invariant, trace }) => `${invariant} ${trace.states.map((s) => Buffer.from(s).toString('hex')).join(' ')}`,
  );

describe('the state graph and the violations a search tells', () => {
  it('tells every state once, with its first parent, and every step in the model, duplicates too, up to a deadlock', () => {
    // 0 -> 1, 2, 1; 1 -> 2; 2 -> 3 (a deadlock at 3, found expanding level 3)
    const { listener, told } = recorder();
    const r = check(graphModel({ 0: [1, 2, 1], 1: [2], 2: [3] }), {
      invariants: [],
      constraints: [],
      checkDeadlock: true,
      stateGraph: listener,
    });
    expect(r.kind).toBe('deadlock');
    const shape = told.map((line) => line.replace(/ -?[0-9]+:[0-9:]+$/, ''));
    expect(shape).toEqual([
      'state 0 from -1',
      'step 0 by 0 to',
      'state 1 from 0',
      'step 0 by 0 to',
      'state 2 from 0',
      'step 0 by 0 to',
      'step 1 by 0 to',
      'step 2 by 0 to',
      'state 3 from 2',
    ]);
  });

  it(
    "n3_m0_x0_d5 going on past violations without deadlock: TLC's counts and 69 violations, the same told with 2 threads as with 1",
    { timeout: 60_000 },
    () => {
      const runs = [1, 2].map((workers) => {
        const { listener, told } = recorder();
        const { result } = checkModelFile(
          `${ROOT}test/fixtures/tlc/modes/n3_m0_x0_d5.cfg`,
          { noDeadlock: true },
          { continueAfterViolation: true, stateGraph: listener, workers, waitForThreads: true },
        );
        return { result, told };
      });
      const [one, two] = runs as [(typeof runs)[0], (typeof runs)[0]];
      expect(one.result.stats).toMatchObject({ statesGenerated: 2061, distinctStates: 362, queueLeft: 0, depth: 5 });
      expect(one.result.violations).toHaveLength(69);
      expect(one.told.filter((line) => line.startsWith('state')).length).toBe(362);
      expect(two.result.stats).toMatchObject({ statesGenerated: 2061, distinctStates: 362, queueLeft: 0, depth: 5 });
      // the threads mark their own partitions of every slice; which expands what depends on who claims a chunk first
      expect(two.result.stats.workers).toBe(2);
      expect(violationsOf(two.result)).toEqual(violationsOf(one.result));
      expect(two.told).toEqual(one.told);
    },
  );
});
