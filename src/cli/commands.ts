/** Every subcommand, in the order `monocheck --help` lists them. Add a command with one line here. */
import { checkCommand, tlcCommand } from './check-command.js';
import type { MonocheckCommand } from './command.js';
import { compareCommand } from './compare-command.js';
import { exploreCommand } from './explore-command.js';
import { traceCommand } from './trace-command.js';
import { replayCommand } from './replay-command.js';
import { simulateCommand } from './simulate-command.js';
import { witnessesCommand } from './witnesses-command.js';
import { workerCommand } from './worker-command.js';

export const COMMANDS: readonly MonocheckCommand[] = [
  checkCommand,
  compareCommand,
  traceCommand,
  simulateCommand,
  replayCommand,
  witnessesCommand,
  exploreCommand,
  workerCommand,
  tlcCommand,
];
