/**
 * The library's typed errors in the command line's terms: the same data
 * (what ran out, which input, the limit, the numbers) worded with the flags
 * that change it (`raise --memory`, `--fingerprint-bits`), where the library names
 * its options. The prefix (`monocheck: `) is added where the line is said.
 */
import type { CheckResult } from '../engine/result.js';
import { memoryNeedText, spillFailureText, budgetText, type SearchProblem } from '../engine/search-problem.js';
import { FingerprintWidthError } from '../engine/checkpoint.js';

/** Why a search ran out of room, in the flags of `check`. */
export function searchProblemInCliWords(problem: SearchProblem): string {
  switch (problem.kind) {
    case 'memory-to-start': {
      const each = budgetText(problem.bytesPerWorker);
      const fewer = problem.workers > 1 ? `, or use fewer --workers (each takes about ${each} before it stores a state)` : '';
      return `${memoryNeedText(problem)}; raise --memory if the machine has more${fewer}`;
    }
    case 'memory':
      return `${memoryNeedText(problem)}; raise --memory if the machine has more, or bound the model more tightly (a smaller MaxDepth or MaxMoney)`;
    case 'spill-file':
      return `the search ${spillFailureText(problem)}; past half of its memory budget it spills levels there: give --work-dir a folder on a disk with room, or raise --memory`;
  }
}

/** `result` with its error's message in the command line's terms, when the error says why as data; else `result` itself. */
export function resultInCliWords<Result extends CheckResult>(result: Result): Result {
  if (result.kind !== 'error' || result.problem === undefined) return result;
  return { ...result, message: searchProblemInCliWords(result.problem) };
}

/** A thrown error's sentence in the command line's terms (without the prefix), or null when the library's sentence is the command line's too. */
export function errorInCliWords(error: unknown): string | null {
  if (error instanceof FingerprintWidthError) {
    const { dir, saved, asked } = error;
    return `the checkpoint in ${dir} holds ${saved}-bit fingerprints and this run asks for ${asked}-bit ones; recover it with --fingerprint-bits ${saved} (or without the flag): a run keeps its fingerprint width`;
  }
  return null;
}
