// npm run bench:ceiling [-- --runs K] [-- --models a,b]
// What a second core can give this workload on this machine, with no coordination at all: runs
// `monocheck check MODEL --workers 1` alone, then two copies of it at once, K times each (default 5), and
// prints the medians and the ceiling 2 x alone / together (2.00 if the two copies did not slow each other).
// A search with two workers shares one search between two threads, so its speed-up over one worker can
// approach this ceiling but not pass it. Writes bench/ceiling.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '5'));
const models = option('--models', 'real_n2_d13,n2_m50_x50').split(',');
const fixtures = `${root}test/fixtures/tlc/`;
const modelFile = (name) => (existsSync(`${fixtures}${name}.cfg`) ? `${fixtures}${name}.cfg` : `${root}specs/${name}.cfg`);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Wall seconds of one `monocheck check MODEL --workers 1 --json` process. */
function checkOnce(name) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [`${root}dist/cli/monocheck.js`, 'check', modelFile(name), '--workers', '1', '--json'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${name}: exit ${code}`))));
  });
}

const results = [];
console.log(`one-worker processes, alone and two at once, ${runs} runs each (medians)`);
console.log('model                  alone    two at once   ceiling');
for (const name of models) {
  const alone = [];
  const together = [];
  for (let i = 0; i < runs; i++) {
    alone.push(await checkOnce(name));
    // the pair is done when the slower copy is
    together.push(Math.max(...(await Promise.all([checkOnce(name), checkOnce(name)]))));
  }
  const ceiling = (2 * median(alone)) / median(together);
  results.push({
    model: name,
    runs,
    aloneSeconds: median(alone),
    togetherSeconds: median(together),
    ceiling,
    aloneRuns: alone,
    togetherRuns: together,
  });
  console.log(
    `${name.padEnd(20)} ${median(alone).toFixed(3).padStart(7)} s ${median(together).toFixed(3).padStart(9)} s ${ceiling.toFixed(2).padStart(8)}x`,
  );
}
mkdirSync(`${root}bench`, { recursive: true });
writeFileSync(
  `${root}bench/ceiling.json`,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`,
);
