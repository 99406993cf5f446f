/**
 * The eight liveness models of test/fixtures/tlc/liveness give TLC's verdict
 * (and exit code), the three that hold give TLC's counts, every lasso
 * monocheck finds is confirmed by replay (through TLC's -dumpTrace json shape
 * and back), and every lasso TLC printed validates against the transcription.
 * The five models over N = 2, StartMoney = MaxMoney = 0 share one graph, built
 * once with both specs' fairness; three more go through the command line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadModel } from '../../src/runs/model-config.js';
import { specOfResolved } from '../../src/runs/spec/load-spec.js';
import { TRANSCRIBED_TLC_FORM } from '../../src/runs/spec/transcribed-spec.js';
import { temporalOptionsOf } from '../../src/runs/temporal-options.js';
import { validateDocument } from '../../src/cli/trace-model.js';
import { buildLivenessGraph, findViolation } from '../../src/engine/liveness/check-liveness.js';
import type { StateGraph } from '../../src/engine/liveness/state-graph.js';
import type { Statistics } from '../../src/engine/result.js';
import { showTrace } from '../../src/engine/trace/shown-trace.js';
import { validateTrace } from '../../src/engine/trace/validate-trace.js';
import { MonopolyModel } from '../../src/monopoly/model.js';
import { SPECIFICATIONS, temporalProperty } from '../../src/monopoly/temporal.js';
import { readTraceText } from '../../src/tlc/trace-file.js';
import { fromTlcTraceJson, loopOfTlcTraceJson, toTlcTraceJson } from '../../src/tlc/trace-json.js';
import { runCli, ROOT } from '../cli/run-cli.js';
import { FIXTURES } from './tlc-fixtures.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const LIVE = `${FIXTURES}liveness/`;
const MODELS = readdirSync(LIVE)
  .filter((name) => name.endsWith('.cfg'))
  .map((name) => name.replace(/\.cfg$/, ''))
  .sort();

interface TlcLiveRun {
  readonly verdict: 'ok' | 'property';
  readonly property: string | null;
  readonly statesGenerated: number;
  readonly distinctStates: number;
  readonly depth: number;
  readonly exit: number;
}

/** TLC's answers from its log (which ends with the line `exit N`, TLC's exit code). */
function readTlcLiveRun(name: string): TlcLiveRun {
  const text = readFileSync(`${LIVE}${name}.out`, 'utf8');
  const counts = /^(\d+) states generated, (\d+) distinct states found, \d+ states left on queue\.$/m.exec(text);
  const depth = /^The depth of the complete state graph search is (\d+)\.$/m.exec(text);
  const exit = /^exit (\d+)$/m.exec(text);
  if (counts === null || depth === null || exit === null) throw new Error(`${name}.out has no final statistics or exit code`);
  const property = /^Error: Temporal property (\w+) was violated\.$/m.exec(text)?.[1] ?? null;
  return {
    verdict: property === null ? 'ok' : 'property',
    property,
    statesGenerated: Number(counts[1]),
    distinctStates: Number(counts[2]),
    depth: Number(depth[1]),
    exit: Number(exit[1]),
  };
}

describe('the liveness fixtures', () => {
  it("are the eight models of the issue, with TLC's verdicts and exit codes as read here", () => {
    expect(MODELS).toHaveLength(8);
    expect(readTlcLiveRun('live_fair_keepsrolling_n2_m0_x0')).toEqual({
      verdict: 'ok',
      property: null,
      statesGenerated: 3465957,
      distinctStates: 345236,
      depth: 33,
      exit: 0,
    });
    expect(readTlcLiveRun('live_fair_winner_n2_m0_x0')).toMatchObject({ verdict: 'property', property: 'EventuallyOneWinner', exit: 13 });
    expect(MODELS.filter((name) => readTlcLiveRun(name).verdict === 'ok')).toEqual([
      'live_fair_keepsrolling_n2_m0_x0',
      'live_fair_winner_real_d6',
      'live_spec_bankruptstays_d10',
    ]);
  });
});

