/** Every subcommand, in the order `monocheck --help` lists them. Add a command with one line here. */
import { checkCommand } from './check-command.js';
import type { MonocheckCommand } from './command.js';

export const COMMANDS: readonly MonocheckCommand[] = [checkCommand];
