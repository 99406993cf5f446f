// One benchmark run in a fresh process: checks a model file and prints the statistics and peak RSS as JSON.
// usage: node scripts/bench-run.mjs MODEL.cfg [WORKERS] [OVERRIDES_JSON] [LIMITS_JSON] [SPEC_JSON]
// e.g. '{"maxDepth":0}' '{"maxDistinctStates":28600000}' (the library's ModelOverrides and SearchLimits);
// SPEC_JSON ('{"engine":"compiled"}', LoadSpecOptions): the spec is loaded as `monocheck check` loads it (the modules
// beside the model compiled when they are not the transcribed ones), instead of the transcription.
import { checkModelFile, checkModelFileAsync } from '../dist/index.js';

const [path, workersArgument, overridesArgument, limitsArgument, specArgument] = process.argv.slice(2);
const workers = Number(workersArgument ?? 1);
const overrides = JSON.parse(overridesArgument ?? '{}');
const limits = JSON.parse(limitsArgument ?? '{}');
const started = performance.now();
const { result } =
  specArgument === undefined
    ? checkModelFile(path, overrides, { ...limits, workers })
    : await checkModelFileAsync(path, overrides, { ...limits, workers }, JSON.parse(specArgument));
const wallSeconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ kind: result.kind, ...result.stats, wallSeconds, peakRssBytes: process.resourceUsage().maxRSS * 1024 }));
