// One benchmark run in a fresh process: checks a model file and prints the statistics and peak RSS as JSON.
// usage: node scripts/bench-run.mjs MODEL.cfg [WORKERS]
import { checkModelFile } from '../dist/index.js';

const [path, workersArgument] = process.argv.slice(2);
const workers = Number(workersArgument ?? 1);
const started = performance.now();
const { result } = checkModelFile(path, {}, { workers });
const wallSeconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ kind: result.kind, ...result.stats, wallSeconds, peakRssBytes: process.resourceUsage().maxRSS * 1024 }));
