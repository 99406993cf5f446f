/**
 * `monocheck check [model]`: the yargs definition and its handler, in four steps as in Quint's CLI: the plan
 * (check-plan.ts: the arguments read, every refusal made), the search (check-search.ts: returns what it found), the
 * report (check-report.ts: one place for every format and file), and the exit code, returned to main.ts.
 */
import type { CheckResult } from '../engine/result.js';
import { checkOptions, type CheckArguments } from './check-arguments.js';
import type { CheckOutcome } from './check-outcome.js';
import { planCheck, type CheckPlan } from './check-plan.js';
import { SearchProgress } from './check-progress.js';
import { reportCheck, startCheckReport } from './check-report.js';
import { searchCheck } from './check-search.js';
import { defineCommand, type MonocheckCommand } from './command.js';
import { ExitCode, exitCodeOf } from './exit-codes.js';
import { exploreCounterexample } from './explore-command.js';
import { checkpointDirectory } from './scale-options.js';
import { signalExitCode } from './signals.js';
import type { Terminal } from './terminal.js';
import { runTlc } from './tlc-command.js';

/** What monocheck tlc makes of the exit code of a check (its notes); `check` itself keeps it. */
type AfterResult = (result: CheckResult, code: number) => number;

/**
 * Runs the check and writes its report; returns the exit code, as `afterResult` makes it from the search's. Throws
 * ModelFileError on a bad model, UsageError on a refused flag or a path that cannot be written.
 */
async function runCheck(args: CheckArguments, terminal: Terminal, afterResult: AfterResult = (_result, code) => code): Promise<number> {
  const plan = await planCheck(args);
  const tlc = startCheckReport(plan, terminal);
  const progress = new SearchProgress(terminal, tlc, checkpointDirectory(args));
  const outcome = await searchCheck(plan, progress, tlc, terminal);
  progress.finish(outcome.result.stats);
  reportCheck(plan, outcome, tlc, terminal);
  return exitCodeOfCheck(plan, outcome, terminal, afterResult);
}

/**
 * The exit code: a signal's when one stopped the search, a witness's (0 found
 * or not), else the result's; --explore serves the counterexample first.
 */
function exitCodeOfCheck(
  plan: CheckPlan,
  { result }: CheckOutcome,
  terminal: Terminal,
  afterResult: AfterResult,
): number | Promise<number> {
  const stopped = terminal.stop.requested;
  if (result.kind === 'limit' && result.limit === 'interrupted' && stopped !== null) return signalExitCode(stopped);
  if (plan.searchMode?.witness !== undefined) return result.kind === 'error' ? ExitCode.other : ExitCode.success;
  if (plan.args.explore === true) return exploreCounterexample(plan.spec, result, exitCodeOf(result), terminal);
  return afterResult(result, exitCodeOf(result));
}

/**
 * `monocheck tlc ARGS...` in `monocheck --help`: main.ts hands its arguments,
 * TLC's grammar and not yargs', to tlc-command.ts before yargs reads any.
 */
export const tlcCommand: MonocheckCommand = {
  command: 'tlc [args..]',
  register(cli) {
    cli.command(
      'tlc [args..]',
      "run TLC's command line on monocheck (tlc2.TLC's options, TLC's output " +
        'and exit codes): monocheck tlc -workers 2 -config m.cfg MCMonopoly',
    );
  },
};

/** `monocheck tlc ARGS...`, for main.ts. */
export function runTlcCommand(args: readonly string[], terminal: Terminal): Promise<number> {
  return runTlc(args, terminal, runCheck);
}

export const checkCommand = defineCommand({
  command: 'check [model]',
  describe: 'explore every reachable state of a model and check its invariants, deadlock and temporal properties',
  builder: checkOptions,
  handler: runCheck,
});
