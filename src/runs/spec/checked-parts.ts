/** The parts of a model file that mean the same for every spec: what to check, and how (all but its constants). */
export interface CheckedParts {
  /** The .cfg path, null when the model is built from flags only. */
  readonly file: string | null;
  /** In file order, deduplicated (or the --invariant flags'). */
  readonly invariants: readonly string[];
  readonly constraints: readonly string[];
  /** TLC's default is true. */
  readonly checkDeadlock: boolean;
  /** The SPECIFICATION named (whose fairness applies), null for INIT/NEXT or no behaviour given (no fairness). */
  readonly specification: string | null;
  /** Temporal properties (PROPERTY), in file order, deduplicated. */
  readonly properties: readonly string[];
}
