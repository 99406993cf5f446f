/** src/cli/terminal.ts: the process's terminal, colour only on a TTY and never under NO_COLOR or --no-color (--color forces it). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processTerminal } from '../../src/cli/terminal.js';

const quit = () => {
  throw new Error('no signal is sent in these tests');
};
const colorOf = (argv: readonly string[], env: NodeJS.ProcessEnv = {}) => processTerminal(argv, env, quit).colorLevel;

describe('processTerminal', () => {
  const tty = process.stdout.isTTY;
  afterEach(() => {
    process.stdout.isTTY = tty;
    vi.restoreAllMocks();
  });

  it('colours a TTY, unless NO_COLOR is set (not empty) or --no-color is given', () => {
    process.stdout.isTTY = true;
    expect(colorOf(['check'])).toBe(2);
    expect(colorOf(['check'], { NO_COLOR: '' })).toBe(2);
    expect(colorOf(['check'], { NO_COLOR: '1' })).toBe(0);
    expect(colorOf(['check', '--no-color'])).toBe(0);
  });

  it('never colours what is not a TTY (a pipe, a file), unless --color forces it, even under NO_COLOR', () => {
    process.stdout.isTTY = false;
    expect(colorOf(['check'])).toBe(0);
    expect(colorOf(['check', '--color'])).toBe(2);
    expect(colorOf(['check', '--color'], { NO_COLOR: '1' })).toBe(2);
  });

  it('writes out to stdout and err to stderr; no stop is requested before a signal', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const terminal = processTerminal([], {}, quit);
    terminal.out('verdict\n');
    terminal.err('progress\n');
    expect(out.mock.calls).toEqual([['verdict\n']]);
    expect(err.mock.calls).toEqual([['progress\n']]);
    expect(terminal.statusLine).toBe(process.stderr.isTTY === true);
    expect(terminal.stop.requested).toBeNull();
  });
});
