// npm run bench [-- --runs K] [-- --models a,b] [-- --workers 1,2]
// Runs models in fresh processes, K times each per worker count, and prints the medians next to TLC's
// figures (test/fixtures/tlc/*.out, one TLC worker; for large_to_tlc_stop, the point where TLC was stopped
// on the large model, test/fixtures/tlc/README.md; for the liveness models live_*, test/fixtures/tlc/liveness/);
// writes them to bench/results.json (with --models, the other models' entries there are kept).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const fixtures = `${root}test/fixtures/tlc/`;
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '3'));
const LIVENESS_MODELS = [
  'live_fair_keepsrolling_n2_m0_x0',
  'live_spec_bankruptstays_d10',
  'live_fair_winner_real_d6',
  'live_fair_winner_n2_m0_x0',
];
// compiled:NAME: the model checked with --engine compiled (the spec's modules compiled, not the transcription);
// the edited models (test/fixtures/tlc/edited/*/) are compiled as `monocheck check` compiles them
const COMPILED_MODELS = [
  'compiled:n2_m50_x50',
  'compiled:real_n2_d13',
  'pay_fine_n2_m50_x50_d16',
  'history_n2_m0_x0_d14',
  'free_parking_real_n2_d10',
];
const models = option(
  '--models',
  [
    'real_n2_d13',
    'n2_m50_x50',
    'n2_m0_x0',
    'real_n2_d10',
    'large_n2_m100_x200_d20',
    'large_to_tlc_stop',
    ...LIVENESS_MODELS,
    ...COMPILED_MODELS,
  ].join(','),
).split(',');
const workerCounts = option('--workers', '1,2').split(',').map(Number);

/**
 * TLC's figures from its log, when there is one: counts, and wall seconds from "Finished in 01min 44s". Where
 * TLC found a temporal property violated it stopped at a periodic liveness check, so its counts are not those of
 * a whole search (`violated`: they are not compared, and the ratio is of the time to the verdict).
 */
function tlcFigures(path, secondsOverride) {
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  const counts = /^(\d+) states generated, (\d+) distinct states found/m.exec(text);
  const finished = /^Finished in (?:(\d+)min )?(\d+)s/m.exec(text);
  const seconds = secondsOverride ?? Number(finished?.[1] ?? 0) * 60 + Number(finished?.[2] ?? 0);
  const violated = /^Error: Temporal property \w+ was violated\.$/m.test(text);
  return { statesGenerated: Number(counts[1]), distinctStates: Number(counts[2]), seconds, violated };
}

/**
 * The liveness models: each with the invariant model of the same state space (the same constants and
 * constraints), which the liveness check is measured against. TLC's log of live_fair_keepsrolling_n2_m0_x0
 * ran beside another job (2 min 7 s); on a quiet machine TLC took 68 s (test/fixtures/tlc/liveness/README.md).
 */
const LIVENESS = {
  live_fair_keepsrolling_n2_m0_x0: { invariantModel: 'n2_m0_x0', tlcSeconds: 68 },
  live_spec_bankruptstays_d10: { invariantModel: 'real_n2_d10' },
  live_fair_winner_real_d6: { invariantModel: null },
  live_fair_winner_n2_m0_x0: { invariantModel: 'n2_m0_x0' },
};

/**
 * What the bench runs under a name: the model file, the arguments after it for bench-run.mjs and for the
 * command line, and TLC's figures (null if TLC has none; statesGenerated null if TLC's are not known exactly;
 * depth and queuedMillions where TLC stopped before the end).
 */
