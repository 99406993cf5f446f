/** Runs a distributed search with every worker and the coordinator in this process, over an in-process bus (or any transport). */
import { checkOnCluster, type ClusterOptions } from '../../src/cluster/coordinator/check-on-cluster.js';
import { InProcessBus } from '../../src/cluster/transport/in-process.js';
import type { Transport } from '../../src/cluster/transport/transport.js';
import { serveClusterWorker } from '../../src/cluster/worker/cluster-worker.js';
import { loadModel, type ModelOverrides } from '../../src/runs/model-config.js';
import type { CheckOptions } from '../../src/engine/options.js';
import type { CheckResult } from '../../src/engine/result.js';
import { specOfResolved } from '../../src/runs/spec/load-spec.js';
import { modelOfRecipe } from '../../src/runs/spec/spec-recipe.js';

export interface InProcessRun {
  readonly workers: number;
  readonly limits?: Omit<CheckOptions, 'invariants' | 'constraints' | 'checkDeadlock'>;
  readonly overrides?: ModelOverrides;
  readonly cluster?: Partial<ClusterOptions>;
  /** Wraps each participant's transport (fault injection). */
  readonly wrap?: (transport: Transport, who: string) => Transport;
  /** Collects the coordinator's log lines. */
  readonly log?: string[];
}

/** Checks the model file on `workers` in-process workers; returns the coordinator's result. */
export async function checkInProcess(path: string, run: InProcessRun): Promise<CheckResult> {
  const spec = specOfResolved(loadModel(path, run.overrides ?? {}));
  const bus = new InProcessBus();
  const wrap = run.wrap ?? ((transport: Transport) => transport);
  const name = 'test';
  const workers = Array.from({ length: run.workers }, (_, w) =>
    serveClusterWorker({ transport: wrap(bus.connect(), `worker-${w}`), name, threads: 1, once: true, buildModel: modelOfRecipe }),
  );
  // as check --cluster does: the workers build the model from the spec's recipe
  const model = spec.createModel();
  const result = await checkOnCluster(
    model,
    { ...run.limits, invariants: spec.invariants, constraints: spec.constraints, checkDeadlock: spec.checkDeadlock },
    {
      transport: wrap(bus.connect(), 'coordinator'),
      name,
      workers: run.workers,
      modelSpec: spec.recipe,
      timeouts: { silence: 10, grace: 1 },
      joinSeconds: 10,
      retries: 3,
      onLoss: 'stop',
      ...(run.log !== undefined && { log: (line: string) => run.log?.push(line) }),
      ...run.cluster,
    },
  );
  await Promise.all(workers);
  return result;
}

/** What must be equal between two runs: verdict, counts, depth, queue, the counterexample's states. */
export const summary = (result: CheckResult) => ({
  kind: result.kind,
  detail:
    result.kind === 'invariant'
      ? result.invariant
      : result.kind === 'limit'
        ? result.limit
        : result.kind === 'error'
          ? result.message
          : null,
  statesGenerated: result.stats.statesGenerated,
  distinctStates: result.stats.distinctStates,
  queueLeft: result.stats.queueLeft,
  depth: result.stats.depth,
  trace: result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace.states.map((state) => Array.from(state).join(',')) : [],
});
