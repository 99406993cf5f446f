/**
 * `monocheck tlc ARGS...`: TLC's command line (tlc-arguments.ts), run as
 * `monocheck check` with TLC's output (--format tlc, or tool with -tool) and
 * TLC's exit codes. The spec is found as TLC finds it (the path given,
 * relative to the current folder, `.tla` optional) and the model beside it
 * (`SPEC.cfg`, or -config's file, in the current folder or beside the spec).
 * An option that changes nothing here is accepted with one note on stderr;
 * one monocheck cannot honour is refused with TLC's usage exit code (1).
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import yargs from 'yargs';
import type { CheckResult } from '../engine/result.js';
import { ExitCode, exitCodeOf } from './exit-codes.js';
import { checkOptions, type CheckArguments } from './check-arguments.js';
import { parseTlcArguments, type TlcArguments } from './tlc-arguments.js';
import { SpecError } from '../tla/errors.js';
import { ModelFileError } from '../tlc/cfg.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';
import { runTlcSimulation } from './tlc-simulation.js';

/** Why each option that changes nothing in monocheck changes nothing (its note). */
const INERT_BECAUSE: Record<string, string> = {
  '-fp': "monocheck's fingerprints are 64-bit xxHash, not TLC's polynomials",
  '-fpbits': "monocheck's fingerprint table is not TLC's nested sets",
  '-fpmem': "monocheck's memory budget is `monocheck check --memory`",
  '-maxSetSize': 'monocheck bounds no set it enumerates by size',
  '-lncheck': 'monocheck checks temporal properties once, on the complete state graph',
  '-userFile': 'monocheck writes no Print output',
  '-teSpecOutDir': 'monocheck writes no trace-exploration spec',
  '-nowarning': "monocheck prints none of TLC's warnings",
  '-cleanup': 'monocheck keeps no states folder (its checkpoints are where -metadir says)',
  '-gzip': 'monocheck compresses nothing it writes',
  '-terse': 'monocheck writes no Print output',
  '-modelcheck': 'model checking is what monocheck tlc does',
  '-noGenerateSpecTEBin': 'monocheck writes no trace-exploration spec',
  '-noTEBin': 'monocheck writes no trace-exploration spec',
};

/** The modes of TLC's that monocheck tlc does not run (yet), with what to use instead. */
function refuseModes(tlc: TlcArguments): void {
  const refuse = (option: string, sentence: string) => {
    throw new UsageError(`${option}: ${sentence}`);
  };
  if (tlc.simulate !== null) {
    if (tlc.continue) refuse('-continue', "monocheck's simulation stops at the first violation.");
    if (tlc.dump !== null) refuse('-dump', "monocheck's simulation writes no state dump.");
    if (tlc.difftrace) refuse('-difftrace', "monocheck's simulation prints whole states.");
  }
  if (tlc.simulate !== null && tlc.recover !== null) refuse('-recover', 'a simulation keeps no checkpoint to recover.');
  if (tlc.dfid !== null)
    refuse('-dfid', "monocheck's iterative deepening is `monocheck check --dfid --max-depth N`, with its own output, not TLC's.");
  if (tlc.coverage !== null)
    refuse(
      '-coverage',
      "monocheck's action coverage is `monocheck check --coverage`, with its own table, not TLC's per-expression counts.",
    );
  for (const { format } of tlc.dumpTrace)
    if (format !== 'json' && format !== 'tlc') refuse(`-dumpTrace ${format}`, 'monocheck writes a trace as json or tlc.');
  if (tlc.dumpTrace.length > 1)
    refuse('-dumpTrace', `monocheck writes one trace file; -dumpTrace was given ${tlc.dumpTrace.length} times.`);
}

/** The spec's module and its model file, found as TLC finds them; throws SpecError (150) or ModelFileError (151). */
function locateModel(spec: string, config: string | null, cwd: string): { module: string; model: string; engine: 'auto' | 'compiled' } {
  const specFile = resolve(cwd, `${spec}.tla`);
  if (!existsSync(specFile))
    throw new SpecError(
      `cannot find the spec ${spec}.tla (TLC's spec argument: a module in the current folder, or a path to one)`,
      null,
      'semantic',
    );
  const named = config ?? spec;
  const candidates =
    config === null ? [resolve(cwd, `${named}.cfg`)] : [resolve(cwd, `${named}.cfg`), join(dirname(specFile), `${basename(named)}.cfg`)];
  const model = candidates.find((candidate) => existsSync(candidate));
  if (model === undefined)
    throw new ModelFileError(
      '',
      undefined,
      `cannot find the model file ${named}.cfg (TLC reads SPEC.cfg beside the spec, or -config's file)`,
    );
  if (dirname(model) !== dirname(specFile)) {
    throw new UsageError(
      `the model file ${named}.cfg is not beside ${spec}.tla; monocheck reads the ` +
        `modules beside the model file, so put the model file in ${dirname(specFile)}.`,
    );
  }
  const module = basename(spec);
  // TLC checks the module it is given; the transcription is the pristine MCMonopoly (and MCLive): any other root is compiled
  return { module, model, engine: TRANSCRIBED_ROOTS.includes(module) ? 'auto' : 'compiled' };
}

