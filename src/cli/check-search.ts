/**
 * `check`'s search step: runs the search the plan asks for (the breadth-first check, on this machine or a cluster;
 * the liveness check of a PROPERTY; or a search mode) and returns what it found, printing nothing of its own but
 * what the search says as it goes (SearchProgress, TLC's first messages).
 */
import { checkAsync } from '../engine/check.js';
import { resultInCliWords } from './library-error-words.js';
import { checkLivenessAsync } from '../engine/liveness/check-liveness.js';
import { displayPath } from '../runs/display-path.js';
import { searchOf, searchSpecAsync, type SearchLimits } from '../runs/spec/spec-search.js';
import type { CheckArguments } from './check-arguments.js';
import type { CheckOutcome } from './check-outcome.js';
import type { CheckPlan } from './check-plan.js';
import type { SearchProgress } from './check-progress.js';
import { checkOnClusterFromCli } from './cluster-check.js';
import { checkpointDirectory, scaleSearchOptions, workDirectory, workersWithinCores } from './scale-options.js';
import { searchInMode } from './search-modes.js';
import type { Terminal } from './terminal.js';
import { startTlcModes } from './tlc-modes.js';
import type { TlcReport } from './tlc-report.js';

/** The limits every search of `check` takes from its flags, and its progress reports. */
function commonLimits(args: CheckArguments, progress: SearchProgress): SearchLimits {
  return {
    ...(args.maxStates !== undefined && { maxDistinctStates: args.maxStates }),
    ...(args.timeLimit !== undefined && { timeLimitSeconds: args.timeLimit }),
    progressIntervalSeconds: args.progressInterval,
    onProgress: progress.onProgress,
  };
}

/** Runs the search `plan` asks for; `tlc` is TLC's report (--format tlc or tool), told of the start before the search. */
export function searchCheck(plan: CheckPlan, progress: SearchProgress, tlc: TlcReport | null, terminal: Terminal): Promise<CheckOutcome> {
  const { args, spec, searchMode } = plan;
  if (searchMode === null) return searchWholeGraph(plan, progress, tlc, terminal);
  const fingerprintBits = args.fingerprintBits === undefined ? {} : { fingerprintBits: args.fingerprintBits };
  return Promise.resolve(searchInMode(spec, searchMode, { ...commonLimits(args, progress), ...fingerprintBits }));
}

/**
 * The breadth-first check (on this machine or on a cluster) or the liveness check: asynchronous, so that the first
 * SIGINT or SIGTERM stops it at the next slice (with a checkpoint); a compiled spec's search that ran out of room in
 * its packed layout runs again on a wider one (searchSpecAsync).
 */
async function searchWholeGraph(
  plan: CheckPlan,
  progress: SearchProgress,
  tlc: TlcReport | null,
  terminal: Terminal,
): Promise<CheckOutcome> {
  const { args, spec } = plan;
  const workDir = workDirectory(args);
  try {
    const modes = startTlcModes(args, spec);
    // the coordinator of a cluster starts no threads of its own
    const workers = args.cluster === undefined ? workersWithinCores(args.workers, (line) => terminal.err(line)) : args.workers;
    tlc?.start(workers, spec.createModel());
    // a liveness search reads only the limits it knows (see searchOf): not the workers, checkpoints or spill folder
    const scale = scaleSearchOptions({ ...args, workers }, spec, terminal.stop, workDir.path, progress.onCheckpointFailure);
    const search = searchOf(spec, { ...modes.withoutCheckpoints(scale), ...commonLimits(args, progress), ...modes.limits });
    const ifQuit =
      search.kind === 'liveness'
        ? ''
        : `the checkpoint being written is then dropped, and ${displayPath(checkpointDirectory(args))} keeps the last complete one, if any`;
    const { model, result } = await searchSpecAsync(spec, search, (model) =>
      terminal.stop.whileStoppable(
        () => {
          if (search.kind === 'liveness') return checkLivenessAsync(model, search.options);
          return args.cluster === undefined
            ? checkAsync(model, search.options).then(resultInCliWords)
            : checkOnClusterFromCli(model, search.options, args, spec, terminal);
        },
        'stopping at the next slice',
        ifQuit,
      ),
    );
    return { result, model, specModel: model, depthFirst: null, modes };
  } finally {
    workDir.release();
  }
}
