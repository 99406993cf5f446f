import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimOfResult, htmlViewerPage, renderTraceFile, writeHtmlViewer, writeTraceFile } from '../../src/runs/trace-files.js';
import { ModelValueError } from '../../src/engine/model.js';
import type { CheckResult } from '../../src/engine/result.js';
import { showTrace, type ShownTrace } from '../../src/engine/trace/shown-trace.js';
import { readTraceText } from '../../src/tlc/trace-file.js';
import { makeState, monopolyModel, successorsOf } from '../helpers/monopoly-states.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { dieHardSpec } from '../helpers/toy-spec.js';

/** The jugs: fill the big one, pour it into the small one. */
const JUGS: ShownTrace = {
  variableNames: ['small', 'big'],
  steps: [
    { action: null, label: 'Initial predicate', state: { small: 0, big: 0 } },
    { action: 'FillBig', label: 'FillBig', state: { small: 0, big: 5 } },
    { action: 'BigToSmall', label: 'BigToSmall', state: { small: 3, big: 2 } },
  ],
};
const NOT_FOUR = { kind: 'invariant', invariant: 'NotFour' } as const;

describe('claimOfResult', () => {
  it("claims what the search found: an invariant's violation, a deadlock, a property's violation, else nothing", () => {
    const result = (fields: object) => fields as unknown as CheckResult;
    expect(claimOfResult(result({ kind: 'invariant', invariant: 'TypeOK' }))).toEqual({ kind: 'invariant', invariant: 'TypeOK' });
    expect(claimOfResult(result({ kind: 'deadlock' }))).toEqual({ kind: 'deadlock' });
    expect(claimOfResult(result({ kind: 'property', property: 'JailEnds' }))).toEqual({ kind: 'property', property: 'JailEnds' });
    expect(claimOfResult(result({ kind: 'ok' }))).toEqual({ kind: 'none' });
    expect(claimOfResult(result({ kind: 'limit', limit: 'states' }))).toEqual({ kind: 'none' });
  });
});

describe('renderTraceFile', () => {
  it('writes ITF with one state per line, its source in #meta and the loop of a lasso', () => {
    const text = renderTraceFile('itf', JUGS, NOT_FOUR, 'jugs.cfg', dieHardSpec.tlc);
    const lines = text.split('\n');
    expect(lines[3]).toBe('  {"#meta":{"index":0,"label":"Initial predicate"},"small":{"#bigint":"0"},"big":{"#bigint":"0"}},');
    expect(lines).toHaveLength(9);
    expect(text.endsWith(' ]\n}\n')).toBe(true);
    const itf = JSON.parse(text) as { '#meta': Record<string, unknown>; vars: string[]; states: unknown[]; loop?: number };
    expect([itf.vars, itf.states.length, itf.loop]).toEqual([['small', 'big'], 3, undefined]);
    expect(JSON.stringify(itf['#meta'])).toContain('jugs.cfg');
    const lasso = JSON.parse(
      renderTraceFile('itf', { ...JUGS, loop: { start: 1, action: 'FillBig', label: 'FillBig' } }, { kind: 'none' }, 's', dieHardSpec.tlc),
    ) as { loop?: number };
    expect(lasso.loop).toBe(1);
  });

  it("writes TLC's -dumpTrace json and TLC's text in the spec's own orders, each ending in a newline, each reading back", () => {
    const json = renderTraceFile('json', JUGS, NOT_FOUR, 'jugs.cfg', dieHardSpec.tlc);
    expect(json.endsWith('}\n')).toBe(true);
    expect((JSON.parse(json) as { vars: string[] }).vars).toEqual(['big', 'small']);
    const text = renderTraceFile('tlc', JUGS, NOT_FOUR, 'jugs.cfg', dieHardSpec.tlc);
    expect(text).toContain('/\\ big = 5\n/\\ small = 0\n');
    for (const written of [json, text]) expect(readTraceText(written, 'jugs').states).toEqual(JUGS.steps.map((step) => step.state));
  });

  it('writeTraceFile writes the same text to the file', () => {
    const path = join(temporaryFolder('trace-files-'), 'jugs.itf.json');
    writeTraceFile(path, 'itf', JUGS, NOT_FOUR, 'jugs.cfg', dieHardSpec.tlc);
    expect(readFileSync(path, 'utf8')).toBe(renderTraceFile('itf', JUGS, NOT_FOUR, 'jugs.cfg', dieHardSpec.tlc));
  });
});

describe('htmlViewerPage', () => {
  const model = monopolyModel();
  const first = makeState(model);
  const next = successorsOf(model, first)[0]!;
  const shown = showTrace(model, { states: [first, next.state], actionIds: [-1, model.actionNames.indexOf(next.action)] });
  const dataOf = (page: string) =>
    JSON.parse(/<script type="application\/json" id="trace-data">(.*?)<\/script>/s.exec(page)?.[1] ?? 'null') as {
      title: string;
      source: string;
      note: string | null;
      steps: { action: string | null; state: { players: unknown[] } }[];
    };

  it("titles the page by the claim and the number of states, and gives each step's board", () => {
    const data = dataOf(htmlViewerPage(model, shown, { kind: 'none' }, 'a walk', 'a note'));
    expect([data.title, data.source, data.note]).toEqual(['Monopoly behaviour, 2 states', 'a walk', 'a note']);
    expect(data.steps.map((step) => step.action)).toEqual([null, next.action]);
    expect(data.steps[0]?.state.players).toHaveLength(2);
    expect(dataOf(htmlViewerPage(model, shown, { kind: 'deadlock' }, 's')).title).toMatch(/ \(2 states\)$/);
  });

  it("throws ModelValueError when a state is not Monopoly's", () => {
    expect(() => htmlViewerPage(model, JUGS, NOT_FOUR, 'jugs')).toThrow(ModelValueError);
  });

  it('writeHtmlViewer writes the page to the file', () => {
    const path = join(temporaryFolder('trace-files-'), 'walk.html');
    writeHtmlViewer(path, model, shown, { kind: 'none' }, 'a walk');
    expect(readFileSync(path, 'utf8')).toBe(htmlViewerPage(model, shown, { kind: 'none' }, 'a walk'));
  });
});
