/** TLC-style progress lines for long runs. */
import type { Progress } from '../engine/result.js';

const count = (value: number) => Math.round(value).toLocaleString('en-US');

function timestamp(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/**
 * `Progress(13) at 2026-11-30 09:25:09: 1,118,827 states generated (5,742,594 s/min), 527,056 distinct
 * states found (2,650,590 ds/min), 333,592 states left on queue.` Rates are per minute since `previous`.
 */
export function renderProgressLine(progress: Progress, previous: Progress | null, now = new Date()): string {
  const minutes = Math.max(1e-9, (progress.seconds - (previous?.seconds ?? 0)) / 60);
  const generatedRate = (progress.statesGenerated - (previous?.statesGenerated ?? 0)) / minutes;
  const distinctRate = (progress.distinctStates - (previous?.distinctStates ?? 0)) / minutes;
  return (
    `Progress(${progress.level}) at ${timestamp(now)}: ` +
    `${count(progress.statesGenerated)} states generated (${count(generatedRate)} s/min), ` +
    `${count(progress.distinctStates)} distinct states found (${count(distinctRate)} ds/min), ` +
    `${count(progress.queueLeft)} states left on queue.` +
    (progress.memoryBytes === undefined ? '' : ` Memory: ${mebibytes(progress.memoryBytes)}.`)
  );
}

const mebibytes = (bytes: number) => `${count(bytes / 2 ** 20)} MiB`;

/**
 * The one-line status a terminal shows instead, rewritten in place:
 * `level 13 | 4,213,094 generated (98,112/s) | 1,818,259 distinct (41,020/s) | 1,097,290 queued | 212 MiB | 43 s`.
 */
export function renderStatusLine(progress: Progress, previous: Progress | null): string {
  const seconds = Math.max(1e-9, progress.seconds - (previous?.seconds ?? 0));
  const generatedRate = (progress.statesGenerated - (previous?.statesGenerated ?? 0)) / seconds;
  const distinctRate = (progress.distinctStates - (previous?.distinctStates ?? 0)) / seconds;
  return (
    `level ${progress.level} | ${count(progress.statesGenerated)} generated (${count(generatedRate)}/s) | ` +
    `${count(progress.distinctStates)} distinct (${count(distinctRate)}/s) | ${count(progress.queueLeft)} queued | ` +
    `${progress.memoryBytes === undefined ? '' : `${mebibytes(progress.memoryBytes)} | `}${Math.round(progress.seconds)} s`
  );
}
