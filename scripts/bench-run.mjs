// One benchmark run in a fresh process: checks a model file and prints the statistics and peak RSS as JSON.
// usage: node scripts/bench-run.mjs MODEL.cfg [WORKERS] [OVERRIDES_JSON] [LIMITS_JSON]
// e.g. '{"maxDepth":0}' '{"maxDistinctStates":28600000}' (the library's ModelOverrides and SearchLimits)
import { checkModelFile } from '../dist/index.js';

const [path, workersArgument, overridesArgument, limitsArgument] = process.argv.slice(2);
const workers = Number(workersArgument ?? 1);
const overrides = JSON.parse(overridesArgument ?? '{}');
const limits = JSON.parse(limitsArgument ?? '{}');
const started = performance.now();
const { result } = checkModelFile(path, overrides, { ...limits, workers });
const wallSeconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ kind: result.kind, ...result.stats, wallSeconds, peakRssBytes: process.resourceUsage().maxRSS * 1024 }));
