/** What `check`'s search step returns to its report step, whichever search ran. */
import type { Model } from '../engine/model.js';
import type { CheckResult } from '../engine/result.js';
import type { DepthFirstReport } from '../engine/search/dfs.js';
import type { TlcModeRun } from './tlc-modes.js';

/** The result of the search that ran (breadth-first, liveness, on a cluster, or one of the search modes), with what reports it. */
export interface CheckOutcome {
  readonly result: CheckResult;
  /** The model the result's behaviours are states of (with --witness, the witness's wrapper of the spec's model). */
  readonly model: Model;
  /** The spec's own model: its wording of what changed, and the model the trace files are drawn with. */
  readonly specModel: Model;
  /** The depth-first search's own figures (--dfs, --dfid); null for every other search. */
  readonly depthFirst: DepthFirstReport | null;
  /** The files of --dump and --dump-dot, written as the search went, to finish; null in the search modes. */
  readonly modes: TlcModeRun | null;
}
