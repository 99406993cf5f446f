/** yargs' messages for command-line mistakes, in monocheck's words: each flag named once, as typed; values quoted. */
import { describe, expect, it } from 'vitest';
import { usageMessage } from '../../src/cli/usage-message.js';

const COMMANDS = ['check [model]', 'trace <file>', 'simulate [model]'];

describe('usageMessage', () => {
  it('names an unknown flag once, as typed (yargs adds its camel-case twin), and an extra word as such', () => {
    expect(usageMessage('Unknown arguments: bogus-flag, bogusFlag', ['check', '--bogus-flag', '1'], COMMANDS)).toBe(
      'unknown flag --bogus-flag.',
    );
    expect(usageMessage('Unknown arguments: x, no-such, noSuch', ['check', '-x', '--no-such=3'], COMMANDS)).toBe(
      'unknown flags -x, --no-such.',
    );
    expect(usageMessage('Unknown argument: extra', ['check', 'a.cfg', 'extra'], COMMANDS)).toBe("unexpected argument 'extra'.");
    expect(usageMessage('Unknown argument: chek', ['chek'], COMMANDS)).toBe(
      "unknown command 'chek'; the commands are check, trace, simulate.",
    );
  });

  it('says which flag needs a value, which value is not a choice, and which argument is missing', () => {
    expect(usageMessage('Not enough arguments following: max-states', ['check', '--max-states'], COMMANDS)).toBe(
      '--max-states needs a value.',
    );
    expect(
      usageMessage(
        'Invalid values:\n  Argument: format, Given: "xml", Choices: "text", "tlc", "json"',
        ['check', '--format', 'xml'],
        COMMANDS,
      ),
    ).toBe("--format 'xml' is not one of text, tlc, json.");
    expect(usageMessage('Not enough non-option arguments: got 0, need at least 1', ['trace'], COMMANDS)).toBe(
      'missing argument: the command is `monocheck trace <file>`.',
    );
    // a sentence of monocheck's own (a flag parser's, a .check()) passes as it is
    expect(usageMessage("--players 'abc' is not a whole number from 2 to 4.", ['check'], COMMANDS)).toBe(
      "--players 'abc' is not a whole number from 2 to 4.",
    );
  });
});
