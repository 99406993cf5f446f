// node scripts/bench-explorer-uploads.mjs [--cli PATH] [--uploads 40] [--states 12000] (after npm run build)
// How long the explorer keeps a page waiting while traces are uploaded: starts `monocheck explore --port 0`
// (the default model; --cli: another build's dist/cli/monocheck.js, to compare), sends UPLOADS POST /api/trace
// at once, each a STATES-state random walk of the model in TLC's -dumpTrace json (12,000 states: 31.7 MB), and
// meanwhile (from another thread than the uploads') times GET /api/model every 100 ms until the last upload is answered (a GET whose connection was dropped
// is tried again, its wait counted from the first try). Prints one JSON line: the
// uploads' answers by status, the seconds they took, and the GET latencies (median, 95th percentile, max).
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const root = new URL('../', import.meta.url);
const { values } = parseArgs({
  options: {
    cli: { type: 'string', default: new URL('dist/cli/monocheck.js', root).pathname },
    uploads: { type: 'string', default: '40' },
    states: { type: 'string', default: '12000' },
  },
});

const { MonopolyModel } = await import(new URL('dist/monopoly/model.js', root));
const { allStates } = await import(new URL('dist/engine/trace/trace.js', root));
const { showTrace } = await import(new URL('dist/engine/trace/shown-trace.js', root));
const { renderTraceFile } = await import(new URL('dist/runs/trace-files.js', root));
const { TRANSCRIBED_TLC_FORM } = await import(new URL('dist/runs/spec/transcribed-spec.js', root));

/** A seeded random walk of the default model (constraints do not matter to a replay), in TLC's JSON. */
function walkTrace(length) {
  const model = new MonopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 });
  let seed = 12345;
  const random = (n) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  const states = [allStates(model, null)[0].state];
  const actionIds = [-1];
  while (states.length < length) {
    const next = allStates(model, states[states.length - 1]);
    if (next.length === 0) break;
    const chosen = next[random(next.length)];
    states.push(chosen.state);
    actionIds.push(chosen.actionId);
  }
  return Buffer.from(renderTraceFile('json', showTrace(model, { states, actionIds }), { kind: 'none' }, 'bench', TRANSCRIBED_TLC_FORM));
}

const body = walkTrace(Number(values.states));
const child = spawn(process.execPath, [values.cli, 'explore', '--port', '0'], { cwd: root.pathname, stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
    const found = /at (http:\/\/\S+\/)/.exec(out);
    if (found) resolve(found[1]);
  });
  child.once('exit', (code) => reject(new Error(`the explorer exited (${code}) before serving`)));
});

const started = performance.now();
// the uploads are sent from a worker thread, so that sending 1.2 GB does not hold up this thread's timing of the GETs
const uploader = new Worker(
  `const { workerData, parentPort } = require('node:worker_threads');
  const { url, count, body } = workerData;
  const answers = {};
  const tally = (key) => (answers[key] = (answers[key] ?? 0) + 1);
  Promise.all(Array.from({ length: count }, (_, i) => fetch(url + 'api/trace?name=walk' + i + '.json', { method: 'POST', body, headers: { 'Content-Type': 'application/octet-stream' } })
    .then(async (response) => { await response.text(); tally(response.status); })
    .catch((error) => tally(error.cause?.code ?? error.message))))
    .then(() => parentPort.postMessage(answers));`,
  { eval: true, workerData: { url, count: Number(values.uploads), body } },
);
let answers = null;
const uploads = new Promise((resolve) => uploader.once('message', (message) => resolve((answers = message))));
const latencies = [];
let resets = 0;
while (answers === null) {
  const before = performance.now();
  // a connection the server dropped (reused after its keep-alive ran out) is tried again: the wait counts from the first try
  for (;;) {
    try {
      await (await fetch(`${url}api/model`)).text();
      break;
    } catch {
      resets++;
    }
  }
  latencies.push(performance.now() - before);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await uploads;
const seconds = (performance.now() - started) / 1000;
child.kill('SIGTERM');
await uploader.terminate();
latencies.sort((a, b) => a - b);
const at = (fraction) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))]);
console.log(
  JSON.stringify({
    cli: values.cli,
    traceBytes: body.length,
    uploads: answers,
    seconds: Number(seconds.toFixed(1)),
    modelGets: latencies.length,
    modelGetsRetried: resets,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: Math.round(latencies[latencies.length - 1]),
  }),
);
