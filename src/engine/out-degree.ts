/**
 * TLC's out-degree of a complete search, the line it prints after the depth
 * on success: "The average outdegree of the complete state graph is 1
 * (minimum is 0, the maximum 31 and the 95th percentile is 2)." TLC samples,
 * for every state it expands, how many new states it found there (the states
 * whose parent link names it: tlc2/tool/Worker, unseenSuccessorStates), in 32
 * buckets where more than 31 counts as 31 (FixedSizedBucketStatistics), and
 * prints the rounded mean, the 95th percentile, the minimum and the maximum
 * of those buckets (AbstractBucketStatistics).
 */
import { NO_PARENT } from './bfs/parent-links.js';
import type { OutDegree } from './result.js';
import type { TraceLinks } from './trace/trace.js';

/** TLC's largest bucket: a state that found more new states counts as this many. */
const LAST_BUCKET = 31;

/**
 * The out-degree of the states with ordinals below `expanded`, from the
 * parent links of the `distinct` states found; null when none was expanded.
 */
export function outDegreeOf(links: TraceLinks, distinct: number, expanded: number): OutDegree | null {
  if (expanded <= 0) return null;
  const found = new Uint8Array(expanded);
  for (let ordinal = 0; ordinal < distinct; ordinal++) {
    const parent = links.parentOf(ordinal);
    if (parent !== NO_PARENT && parent < expanded && (found[parent] as number) < LAST_BUCKET) found[parent] = (found[parent] as number) + 1;
  }
  const buckets = new Float64Array(LAST_BUCKET + 1);
  for (let ordinal = 0; ordinal < expanded; ordinal++)
    buckets[found[ordinal] as number] = (buckets[found[ordinal] as number] as number) + 1;
  return statisticsOf(buckets, expanded);
}

/** TLC's minimum, mean, 95th percentile and maximum of `observations` samples counted in buckets. */
export function statisticsOf(buckets: Float64Array, observations: number): OutDegree {
  let minimum = -1;
  let maximum = -1;
  let sum = 0;
  for (let value = 0; value < buckets.length; value++) {
    const count = buckets[value] as number;
    if (count === 0) continue;
    if (minimum < 0) minimum = value;
    maximum = value;
    sum += value * count;
  }
  return { minimum, mean: Math.floor(sum / observations + 0.5), percentile95: percentile(buckets, observations, 0.95), maximum };
}

/** The first bucket whose running count passes the quantile's position, rounded as TLC rounds the percentile it prints. */
function percentile(buckets: Float64Array, observations: number, quantile: number): number {
  const position = Math.floor(observations * quantile);
  let count = 0;
  for (let value = 0; value < buckets.length; value++) {
    count += buckets[value] as number;
    if (count > position) return value;
  }
  return Math.floor(quantile + 0.5);
}
