/**
 * A spec that is not Monopoly behind the seam (the die-hard jugs, with
 * constants, variables, actions and TLC labels of their own, as a compiled
 * spec will have): the layers above print what the spec says, not Monopoly
 * (that the Monopoly-only parts say they are absent: test/runs/spec/checkable-spec.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { renderTraceFile } from '../../src/runs/trace-files.js';
import { showTrace } from '../../src/engine/trace/shown-trace.js';
import { checkSpec } from '../../src/index.js';
import { toJsonResult } from '../../src/report/json.js';
import { constantsText } from '../../src/report/model-constants.js';
import { renderSummary } from '../../src/report/text.js';
import { tlcEndMessages } from '../../src/report/tlc-format.js';
import { renderTlcMessages } from '../../src/tlc/tlc-messages.js';
import { readTraceText } from '../../src/tlc/trace-file.js';
import { dieHardSpec } from '../helpers/toy-spec.js';

const jugs = dieHardSpec;

describe('a spec that is not Monopoly', () => {
  const { model, result } = checkSpec(jugs);
  const shown = result.kind === 'invariant' ? showTrace(model, result.trace) : null;

  it('is checked through the seam: the jugs reach 4 gallons in 7 states', () => {
    expect(result).toMatchObject({ kind: 'invariant', invariant: 'NotFour' });
    expect(shown?.steps.map((step) => step.action)).toEqual([
      null,
      'FillBig',
      'BigToSmall',
      'EmptySmall',
      'BigToSmall',
      'FillBig',
      'BigToSmall',
    ]);
  });

  it('shows its own constants in the text and JSON outputs', () => {
    expect(constantsText(jugs.constants)).toBe('Capacities = {3, 5}, Goal = 4');
    expect(renderSummary(result, jugs.constants)).toContain('\n  model                 Capacities = {3, 5}, Goal = 4\n');
    expect(toJsonResult(result, { constants: jugs.constants }).model).toEqual({ Capacities: '{3, 5}', Goal: 4 });
  });

  it("prints TLC's text with its own variable order and labels", () => {
    const at = new Date();
    const text = renderTlcMessages(
      tlcEndMessages({ result, trace: shown, form: jugs.tlc, started: at, finished: at, temporal: false, search: 'breadth-first' }),
      'text',
    );
    expect(text).toContain(
      'State 1: <Initial predicate>\n/\\ big = 0\n/\\ small = 0\n\nState 2: <FillBig line 11, col 1 to line 11, col 30 of module DieHard>\n/\\ big = 5\n/\\ small = 0\n',
    );
  });

  it('writes -dumpTrace json with its "vars" order and each step\'s action, which reads back', () => {
    const json = JSON.parse(renderTraceFile('json', shown!, { kind: 'invariant', invariant: 'NotFour' }, 'test', jugs.tlc)) as {
      vars: string[];
      counterexample: { action: [unknown, { name: string; location: { beginLine: number } }, unknown][] };
    };
    expect(json.vars).toEqual(['big', 'small']);
    expect(json.counterexample.action.map(([, action]) => `${action.name}@${action.location.beginLine}`)).toEqual([
      'FillBig@11',
      'BigToSmall@15',
      'EmptySmall@12',
      'BigToSmall@15',
      'FillBig@11',
      'BigToSmall@15',
    ]);
    const text = renderTraceFile('tlc', shown!, { kind: 'invariant', invariant: 'NotFour' }, 'test', jugs.tlc);
    expect(readTraceText(text, 'jugs.out').states.at(-1)).toEqual({ big: 4, small: 3 });
  });
});