function benchModel(name) {
  if (name === 'large_to_tlc_stop') {
    // The large model without a depth bound, stopped where TLC was stopped (test/fixtures/tlc/README.md): "A
    // larger model, N = 2, StartMoney 100, MaxMoney 200, no depth bound, had reached 28.6 million distinct
    // states at depth 20 after 14 minutes with 12.6 million states still queued". Both search breadth-first in
    // the same order, so at 28.6 million distinct states monocheck is where TLC was (depth 20 and the queue are
    // checked); TLC's time is given in whole minutes, so the ratio is good to about 4 %.
    return {
      file: `${root}specs/large_n2_m100_x200_d20.cfg`,
      runArguments: [JSON.stringify({ maxDepth: 0 }), JSON.stringify({ maxDistinctStates: 28_600_000 })],
      commandArguments: ['--max-depth', '0', '--max-states', '28600000'],
      tlc: { statesGenerated: null, distinctStates: 28_600_000, depth: 20, queuedMillions: 12.6, seconds: 14 * 60 },
    };
  }
  if (name in LIVENESS) {
    // the model runs from specs/ (beside MCLive.tla); a liveness check runs in one thread
    const file = `${root}specs/${name}.cfg`;
    return {
      file,
      runArguments: [],
      commandArguments: [],
      tlc: tlcFigures(`${fixtures}liveness/${name}.out`, LIVENESS[name].tlcSeconds),
      workerCounts: [1],
      invariantModel: LIVENESS[name].invariantModel,
    };
  }
  if (name.startsWith('compiled:')) {
    const plain = benchModel(name.slice('compiled:'.length));
    return { ...plain, runArguments: ['{}', '{}', JSON.stringify({ engine: 'compiled' })], commandArguments: ['--engine', 'compiled'] };
  }
  const edited = editedModel(name);
  if (edited !== null)
    return { file: `${edited}.cfg`, runArguments: ['{}', '{}', '{}'], commandArguments: [], tlc: tlcFigures(`${edited}.out`) };
  // a TLC reference model (with TLC's log beside it) or one of specs/
  const file = existsSync(`${fixtures}${name}.cfg`) ? `${fixtures}${name}.cfg` : `${root}specs/${name}.cfg`;
  return { file, runArguments: [], commandArguments: [], tlc: tlcFigures(`${fixtures}${name}.out`) };
}

/** The path without extension of an edited model's .cfg and .out (test/fixtures/tlc/edited/EDIT/NAME.cfg), or null. */
function editedModel(name) {
  const folder = `${fixtures}edited/`;
  for (const edit of readdirSync(folder, { withFileTypes: true })) {
    if (edit.isDirectory() && existsSync(`${folder}${edit.name}/${name}.cfg`)) return `${folder}${edit.name}/${name}`;
  }
  return null;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Wall seconds of a fresh process running `args` (exit 13, a temporal property violated, is a result like 0). */
function timed(args) {
  const started = performance.now();
  let output;
  try {
    output = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  } catch (error) {
    if (error.status !== 13) throw error;
    output = error.stdout;
  }
  return { output, seconds: (performance.now() - started) / 1000 };
}

/**
 * `runs` measured runs of a model: the library's statistics (phases, memory, peak RSS) from bench-run.mjs,
 * and, for a model TLC ran, the whole command line as a user runs it (`monocheck check MODEL --json`).
 */
function measure(model, workers, withCommandLine) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const library = timed([`${root}scripts/bench-run.mjs`, model.file, String(workers), ...model.runArguments]);
    const sample = { ...JSON.parse(library.output), processSeconds: library.seconds };
    if (withCommandLine) {
      const cli = timed([
        `${root}dist/cli/monocheck.js`,
        'check',
        model.file,
        ...model.commandArguments,
        '--workers',
        String(workers),
        '--json',
      ]);
      const stats = JSON.parse(cli.output);
      if (stats.statesGenerated !== sample.statesGenerated || stats.distinctStates !== sample.distinctStates)
        throw new Error(`${model.file}: the command line and the library disagree`);
      sample.commandSeconds = cli.seconds;
    }
    samples.push(sample);
  }
  return samples;
}

