/**
 * The CPU time this process spent since `start` (from `process.cpuUsage()`),
 * in milliseconds: what "at once" means in a test on a machine that other
 * jobs load (the wall time of work grows with the load; its CPU time does not).
 */
export function cpuMillisecondsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
