// npm run lint: the type checks, ESLint, knip, the layer check, the long-code check (a long file, function or
// line says why), the test mirror check (test/ mirrors src/) and Prettier's format check. ESLint's type-aware
// rules build a program of their own and take the longest, so it runs beside the others (in turn), one lane per
// core of the 2-core machines the project runs on. Each
// command's output is printed when it ends; the exit code is 1 if any failed, after all have run.
import { spawn } from 'node:child_process';

const lanes = [
  [['eslint', '.']],
  [
    ['tsc', '--noEmit', '-p', 'tsconfig.json'],
    ['tsc', '--noEmit', '-p', 'tsconfig.browser.json'],
    ['knip'],
    ['node', 'scripts/check-layers.mjs'],
    ['node', 'scripts/list-long-code.mjs', '--strict'],
    ['node', 'scripts/check-test-mirror.mjs'],
    ['prettier', '--check', '--log-level', 'warn', '.'],
  ],
];

/** Runs one command through npx (node directly), printing its output when it ends; resolves to whether it passed. */
function run([command, ...args]) {
  const [file, fileArgs] = command === 'node' ? [process.execPath, args] : ['npx', ['--no-install', command, ...args]];
  return new Promise((resolve) => {
    const child = spawn(file, fileArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const passed = code === 0;
      process.stdout.write(`${passed ? 'ok  ' : 'FAIL'} ${[command, ...args].join(' ')}\n${output}`);
      resolve(passed);
    });
  });
}

/** The lane's commands one after another, all of them even after a failure. */
async function runLane(commands) {
  let passed = true;
  for (const command of commands) passed = (await run(command)) && passed;
  return passed;
}

const results = await Promise.all(lanes.map(runLane));
if (results.includes(false)) process.exit(1);
