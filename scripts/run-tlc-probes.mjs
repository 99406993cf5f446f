// node scripts/run-tlc-probes.mjs --tlc-jar PATH [--only a,b] [--check]
// Reruns TLC on every probe of test/fixtures/tlc/probes (docs/tlc-semantics-probes.md says what each asks) and
// rewrites its outputs: NAME.out (TLC's stdout and stderr as one stream, then a line `exit N` with TLC's exit code)
// and the files its arguments name (a -dumpTrace json file). --check compares instead of writing and exits 1 on a
// difference. It never builds TLC: give it a tla2tools.jar (../shared/tools/build-tla2tools.sh makes one).
// Each probe folder holds its modules and a probe.json: {"runs": [{"name", "module", "cfg", "args"?: [...],
// "dump"?: ["intern", "context"], "generateSpecTE"?: true}]}; "{name}" in an argument is replaced by the run's name.
// TLC runs one at a time, as the README's command, in the probe's folder:
// java -XX:+UseParallelGC -cp JAR tlc2.TLC -workers 1 -noGenerateSpecTE -config CFG ARGS MODULE
// ("generateSpecTE": true leaves out -noGenerateSpecTE: TLC's default, which adds a module to the spec). "dump" runs
// TLC through scripts/tlc-dump.java, which also writes NAME.intern.txt (TLC's unique strings in token order) and
// NAME.context.txt (the root module's symbol table: insertion order, enumeration order, variable order).
// What changes from run to run (dates, seed, pid, heap, temporary and absolute paths) is replaced by fixed text.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const probesFolder = fileURLToPath(new URL('../test/fixtures/tlc/probes/', import.meta.url));
const dumper = new URL('tlc-dump.java', import.meta.url);
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const jar = option('--tlc-jar');
const only = option('--only')?.split(',');
const check = args.includes('--check');

if (!jar || !existsSync(jar)) {
  process.stderr.write('usage: node scripts/run-tlc-probes.mjs --tlc-jar PATH/tla2tools.jar [--only a,b] [--check]\n');
  process.exit(2);
}

/** TLC's text with what differs between two runs of the same model replaced by fixed text. */
function normalize(text, folder) {
  return text
    .replaceAll(`${folder}/`, '')
    .replaceAll(resolve(jar), 'tla2tools.jar')
    .replace(/\/tmp\/tlc-\d+\//g, '/tmp/tlc-0/')
    .replace(/_TTrace_\d+/g, '_TTrace_0')
    .replace(/with fp \d+ and seed -?\d+/g, 'with fp 0 and seed 0')
    .replace(/\d+MB heap and \d+MB offheap/g, '0MB heap and 0MB offheap')
    .replace(/\[pid: \d+\] \([^)]*\)/g, '[pid: 0] (OS)')
    .replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g, '2000-01-01 00:00:00')
    .replace(/Finished in \d+\w*s at/g, 'Finished in 00s at')
    .replace(/\(\d[\d,]* (ds|s)\/min\)/g, '(0 $1/min)');
}

/** Runs one probe run of a folder; returns the files it produced, normalized (name -> text). */
function runTlc(folder, run) {
  const metadir = mkdtempSync(join(tmpdir(), 'tlc-probe-states-'));
  const outputPath = join(metadir, 'output.txt');
  const extra = (run.args ?? []).map((arg) => arg.replaceAll('{name}', run.name));
  const dumps = (run.dump ?? []).map((kind) => [kind, join(metadir, `${kind}.txt`)]);
  const main = dumps.length ? [...dumps.map(([kind, path]) => `-Ddump.${kind}=${path}`), fileURLToPath(dumper)] : ['tlc2.TLC'];
  const command = [
    '-XX:+UseParallelGC',
    '-cp',
    resolve(jar),
    ...main,
    '-workers',
    '1',
    ...(run.generateSpecTE ? [] : ['-noGenerateSpecTE']),
    '-metadir',
    metadir,
    '-config',
    run.cfg,
    ...extra,
    run.module,
  ];
  const fd = openSync(outputPath, 'w');
  const result = spawnSync('java', command, { cwd: folder, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const files = new Map();
  files.set(`${run.name}.out`, `${normalize(readFileSync(outputPath, 'utf8'), folder)}exit ${result.status}\n`);
  for (const [kind, path] of dumps.filter(([, path]) => existsSync(path))) {
    // the random seed TLC interns differs between runs
    const text = normalize(readFileSync(path, 'utf8'), folder).replace(/^(\d+\t)-?\d{15,}$/gm, '$1<a random number>');
    files.set(`${run.name}.${kind}.txt`, text);
  }
  rmSync(metadir, { recursive: true, force: true });
  for (const written of extra.filter((arg) => /\.(json|dot|txt)$/.test(arg))) {
    const path = join(folder, written);
    if (existsSync(path)) files.set(written, normalize(readFileSync(path, 'utf8'), folder));
  }
  return files;
}

let differences = 0;
const probes = readdirSync(probesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
for (const probe of probes.filter((name) => !only || only.includes(name))) {
  const folder = join(probesFolder, probe);
  const { runs } = JSON.parse(readFileSync(join(folder, 'probe.json'), 'utf8'));
  for (const run of runs) {
    const present = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    const before = new Map(present.map((file) => [file, readFileSync(join(folder, file), 'utf8')]));
    const files = runTlc(folder, run);
    for (const [file, text] of files) {
      const path = join(folder, file);
      if (!check) writeFileSync(path, text);
      else if (before.get(file) !== text) {
        differences++;
        process.stdout.write(`differs: ${probe}/${file}\n`);
      }
    }
    // --check leaves the folder as it was (TLC writes a -dumpTrace file beside the modules)
    if (check)
      for (const file of readdirSync(folder)) {
        if (!before.has(file)) rmSync(join(folder, file), { recursive: true });
        else writeFileSync(join(folder, file), before.get(file));
      }
    const exit = /exit (\d+)\n$/.exec(files.get(`${run.name}.out`))?.[1];
    process.stdout.write(`${probe}/${run.name}: exit ${exit}\n`);
  }
}
if (check && differences > 0) {
  process.stdout.write(`${differences} file(s) differ from TLC's output\n`);
  process.exit(1);
}
