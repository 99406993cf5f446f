import { describe, expect, it } from 'vitest';
import { renderTlcTextTrace, tlcBehaviorMessages, type TlcTextStep } from '../../src/tlc/tlc-text-trace.js';
import { renderTlcMessages } from '../../src/tlc/tlc-messages.js';
import type { TlcTraceForm } from '../../src/tlc/tlc-trace-form.js';

const location = (line: number) => ({ beginLine: line, beginColumn: 1, endLine: line, endColumn: 9, module: 'M' });
const form: TlcTraceForm = {
  printOrder: ['y', 'x'],
  jsonVarsOrder: ['x', 'y'],
  initialLabel: 'Initial predicate',
  actionOf: (action) => ({ name: action ?? 'Stutter', location: location(action === 'Inc' ? 10 : 20) }),
};
const steps: TlcTextStep[] = [
  { action: null, state: { x: 0, y: 0 } },
  { action: 'Inc', state: { x: 1, y: 0 } },
  { action: 'Bump', state: { x: 1, y: 1 } },
];

describe('renderTlcTextTrace', () => {
  it("writes the error, then each state with TLC's label in TLC's variable order, a blank line after each", () => {
    expect(renderTlcTextTrace(steps.slice(0, 2), { kind: 'invariant', invariant: 'Small' }, form)).toBe(
      'Error: Invariant Small is violated.\n' +
        'Error: The behavior up to this point is:\n' +
        'State 1: <Initial predicate>\n/\\ y = 0\n/\\ x = 0\n\n' +
        'State 2: <Inc line 10, col 1 to line 10, col 9 of module M>\n/\\ y = 0\n/\\ x = 1\n\n',
    );
    expect(renderTlcTextTrace(steps.slice(0, 1), { kind: 'deadlock' }, form).split('\n')[0]).toBe('Error: Deadlock reached.');
  });

  it('ends a lasso by going back to a state, or by stuttering', () => {
    const back = renderTlcTextTrace(steps, { kind: 'property', property: 'Live' }, form, { start: 1, action: 'Inc' });
    expect(
      back.startsWith('Error: Temporal property Live was violated.\n\nError: The following behavior constitutes a counter-example:\n\n'),
    ).toBe(true);
    expect(back.endsWith('Back to state 2: <Inc line 10, col 1 to line 10, col 9 of module M>\n\n')).toBe(true);
    const stutter = renderTlcTextTrace(steps, { kind: 'property', property: 'Live' }, form, { start: 2, action: null });
    expect(stutter.endsWith('State 4: Stuttering\n')).toBe(true);
  });
});

describe('tlcBehaviorMessages with -difftrace', () => {
  it("prints each state as its difference from TLC's base, and a state with nothing to print as its label", () => {
    const text = renderTlcMessages(tlcBehaviorMessages(steps, form, undefined, 'state'), 'text');
    expect(text).toBe(
      'Error: The behavior up to this point is:\n' +
        'State 1: <Initial predicate>\n/\\ y = 0\n/\\ x = 0\n\n' +
        'State 2: <Inc line 10, col 1 to line 10, col 9 of module M>\n/\\ x = 1\n\n' +
        'State 3: <Bump line 20, col 1 to line 20, col 9 of module M>\n/\\ y = 1\n/\\ x = 1\n\n',
    );
    const same = renderTlcMessages(tlcBehaviorMessages(steps.slice(0, 2), form, undefined, 'successor'), 'text');
    expect(same).toContain('State 1: <Initial predicate>\n\n');
  });

  it('frames the back-to-state step as a state with -tool', () => {
    const tool = renderTlcMessages(tlcBehaviorMessages(steps, form, { start: 0, action: 'Inc' }), 'tool');
    expect(tool).toContain(
      '@!@!@STARTMSG 2122:4 @!@!@\n1: Back to state: <Inc line 10, col 1 to line 10, col 9 of module M>\n\n@!@!@ENDMSG 2122 @!@!@\n',
    );
    expect(tool).toContain('@!@!@STARTMSG 2264:1 @!@!@\nThe following behavior constitutes a counter-example:\n\n@!@!@ENDMSG 2264 @!@!@\n');
  });
});
