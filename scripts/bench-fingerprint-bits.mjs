// npm run bench:fingerprint-bits -- [--models a,b] [--workers 1,2] [--bits 64,96,128] [--runs K]
// What wider fingerprints cost, measured in one session: each run is a child process that checks a model with the
// built library (dist/) at one fingerprint width; the widths take turns, K rounds (default 5), each round in a new
// order. Prints, per model, workers and width, the median CPU seconds of the process (all its threads: a loaded
// machine disturbs it less than wall time), the median search seconds, the bytes the search held at the end per
// distinct state (visited set, parent links, levels, batches) and the visited set's bytes per distinct state,
// with ratios to the first width.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const models = option('--models', 'real_n2_d13,n2_m50_x50').split(',');
const workerCounts = option('--workers', '1,2').split(',').map(Number);
const widths = option('--bits', '64,96,128').split(',').map(Number);
const runs = Number(option('--runs', '5'));

const modelFile = (name) =>
  existsSync(`${root}test/fixtures/tlc/${name}.cfg`) ? `${root}test/fixtures/tlc/${name}.cfg` : `${root}specs/${name}.cfg`;

/** One check in a child process: its statistics and CPU seconds. (A file, not --eval: worker threads inherit --input-type.) */
const CHILD = `
const [entry, file, workers, bits] = process.argv.slice(2);
const { checkModelFile } = await import(entry);
const { result } = checkModelFile(file, {}, { workers: Number(workers), fingerprintBits: Number(bits) });
const cpu = process.cpuUsage();
process.stdout.write(JSON.stringify({ ...result.stats, phaseSeconds: undefined, cpu: (cpu.user + cpu.system) / 1e6 }));
`;

const scratch = mkdtempSync(join(tmpdir(), 'monocheck-bits-'));
const childScript = join(scratch, 'check.mjs');
writeFileSync(childScript, CHILD);
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

function measure(file, workers, bits) {
  const entry = new URL('../dist/index.js', import.meta.url).href;
  const child = spawnSync(process.execPath, [childScript, entry, file, String(workers), String(bits)], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (child.status !== 0) throw new Error(`check of ${file} at ${bits} bits failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
console.log(`median of ${runs} rounds; widths in turn; bytes per distinct state at the end of the search`);
console.log('model                 workers  bits   CPU s   ratio  search s   ratio  bytes/state  visited set B/state  counts');
for (const name of models) {
  for (const workers of workerCounts) {
    const samples = new Map(widths.map((bits) => [bits, []]));
    for (let round = 0; round < runs; round++) {
      const order = widths.map((_, i) => widths[(i + round) % widths.length]);
      for (const bits of order) samples.get(bits).push(measure(modelFile(name), workers, bits));
    }
    const first = samples.get(widths[0]);
    for (const bits of widths) {
      const s = samples.get(bits);
      const cpu = median(s.map((x) => x.cpu));
      const search = median(s.map((x) => x.seconds));
      const { distinctStates, statesGenerated, memoryBytes, visitedSetBytes } = s[0];
      const same = s.every((x) => x.distinctStates === first[0].distinctStates && x.statesGenerated === first[0].statesGenerated)
        ? 'same'
        : 'DIFFER';
      const visited = visitedSetBytes / distinctStates;
      console.log(
        `${name.padEnd(21)} ${String(workers).padStart(7)} ${String(bits).padStart(5)} ${cpu.toFixed(2).padStart(7)} ${(cpu / median(first.map((x) => x.cpu))).toFixed(2).padStart(7)} ` +
          `${search.toFixed(2).padStart(9)} ${(search / median(first.map((x) => x.seconds))).toFixed(2).padStart(7)} ${(memoryBytes / distinctStates).toFixed(1).padStart(12)} ${visited.toFixed(1).padStart(20)}  ${same} (${distinctStates} distinct, ${statesGenerated} generated)`,
      );
    }
  }
}
