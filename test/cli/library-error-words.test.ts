/**
 * The library's typed errors in the command line's words: the sentences the
 * command line has always printed, with its flags, built from the data the
 * library returns (the end-to-end tests of check, compare and the cluster see
 * them printed).
 */
import { describe, expect, it } from 'vitest';
import {
  clusterProblemInCliWords,
  engineInCliWords,
  errorInCliWords,
  resultInCliWords,
  searchProblemInCliWords,
  tlcUnavailableInCliWords,
} from '../../src/cli/library-error-words.js';
import { FingerprintWidthError } from '../../src/engine/checkpoint.js';
import { CheckpointError } from '../../src/engine/snapshot-folder.js';
import type { CheckResult, Statistics } from '../../src/engine/result.js';
import type { MemoryParts } from '../../src/engine/search-problem.js';
import { NotClusterCheckpointError } from '../../src/cluster/coordinator/cluster-checkpoint.js';
import { ModelValueError, UnknownInvariantError } from '../../src/runs/override-errors.js';
import { TranscribedSpecEditedError } from '../../src/runs/spec-beside-model.js';
import { RootModuleError } from '../../src/runs/spec/root-module.js';
import { TraceFileError } from '../../src/tlc/trace-file.js';
import { NotMonopolyError } from '../../src/runs/spec/checkable-spec.js';
import { ReplayScriptError } from '../../src/monopoly/replay-script.js';
import { FirstStateConstantsError } from '../../src/monopoly/constants-from-state.js';

const MIB = 2 ** 20;
const PARTS: MemoryParts = {
  'visited set': 18 * MIB,
  'parent links': 5 * MIB,
  levels: 4 * MIB,
  'successor batches': 4 * MIB,
  'worker threads': 0,
};
const NEEDS = '31.0 MiB (visited set 18.0 MiB + parent links 5.0 MiB + levels 4.0 MiB + successor batches 4.0 MiB)';
const STATS = {
  statesGenerated: 1,
  distinctStates: 1,
  queueLeft: 0,
  depth: 1,
  seconds: 0,
  workers: 1,
  memoryBytes: 0,
  collisionProbability: 0,
} satisfies Statistics;

