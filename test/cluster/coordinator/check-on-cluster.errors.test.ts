/**
 * The coordinator's errors are data: a level that fails on every attempt ends
 * the search with a ClusterProblem that carries the level, the attempts and
 * the last reason, and the sentence names the library's option (retries), not
 * a flag; its log lines come without a prefix.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../e2e/tlc-fixtures.js';
import { FaultyTransport } from '../faulty-transport.js';
import { checkInProcess } from '../in-process-cluster.js';
import type { ClusterCheckResult } from '../../../src/cluster/cluster-problem.js';

describe("the coordinator's errors", () => {
  it("a level failing on every attempt: level-failed with its numbers, in the library's words", { timeout: 60_000 }, async () => {
    const log: string[] = [];
    const result: ClusterCheckResult = await checkInProcess(`${FIXTURES}n3_m0_x0.cfg`, {
      workers: 2,
      overrides: { startMoney: 400, maxMoney: 400 },
      log,
      cluster: { retries: 1, timeouts: { silence: 10, grace: 0.3 }, batchFingerprints: 256 },
      // every fingerprint batch of the second worker is lost, so no attempt can complete
      wrap: (transport, who) =>
        who === 'worker-1' ? new FaultyTransport(transport, (kind) => (kind === 'fp' ? 'drop' : 'pass')) : transport,
    });
    expect(result.kind).toBe('error');
    const problem = result.kind === 'error' ? result.clusterProblem : undefined;
    expect(problem).toMatchObject({ kind: 'level-failed', attempts: 2 });
    expect(problem?.kind === 'level-failed' && problem.lastReason).toMatch(/missing/);
    expect(result.kind === 'error' && result.message).toMatch(
      /^level \d+ failed 2 times \(last: .*\); raise retries or check the network$/,
    );
    expect(
      log.some((line) => /^level \d+ attempt 1 failed/.test(line)),
      log.join('\n'),
    ).toBe(true);
    expect(log.filter((line) => line.startsWith('monocheck'))).toEqual([]);
  });
});
