/**
 * The flags of a cluster run: `check --cluster URL --cluster-workers K` (the
 * coordinator, which is not a worker itself) and `monocheck worker --cluster
 * URL`. Every wait is bounded by one of these flags, with the default given.
 */
import type { Options } from 'yargs';
import { duration, numberOption, wholeNumber } from './flag-values.js';
import { clusterUrlProblem, connectTransport, type ClusterUrlProblem } from '../cluster/transport/connect.js';
import type { NatsConnectOptions } from '../cluster/transport/nats-transport.js';
import { readFailure, readUserFile } from '../input/read-text.js';
import { UsageError } from './usage-error.js';
import { clusterNameProblem } from '../cluster/protocol/subjects.js';
import type { Transport } from '../cluster/transport/transport.js';
import { inputOf, type InputPath } from '../runs/run-inputs.js';

export const CLUSTER_DEFAULTS = { name: 'monocheck', timeout: 30, grace: 5, wait: 120, retries: 3, checkpointMinutes: 10 } as const;

/** Flags both sides share: where the server is, which cluster, how to reach it safely. */
export const CLUSTER_CONNECTION_OPTIONS = {
  cluster: {
    type: 'string',
    requiresArg: true,
    describe: 'run on a cluster: the NATS server, nats://[user:password@|token@]host:port or tls://... (tcp://host:port: the test broker)',
  },
  'cluster-name': {
    type: 'string',
    requiresArg: true,
    default: CLUSTER_DEFAULTS.name,
    describe: 'the cluster to join: a worker takes work only from a coordinator of the same name',
  },
  'cluster-tls-ca': { type: 'string', requiresArg: true, describe: "a PEM file of the CA that signed the NATS server's certificate" },
  'cluster-tls-cert': { type: 'string', requiresArg: true, describe: 'a PEM client certificate for NATS (with --cluster-tls-key)' },
  'cluster-tls-key': { type: 'string', requiresArg: true, describe: "the client certificate's PEM private key" },
  'cluster-wait': numberOption('cluster-wait', duration('seconds'), {
    default: CLUSTER_DEFAULTS.wait,
    describe: 'seconds to wait for the NATS server to answer (and, for check, for the workers to join)',
  }),
} as const satisfies Record<string, Options>;

/** Flags of the coordinator (check --cluster). */
export const CLUSTER_CHECK_OPTIONS = {
  ...CLUSTER_CONNECTION_OPTIONS,
  'cluster-workers': numberOption('cluster-workers', wholeNumber(1, 1024), {
    describe: 'worker processes to wait for and run on (the coordinator, this process, is not one of them)',
  }),
  'cluster-timeout': numberOption('cluster-timeout', duration('seconds'), {
    default: CLUSTER_DEFAULTS.timeout,
    describe: 'seconds without a word from a worker (or, for a worker, from the coordinator) before it is taken as lost',
  }),
  'cluster-grace': numberOption('cluster-grace', duration('seconds'), {
    default: CLUSTER_DEFAULTS.grace,
    describe: 'seconds to wait for data still missing (a lost or damaged batch) before the level is redone',
  }),
  'cluster-retries': numberOption('cluster-retries', wholeNumber(0), {
    default: CLUSTER_DEFAULTS.retries,
    describe: 'times a level is redone after a failure before the run gives up',
  }),
  'cluster-on-loss': {
    choices: ['continue', 'stop'] as const,
    default: 'continue' as const,
    describe: 'when a worker is lost: go on with the others from the last checkpoint (or from the start), or stop',
  },
} as const satisfies Record<string, Options>;

export interface ClusterConnectionArguments {
  cluster?: string;
  clusterWait: number;
  clusterName: string;
  clusterTlsCa?: string;
  clusterTlsCert?: string;
  clusterTlsKey?: string;
}

export interface ClusterCheckArguments extends ClusterConnectionArguments {
  clusterWorkers?: number;
  clusterTimeout: number;
  clusterGrace: number;
  clusterRetries: number;
  clusterOnLoss: 'continue' | 'stop';
}

