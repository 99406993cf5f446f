/**
 * The orders and action labels of TLC's output for this spec, against TLC's own runs (test/fixtures/tlc) and
 * the spec's text (specs/Monopoly.tla).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TLC_INIT_ACTION, TLC_JSON_VARS_ORDER, TLC_NEXT_ACTION, TLC_PRINT_ORDER } from '../../src/monopoly/tlc-output-order.js';
import { VARIABLE_NAMES } from '../../src/monopoly/values.js';

const text = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const specLines = text('specs/Monopoly.tla').split('\n');

/** The variable names of the state printed under `header` in a TLC log, in their order. */
function printedVariables(log: string, header: string): string[] {
  const lines = log.split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break;
    const name = /^\/\\ (\w+) = /.exec(line)?.[1];
    if (name !== undefined) names.push(name);
  }
  return names;
}

/** The text of the spec from (beginLine, beginColumn) to (endLine, endColumn), 1-based and inclusive, as TLC counts. */
function specText(location: (typeof TLC_NEXT_ACTION)['location'] | (typeof TLC_INIT_ACTION)['location']): string {
  const lines = specLines.slice(location.beginLine - 1, location.endLine);
  lines[lines.length - 1] = (lines[lines.length - 1] as string).slice(0, location.endColumn);
  lines[0] = (lines[0] as string).slice(location.beginColumn - 1);
  return lines.join('\n');
}

const label = ({ name, location: l }: typeof TLC_NEXT_ACTION | typeof TLC_INIT_ACTION) =>
  `<${name} line ${l.beginLine}, col ${l.beginColumn} to line ${l.endLine}, col ${l.endColumn} of module ${l.module}>`;

describe("TLC's output order", () => {
  it('prints the variables in the order of a TLC trace, each variable of the spec once', () => {
    const log = text('test/fixtures/tlc/n3_m0_x0.out');
    expect(printedVariables(log, 'State 1:')).toEqual(TLC_PRINT_ORDER);
    expect(printedVariables(log, 'State 2:')).toEqual(TLC_PRINT_ORDER);
    expect([...TLC_PRINT_ORDER].sort()).toEqual([...VARIABLE_NAMES].sort());
  });

  it('lists the variables of a -dumpTrace json file as TLC wrote them', () => {
    const json = JSON.parse(text('test/fixtures/tlc/n3_m0_x0.trace.json')) as { vars: string[] };
    expect(json.vars).toEqual(TLC_JSON_VARS_ORDER);
    expect([...TLC_JSON_VARS_ORDER].sort()).toEqual([...VARIABLE_NAMES].sort());
  });

  it("labels every step with Next's body, where the spec has it", () => {
    expect(specText(TLC_NEXT_ACTION.location)).toMatch(/^IF GameOver\n[\s\S]*\\\/ EndTurn$/);
    expect(specLines[TLC_NEXT_ACTION.location.beginLine - 2]).toBe('Next ==');
    expect(text('test/fixtures/tlc/n3_m0_x0.out')).toContain(`State 2: ${label(TLC_NEXT_ACTION)}\n`);
  });

  it("labels a simulation's first state with Init's body, where the spec has it", () => {
    expect(specText(TLC_INIT_ACTION.location)).toMatch(/^\/\\ position = [\s\S]*\/\\ phase = "roll"$/);
    expect(specLines[TLC_INIT_ACTION.location.beginLine - 2]).toBe('Init ==');
    expect(text('test/fixtures/tlc/sim/hotel.out')).toContain(`State 1: ${label(TLC_INIT_ACTION)}\n`);
  });
});