describe('the five models over N = 2, no money, on one graph', () => {
  const model = new MonopolyModel({ N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 });
  const names = MODELS.filter((name) => name.endsWith('_n2_m0_x0'));
  const properties = ['EventuallyOneWinner', 'JailEnds', 'KeepsRolling'].map((name) => temporalProperty(name, 2)!);
  let graph: StateGraph;
  let stats: Statistics;

  beforeAll(() => {
    const built = buildLivenessGraph(model, {
      invariants: [],
      constraints: ['MoneyBound', 'DepthBound'],
      checkDeadlock: true,
      properties,
      fairness: SPECIFICATIONS.flatMap((spec) => spec.fairness),
    });
    if (built.graph === null) throw new Error(`the graph search stopped: ${built.result.kind}`);
    ({ graph, stats } = built);
  }, 60_000);

  it("has TLC's counts (those of an exhaustive search, as where a property holds)", () => {
    const tlc = readTlcLiveRun('live_fair_keepsrolling_n2_m0_x0');
    expect([stats.statesGenerated, stats.distinctStates, stats.depth, stats.queueLeft]).toEqual([
      tlc.statesGenerated,
      tlc.distinctStates,
      tlc.depth,
      0,
    ]);
  });

  for (const name of names) {
    it(`${name}: TLC's verdict, and a lasso confirmed by replay from TLC's json shape`, () => {
      const resolved = loadModel(`${LIVE}${name}.cfg`, {});
      const {
        properties: [property],
        fairness,
      } = temporalOptionsOf(resolved);
      const tlc = readTlcLiveRun(name);
      const found = findViolation(model, graph, property!, fairness);
      expect(found === null ? 'ok' : 'property').toBe(tlc.verdict);
      if (found === null) return;
      if ('problem' in found) throw new Error(found.problem);
      // as --trace-out writes it, read back and validated as `trace --validate --config` does
      const json = JSON.parse(JSON.stringify(toTlcTraceJson(showTrace(model, found.trace, found.loop), TRANSCRIBED_TLC_FORM))) as unknown;
      const loop = loopOfTlcTraceJson(json);
      expect(loop).toBe(found.loop.start);
      const validation = validateTrace(
        model,
        { states: fromTlcTraceJson(json), claim: { kind: 'property', property: property!.name }, loop: loop! },
        { temporal: { properties: [property!], fairness } },
      );
      expect(validation.claim).toEqual({ kind: 'property-violated', property: property!.name, loop: found.loop.start });
      expect(validation.ok).toBe(true);
    });
  }
});

describe("TLC's lassos validate against the transcription", () => {
  for (const name of MODELS.filter((model) => readTlcLiveRun(model).verdict === 'property')) {
    for (const file of [`${name}.trace.json`, `${name}.out`]) {
      it(`${file} (trace --validate --config ${name}.cfg)`, () => {
        const document = readTraceText(readFileSync(`${LIVE}${file}`, 'utf8'), file);
        const spec = specOfResolved(loadModel(`${LIVE}${name}.cfg`, {}));
        const validation = validateDocument({ spec, model: spec.createModel() }, document);
        expect(validation.failure).toBeNull();
        expect(validation.claim).toEqual({ kind: 'property-violated', property: readTlcLiveRun(name).property, loop: document.loop });
      });
    }
  }
});

describe('the command line on the liveness models', () => {
  let work: string;
  beforeAll(() => {
    work = temporaryFolder('monocheck-live-');
  });

  // (live_fair_keepsrolling_n2_m0_x0's counts are checked on the shared graph above, and its run is an example of docs/liveness.md)
  for (const name of ['live_fair_winner_real_d6', 'live_spec_winner_real_d6', 'live_spec_bankruptstays_d10']) {
    it(`${name}: TLC's verdict and exit code, and TLC's counts where it holds`, () => {
      const tlc = readTlcLiveRun(name);
      const traceOut = join(work, `${name}.json`);
      const run = runCli(['check', `specs/${name}.cfg`, '--json', '--trace-out', traceOut]);
      expect(run.status, run.stderr).toBe(tlc.exit);
      const json = JSON.parse(run.stdout) as {
        result: string;
        property: string | null;
        statesGenerated: number;
        distinctStates: number;
        depth: number;
        traceLength: number;
        loopStart: number | null;
      };
      expect([json.result, json.property]).toEqual([tlc.verdict, tlc.property]);
      if (tlc.verdict === 'ok') {
        expect([json.statesGenerated, json.distinctStates, json.depth]).toEqual([tlc.statesGenerated, tlc.distinctStates, tlc.depth]);
        return;
      }
      expect(json.loopStart).toBeGreaterThanOrEqual(1);
      expect(json.loopStart).toBeLessThanOrEqual(json.traceLength);
      const validate = runCli(['trace', traceOut, '--validate', '--config', `specs/${name}.cfg`]);
      expect(validate.status, validate.stdout).toBe(0);
      expect(validate.stdout).toContain(`a violation of ${tlc.property}`);
    });
  }

  it("runs the models from specs/, which are the fixtures' own", () => {
    for (const name of MODELS) expect(readFileSync(`${ROOT}specs/${name}.cfg`, 'utf8')).toBe(readFileSync(`${LIVE}${name}.cfg`, 'utf8'));
  });
});