/** The TLS files a cluster connection reads (run-inputs.ts). */
export function tlsInputs(args: Pick<ClusterConnectionArguments, 'clusterTlsCa' | 'clusterTlsCert' | 'clusterTlsKey'>): InputPath[] {
  return [
    ...inputOf('the --cluster-tls-ca file', args.clusterTlsCa),
    ...inputOf('the --cluster-tls-cert file', args.clusterTlsCert),
    ...inputOf('the --cluster-tls-key file', args.clusterTlsKey),
  ];
}

/** What is wrong with the --cluster URL, in the flag's words. */
const CLUSTER_FLAG_PROBLEMS: Record<ClusterUrlProblem, string> = {
  'not-a-url': '--cluster takes a URL such as nats://127.0.0.1:4222',
  scheme: '--cluster takes a nats://, tls:// or tcp:// URL',
  'no-host': '--cluster needs a host, e.g. nats://127.0.0.1:4222',
  'no-port': 'a tcp:// cluster URL needs a port',
};

/** Throws a usage sentence for bad connection flags. */
export function checkConnectionFlags(argv: Record<string, unknown>): void {
  const url = argv.cluster as string | undefined;
  if (url !== undefined) {
    const problem = clusterUrlProblem(url);
    if (problem !== null) throw new Error(`${CLUSTER_FLAG_PROBLEMS[problem]}; got '${url}'.`);
  }
  const nameProblem = clusterNameProblem((argv['cluster-name'] as string | undefined) ?? CLUSTER_DEFAULTS.name);
  if (nameProblem !== null) throw new Error(`--cluster-name: ${nameProblem}.`);
  if ((argv['cluster-tls-cert'] === undefined) !== (argv['cluster-tls-key'] === undefined))
    throw new Error('--cluster-tls-cert and --cluster-tls-key go together.');
}

/** Throws a usage sentence for bad coordinator flags. */
export function checkClusterFlags(argv: Record<string, unknown>): void {
  checkConnectionFlags(argv);
  const workers = argv['cluster-workers'] as number | undefined;
  if (argv.cluster === undefined) {
    if (workers !== undefined) throw new Error('--cluster-workers is for a cluster run; add --cluster URL.');
    return;
  }
  if (workers === undefined)
    throw new Error('--cluster needs --cluster-workers, a whole number from 1 to 1024 (the worker processes to run on).');
  return;
}

/**
 * The PEM texts of the TLS flags given (undefined when none is); a file that
 * cannot be read is a UsageError naming its flag. Called before any work, and
 * again when connecting.
 */
export function readClusterTls(
  args: Pick<ClusterConnectionArguments, 'clusterTlsCa' | 'clusterTlsCert' | 'clusterTlsKey'>,
): NatsConnectOptions['tls'] | undefined {
  const read = (flag: string, path: string | undefined): string | undefined => {
    if (path === undefined) return undefined;
    try {
      return readUserFile(path, `the ${flag} file`, 'pem');
    } catch (error) {
      throw new UsageError(`${flag} ${path} cannot be read: ${readFailure(error)}.`);
    }
  };
  const ca = read('--cluster-tls-ca', args.clusterTlsCa);
  const cert = read('--cluster-tls-cert', args.clusterTlsCert);
  const key = read('--cluster-tls-key', args.clusterTlsKey);
  if (ca === undefined && cert === undefined && key === undefined) return undefined;
  return { ...(ca !== undefined && { ca }), ...(cert !== undefined && { cert }), ...(key !== undefined && { key }) };
}

/** Connects to the cluster's server (throws ClusterUrlError with a sentence, UsageError for a TLS file that cannot be read). */
export function connectCluster(args: ClusterConnectionArguments): Promise<Transport> {
  return connectTransport(args.cluster as string, readClusterTls(args), args.clusterWait);
}
