/** What a search on a cluster is given besides the model and the search's options: the transport, the workers, the timeouts. */
import type { ClusterTimeouts } from '../protocol/messages.js';
import type { Transport } from '../transport/transport.js';

export interface ClusterOptions {
  readonly transport: Transport;
  /** The cluster's name: only its workers are asked. */
  readonly name: string;
  /** Worker processes to run on (the coordinator is not one of them). */
  readonly workers: number;
  /** How the workers build the model (opaque here: given to their buildModel). */
  readonly modelSpec: unknown;
  readonly timeouts: ClusterTimeouts;
  /** How long to wait for the workers to join (seconds). */
  readonly joinSeconds: number;
  /** How many times a level is redone after a failure before the search gives up. */
  readonly retries: number;
  /** After losing a worker: go on with the others from the last checkpoint, or stop. */
  readonly onLoss: 'continue' | 'stop';
  /** Fingerprints per batch (default BATCH_FINGERPRINTS). */
  readonly batchFingerprints?: number;
  /** Says what the coordinator does besides the search (a worker lost, a level redone, the traffic), a line at a time, without a prefix. */
  readonly log?: (line: string) => void;
}
