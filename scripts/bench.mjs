// npm run bench [-- --runs K] [-- --models a,b]: runs reference models in fresh processes and compares with TLC.
// Prints a table and writes bench/results.json. Each figure is the median of K runs (default 3).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const fixtures = `${root}test/fixtures/tlc/`;
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '3'));
const models = option('--models', 'real_n2_d10,real_n2_d13,n2_m0_x0,n2_m50_x50').split(',');

/** TLC's figures from its log: counts, and wall seconds from "Finished in 01min 44s". */
function tlcFigures(name) {
  const text = readFileSync(`${fixtures}${name}.out`, 'utf8');
  const counts = /^(\d+) states generated, (\d+) distinct states found/m.exec(text);
  const finished = /^Finished in (?:(\d+)min )?(\d+)s/m.exec(text);
  const seconds = Number(finished?.[1] ?? 0) * 60 + Number(finished?.[2] ?? 0);
  return { statesGenerated: Number(counts[1]), distinctStates: Number(counts[2]), seconds };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const results = [];
for (const name of models) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const output = execFileSync(process.execPath, [`${root}scripts/bench-run.mjs`, `${fixtures}${name}.cfg`], { encoding: 'utf8', maxBuffer: 1 << 24 });
    samples.push({ ...JSON.parse(output), processSeconds: (performance.now() - started) / 1000 });
  }
  const tlc = tlcFigures(name);
  const first = samples[0];
  if (first.statesGenerated !== tlc.statesGenerated || first.distinctStates !== tlc.distinctStates) {
    throw new Error(`${name}: monocheck's counts differ from TLC's; benchmark aborted`);
  }
  const seconds = median(samples.map((s) => s.seconds));
  // TLC's "Finished in" counts from its start, so the ratio uses the whole process (start-up included)
  const processSeconds = median(samples.map((s) => s.processSeconds));
  const distinctPerSecond = first.distinctStates / seconds;
  const tlcDistinctPerSecond = tlc.distinctStates / tlc.seconds;
  results.push({
    model: name,
    workers: first.workers,
    runs,
    distinctStates: first.distinctStates,
    statesGenerated: first.statesGenerated,
    seconds,
    secondsRuns: samples.map((s) => s.seconds),
    processSeconds,
    distinctPerSecond,
    generatedPerSecond: first.statesGenerated / seconds,
    bytesPerDistinctState: median(samples.map((s) => s.memoryBytes)) / first.distinctStates,
    peakRssBytes: median(samples.map((s) => s.peakRssBytes)),
    tlcSeconds: tlc.seconds,
    tlcDistinctPerSecond,
    ratioToTlc: tlc.seconds / processSeconds,
  });
}

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
console.log(`monocheck benchmark: median of ${runs} runs per model, node ${process.version}, one worker`);
console.log('seconds: the search; process s: the whole command, start-up included; ratio: TLC\'s "Finished in" / process s');
console.log('model         workers  distinct   generated   seconds  process s  distinct/s  generated/s  bytes/state  peak RSS MiB  TLC s  TLC distinct/s  ratio');
for (const r of results) {
  console.log(
    `${r.model.padEnd(13)} ${String(r.workers).padStart(7)} ${fmt(r.distinctStates).padStart(10)} ${fmt(r.statesGenerated).padStart(11)} ${fmt(r.seconds, 2).padStart(9)} ${fmt(r.processSeconds, 2).padStart(10)} ` +
      `${fmt(r.distinctPerSecond).padStart(11)} ${fmt(r.generatedPerSecond).padStart(12)} ${fmt(r.bytesPerDistinctState, 1).padStart(12)} ` +
      `${fmt(r.peakRssBytes / 2 ** 20).padStart(13)} ${String(r.tlcSeconds).padStart(6)} ${fmt(r.tlcDistinctPerSecond).padStart(15)} ${fmt(r.ratioToTlc, 1).padStart(6)}x`,
  );
}
mkdirSync(`${root}bench`, { recursive: true });
writeFileSync(`${root}bench/results.json`, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs, results }, null, 2)}\n`);
console.log('written: bench/results.json');
