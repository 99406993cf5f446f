/**
 * The subjects of one cluster (`name`) and of one run in it (`run`). A
 * worker subscribes only under its own cluster's prefix, and drops any
 * message of a run it has not joined, so it takes work only from the
 * cluster it was started for.
 */
const NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Null if `name` may name a cluster (letters, digits, - and _), else why not. */
export function clusterNameProblem(name: string): string | null {
  return NAME_PATTERN.test(name) ? null : `a cluster name is 1 to 64 letters, digits, '-' or '_'; got '${name}'`;
}

export class ClusterSubjects {
  constructor(readonly name: string) {}

  /** Idle workers announce themselves here. */
  get hello(): string {
    return `mc.${this.name}.hello`;
  }

  /** A coordinator looking for workers asks them to announce themselves. */
  get call(): string {
    return `mc.${this.name}.call`;
  }

  /** Messages to one worker by its id (its assignment to a run). */
  worker(workerId: string): string {
    return `mc.${this.name}.w.${workerId}`;
  }

  /** The subjects of one run. */
  run(runId: string): RunSubjects {
    return new RunSubjects(`mc.${this.name}.r.${runId}`);
  }
}

export class RunSubjects {
  constructor(readonly prefix: string) {}

  /** Coordinator to every worker: what to do next (also repeated with each heartbeat). */
  get control(): string {
    return `${this.prefix}.ctl`;
  }

  /** Workers to the coordinator: reports and heartbeats. */
  get coordinator(): string {
    return `${this.prefix}.coord`;
  }

  /** Bulk data to the coordinator (links, snapshots). */
  get upload(): string {
    return `${this.prefix}.up`;
  }

  /** Fingerprint batches to the worker of rank `rank`, the owner of their partitions. */
  fingerprints(rank: number): string {
    return `${this.prefix}.fp.${rank}`;
  }

  /** Answers (one bit per fingerprint: new or not) to the worker of rank `rank`. */
  answers(rank: number): string {
    return `${this.prefix}.bits.${rank}`;
  }

  /** Bulk data to the worker of rank `rank` (a restored visited set and level). */
  download(rank: number): string {
    return `${this.prefix}.down.${rank}`;
  }
}
