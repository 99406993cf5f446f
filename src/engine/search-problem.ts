/**
 * Why a search stopped with an 'error' result, as data: what ran out, the
 * limit, and the numbers. The result's `message` says it in the library's
 * terms (the options of CheckOptions); a caller with terms of its own (the
 * command line's flags) words it from these fields.
 */

/** The parts of what a breadth-first search holds, in the order its messages name them. */
export type MemoryPart = 'visited set' | 'parent links' | 'levels' | 'successor batches' | 'worker threads';

/** Bytes of each part; they add up to what the search needs. */
export type MemoryParts = Readonly<Record<MemoryPart, number>>;

export type SearchProblem =
  /** Its start alone (the first chunks of its structures, its workers' batches and threads) does not fit in `budgetBytes`. */
  | {
      readonly kind: 'memory-to-start';
      readonly parts: MemoryParts;
      readonly budgetBytes: number;
      readonly workers: number;
      /** What each worker takes before it stores a state (its thread and two batches). */
      readonly bytesPerWorker: number;
    }
  /** Spilled as far as it can be, it needs more than `budgetBytes` for the `distinctStates` found. */
  | { readonly kind: 'memory'; readonly parts: MemoryParts; readonly budgetBytes: number; readonly distinctStates: number }
  /** A file its levels spill to could not be written or read back (a full disk, a work folder removed). */
  | { readonly kind: 'spill-file'; readonly operation: 'write' | 'read'; readonly path: string; readonly reason: string };

/** The total of `parts`, in bytes. */
export function totalBytes(parts: MemoryParts): number {
  return Object.values(parts).reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * `30.8 MiB (visited set 18.0 MiB + parent links 5.0 MiB + ...)`: every part
 * in tenths of a MiB rounded up, and the total their sum, so that the figures
 * shown add up and the total shown is above the budget shown (rounded down).
 */
export function memoryPartsText(parts: MemoryParts): string {
  const shown = Object.entries(parts)
    .filter(([, bytes]) => bytes > 0)
    .map(([name, bytes]) => ({ name, tenths: Math.ceil((bytes / 2 ** 20) * 10) }));
  const sum = shown.reduce((acc, part) => acc + part.tenths, 0);
  return `${mib(sum)} (${shown.map((part) => `${part.name} ${mib(part.tenths)}`).join(' + ')})`;
}

/** A budget in the unit of the parts, rounded down: `1,024.0 MiB`. */
export function budgetText(bytes: number): string {
  return mib(Math.floor((bytes / 2 ** 20) * 10));
}

/** `1,127.3 MiB` from 11,273 tenths of a MiB. */
function mib(tenths: number): string {
  return `${(tenths / 10).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MiB`;
}

/** What the search needs against its budget, the start of every memory problem's sentence. */
export function memoryNeedText(problem: Extract<SearchProblem, { kind: 'memory' | 'memory-to-start' }>): string {
  const when =
    problem.kind === 'memory'
      ? `for ${problem.distinctStates.toLocaleString('en-US')} distinct states`
      : 'before it stores its first state';
  return `the search needs ${memoryPartsText(problem.parts)} ${when}, but its memory budget is ${budgetText(problem.budgetBytes)}`;
}

/** The failure of a spill file, as its error says it: `cannot write the spill file PATH: REASON`. */
export function spillFailureText(problem: Extract<SearchProblem, { kind: 'spill-file' }>): string {
  return `cannot ${problem.operation} the spill file ${problem.path}: ${problem.reason}`;
}

/** The problem in the library's terms: what ran out, and which option of CheckOptions to change. */
export function searchProblemMessage(problem: SearchProblem): string {
  switch (problem.kind) {
    case 'memory-to-start': {
      const fewer =
        problem.workers > 1
          ? `, or use fewer workers (each takes about ${budgetText(problem.bytesPerWorker)} before it stores a state)`
          : '';
      return `${memoryNeedText(problem)}; raise memoryBudgetBytes if the machine has more${fewer}`;
    }
    case 'memory':
      return `${memoryNeedText(problem)}; raise memoryBudgetBytes if the machine has more, or bound the model more tightly`;
    case 'spill-file':
      return (
        `the search ${spillFailureText(problem)}; past half of its memory budget it spills ` +
        `levels there: give workDir a folder on a disk with room, or raise memoryBudgetBytes`
      );
  }
}
