/** What a worker's steps of a run (worker-steps.ts and the steps beside it) act on and through. */
import type { Report } from '../protocol/messages.js';
import type { RunSubjects } from '../protocol/subjects.js';
import type { KeyValueStore, Transport } from '../transport/transport.js';
import type { Inbox } from './inbox.js';
import type { RunState } from './run-state.js';

export interface StepContext {
  readonly state: RunState;
  readonly transport: Transport;
  readonly subjects: RunSubjects;
  readonly inbox: Inbox;
  readonly store: KeyValueStore;
  /** Sends the coordinator this worker's report of step `step`. */
  readonly report: (step: number, body: Report) => void;
  /** Seconds to wait for chunks still missing (the run's grace period). */
  readonly grace: number;
}
