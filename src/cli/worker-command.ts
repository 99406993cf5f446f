/**
 * `monocheck worker --cluster URL`: joins a cluster and serves its runs
 * (see cluster/worker/cluster-worker.ts) until Ctrl-C or SIGTERM (then it
 * exits 130 or 143, as a stopped check does), or for one run with --once
 * (0). It builds each run's model from the recipe the coordinator sends
 * (the spec's: runs/spec/) and expands with its own --workers threads within
 * its own --memory.
 */
import type { Argv } from 'yargs';
import { serveClusterWorker } from '../cluster/worker/cluster-worker.js';
import { modelOfRecipe } from '../runs/spec/spec-recipe.js';
import { CLUSTER_CONNECTION_OPTIONS, checkConnectionFlags, connectCluster, readClusterTls, tlsInputs } from './cluster-options.js';
import { ServerSilentError } from '../cluster/transport/transport.js';
import { defineCommand, type ArgumentsOf } from './command.js';
import { ExitCode } from './exit-codes.js';
import { numberOption, positiveNumber } from './flag-values.js';
import { defaultMemoryGiB, SCALE_OPTIONS, workDirectory, workersWithinCores } from './scale-options.js';
import { folderOutput, requireWritable } from './output-files.js';
import { signalExitCode } from './signals.js';
import type { Terminal } from './terminal.js';

function workerOptions(yargs: Argv) {
  return yargs
    .options(CLUSTER_CONNECTION_OPTIONS)
    .options({
      workers: { ...SCALE_OPTIONS.workers, describe: 'threads this worker expands with, or "auto" for one per core' },
      memory: numberOption('memory', positiveNumber('GiB'), {
        describe: `GiB this worker may hold; past half of it its levels spill to disk (default ${defaultMemoryGiB()}, 3/4 of this machine)`,
      }),
      'work-dir': SCALE_OPTIONS['work-dir'],
      once: { type: 'boolean', default: false, describe: 'serve one run, then exit' },
    })
    .demandOption('cluster', 'monocheck worker needs --cluster URL: the NATS server of the cluster to join')
    .check((argv) => {
      checkConnectionFlags(argv);
      return true;
    });
}

async function runWorker(args: ArgumentsOf<typeof workerOptions>, terminal: Terminal): Promise<number> {
  requireWritable([folderOutput('--work-dir', args.workDir)], tlsInputs(args));
  readClusterTls(args);
  const transport = await connectCluster(args);
  const threads = workersWithinCores(args.workers, (line) => terminal.err(line));
  const workDir = workDirectory(args);
  try {
    const served = await terminal.stop.whileStoppable(() => {
      // said once Ctrl-C is handled, so a script that waits for this line can stop the worker cleanly
      terminal.err(
        `monocheck worker: joined cluster '${args.clusterName}' with ${threads} thread${threads === 1 ? '' : 's'}; ` +
          'waiting for work (Ctrl-C to leave)\n',
      );
      return serveClusterWorker({
        transport,
        name: args.clusterName,
        threads,
        workDir: workDir.path,
        memoryBudgetBytes: (args.memory ?? defaultMemoryGiB()) * 2 ** 30,
        once: args.once,
        buildModel: modelOfRecipe,
        // a server gone for good (silent past --cluster-wait) ends the worker as a stop would, and then as an error
        shouldStop: () => terminal.stop.requested !== null || transport.lost !== null,
        log: (line) => terminal.err(`monocheck worker: ${line}\n`),
      });
    }, 'leaving the cluster');
    if (transport.lost !== null && terminal.stop.requested === null)
      throw new ServerSilentError(`${transport.lost}; leaving after ${served} run${served === 1 ? '' : 's'}`);
    terminal.err(`monocheck worker: served ${served} run${served === 1 ? '' : 's'}; leaving\n`);
    // left on Ctrl-C or SIGTERM: the status a stopped check or explorer ends with (130, 143); --once served its run: 0
    const stopped = terminal.stop.requested;
    return stopped === null ? ExitCode.success : signalExitCode(stopped);
  } finally {
    workDir.release();
    await transport.close();
  }
}

export const workerCommand = defineCommand({
  command: 'worker',
  describe: 'join a cluster (--cluster URL) and search the levels its coordinator (check --cluster) hands out',
  builder: workerOptions,
  handler: runWorker,
});
