/**
 * The library's typed errors in the command line's terms: the same data
 * (what ran out, which input, the limit, the numbers) worded with the flags
 * that change it (`raise --memory`, `--players 1`), where the library names
 * its options. The prefix (`monocheck: `) is added where the line is said.
 */
import type { CheckResult } from '../engine/result.js';
import { memoryNeedText, spillFailureText, budgetText, type SearchProblem } from '../engine/search-problem.js';
import { FingerprintWidthError } from '../engine/checkpoint.js';
import {
  checkpointWhereText,
  workerLostText,
  workerMemoryText,
  type ClusterCheckResult,
  type ClusterProblem,
} from '../cluster/cluster-problem.js';
import { NotClusterCheckpointError } from '../cluster/coordinator/cluster-checkpoint.js';
import { modelValueMessage, ModelValueError, UnknownInvariantError, type OverrideWords } from '../runs/override-errors.js';
import type { TlcUnavailable } from '../runs/compare-with-tlc.js';
import { TranscribedSpecEditedError } from '../runs/spec-beside-model.js';
import { RootModuleError } from '../runs/spec/root-module.js';
import { askedEngineReason, NotMonopolyError, notMonopolyText, type EngineChoice } from '../runs/spec/checkable-spec.js';
import { missingJarText } from '../tlc/run-tlc.js';
import { ReplayScriptError } from '../monopoly/replay-script.js';
import { FirstStateConstantsError, firstStateProblemText } from '../monopoly/constants-from-state.js';
import { noCounterexampleText, TraceFileError } from '../tlc/trace-file.js';
import { MONOCHECK_TRACES } from '../explore/trace-loading.js';

/** The flag that sets each override of the model. */
const OVERRIDE_FLAGS = {
  players: '--players',
  startMoney: '--start-money',
  maxMoney: '--max-money',
  maxDepth: '--max-depth',
  invariants: '--invariant',
  noDeadlock: '--no-deadlock',
} as const;

/** Overrides named by their flags: `--players 1`. */
const FLAG_WORDS: OverrideWords = {
  name: (override) => OVERRIDE_FLAGS[override],
  withValue: (override, value) => `${OVERRIDE_FLAGS[override]} ${value}`,
};

/** Why a search ran out of room, in the flags of `check`. */
export function searchProblemInCliWords(problem: SearchProblem): string {
  switch (problem.kind) {
    case 'memory-to-start': {
      const each = budgetText(problem.bytesPerWorker);
      const fewer = problem.workers > 1 ? `, or use fewer --workers (each takes about ${each} before it stores a state)` : '';
      return `${memoryNeedText(problem)}; raise --memory if the machine has more${fewer}`;
    }
    case 'memory':
      return (
        `${memoryNeedText(problem)}; raise --memory if the machine has more, ` +
        `or bound the model more tightly (a smaller MaxDepth or MaxMoney)`
      );
    case 'spill-file':
      return (
        `the search ${spillFailureText(problem)}; past half of its memory budget it spills ` +
        `levels there: give --work-dir a folder on a disk with room, or raise --memory`
      );
  }
}

/** Why a search on a cluster stopped, in the flags of `check --cluster` and `worker`. */
export function clusterProblemInCliWords(problem: ClusterProblem): string {
  switch (problem.kind) {
    case 'workers-missing':
      return (
        `only ${problem.found} of ${problem.wanted} workers of cluster '${problem.cluster}' answered within ${problem.joinSeconds} s; ` +
        "start more with 'monocheck worker --cluster URL', or wait longer with --cluster-wait"
      );
    case 'worker-lost':
      return `${workerLostText(problem)}; the search stopped (${checkpointWhereText(problem.checkpointDir)}; resume with --recover)`;
    case 'level-failed':
      return (
        `level ${problem.level} failed ${problem.attempts} times ` +
        `(last: ${problem.lastReason}); raise --cluster-retries or check the network`
      );
    case 'worker-memory':
      return `worker ${problem.worker}: ${workerMemoryText(problem)}; raise --memory on the workers, or add workers`;
  }
}

/** `result` with its error's message in the command line's terms, when the error says why as data; else `result` itself. */
export function resultInCliWords<Result extends CheckResult | ClusterCheckResult>(result: Result): Result {
  if (result.kind !== 'error') return result;
  if (result.problem !== undefined) return { ...result, message: searchProblemInCliWords(result.problem) };
  const clusterProblem = 'clusterProblem' in result ? result.clusterProblem : undefined;
  return clusterProblem === undefined ? result : { ...result, message: clusterProblemInCliWords(clusterProblem) };
}

/**
 * A thrown error's sentence in the command line's terms (without the
 * prefix), or null when the library's sentence is the command line's too.
 */
export function errorInCliWords(error: unknown): string | null {
  if (error instanceof ModelValueError || error instanceof UnknownInvariantError) return modelValueMessage(error.problem, FLAG_WORDS);
  if (error instanceof FingerprintWidthError) {
    const { dir, saved, asked } = error;
    return (
      `the checkpoint in ${dir} holds ${saved}-bit fingerprints and this run asks for ${asked}-bit ones; ` +
      `recover it with --fingerprint-bits ${saved} (or without the flag): a run keeps its fingerprint width`
    );
  }
  if (error instanceof NotClusterCheckpointError)
    return `${error.folder} is not a checkpoint of a cluster run (recover it without --cluster)`;
  if (error instanceof TranscribedSpecEditedError) {
    return (
      `${error.findings.join('; ')}: the transcribed engine checks the original spec ` +
      `only; drop --engine transcribed to check the modules beside the model (compiled).`
    );
  }
  if (error instanceof TraceFileError && error.noCounterexample !== undefined)
    return `${noCounterexampleText(error.noCounterexample)} ${MONOCHECK_TRACES}.`;
  if (error instanceof FirstStateConstantsError) {
    const text = firstStateProblemText(error.problem);
    return error.problem.kind === 'players' ? text : `${text}; pass --config MODEL.cfg`;
  }
  if (error instanceof ReplayScriptError && error.isTrace)
    return (
      'this is a trace (states), not a script (choices): `monocheck trace ' +
      'FILE` shows it; `monocheck simulate --script-out` writes scripts.'
    );
  if (error instanceof NotMonopolyError && error.engine.why !== undefined)
    return notMonopolyText(error.what, engineInCliWords(error.engine), error.lacks);
  if (error instanceof RootModuleError)
    return `no module in ${error.folder} defines every name it uses (${error.needed.join(', ')}); name the root module with --module NAME`;
  return null;
}

/** Why `compare` has no TLC to compare with, in its flags. */
export function tlcUnavailableInCliWords(unavailable: TlcUnavailable): string {
  if (unavailable.kind === 'no-tlc')
    return "give TLC's output with --tlc-output FILE, or a tla2tools.jar to run with --tlc-jar PATH (or TLA2TOOLS_JAR).";
  if (unavailable.missingJar !== undefined)
    return `TLC cannot be run: ${missingJarText(unavailable.missingJar)}; pass --tlc-jar with the path of tla2tools.jar.`;
  return unavailable.message;
}

/**
 * An engine choice as the command line says it: an engine asked for is
 * `asked for: --engine compiled`; `why` is left out (every output shows the
 * kind, the reason and the modules, as before the library said why as data).
 */
export function engineInCliWords<Engine extends Pick<EngineChoice, 'kind' | 'reason' | 'why' | 'modules'>>(
  engine: Engine,
): Omit<Engine, 'why'> {
  const { why, ...said } = engine;
  return why?.kind === 'asked' ? { ...said, reason: askedEngineReason(engine, `--engine ${engine.kind}`) } : said;
}
