/** `monocheck witnesses`: the catalogue of situations `check --witness NAME` and `simulate --witness NAME` look for. */
import type { Argv } from 'yargs';
import { simulatedOutcomeText, WITNESSES, type Witness } from '../monopoly/witnesses.js';
import { defineCommand } from './command.js';
import { ExitCode, type ExitCodeValue } from './exit-codes.js';
import type { Terminal } from './terminal.js';

/** A witness's quick outcome, a simulation that finds one named by the command and flags that run it. */
function quickOutcomeInCliWords(w: Witness): string {
  const found = w.foundBySimulation;
  if (found === undefined) return w.quickOutcome;
  return simulatedOutcomeText(found, `simulate --no-constraints --strategy ${found.strategy} --witness ${w.name}`);
}

function runWitnesses(args: { json: boolean }, terminal: Terminal): ExitCodeValue {
  if (args.json) {
    terminal.out(
      JSON.stringify(
        WITNESSES.map((w) => ({
          name: w.name,
          description: w.description,
          invariant: w.invariant,
          quickModel: w.quickModel,
          quickOutcome: quickOutcomeInCliWords(w),
        })),
      ) + '\n',
    );
    return ExitCode.success;
  }
  const width = WITNESSES.reduce((widest, w) => Math.max(widest, w.name.length), 0);
  const lines = [
    'Witnesses: `monocheck check --witness NAME` prints the shortest behaviour ' +
      'that reaches one, or says it is unreachable within the model.',
    '',
  ];
  for (const w of WITNESSES) {
    const c = w.quickModel;
    lines.push(
      `  ${w.name.padEnd(width)}  ${w.description} ` +
        `(invariant ${w.invariant}${w.reachedBy === undefined ? '' : ', a property of a step: see docs/beyond-exhaustive-search.md'})`,
    );
    lines.push(
      `  ${''.padEnd(width)}  quick model: --players ${c.N} --start-money ${c.StartMoney} ` +
        `--max-money ${c.MaxMoney} --max-depth ${c.MaxDepth}: ${quickOutcomeInCliWords(w)}`,
    );
  }
  terminal.out(`${lines.join('\n')}\n`);
  return ExitCode.success;
}

export const witnessesCommand = defineCommand({
  command: 'witnesses',
  describe: 'list the situations check --witness can search for, with a model that answers quickly',
  builder: (yargs: Argv) => yargs.option('json', { type: 'boolean', default: false, describe: 'one JSON array on stdout' }),
  handler: runWitnesses,
});
