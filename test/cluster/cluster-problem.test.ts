/** Why a search on a cluster stopped, as data, and its sentence in the library's terms (its options, no flag, no prefix). */
import { describe, expect, it } from 'vitest';
import { clusterProblemMessage, gibText, type ClusterProblem } from '../../src/cluster/cluster-problem.js';

describe('cluster problems', () => {
  it('says each problem with the numbers it carries, naming the options of ClusterOptions and serveClusterWorker', () => {
    const problems: [ClusterProblem, string][] = [
      [
        { kind: 'workers-missing', cluster: 'lab', found: 1, wanted: 3, joinSeconds: 30 },
        "only 1 of 3 workers of cluster 'lab' answered within 30 s; start more workers on it (serveClusterWorker), or wait longer (joinSeconds)",
      ],
      [
        { kind: 'worker-lost', worker: 2, silentSeconds: 60, checkpointDir: '/c' },
        'worker 2 has not been heard from for 60 s; the search stopped (the last checkpoint is in /c; resume it with recoverFrom)',
      ],
      [
        { kind: 'worker-lost', worker: 1, silentSeconds: 5, checkpointDir: null },
        'worker 1 has not been heard from for 5 s; the search stopped (no checkpoint is kept; resume it with recoverFrom)',
      ],
      [
        { kind: 'level-failed', level: 7, attempts: 4, lastReason: 'worker 3: timeout' },
        'level 7 failed 4 times (last: worker 3: timeout); raise retries or check the network',
      ],
      [
        { kind: 'worker-memory', worker: 2, neededBytes: 2.5 * 2 ** 30, budgetBytes: 2 * 2 ** 30 },
        "worker 2 needs 2.5 GiB but its memory budget is 2.0 GiB; raise the workers' memoryBudgetBytes, or add workers",
      ],
    ];
    for (const [problem, message] of problems) {
      expect(clusterProblemMessage(problem)).toBe(message);
      expect(message).not.toMatch(/--|monocheck/);
    }
  });

  it('says bytes in GiB with one decimal', () => {
    expect(gibText(1.25 * 2 ** 30)).toBe('1.3 GiB');
    expect(gibText(2 ** 30)).toBe('1.0 GiB');
  });
});