/**
 * What a liveness model's entry adds: its verdict, the seconds spent on fair cycles once the graph was built,
 * and the same model's invariant check, measured here, in this run, so the ratio compares runs on one machine
 * under one load.
 */
function livenessFigures(first, samples, model) {
  const invariant =
    model.invariantModel === null ? null : median(measure(benchModel(model.invariantModel), 1, true).map((s) => s.commandSeconds));
  const processSeconds = median(samples.map((s) => s.commandSeconds ?? s.processSeconds));
  return {
    verdict: first.kind,
    livenessSeconds: median(samples.map((s) => s.livenessSeconds)),
    invariantModel: model.invariantModel,
    invariantProcessSeconds: invariant,
    ratioToInvariantCheck: invariant === null ? null : processSeconds / invariant,
  };
}

const results = [];
for (const name of models) {
  const model = benchModel(name);
  const tlc = model.tlc;
  let oneWorkerSeconds = null;
  let oneWorkerSearchSeconds = null;
  for (const workers of model.workerCounts ?? workerCounts) {
    const samples = measure(model, workers, tlc !== null);
    const first = samples[0];
    if (tlc?.violated === true && first.kind !== 'property')
      throw new Error(`${name}: TLC found a property violated, monocheck ${first.kind}; benchmark aborted`);
    if (
      tlc !== null &&
      tlc.violated !== true &&
      ((tlc.statesGenerated !== null && first.statesGenerated !== tlc.statesGenerated) || first.distinctStates !== tlc.distinctStates)
    ) {
      throw new Error(`${name}: monocheck's counts differ from TLC's; benchmark aborted`);
    }
    if (tlc?.depth !== undefined && (first.depth !== tlc.depth || Math.abs(first.queueLeft / 1e6 - tlc.queuedMillions) > 0.1)) {
      throw new Error(`${name}: stopped at depth ${first.depth} with ${first.queueLeft} queued, not where TLC was; benchmark aborted`);
    }
    const seconds = median(samples.map((s) => s.seconds));
    // TLC's "Finished in" counts from its start, so the ratio uses the whole command (start-up included)
    const processSeconds = median(samples.map((s) => s.commandSeconds ?? s.processSeconds));
    if (workers === 1) {
      oneWorkerSeconds = processSeconds;
      oneWorkerSearchSeconds = seconds;
    }
    const phaseNames = Object.keys(first.phaseSeconds ?? {});
    results.push({
      model: name,
      workers,
      runs,
      distinctStates: first.distinctStates,
      statesGenerated: first.statesGenerated,
      depth: first.depth,
      seconds,
      secondsRuns: samples.map((s) => s.seconds),
      processSeconds,
      distinctPerSecond: first.distinctStates / seconds,
      generatedPerSecond: first.statesGenerated / seconds,
      // what the search's own structures had allocated at the end (table, links, levels, batches)
      bytesPerDistinctState: median(samples.map((s) => s.memoryBytes)) / first.distinctStates,
      peakRssBytes: median(samples.map((s) => s.peakRssBytes)),
      tlcSeconds: tlc?.seconds ?? null,
      tlcDistinctPerSecond: tlc === null ? null : tlc.distinctStates / tlc.seconds,
      ratioToTlc: tlc === null ? null : tlc.seconds / processSeconds,
      speedupOverOneWorker: oneWorkerSeconds === null ? null : oneWorkerSeconds / processSeconds,
      searchSpeedupOverOneWorker: oneWorkerSearchSeconds === null ? null : oneWorkerSearchSeconds / seconds,
      // medians of the search's phases (bfs.ts): starting workers, expanding, growing the visited set, marking, committing
      phaseSeconds: Object.fromEntries(phaseNames.map((phase) => [phase, median(samples.map((s) => s.phaseSeconds[phase]))])),
      ...(name in LIVENESS && livenessFigures(first, samples, model)),
    });
  }
}

const fmt = (n, digits = 0) =>
  n === null ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
