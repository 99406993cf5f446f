/** Reads the numbers TLC printed in the reference runs (test/fixtures/tlc/*.out): the truth the checker must reproduce. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseTlcOutput, type TlcRun as ParsedTlcRun } from '../../src/tlc/tlc-output.js';

export const FIXTURES = fileURLToPath(new URL('../fixtures/tlc/', import.meta.url));

export interface TlcRun {
  readonly verdict: 'ok' | 'invariant' | 'deadlock';
  readonly invariant: string | null;
  readonly statesGenerated: number;
  readonly distinctStates: number;
  readonly queueLeft: number;
  readonly depth: number;
  /** Number of `State k:` blocks in the counterexample, 0 without one. */
  readonly traceLength: number;
}

export function readTlcRun(name: string): TlcRun {
  const text = readFileSync(`${FIXTURES}${name}.out`, 'utf8');
  const counts = /^(\d+) states generated, (\d+) distinct states found, (\d+) states left on queue\.$/m.exec(text);
  const depth = /^The depth of the complete state graph search is (\d+)\.$/m.exec(text);
  if (counts === null || depth === null) throw new Error(`${name}.out has no final statistics`);
  const invariant = /^Error: Invariant (\w+) is violated\.$/m.exec(text)?.[1] ?? null;
  const deadlock = /^Error: Deadlock reached\.$/m.test(text);
  const completed = /^Model checking completed\. No error has been found\.$/m.test(text);
  if (!completed && invariant === null && !deadlock) throw new Error(`${name}.out has no verdict`);
  return {
    verdict: invariant !== null ? 'invariant' : deadlock ? 'deadlock' : 'ok',
    invariant,
    statesGenerated: Number(counts[1]),
    distinctStates: Number(counts[2]),
    queueLeft: Number(counts[3]),
    depth: Number(depth[1]),
    traceLength: (text.match(/^State \d+: /gm) ?? []).length,
  };
}

/** The numbers of a TlcRun as `answers` (monocheck's --json, compare's monocheck column) give them, to compare with readTlcRun's; `verdictKey` names the verdict's key there. */
export function tlcRunNumbers(answers: Readonly<Record<string, unknown>>, verdictKey = 'verdict'): Record<keyof TlcRun, unknown> {
  const { invariant, statesGenerated, distinctStates, queueLeft, depth, traceLength } = answers;
  return { verdict: answers[verdictKey], invariant, statesGenerated, distinctStates, queueLeft, depth, traceLength };
}

/** Every reference model: a NAME.cfg with a NAME.out beside it. */
export const REFERENCE_MODELS = ['n2_m0_x0', 'n2_m50_x50', 'n3_m0_x0', 'n3_m0_x0_nt', 'real_n2_d10', 'real_n2_d13'] as const;

/** A TLC log of test/fixtures/tlc read whole (parseTlcOutput), with the exit code recorded after it (`exit N`, or `exit=N wall=S` in edited/; the reference logs record none). */
export interface TlcLog {
  readonly text: string;
  readonly run: ParsedTlcRun;
  readonly exitCode: number | null;
}

export function readTlcLog(path: string): TlcLog {
  const text = readFileSync(path, 'utf8');
  const exit = /^exit[ =](\d+)\b/m.exec(text);
  return { text, run: parseTlcOutput(text), exitCode: exit === null ? null : Number(exit[1]) };
}
