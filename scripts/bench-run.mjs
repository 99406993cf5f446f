// One benchmark run in a fresh process: checks a model file and prints the statistics and peak RSS as JSON.
import { checkModelFile } from '../dist/index.js';

const [path, ...flags] = process.argv.slice(2);
const workers = Number(flags[flags.indexOf('--workers') + 1] ?? 1) || 1;
const started = performance.now();
const { result } = checkModelFile(path, {}, {});
const wallSeconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({
  kind: result.kind,
  ...result.stats,
  wallSeconds,
  requestedWorkers: workers,
  peakRssBytes: process.resourceUsage().maxRSS * 1024,
}));
