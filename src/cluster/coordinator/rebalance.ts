/**
 * Evening out the level about to be expanded (see worker/level-moves.ts):
 * new equal consecutive ranges, the states moved between workers in three
 * steps (send; check everything arrived, which can still be redone; switch).
 */
import type { RunChannel } from './run-channel.js';
import { StepFailed } from './run-channel.js';

/** Equal consecutive ranges for `total` states on `workers` workers. */
function evenCounts(total: number, workers: number): number[] {
  return Array.from({ length: workers }, (_, rank) => Math.floor(total / workers) + (rank < total % workers ? 1 : 0));
}

/** Whether the counts are uneven enough to be worth moving states: some worker off its share by more than 2 % and 256 states. */
export function worthMoving(counts: readonly number[]): boolean {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const even = evenCounts(total, counts.length);
  return counts.some((count, rank) => Math.abs(count - (even[rank] as number)) > 256 + 0.02 * (total / counts.length));
}

/** Moves states so that the workers hold equal ranges of the level; returns the new counts. */
export async function rebalance(
  channel: RunChannel,
  level: number,
  counts: readonly number[],
  retries: number,
  log: (line: string) => void,
): Promise<number[]> {
  const targets = evenCounts(
    counts.reduce((sum, count) => sum + count, 0),
    counts.length,
  );
  for (let attempt = 0; ; attempt++) {
    try {
      const moved = await channel.run({ t: 'move', level, attempt, counts, targets }, 'moved');
      await channel.run({ t: 'allMoved', level, attempt, streams: moved.map((report) => report.streams) }, 'ready');
      await channel.run({ t: 'switch', level, attempt, counts, targets }, 'ready');
      return targets;
    } catch (error) {
      if (!(error instanceof StepFailed) || error.fatal || attempt >= retries) throw error;
      log(`moving states of level ${level} failed (${error.message}); moving them again`);
    }
  }
}