/** The root modules the transcription can serve (runs/temporal-options.ts: rootModuleOf). */
const TRANSCRIBED_ROOTS = ['MCMonopoly', 'MCLive'];

/** `check`'s arguments for a TLC command line. */
function checkArgv(tlc: TlcArguments, cwd: string): string[] {
  const argv: string[] = [];
  if (tlc.recover !== null) argv.push('--recover', tlc.recover);
  else {
    if (tlc.spec === null) throw new UsageError('Error: Missing input TLA+ module.');
    const { module, model, engine } = locateModel(tlc.spec, tlc.config, cwd);
    argv.push(model, '--module', module, '--engine', engine);
    if (!tlc.checkDeadlock) argv.push('--no-deadlock');
  }
  argv.push('--workers', String(tlc.workers), '--format', tlc.tool ? 'tool' : 'tlc');
  if (tlc.continue) argv.push('--continue');
  if (tlc.difftrace) argv.push('--difftrace');
  if (tlc.dump !== null && !tlc.dump.dot) argv.push('--dump', tlc.dump.file);
  if (tlc.dump !== null && tlc.dump.dot) argv.push('--dump-dot', tlc.dump.file);
  if (tlc.dump !== null && tlc.dump.dot && tlc.dump.options.length > 0) argv.push('--dump-dot-options', tlc.dump.options.join(','));
  if (tlc.checkpoint !== null && tlc.checkpoint > 0) argv.push('--checkpoint', String(tlc.checkpoint));
  if (tlc.metadir !== null && tlc.recover === null) argv.push('--checkpoint-dir', tlc.metadir);
  for (const { format, file } of tlc.dumpTrace) argv.push('--trace-out', file, '--trace-format', format);
  return argv;
}

/** `check`'s arguments, read by check's own options from `argv` (defaults, value checks). */
function checkArgumentsOf(argv: readonly string[]): CheckArguments {
  let parsed: CheckArguments | undefined;
  yargs([...argv])
    .parserConfiguration({ 'parse-numbers': false })
    .command('$0 [model]', 'check', checkOptions, (args) => {
      parsed = args;
    })
    .strict()
    .fail((message, error) => {
      throw new UsageError(message ?? error?.message ?? 'invalid arguments');
    })
    .help(false)
    .version(false)
    .parseSync();
  if (parsed === undefined) throw new UsageError('invalid arguments');
  return parsed;
}

/** The notes said before the run: each option that changes nothing, once. */
function notesOf(tlc: TlcArguments): string[] {
  const notes = tlc.inert.map(
    (typed) => `${typed} changes nothing here: ${INERT_BECAUSE[typed.split(' ')[0] as string] ?? 'monocheck has no such setting'}.`,
  );
  if (tlc.simulate !== null) {
    if (tlc.workers !== 1) notes.push(`-workers ${tlc.workers} changes nothing here: monocheck's simulation runs in one thread.`);
    if (tlc.checkpoint !== null) notes.push(`-checkpoint ${tlc.checkpoint} changes nothing here: a simulation keeps no checkpoints.`);
    return notes.map((note) => `monocheck: note: ${note}\n`);
  }
  if (tlc.depth !== null)
    notes.push(`-depth ${tlc.depth} changes nothing here: it is the length of TLC's simulated behaviours, and this is model checking.`);
  if (tlc.seed !== null) notes.push(`-seed ${tlc.seed} changes nothing here: monocheck's breadth-first search makes no random choice.`);
  if (tlc.metadir !== null && tlc.checkpoint === null && tlc.recover === null)
    notes.push(
      `-metadir changes nothing without -checkpoint N: monocheck writes checkpoints only when asked (and on Ctrl-C, to ${tlc.metadir}).`,
    );
  return notes.map((note) => `monocheck: note: ${note}\n`);
}

