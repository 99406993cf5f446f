import { describe, expect, it } from 'vitest';
import { renderDumpedState } from '../../src/tlc/tlc-dump.js';

describe('renderDumpedState (TLC -dump)', () => {
  it('writes State k:, the variables in the order given, then a blank line', () => {
    expect(renderDumpedState(3, { b: true, a: [1, 2] }, ['a', 'b'])).toBe('State 3:\n/\\ a = <<1, 2>>\n/\\ b = TRUE\n\n');
  });

  it('refuses a state without a variable of the order', () => {
    expect(() => renderDumpedState(1, { a: 1 }, ['a', 'missing'])).toThrow(/missing/);
  });
});
