/** src/cli/check-header.ts: the first lines of `check` and `simulate`: the model, the engine and why, the constants, what is checked, the run's own lines. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHeader, runHeader } from '../../src/cli/check-header.js';
import { transcribedSpecOf } from '../helpers/specs.js';

const CONSTANTS = { N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 3 };
const ENGINE = "  checking the transcribed spec (monocheck's transcription of specs/Monopoly.tla)\n";
const MODEL_LINE = '  N = 2, StartMoney = 0, MaxMoney = 0, MaxDepth = 3\n';

describe('runHeader', () => {
  it('says what the run does to which model, the engine, the constants, what is checked, then its own lines', () => {
    const spec = transcribedSpecOf(CONSTANTS);
    const header = { doing: 'simulating', after: ' with seed 42', constraints: [], checkDeadlock: false, lines: ['runs: 3'] };
    expect(runHeader(spec, { ...header, invariants: ['TurnValid', 'TypeOK'] })).toBe(
      'monocheck: simulating a model given by flags with seed 42\n' +
        ENGINE +
        MODEL_LINE +
        '  invariants: TurnValid, TypeOK; constraints: (none); deadlock not checked\n' +
        '  runs: 3\n',
    );
  });

  it('names the model file as the user would type it, relative to the working folder', () => {
    const spec = transcribedSpecOf(CONSTANTS, { file: join(process.cwd(), 'specs', 'n2_m0_x0.cfg') });
    const header = runHeader(spec, { doing: 'checking', invariants: [], constraints: ['DepthBound'], checkDeadlock: true, lines: [] });
    expect(header.split('\n')[0]).toBe('monocheck: checking specs/n2_m0_x0.cfg');
    expect(header).toContain('  invariants: (none); constraints: DepthBound; deadlock checked\n');
  });
});

describe('checkHeader', () => {
  it("takes the spec's constraints, and says --continue", () => {
    const spec = transcribedSpecOf(CONSTANTS, { constraints: ['MoneyBound'] });
    expect(checkHeader(spec, { invariants: [], checkDeadlock: true, search: null, continued: true })).toBe(
      'monocheck: checking a model given by flags\n' +
        ENGINE +
        MODEL_LINE +
        '  invariants: (none); constraints: MoneyBound; deadlock checked\n' +
        '  going on past invariant violations (--continue)\n',
    );
  });

  it('names the temporal properties under their SPECIFICATION and its fairness, then the search mode', () => {
    const spec = transcribedSpecOf(CONSTANTS, { specification: 'Spec', properties: ['EventuallyOneWinner'] });
    const header = checkHeader(spec, { invariants: [], checkDeadlock: true, search: 'search: depth-first', continued: false });
    expect(header).toMatch(/\n {2}properties: EventuallyOneWinner; under Spec \(WF_vars\(EndTurn\)\)\n {2}search: depth-first\n$/);
  });

  it('says a property checked from INIT and NEXT has no fairness', () => {
    const spec = transcribedSpecOf(CONSTANTS, { properties: ['EventuallyOneWinner'] });
    const header = checkHeader(spec, { invariants: ['TurnValid'], checkDeadlock: false, search: null, continued: false });
    expect(header).toMatch(
      /\n {2}invariants: TurnValid; constraints: \(none\); deadlock not checked\n {2}properties: EventuallyOneWinner; without fairness \(INIT and NEXT\)\n$/,
    );
  });
});
