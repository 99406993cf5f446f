// npm run bench:cluster [-- --model real_n2_d13] [-- --counts 1,2,3] [-- --threads 1] [-- --bits 64,128]
// The distributed search on this machine, against a nats-server it starts on loopback (with its monitoring
// port, for the bytes it moved): for each count K of worker processes (each with --threads threads) and each
// fingerprint width (--bits, default 64), the coordinator's search seconds and distinct states per second, the
// fingerprints sent to other workers per distinct state, the bytes the server took in and sent out (and took in
// per distinct state), the workers' visited set in bytes per distinct state, and the overhead against one
// process with the same number of threads and width (`check --workers K x threads`), measured in the same run.
// Writes bench/cluster.json. Needs nats-server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const modelName = option('--model', 'real_n2_d13');
const counts = option('--counts', '1,2,3').split(',').map(Number);
const threads = Number(option('--threads', '1'));
const widths = option('--bits', '64').split(',').map(Number);
const fixtures = `${root}test/fixtures/tlc/`;
const model = existsSync(`${fixtures}${modelName}.cfg`) ? `${fixtures}${modelName}.cfg` : `${root}specs/${modelName}.cfg`;
const main = `${root}dist/cli/monocheck.js`;

const natsServer = ['nats-server', '/usr/sbin/nats-server'].find((path) => spawnSync('sh', ['-c', `command -v ${path}`]).status === 0);
if (natsServer === undefined) {
  console.error('bench:cluster needs nats-server (apt-get install -y nats-server)');
  process.exit(1);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function run(argv) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [main, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data) => (stdout += data));
    child.stderr.on('data', (data) => (stderr += data));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, wall: (performance.now() - started) / 1000 }));
  });
}

const port = await freePort();
const monitor = await freePort();
const store = mkdtempSync(join(tmpdir(), 'monocheck-bench-nats-'));
const server = spawn(natsServer, ['-a', '127.0.0.1', '-p', String(port), '-m', String(monitor), '-js', '-sd', store], { stdio: 'ignore' });
const url = `nats://127.0.0.1:${port}`;
const varz = async () => (await fetch(`http://127.0.0.1:${monitor}/varz`)).json();
for (let i = 0; i < 100; i++) {
  try {
    await varz();
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const results = [];
try {
  console.log(
    `model ${modelName}; load average before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    'workers  threads  bits  one process s  cluster s  distinct/s  overhead  fingerprints sent/distinct  server in MiB  server out MiB  server in B/distinct  visited set B/distinct',
  );
  for (const count of counts)
    for (const bits of widths) {
      const total = count * threads;
      const width = ['--fingerprint-bits', String(bits)];
      const single = await run(['check', model, '--json', '--workers', String(total), ...width]);
      const alone = JSON.parse(single.stdout);
      const name = `bench${count}-${bits}`;
      const workers = Array.from({ length: count }, () =>
        run(['worker', '--cluster', url, '--cluster-name', name, '--once', '--workers', String(threads)]),
      );
      const before = await varz();
      const clustered = await run([
        'check',
        model,
        '--json',
        '--cluster',
        url,
        '--cluster-name',
        name,
        '--cluster-workers',
        String(count),
        ...width,
      ]);
      const after = await varz();
      await Promise.all(workers);
      const result = JSON.parse(clustered.stdout);
      if (result.fingerprintBits !== bits || alone.fingerprintBits !== bits)
        throw new Error(`a run at --fingerprint-bits ${bits} reports ${result.fingerprintBits} and ${alone.fingerprintBits}`);
      if (result.statesGenerated !== alone.statesGenerated || result.distinctStates !== alone.distinctStates)
        throw new Error(`the cluster's counts differ from one process's: ${clustered.stdout}`);
      const traffic =
        /cluster traffic: ([\d,]+) fingerprints sent to other workers \(([\d.]+) per distinct state\), ([\d,]+) kept by their finder \(([\d.]+)\); ([\d.]+) MiB published in all; \d+-bit fingerprints, visited set ([\d.]+) bytes per distinct state/.exec(
          clustered.stderr,
        );
      const row = {
        workers: count,
        threads,
        fingerprintBits: bits,
        distinct: result.distinctStates,
        generated: result.statesGenerated,
        oneProcessSeconds: alone.seconds,
        clusterSeconds: result.seconds,
        overhead: result.seconds / alone.seconds,
        clusterDistinctPerSecond: result.distinctStates / result.seconds,
        fingerprintsSentPerDistinct: traffic === null ? null : Number(traffic[2]),
        fingerprintsKeptPerDistinct: traffic === null ? null : Number(traffic[4]),
        serverInBytes: after.in_bytes - before.in_bytes,
        serverOutBytes: after.out_bytes - before.out_bytes,
        serverMessagesIn: after.in_msgs - before.in_msgs,
        serverInBytesPerDistinct: (after.in_bytes - before.in_bytes) / result.distinctStates,
        visitedSetBytesPerDistinct: traffic === null ? null : Number(traffic[6]),
        coordinatorMemoryBytesPerDistinct: result.memoryBytes / result.distinctStates,
      };
      results.push(row);
      const mib = (bytes) => (bytes / 2 ** 20).toFixed(1);
      console.log(
        `${String(count).padStart(7)}  ${String(threads).padStart(7)}  ${String(bits).padStart(4)}  ${alone.seconds.toFixed(2).padStart(13)}  ${result.seconds.toFixed(2).padStart(9)}  ${Math.round(row.clusterDistinctPerSecond).toLocaleString('en-US').padStart(10)}  ${row.overhead.toFixed(2).padStart(8)}  ` +
          `${String(row.fingerprintsSentPerDistinct).padStart(26)}  ${mib(row.serverInBytes).padStart(13)}  ${mib(row.serverOutBytes).padStart(14)}  ${row.serverInBytesPerDistinct.toFixed(1).padStart(19)}  ${String(row.visitedSetBytesPerDistinct).padStart(22)}`,
      );
    }
  console.log(
    `load average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  mkdirSync(`${root}bench`, { recursive: true });
  writeFileSync(
    `${root}bench/cluster.json`,
    `${JSON.stringify({ model: modelName, measured: new Date().toISOString(), loadAverage: loadavg(), results }, null, 2)}\n`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(store, { recursive: true, force: true });
}
