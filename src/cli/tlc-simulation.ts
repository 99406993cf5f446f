/**
 * `monocheck tlc -simulate num=N [-depth D] [-seed S] SPEC`: N random
 * behaviours of at most D steps (TLC's default 100), each state checked
 * against the invariants and for deadlock, reported in TLC's words
 * (report/tlc-simulation-format.ts). The random choices are monocheck's own
 * (a uniform successor at each step, from the seed): the same seed gives the
 * same behaviours here, not TLC's.
 */
import { freshSeed, MAX_SEED } from '../engine/search/random.js';
import { simulate, type SimulationResult } from '../engine/search/simulate.js';
import type { CheckResult } from '../engine/result.js';
import { showTrace } from '../engine/trace/shown-trace.js';
import { claimOfResult } from '../runs/trace-files.js';
import type { TraceFormat } from '../runs/trace-files.js';
import { writeCounterexampleFiles, noCounterexampleBecause } from './counterexample-files.js';
import { exitCodeOf } from './exit-codes.js';
import { loadSpecOfFlags } from './model-flags.js';
import type { Terminal } from './terminal.js';
import { TlcReport } from './tlc-report.js';
import { UsageError } from './usage-error.js';

/** TLC's default length of a simulated behaviour (TLC.traceDepth). */
const TLC_DEFAULT_DEPTH = 100;

export interface TlcSimulationRun {
  readonly model: string;
  readonly module: string;
  readonly engine: 'auto' | 'compiled';
  readonly checkDeadlock: boolean;
  readonly tool: boolean;
  /** -simulate num=N. */
  readonly num: number | null;
  readonly depth: number | null;
  readonly seed: string | null;
  readonly trace?: { readonly file: string; readonly format: TraceFormat };
}

/** The seed, as TLC's -seed gives it, if monocheck's random numbers can take it; else a fresh one. */
function seedOf(typed: string | null): number {
  if (typed === null) return freshSeed();
  const seed = Number(typed);
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED)
    throw new UsageError(`-seed ${typed}: monocheck's simulation takes a seed from 0 to ${MAX_SEED}.`);
  return seed;
}

/** The simulation's result as a check's, for TLC's report and the exit code. */
function asCheckResult(result: SimulationResult): CheckResult {
  const stats = {
    statesGenerated: result.stats.statesGenerated,
    distinctStates: result.stats.distinctStates,
    queueLeft: 0,
    depth: 0,
    seconds: result.stats.seconds,
    workers: 1,
    memoryBytes: 0,
    collisionProbability: 0,
  };
  switch (result.kind) {
    case 'ok':
      return { kind: 'ok', stats };
    case 'invariant':
      return { kind: 'invariant', invariant: result.invariant, trace: result.trace, stats };
    case 'deadlock':
      return { kind: 'deadlock', trace: result.trace, stats };
    case 'error':
      return { kind: 'error', message: result.message, stats };
  }
}

/** Runs the simulation and prints TLC's report; returns TLC's exit code. */
export async function runTlcSimulation(run: TlcSimulationRun, terminal: Terminal): Promise<number> {
  if (run.num === null)
    throw new UsageError(
      '-simulate: give the number of behaviours, -simulate num=N (TLC simulates ' +
        "until stopped; monocheck's simulation runs to its end in one go).",
    );
  const depth = run.depth ?? TLC_DEFAULT_DEPTH;
  if (depth < 1) throw new UsageError(`-depth ${depth}: a simulated behaviour takes at least one step.`);
  const seed = seedOf(run.seed);
  const spec = await loadSpecOfFlags({ model: run.model, module: run.module, deadlock: run.checkDeadlock, engine: run.engine });
  if (spec.temporal !== null)
    throw new UsageError(
      '-simulate: the model file names a PROPERTY; monocheck simulates against invariants ' +
        'and deadlock only (remove the PROPERTY, or model-check it without -simulate).',
    );
  const model = spec.createModel();
  const report = new TlcReport(run.tool ? 'tool' : 'text', terminal, spec, 'simulation');
  report.start(1, model, seed);
  // each behaviour's length as TLC's statistics count it: its states, at most the depth
  const lengths: number[] = [];
  let states = 0;
  const observer = {
    startRun: () => {
      if (states > 0) lengths.push(Math.min(depth, states));
      states = 1;
    },
    step: () => {
      states++;
      return false;
    },
  };
  const simulated = simulate(model, {
    invariants: spec.invariants,
    constraints: spec.constraints,
    checkDeadlock: spec.checkDeadlock,
    seed,
    runs: run.num,
    maxSteps: depth,
    observer,
  });
  if (simulated.kind === 'ok' && states > 0) lengths.push(Math.min(depth, states));
  const result = asCheckResult(simulated);
  const shown = result.kind === 'invariant' || result.kind === 'deadlock' ? showTrace(model, result.trace) : null;
  report.end(result, shown, { seed, traces: simulated.stats.runs, lengths });
  const flags = { traceFormat: run.trace?.format ?? 'json', ...(run.trace !== undefined && { traceOut: run.trace.file }) } as const;
  writeCounterexampleFiles(terminal, flags, {
    shown,
    why: noCounterexampleBecause(result),
    claim: claimOfResult(result),
    model,
    spec,
    what: 'the counterexample',
  });
  return exitCodeOf(result);
}
