/**
 * A cluster URL to a transport: nats:// or tls:// (NATS, the production
 * path), tcp:// (the minimal broker of tcp-broker.ts, for tests and trials
 * without a nats-server). The error says what is wrong with a bad URL.
 */
import { NatsTransport, type NatsConnectOptions } from './nats-transport.js';
import { TcpTransport } from './tcp-transport.js';
import type { Transport } from './transport.js';

export class ClusterUrlError extends Error {
  override readonly name = 'ClusterUrlError';
}

/** Null if the URL can name a cluster server, else why not. */
export function clusterUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `--cluster takes a URL such as nats://127.0.0.1:4222; got '${url}'`;
  }
  if (!['nats:', 'tls:', 'tcp:'].includes(parsed.protocol)) return `--cluster takes a nats://, tls:// or tcp:// URL; got '${url}'`;
  if (parsed.hostname === '') return `--cluster needs a host, e.g. nats://127.0.0.1:4222; got '${url}'`;
  if (parsed.protocol === 'tcp:' && parsed.port === '') return `a tcp:// cluster URL needs a port; got '${url}'`;
  return null;
}

/** Connects to the server at `url` (TLS from the PEM texts given); `waitSeconds` bounds the connection and every answer owed. Throws ClusterUrlError. */
export async function connectTransport(url: string, tls?: NatsConnectOptions['tls'], waitSeconds = 10): Promise<Transport> {
  const problem = clusterUrlProblem(url);
  if (problem !== null) throw new ClusterUrlError(problem);
  const parsed = new URL(url);
  try {
    if (parsed.protocol === 'tcp:') return await TcpTransport.connect(parsed.hostname, Number(parsed.port), waitSeconds);
    return await NatsTransport.connect({ url, ...(tls !== undefined && { tls }), waitSeconds });
  } catch (error) {
    throw new ClusterUrlError(`cannot reach the cluster server at ${parsed.protocol}//${parsed.host}: ${(error as Error).message}`);
  }
}
