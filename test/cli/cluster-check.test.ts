/**
 * src/cli/cluster-check.ts: `check --cluster`'s search, run here against one worker in this thread over the test
 * broker (tcp://): stopped, it leaves a cluster checkpoint, which one machine refuses to continue and a run of another
 * fingerprint width is refused before the cluster is reached; continued on the cluster, it ends with one machine's numbers.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOnClusterFromCli, refuseClusterCheckpoint } from '../../src/cli/cluster-check.js';
import { CLUSTER_DEFAULTS, type ClusterCheckArguments } from '../../src/cli/cluster-options.js';
import { modelOfRecipe } from '../../src/runs/spec/spec-recipe.js';
import { startTcpBroker, type TcpBroker } from '../../src/cluster/transport/tcp-broker.js';
import { connectTransport } from '../../src/cluster/transport/connect.js';
import { serveClusterWorker } from '../../src/cluster/worker/cluster-worker.js';
import { check } from '../../src/engine/check.js';
import { CheckpointError, FingerprintWidthError } from '../../src/engine/checkpoint.js';
import type { CheckOptions } from '../../src/engine/options.js';
import type { CheckResult } from '../../src/engine/result.js';
import { recordingTerminal } from '../helpers/in-process-cli.js';
import { transcribedSpecOf } from '../helpers/specs.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const spec = transcribedSpecOf({ N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 4 }, { constraints: ['DepthBound'] });
const OPTIONS: CheckOptions = { invariants: [], constraints: spec.constraints, checkDeadlock: false };
const counts = ({ kind, stats }: CheckResult) => ({
  kind,
  generated: stats.statesGenerated,
  distinct: stats.distinctStates,
  depth: stats.depth,
});

let broker: TcpBroker;
let args: ClusterCheckArguments;
beforeAll(async () => {
  broker = await startTcpBroker();
  args = {
    cluster: `tcp://127.0.0.1:${broker.port}`,
    clusterName: 'cluster-check',
    clusterWait: 20,
    clusterWorkers: 1,
    clusterTimeout: CLUSTER_DEFAULTS.timeout,
    clusterGrace: CLUSTER_DEFAULTS.grace,
    clusterRetries: CLUSTER_DEFAULTS.retries,
    clusterOnLoss: 'stop',
  };
});
afterAll(async () => broker.close());

/**
 * checkOnClusterFromCli with one worker of one thread, served in this thread for this one run; `shouldStop` is asked
 * once the worker has built the run's model (the coordinator asks it while gathering workers too).
 */
async function onCluster(options: CheckOptions, shouldStop?: () => boolean): Promise<{ result: CheckResult; said: string }> {
  const transport = await connectTransport(args.cluster as string);
  let assigned = false;
  let ended = false;
  const buildModel = (recipe: unknown) => {
    assigned = true;
    return modelOfRecipe(recipe);
  };
  // the worker leaves once the coordinator has ended, even if it never got the run (no hang on a failure)
  const worker = serveClusterWorker({ transport, name: args.clusterName, threads: 1, once: true, buildModel, shouldStop: () => ended });
  const terminal = recordingTerminal();
  const stop = shouldStop === undefined ? {} : { shouldStop: () => assigned && shouldStop() };
  try {
    return {
      result: await checkOnClusterFromCli(spec.createModel(), { ...options, ...stop }, args, spec, terminal),
      said: terminal.stderr(),
    };
  } finally {
    ended = true;
    await worker;
    await transport.close();
  }
}

describe('checkOnClusterFromCli', () => {
  const checkpoint = join(temporaryFolder('monocheck-cluster-check-'), 'checkpoint');
  const whole = counts(check(spec.createModel(), OPTIONS));

  it('stopped: an interrupted result and a cluster checkpoint, which one machine refuses to continue', { timeout: 60_000 }, async () => {
    const stopped = await onCluster({ ...OPTIONS, checkpoint: { dir: checkpoint } }, () => true);
    expect(stopped.result).toMatchObject({ kind: 'limit', limit: 'interrupted' });
    expect(stopped.said).toMatch(/^monocheck: /);
    expect(() => refuseClusterCheckpoint(checkpoint)).toThrow(
      new CheckpointError(
        `the checkpoint in ${checkpoint} was taken by a cluster run; continue it with --cluster URL --cluster-workers K (any number of workers)`,
      ),
    );
  });

  it('a recovery at another fingerprint width is refused before the cluster is reached', async () => {
    const nowhere = { ...args, cluster: 'tcp://127.0.0.1:1' };
    await expect(
      checkOnClusterFromCli(
        spec.createModel(),
        { ...OPTIONS, recoverFrom: checkpoint, fingerprintBits: 128 },
        nowhere,
        spec,
        recordingTerminal(),
      ),
    ).rejects.toThrow(FingerprintWidthError);
  });

  it("continued on the cluster, it ends with one machine's numbers", { timeout: 60_000 }, async () => {
    const { result } = await onCluster({ ...OPTIONS, recoverFrom: checkpoint });
    expect(counts(result)).toEqual(whole);
  });
});

describe('refuseClusterCheckpoint', () => {
  it("lets through a folder that holds no cluster checkpoint (one machine's, or none)", () => {
    expect(() => refuseClusterCheckpoint(temporaryFolder('monocheck-not-a-checkpoint-'))).not.toThrow();
  });
});
