import { describe, expect, it } from 'vitest';
import { renderTraceFile } from '../../src/runs/trace-files.js';
import type { ShownTrace } from '../../src/engine/trace/shown-trace.js';
import { replayTrace, TraceLoadError, traceName, type ReplayTarget } from '../../src/explore/trace-loading.js';
import { dieHardSpec } from '../helpers/toy-spec.js';

const target: ReplayTarget = { spec: dieHardSpec, model: dieHardSpec.createModel() };
const jugs = (states: readonly { small: number; big: number }[]): ShownTrace => ({
  variableNames: ['small', 'big'],
  steps: states.map((state, index) => ({ action: index === 0 ? null : 'Next', label: index === 0 ? 'Initial predicate' : 'Next', state })),
});
const POURED = jugs([
  { small: 0, big: 0 },
  { small: 0, big: 5 },
  { small: 3, big: 2 },
]);

describe('replayTrace', () => {
  it('replays a trace file into a path of successor indexes, with its format, claim and verdict', () => {
    const text = renderTraceFile('itf', POURED, { kind: 'invariant', invariant: 'NotFour' }, 'test', dieHardSpec.tlc);
    const replay = replayTrace(target, text, 'poured.itf.json');
    expect([replay.name, replay.format, replay.states, replay.path]).toEqual(['poured.itf.json', 'ITF JSON', 3, [0, 1, 5]]);
    expect(replay.claim).toMatch(/NotFour/);
    // the last state holds 2 gallons in the big jug: the claim is refuted, the trace opens all the same
    expect(replay.note).toMatch(/^The file's trace is a behaviour of the compiled spec, but its last state does not show /);
    const tlc = replayTrace(target, renderTraceFile('tlc', POURED, { kind: 'none' }, 'test', dieHardSpec.tlc), 'poured.out');
    expect([tlc.format, tlc.path, tlc.claim]).toEqual(["TLC's text output", [0, 1, 5], null]);
  });

  it("refuses a file that is no trace with TraceLoadError, its name first and the reader's sentence cut", () => {
    expect(() => replayTrace(target, '{"vars": 3', 'broken.json')).toThrow(TraceLoadError);
    expect(() => replayTrace(target, '{"vars": 3', 'broken.json')).toThrow(/^broken\.json: /);
  });

  it('refuses a behaviour the model does not have, pointing at the model when the first state is not its initial state', () => {
    const elsewhere = renderTraceFile('itf', jugs([{ small: 1, big: 1 }]), { kind: 'none' }, 'test', dieHardSpec.tlc);
    expect(() => replayTrace(target, elsewhere, 'other.json')).toThrow(
      /^other\.json: .* Its first state is not this model's initial state \(Capacities = \{3, 5\}\); start the explorer with the model the trace was made with/,
    );
    const jump = renderTraceFile(
      'itf',
      jugs([
        { small: 0, big: 0 },
        { small: 3, big: 5 },
      ]),
      { kind: 'none' },
      'test',
      dieHardSpec.tlc,
    );
    expect(() => replayTrace(target, jump, 'jump.json')).toThrow(TraceLoadError);
    expect(() => replayTrace(target, jump, 'jump.json')).not.toThrow(/Its first state/);
  });
});

describe('traceName', () => {
  it('escapes control characters and cuts a long name to an excerpt', () => {
    expect(traceName('a\u001b[2Jb.json')).toBe('a\\x1b[2Jb.json');
    expect(traceName(`${'x'.repeat(100)}.json`)).toBe(`${'x'.repeat(60)}... (105 characters)`);
  });
});
