/** src/cli/commands.ts: every subcommand, in the order `monocheck --help` lists them. */
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands.js';

describe('COMMANDS', () => {
  it('lists each subcommand once, in the order of the help', () => {
    expect(COMMANDS.map((command) => command.command.split(' ')[0])).toEqual([
      'check',
      'compare',
      'trace',
      'simulate',
      'replay',
      'witnesses',
      'explore',
      'worker',
      'tlc',
    ]);
  });

  it("each command's syntax names its positional arguments as yargs reads them", () => {
    for (const { command } of COMMANDS) expect(command).toMatch(/^[a-z]+( (\[[a-z.]+\]|<[a-z]+>))*$/);
  });
});