/**
 * TLC writes a trace-exploration spec beside the spec after a violation, unless
 * told not to (or in -tool or -continue mode); monocheck says it writes none.
 */
function traceSpecNote(tlc: TlcArguments, result: CheckResult): string | null {
  const violated = result.kind === 'invariant' || result.kind === 'deadlock' || result.kind === 'property';
  if (!violated || tlc.noGenerateSpecTE || tlc.tool || tlc.continue) return null;
  return (
    'monocheck: note: TLC would also write a trace-exploration spec (SPEC_TTrace_*.tla) here; monocheck ' +
    'writes none: -dumpTrace json FILE writes the counterexample (-noGenerateSpecTE silences this note).\n'
  );
}

/** `-simulate`: TLC's random simulation (tlc-simulation.ts). */
async function simulateRun(tlc: TlcArguments, terminal: Terminal, cwd: string): Promise<number> {
  if (tlc.spec === null) throw new UsageError('Error: Missing input TLA+ module.');
  const { module, model, engine } = locateModel(tlc.spec, tlc.config, cwd);
  const trace = tlc.dumpTrace[0];
  for (const note of notesOf(tlc)) terminal.err(note);
  const result = await runTlcSimulation(
    {
      model,
      module,
      engine,
      checkDeadlock: tlc.checkDeadlock,
      tool: tlc.tool,
      num: tlc.simulate?.num ?? null,
      depth: tlc.depth,
      seed: tlc.seed,
      ...(trace !== undefined && { trace: { file: trace.file, format: trace.format === 'tlc' ? 'tlc' : 'json' } }),
    },
    terminal,
  );
  return result;
}

/**
 * TLC's exit code after -continue: the code of what stopped the search (11
 * for a deadlock), 0 when it went on to the end, however many invariant
 * violations it reported; `check --continue` exits 12 then, and a warning
 * says how many violations TLC's code leaves unsaid.
 */
function tlcExitCode(result: CheckResult, code: number, terminal: Terminal): number {
  const violations = result.violations ?? [];
  if (violations.length === 0) return code;
  const { violations: _reported, ...stopped } = result;
  const tlcCode = result.kind === 'invariant' ? ExitCode.success : exitCodeOf(stopped);
  if (tlcCode !== code) {
    const counts = new Map<string, number>();
    for (const { invariant } of violations) counts.set(invariant, (counts.get(invariant) ?? 0) + 1);
    const which = [...counts].map(([invariant, count]) => `${invariant} ${count} time${count === 1 ? '' : 's'}`).join(', ');
    const why =
      tlcCode === ExitCode.success
        ? 'because the search went on to the end'
        : `the code of ${result.kind === 'deadlock' ? 'the deadlock' : 'what'} that stopped the search`;
    terminal.err(
      `monocheck: warning: ${violations.length} invariant violation${violations.length === 1 ? ' was' : 's were'} found ` +
        `(${which}); as TLC's -continue does, this exits ${tlcCode}, ${why} (\`monocheck check --continue\` exits ${code}).\n`,
    );
  }
  return tlcCode;
}

/** Usage, as `monocheck tlc -help` prints it. */
const USAGE = `usage: monocheck tlc [TLC's options] SPEC[.tla]

Runs TLC's command line on monocheck: the spec SPEC.tla with the model SPEC.cfg
beside it (or -config FILE), TLC's output (-tool: its framed messages) and
TLC's exit codes. docs/tlc-compatibility.md lists every option of tlc2.TLC and
what monocheck does with it.
`;

/** Runs `monocheck tlc ARGS...`: returns the exit code, given `check`'s runner (check-command.ts). */
export async function runTlc(
  args: readonly string[],
  terminal: Terminal,
  runCheck: (args: CheckArguments, terminal: Terminal, afterResult: (result: CheckResult, code: number) => number) => Promise<number>,
  cwd = process.cwd(),
): Promise<number> {
  const tlc = parseTlcArguments(args);
  if (tlc.help) {
    terminal.out(USAGE);
    return 0;
  }
  refuseModes(tlc);
  if (tlc.simulate !== null) return simulateRun(tlc, terminal, cwd);
  const checkArgs = checkArgumentsOf(checkArgv(tlc, cwd));
  for (const note of notesOf(tlc)) terminal.err(note);
  return runCheck(checkArgs, terminal, (result, code) => {
    const note = traceSpecNote(tlc, result);
    if (note !== null) terminal.err(note);
    return tlcExitCode(result, code, terminal);
  });
}
