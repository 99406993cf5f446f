/** `monocheck witnesses`: the catalogue of situations `check --witness NAME` and `simulate --witness NAME` look for. */
import type { Argv } from 'yargs';
import { WITNESSES } from '../monopoly/witnesses.js';
import { defineCommand } from './command.js';
import { ExitCode, type ExitCodeValue } from './exit-codes.js';
import type { Terminal } from './terminal.js';

function runWitnesses(args: { json: boolean }, terminal: Terminal): ExitCodeValue {
  if (args.json) {
    terminal.out(
      `${JSON.stringify(WITNESSES.map(({ name, description, invariant, quickModel, quickOutcome }) => ({ name, description, invariant, quickModel, quickOutcome })))}\n`,
    );
    return ExitCode.success;
  }
  const width = WITNESSES.reduce((widest, w) => Math.max(widest, w.name.length), 0);
  const lines = [
    'Witnesses: `monocheck check --witness NAME` prints the shortest behaviour that reaches one, or says it is unreachable within the model.',
    '',
  ];
  for (const w of WITNESSES) {
    const c = w.quickModel;
    lines.push(
      `  ${w.name.padEnd(width)}  ${w.description} (invariant ${w.invariant}${w.reachedBy === undefined ? '' : ', a property of a step: see docs/beyond-exhaustive-search.md'})`,
    );
    lines.push(
      `  ${''.padEnd(width)}  quick model: --players ${c.N} --start-money ${c.StartMoney} --max-money ${c.MaxMoney} --max-depth ${c.MaxDepth}: ${w.quickOutcome}`,
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
