/**
 * A cluster URL to a transport: nats:// or tls:// (NATS, the production
 * path), tcp:// (the minimal broker of tcp-broker.ts, for tests and trials
 * without a nats-server). A bad URL is a ClusterUrlError saying what is wrong
 * with it (`problem`) in the library's words; the command line words it as a flag.
 */
import { NatsTransport, type NatsConnectOptions } from './nats-transport.js';
import { TcpTransport } from './tcp-transport.js';
import type { Transport } from './transport.js';

/** What is wrong with a cluster URL: not a URL, a scheme other than nats://, tls:// or tcp://, no host, a tcp:// URL without a port. */
export type ClusterUrlProblem = 'not-a-url' | 'scheme' | 'no-host' | 'no-port';

/** A cluster URL that names no server (`problem`), or a server that cannot be reached (`problem` undefined). */
export class ClusterUrlError extends Error {
  override readonly name = 'ClusterUrlError';
  constructor(
    message: string,
    readonly url: string,
    readonly problem?: ClusterUrlProblem,
  ) {
    super(message);
  }
}

const PROBLEM_WORDS: Record<ClusterUrlProblem, string> = {
  'not-a-url': 'a cluster URL is a URL such as nats://127.0.0.1:4222',
  scheme: 'a cluster URL is a nats://, tls:// or tcp:// URL',
  'no-host': 'a cluster URL names a host, e.g. nats://127.0.0.1:4222',
  'no-port': 'a tcp:// cluster URL needs a port',
};

/** Null if the URL can name a cluster server, else what is wrong with it. */
export function clusterUrlProblem(url: string): ClusterUrlProblem | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not-a-url';
  }
  if (!['nats:', 'tls:', 'tcp:'].includes(parsed.protocol)) return 'scheme';
  if (parsed.hostname === '') return 'no-host';
  if (parsed.protocol === 'tcp:' && parsed.port === '') return 'no-port';
  return null;
}

/**
 * Connects to the server at `url` (TLS from the PEM texts given); `waitSeconds`
 * bounds the connection and every answer owed. Throws ClusterUrlError.
 */
export async function connectTransport(url: string, tls?: NatsConnectOptions['tls'], waitSeconds = 10): Promise<Transport> {
  const problem = clusterUrlProblem(url);
  if (problem !== null) throw new ClusterUrlError(`${PROBLEM_WORDS[problem]}; got '${url}'`, url, problem);
  const parsed = new URL(url);
  try {
    if (parsed.protocol === 'tcp:') return await TcpTransport.connect(parsed.hostname, Number(parsed.port), waitSeconds);
    return await NatsTransport.connect({ url, ...(tls !== undefined && { tls }), waitSeconds });
  } catch (error) {
    throw new ClusterUrlError(`cannot reach the cluster server at ${parsed.protocol}//${parsed.host}: ${(error as Error).message}`, url);
  }
}