console.log(`monocheck benchmark: median of ${runs} runs, node ${process.version}`);
console.log('seconds: the search; process s: the whole `monocheck check MODEL --json`, start-up included (for a model without');
console.log('TLC figures, the library run\'s process); ratio: TLC\'s "Finished in" (one worker) / process s;');
console.log('vs 1 worker: by process s, then by search seconds');
console.log(
  'model                              workers     distinct     generated  seconds  process s   distinct/s  generated/s  bytes/state  peak RSS MiB  TLC s   ratio   vs 1 worker',
);
for (const r of results) {
  console.log(
    `${r.model.padEnd(34)} ${String(r.workers).padStart(7)} ${fmt(r.distinctStates).padStart(12)} ${fmt(r.statesGenerated).padStart(13)} ${fmt(r.seconds, 2).padStart(8)} ${fmt(r.processSeconds, 2).padStart(10)} ` +
      `${fmt(r.distinctPerSecond).padStart(12)} ${fmt(r.generatedPerSecond).padStart(12)} ${fmt(r.bytesPerDistinctState, 1).padStart(12)} ` +
      `${fmt(r.peakRssBytes / 2 ** 20).padStart(13)} ${fmt(r.tlcSeconds).padStart(5)} ${r.ratioToTlc === null ? '      –' : `${fmt(r.ratioToTlc, 1).padStart(6)}x`} ` +
      `${r.speedupOverOneWorker === null ? '' : `${fmt(r.speedupOverOneWorker, 2).padStart(6)}x ${fmt(r.searchSpeedupOverOneWorker, 2)}x`}`,
  );
}
const live = results.filter((r) => r.verdict !== undefined);
if (live.length > 0) {
  console.log('\nliveness models (one worker): the search is the graph build and the search for fair cycles; vs invariant check:');
  console.log("process s / process s of the same model's invariant check (the same constants and constraints), measured in this run");
  console.log('model                              verdict    process s  of which fair cycles  TLC s   ratio  vs invariant check');
  for (const r of live) {
    console.log(
      `${r.model.padEnd(34)} ${r.verdict.padEnd(9)} ${fmt(r.processSeconds, 2).padStart(10)} ${fmt(r.livenessSeconds, 2).padStart(21)} ${fmt(r.tlcSeconds).padStart(5)} ${r.ratioToTlc === null ? '      –' : `${fmt(r.ratioToTlc, 1).padStart(6)}x`} ` +
        `${r.ratioToInvariantCheck === null ? '–' : `${fmt(r.ratioToInvariantCheck, 2)}x (${r.invariantModel} ${fmt(r.invariantProcessSeconds, 2)} s)`}`,
    );
  }
}
console.log('\nphases (median seconds): start, expand, grow, mark, commit');
for (const r of results.filter((entry) => Object.keys(entry.phaseSeconds).length > 0)) {
  const phases = Object.entries(r.phaseSeconds)
    .map(([phase, seconds]) => `${phase} ${fmt(seconds, 3)}`)
    .join('  ');
  console.log(`${r.model.padEnd(23)} ${String(r.workers).padStart(7)}  ${phases}`);
}
/** The entries of bench/results.json before this run, when --models names only some (they are kept). */
function previousEntries() {
  const path = `${root}bench/results.json`;
  if (!args.includes('--models') || !existsSync(path)) return [];
  return JSON.parse(readFileSync(path, 'utf8')).results ?? [];
}

mkdirSync(`${root}bench`, { recursive: true });
// each new result replaces the entry of its model and worker count in place, or comes at the end
const all = previousEntries();
for (const result of results) {
  const at = all.findIndex((entry) => entry.model === result.model && entry.workers === result.workers);
  if (at >= 0) all[at] = result;
  else all.push(result);
}
writeFileSync(
  `${root}bench/results.json`,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs, results: all }, null, 2)}\n`,
);
console.log('written: bench/results.json');
