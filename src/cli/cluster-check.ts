/** `check --cluster`: the search on a cluster's workers, for check-search.ts (check-report.ts prints its result as for one machine's). */
import { checkOnCluster } from '../cluster/coordinator/check-on-cluster.js';
import { isClusterCheckpoint, readClusterCounters } from '../cluster/coordinator/cluster-checkpoint.js';
import { CheckpointError, requireSameWidth, savedFingerprintBits } from '../engine/checkpoint.js';
import type { Model } from '../engine/model.js';
import type { CheckOptions } from '../engine/options.js';
import type { CheckResult } from '../engine/result.js';
import type { CheckableSpec } from '../runs/spec/checkable-spec.js';
import { CLUSTER_DEFAULTS, connectCluster, type ClusterCheckArguments } from './cluster-options.js';
import type { Terminal } from './terminal.js';
import { resultInCliWords } from './library-error-words.js';

/** A cluster's checkpoint cannot be continued on one machine: says how to continue it. */
export function refuseClusterCheckpoint(dir: string): void {
  if (isClusterCheckpoint(dir))
    throw new CheckpointError(
      `the checkpoint in ${dir} was taken by a cluster run; continue it with --cluster URL --cluster-workers K (any number of workers)`,
    );
}

/**
 * Runs the search on the cluster (a checkpoint of another fingerprint width
 * is refused before the cluster is reached); a cluster run keeps a checkpoint every
 * CLUSTER_DEFAULTS.checkpointMinutes unless --checkpoint says otherwise, so
 * that a lost worker or coordinator costs at most that much.
 */
export async function checkOnClusterFromCli(
  model: Model,
  options: CheckOptions,
  args: ClusterCheckArguments & { checkpoint?: number },
  spec: CheckableSpec,
  terminal: Terminal,
): Promise<CheckResult> {
  if (options.recoverFrom !== undefined && options.fingerprintBits !== undefined) {
    requireSameWidth(
      options.recoverFrom,
      savedFingerprintBits(options.recoverFrom, readClusterCounters(options.recoverFrom)),
      options.fingerprintBits,
    );
  }
  const transport = await connectCluster(args);
  try {
    const checkpoint =
      options.checkpoint === undefined
        ? undefined
        : { ...options.checkpoint, everyMinutes: args.checkpoint ?? CLUSTER_DEFAULTS.checkpointMinutes };
    const result = await checkOnCluster(
      model,
      { ...options, ...(checkpoint !== undefined && { checkpoint }) },
      {
        transport,
        name: args.clusterName,
        workers: args.clusterWorkers as number,
        // the workers build the same model from it (worker-command.ts)
        modelSpec: spec.recipe,
        timeouts: { silence: args.clusterTimeout, grace: args.clusterGrace },
        joinSeconds: args.clusterWait,
        retries: args.clusterRetries,
        onLoss: args.clusterOnLoss,
        log: (line) => terminal.err(`monocheck: ${line}\n`),
      },
    );
    return resultInCliWords(result);
  } finally {
    await transport.close();
  }
}
