import { describe, expect, it } from 'vitest';
import type { CheckResult, Statistics, Trace } from '../../src/engine/result.js';
import { toJsonResult } from '../../src/report/json.js';
import { transcribedSpecOf } from '../helpers/specs.js';

const stats: Statistics = {
  statesGenerated: 151,
  distinctStates: 123,
  queueLeft: 42,
  depth: 4,
  seconds: 0.25,
  workers: 2,
  memoryBytes: 8192,
  collisionProbability: 1.5e-16,
  generatedByWorker: [100, 51],
};
const model = { N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 };
const constants = transcribedSpecOf(model).constants;
const packedTrace = (length: number): Trace => ({ states: Array.from({ length }, () => new Uint8Array(4)), actionIds: [] });
const common = {
  statesGenerated: 151,
  distinctStates: 123,
  depth: 4,
  queueLeft: 42,
  seconds: 0.25,
  workers: 2,
  generatedByWorker: [100, 51],
  collisionProbability: 1.5e-16,
  fingerprintBits: 64,
  model,
  engine: null,
  violations: null,
  violationCounts: null,
};
/** The fields of a result that is no lasso. */
const noLasso = { property: null, loopStart: null, stuttering: false };

describe('toJsonResult', () => {
  it('reports a deadlock with its trace length', () => {
    const result: CheckResult = { kind: 'deadlock', trace: packedTrace(4), stats };
    expect(toJsonResult(result, { constants })).toEqual({
      result: 'deadlock',
      invariant: null,
      limit: null,
      message: null,
      traceLength: 4,
      ...noLasso,
      ...common,
    });
  });

  it('names the violated invariant', () => {
    const result: CheckResult = { kind: 'invariant', invariant: 'TurnValid', trace: packedTrace(3), stats };
    expect(toJsonResult(result, { constants })).toEqual({
      result: 'invariant',
      invariant: 'TurnValid',
      limit: null,
      message: null,
      traceLength: 3,
      ...noLasso,
      ...common,
    });
  });

  it('reports ok, limit and error results with no trace', () => {
    expect(toJsonResult({ kind: 'ok', stats }, { constants })).toEqual({
      result: 'ok',
      invariant: null,
      limit: null,
      message: null,
      traceLength: 0,
      ...noLasso,
      ...common,
    });
    expect(toJsonResult({ kind: 'limit', limit: 'depth', stats }, { constants })).toEqual({
      result: 'limit',
      invariant: null,
      limit: 'depth',
      message: null,
      traceLength: 0,
      ...noLasso,
      ...common,
    });
    expect(toJsonResult({ kind: 'error', message: 'Bad cfg.', stats }, { constants })).toEqual({
      result: 'error',
      invariant: null,
      limit: null,
      message: 'Bad cfg.',
      traceLength: 0,
      ...noLasso,
      ...common,
    });
  });

  it('describes a lasso: the property, where it loops back to, or that it stutters', () => {
    const loopsBack: CheckResult = {
      kind: 'property',
      property: 'EventuallyOneWinner',
      trace: packedTrace(38),
      loop: { start: 14, actionId: 0 },
      stats,
    };
    expect(toJsonResult(loopsBack, { constants })).toMatchObject({
      result: 'property',
      property: 'EventuallyOneWinner',
      invariant: null,
      traceLength: 38,
      loopStart: 15,
      stuttering: false,
    });
    const stutters: CheckResult = {
      kind: 'property',
      property: 'KeepsRolling',
      trace: packedTrace(3),
      loop: { start: 2, actionId: -1 },
      stats,
    };
    expect(toJsonResult(stutters, { constants })).toMatchObject({
      result: 'property',
      property: 'KeepsRolling',
      traceLength: 3,
      loopStart: 3,
      stuttering: true,
    });
  });

  it('has exactly the documented fields and survives JSON', () => {
    const json = toJsonResult({ kind: 'ok', stats }, { constants });
    expect(Object.keys(json).sort()).toEqual([
      'collisionProbability',
      'depth',
      'distinctStates',
      'engine',
      'fingerprintBits',
      'generatedByWorker',
      'invariant',
      'limit',
      'loopStart',
      'message',
      'model',
      'property',
      'queueLeft',
      'result',
      'seconds',
      'statesGenerated',
      'stuttering',
      'traceLength',
      'violationCounts',
      'violations',
      'workers',
    ]);
    expect(Object.keys(json.model)).toEqual(['N', 'StartMoney', 'MaxMoney', 'MaxDepth']);
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });

  it("gives the fingerprint width the estimate is for: the run's, or 64 when the statistics do not say", () => {
    expect(toJsonResult({ kind: 'ok', stats: { ...stats, fingerprintBits: 128 } }, { constants }).fingerprintBits).toBe(128);
    expect(toJsonResult({ kind: 'ok', stats }, { constants }).fingerprintBits).toBe(64);
  });

  it('says null for how the work was shared when one worker did it all', () => {
    const { generatedByWorker: _shares, ...oneWorker } = stats;
    expect(toJsonResult({ kind: 'ok', stats: { ...oneWorker, workers: 1 } }, { constants }).generatedByWorker).toBeNull();
  });
});
