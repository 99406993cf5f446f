/**
 * Runs the commands of a doc example block against the built command line
 * (dist/cli/monocheck.js, what `npx monocheck` runs), in a scratch folder
 * that links the repository's folders, and reports every difference from
 * what the doc shows.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocBlock, DocCommand } from './doc-examples.js';
import { diffOutput, formatDiff, outputMatches } from './output-match.js';

interface Ran {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  /** stdout, then stderr (as one pipe cannot order them), with the repository's and the scratch folder's paths made relative. */
  readonly lines: string[];
}

/** check's progress lines (`Progress(7) at ...`) and simulate's (`Progress: 47 runs, ...`). */
const PROGRESS = /^Progress(\(\d+\) at |: \d)/;

/** At most this many examples run at once (the machine has two cores, shared with the rest of the suite). */
const CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function runCommand(root: string, cwd: string, command: DocCommand, timeoutSeconds: number): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${root}dist/cli/monocheck.js`, ...command.args], {
      cwd,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let stdout = '';
    let stderr = '';
    let interrupted = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      if (command.interruptAtProgress && !interrupted && /^Progress\(/m.test(stderr)) {
        interrupted = true;
        child.kill('SIGINT');
      }
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutSeconds * 1000);
    child.on('error', reject);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      const relative = (text: string) => text.split(`${cwd}/`).join('').split(root).join('');
      const lines = [...outputLines(relative(stdout)), ...outputLines(relative(stderr))];
      resolve({ status, signal, lines });
    });
  });
}

function outputLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A scratch folder where the repository's folders (specs/, examples/, test/, ...) are links, so files an example writes stay out of the repository. */
function scratchFolder(root: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'monocheck-doc-'));
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === 'dist') continue;
    symlinkSync(join(root, entry.name), join(folder, entry.name));
  }
  return folder;
}

/** Runs the block's commands in order, each killed after `timeoutSeconds`; returns one report per difference (empty when the doc is right). */
export async function runDocBlock(root: string, block: DocBlock, timeoutSeconds = 120): Promise<string[]> {
  const folder = scratchFolder(root);
  const problems: string[] = [];
  try {
    for (const command of block.commands) {
      const ran = await withSlot(() => runCommand(root, folder, command, timeoutSeconds));
      const head = `${block.file}:${command.line}: $ ${command.text}`;
      if (ran.status === null) {
        problems.push(`${head}\n  the command was killed (${ran.signal ?? 'no signal'}) before it exited`);
        continue;
      }
      // a progress line comes every --progress-interval seconds, so how many a run prints depends on the machine's speed
      const showsProgress = command.output.some((line) => line.startsWith('Progress(') || line.startsWith('Progress: '));
      const lines = showsProgress ? ran.lines : ran.lines.filter((line) => !PROGRESS.test(line));
      const details: string[] = [];
      if (!outputMatches(command.output, lines))
        details.push(
          `  output differs (- the doc, + the tool; doc line numbers):\n${formatDiff(diffOutput(command.output, lines), command.line + 1)}`,
        );
      if (ran.status !== command.exitCode) {
        const said =
          command.exitCodeLine === null ? 'shows no `$ echo $?`, so 0' : `says ${command.exitCode} (line ${command.exitCodeLine})`;
        details.push(`  exit code: the doc ${said}; the tool exited ${ran.status}`);
      }
      if (details.length > 0) problems.push(`${head}\n${details.join('\n')}`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return problems;
}