describe("the library's errors in the command line's words", () => {
  it('says a search out of room with --memory, --workers and --work-dir, and the model bounds of this spec', () => {
    expect(searchProblemInCliWords({ kind: 'memory', parts: PARTS, budgetBytes: 30.75 * MIB, distinctStates: 291_343 })).toBe(
      `the search needs ${NEEDS} for 291,343 distinct states, but its memory budget is 30.7 MiB; raise --memory if the machine has more, or bound the model more tightly (a smaller MaxDepth or MaxMoney)`,
    );
    expect(
      searchProblemInCliWords({ kind: 'memory-to-start', parts: PARTS, budgetBytes: 10.25 * MIB, workers: 1, bytesPerWorker: 20 * MIB }),
    ).toBe(
      `the search needs ${NEEDS} before it stores its first state, but its memory budget is 10.2 MiB; raise --memory if the machine has more`,
    );
    expect(
      searchProblemInCliWords({ kind: 'memory-to-start', parts: PARTS, budgetBytes: 10.25 * MIB, workers: 2, bytesPerWorker: 20 * MIB }),
    ).toMatch(/; raise --memory if the machine has more, or use fewer --workers \(each takes about 20\.0 MiB before it stores a state\)$/);
    expect(searchProblemInCliWords({ kind: 'spill-file', operation: 'read', path: '/w/x', reason: 'gone' })).toBe(
      'the search cannot read the spill file /w/x: gone; past half of its memory budget it spills levels there: give --work-dir a folder on a disk with room, or raise --memory',
    );
  });

  it("says a cluster's problems with the flags of check --cluster and worker", () => {
    expect(clusterProblemInCliWords({ kind: 'workers-missing', cluster: 'monocheck', found: 0, wanted: 1, joinSeconds: 1 })).toBe(
      "only 0 of 1 workers of cluster 'monocheck' answered within 1 s; start more with 'monocheck worker --cluster URL', or wait longer with --cluster-wait",
    );
    expect(clusterProblemInCliWords({ kind: 'worker-lost', worker: 2, silentSeconds: 3, checkpointDir: null })).toBe(
      'worker 2 has not been heard from for 3 s; the search stopped (no checkpoint is kept; resume with --recover)',
    );
    expect(clusterProblemInCliWords({ kind: 'level-failed', level: 4, attempts: 3, lastReason: 'worker 1: lost' })).toBe(
      'level 4 failed 3 times (last: worker 1: lost); raise --cluster-retries or check the network',
    );
    expect(clusterProblemInCliWords({ kind: 'worker-memory', worker: 2, neededBytes: 3 * 2 ** 30, budgetBytes: 2 ** 30 })).toBe(
      'worker 2: worker 2 needs 3.0 GiB but its memory budget is 1.0 GiB; raise --memory on the workers, or add workers',
    );
  });

  it('rewords an error result that carries its problem, and leaves every other result as it is', () => {
    const problem = { kind: 'memory', parts: PARTS, budgetBytes: 30.75 * MIB, distinctStates: 9 } as const;
    const result: CheckResult = { kind: 'error', message: 'in library words', stats: STATS, problem };
    expect(resultInCliWords(result)).toEqual({ ...result, message: searchProblemInCliWords(problem) });
    const lost = {
      kind: 'error',
      message: 'in library words',
      stats: STATS,
      clusterProblem: { kind: 'worker-lost', worker: 1, silentSeconds: 2, checkpointDir: '/c' },
    } as const;
    expect(resultInCliWords(lost).message).toBe(
      'worker 1 has not been heard from for 2 s; the search stopped (the last checkpoint is in /c; resume with --recover)',
    );
    const plain: CheckResult = { kind: 'error', message: 'internal error: it does not replay', stats: STATS };
    const ok: CheckResult = { kind: 'ok', stats: STATS };
    expect([resultInCliWords(plain), resultInCliWords(ok)]).toEqual([plain, ok]);
  });

  it('says thrown errors with the flags that fix them, and leaves the others to their own message', () => {
    const width = new FingerprintWidthError('/c', 128, 96);
    expect(errorInCliWords(width)).toBe(
      'the checkpoint in /c holds 128-bit fingerprints and this run asks for 96-bit ones; recover it with --fingerprint-bits 128 (or without the flag): a run keeps its fingerprint width',
    );
    expect(errorInCliWords(new NotClusterCheckpointError('/c/snapshot-1'))).toBe(
      '/c/snapshot-1 is not a checkpoint of a cluster run (recover it without --cluster)',
    );
    const players = new ModelValueError('', undefined, {
      kind: 'players-out-of-range',
      source: { value: 1, line: undefined, override: 'players' },
      min: 2,
      max: 4,
    });
    expect(errorInCliWords(players)).toBe('--players 1 is out of range: the spec assumes N \\in 2..4 (NAssumption); use 2 to 4 players.');
    const depth = new ModelValueError('m.cfg', undefined, { kind: 'missing-constant', constant: 'MaxDepth', override: 'maxDepth' });
    expect(errorInCliWords(depth)).toBe(
      "constant MaxDepth has no value; add 'MaxDepth = <integer>' under CONSTANTS in the model file, or pass --max-depth.",
    );
    const temporal = new ModelValueError('m.cfg', undefined, { kind: 'temporal-invariant', name: 'KeepsRolling' });
    expect(errorInCliWords(temporal)).toBe(
      "'KeepsRolling' is a temporal property, not a state predicate, so it cannot be an invariant (given to --invariant); list it under PROPERTY instead.",
    );
    const unknown = new UnknownInvariantError({ kind: 'unknown-invariant', name: 'Typeok', known: ['TypeOK'] });
    expect(errorInCliWords(unknown)).toBe("--invariant 'Typeok' is not an invariant of this spec; its invariants are TypeOK.");
    expect(errorInCliWords(new TranscribedSpecEditedError(['Monopoly.tla: EndTurn differs']))).toBe(
      'Monopoly.tla: EndTurn differs: the transcribed engine checks the original spec only; drop --engine transcribed to check the modules beside the model (compiled).',
    );
    expect(errorInCliWords(new RootModuleError('/specs', ['Init', 'Next']))).toBe(
      'no module in /specs defines every name it uses (Init, Next); name the root module with --module NAME',
    );
    expect(errorInCliWords(new TraceFileError('x.out', 'library words', { has: "the verdict 'ok'" }))).toBe(
      "no counterexample found in this TLC output (it has the verdict 'ok'); give a TLC log with 'The behavior up to this point is:', a -dumpTrace json file or an ITF trace (monocheck writes its counterexample with check --trace-out).",
    );
    expect(errorInCliWords(new TraceFileError('x.json', 'not valid JSON'))).toBeNull();
    expect(errorInCliWords(new ReplayScriptError(undefined, 'library words', true))).toBe(
      'this is a trace (states), not a script (choices): `monocheck trace FILE` shows it; `monocheck simulate --script-out` writes scripts.',
    );
    expect(errorInCliWords(new ReplayScriptError(2, 'a die shows 1 to 6, not 7.'))).toBeNull();
    expect(errorInCliWords(new FirstStateConstantsError({ kind: 'no-money' }))).toBe(
      "the first state has no tuple 'money' to read the number of players from; pass --config MODEL.cfg",
    );
    expect(errorInCliWords(new FirstStateConstantsError({ kind: 'players', players: 5, min: 2, max: 4 }))).toBe(
      'the first state has 5 players; the spec assumes 2 to 4',
    );
    expect(errorInCliWords(new CheckpointError('the checkpoint is incomplete'))).toBeNull();
    expect(errorInCliWords(new Error('x'))).toBeNull();
  });

  it('asks compare for --tlc-output or --tlc-jar', () => {
    expect(tlcUnavailableInCliWords({ kind: 'no-tlc', usage: true, message: 'library words' })).toBe(
      "give TLC's output with --tlc-output FILE, or a tla2tools.jar to run with --tlc-jar PATH (or TLA2TOOLS_JAR).",
    );
    expect(tlcUnavailableInCliWords({ kind: 'tlc-run', usage: false, message: 'TLC cannot be run: x' })).toBe('TLC cannot be run: x');
    expect(tlcUnavailableInCliWords({ kind: 'tlc-run', usage: false, message: 'library words', missingJar: '/x/tla.jar' })).toBe(
      "TLC cannot be run: the TLC jar '/x/tla.jar' does not exist; pass --tlc-jar with the path of tla2tools.jar.",
    );
  });

  it('says an engine asked for with --engine, as before the library said why as data', () => {
    const asked = { kind: 'compiled', reason: "asked for: engine 'compiled'", why: { kind: 'asked' } } as const;
    expect(engineInCliWords(asked)).toEqual({ kind: 'compiled', reason: 'asked for: --engine compiled' });
    expect(engineInCliWords({ ...asked, reason: 'x; no module is beside the model file', modules: 'the modules of specs/' })).toEqual({
      kind: 'compiled',
      reason: 'asked for: --engine compiled; no module is beside the model file',
      modules: 'the modules of specs/',
    });
    const chosen = { kind: 'transcribed', reason: 'the modules beside the model are the transcribed spec' } as const;
    expect(engineInCliWords(chosen)).toEqual(chosen);
    expect(errorInCliWords(new NotMonopolyError('replay', asked, 'lacks money'))).toBe(
      "replay reads the Monopoly spec's own variables (the board, players and deeds), and this spec (compiled: asked for: --engine compiled) lacks money.",
    );
    expect(errorInCliWords(new NotMonopolyError('replay', chosen, 'lacks money'))).toBeNull();
  });
});
