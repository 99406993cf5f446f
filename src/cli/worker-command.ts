/**
 * `monocheck worker --cluster URL`: joins a cluster and serves its runs
 * (see cluster/worker/cluster-worker.ts) until Ctrl-C, or for one run with
 * --once. It builds each run's model from the coordinator's description and
 * expands with its own --workers threads within its own --memory.
 */
import type { Argv } from 'yargs';
import { serveClusterWorker } from '../cluster/worker/cluster-worker.js';
import { ClusterUrlError } from '../cluster/transport/connect.js';
import type { ResolvedModel } from '../api/model-config.js';
import { MonopolyModel } from '../monopoly/model.js';
import { CLUSTER_CONNECTION_OPTIONS, checkConnectionFlags, connectCluster, type ClusterConnectionArguments } from './cluster-options.js';
import type { MonocheckCommand } from './command.js';
import { ExitCode } from './exit-codes.js';
import { defaultMemoryGiB, workDirectory, workerCount } from './scale-options.js';
import type { Terminal } from './terminal.js';

interface WorkerArguments extends ClusterConnectionArguments {
  workers: string;
  memory?: number;
  workDir?: string;
  once: boolean;
}

function defineWorkerOptions(yargs: Argv): Argv {
  return yargs
    .options(CLUSTER_CONNECTION_OPTIONS)
    .option('workers', { type: 'string', default: '1', describe: 'threads this worker expands with, or "auto" for one per core' })
    .option('memory', { type: 'number', describe: `GiB this worker may hold (default ${defaultMemoryGiB()}, 3/4 of this machine)` })
    .option('work-dir', { type: 'string', describe: 'folder for spill files (default: a new temporary folder, removed at the end)' })
    .option('once', { type: 'boolean', default: false, describe: 'serve one run, then exit' })
    .demandOption('cluster', 'monocheck worker needs --cluster URL: the NATS server of the cluster to join')
    .check((argv) => {
      checkConnectionFlags(argv);
      workerCount(String(argv.workers));
      const memory = argv.memory as number | undefined;
      if (memory !== undefined && !(Number.isFinite(memory) && memory > 0)) throw new Error(`--memory must be a positive number, got ${String(memory)}.`);
      return true;
    });
}

async function runWorker(args: WorkerArguments, terminal: Terminal): Promise<number> {
  let transport;
  try {
    transport = await connectCluster(args);
  } catch (error) {
    if (!(error instanceof ClusterUrlError)) throw error;
    terminal.err(`monocheck: ${error.message}\n`);
    return ExitCode.other;
  }
  const threads = workerCount(args.workers);
  const workDir = workDirectory(args);
  terminal.stop.honored = true;
  terminal.err(`monocheck worker: joined cluster '${args.clusterName}' with ${threads} thread${threads === 1 ? '' : 's'}; waiting for work (Ctrl-C to leave)\n`);
  try {
    const served = await serveClusterWorker({
      transport,
      name: args.clusterName,
      threads,
      workDir: workDir.path,
      memoryBudgetBytes: (args.memory ?? defaultMemoryGiB()) * 2 ** 30,
      once: args.once,
      buildModel: (spec) => new MonopolyModel((spec as ResolvedModel).constants),
      shouldStop: () => terminal.stop.requested,
      log: (line) => terminal.err(`${line}\n`),
    });
    terminal.err(`monocheck worker: served ${served} run${served === 1 ? '' : 's'}; leaving\n`);
    return ExitCode.success;
  } finally {
    terminal.stop.honored = false;
    workDir.release();
    await transport.close();
  }
}

export const workerCommand: MonocheckCommand = {
  command: 'worker',
  describe: 'join a cluster (--cluster URL) and search the levels its coordinator (check --cluster) hands out',
  builder: (yargs) => defineWorkerOptions(yargs),
  handler: (args, terminal) => runWorker(args as unknown as WorkerArguments, terminal),
};
