/**
 * src/cli/trace-model.ts: the spec a trace is replayed against (a model file's, MCWitness's invariants let through,
 * or the transcription with the constants of the trace's first state), and the replay, on TLC's 3-state N = 3 trace.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayDocument, traceModel, traceModelOfFirstState, validateDocument } from '../../src/cli/trace-model.js';
import { ModelValueError } from '../../src/engine/model.js';
import { readTraceText } from '../../src/tlc/trace-file.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const FIXTURES = 'test/fixtures/tlc/';
const document = readTraceText(readFileSync(`${FIXTURES}n3_m0_x0.trace.json`, 'utf8'), 'n3_m0_x0.trace.json');
const claiming = (invariant: string) => ({ ...document, claim: { kind: 'invariant', invariant } as const });
const constantsOf = (traced: { spec: { constants: readonly { name: string; value: unknown }[] } }) =>
  Object.fromEntries(traced.spec.constants.map(({ name, value }) => [name, value]));

/** A model of MCWitness (hotel.cfg's, N = 3 and no money) in a folder of its own: it names NoHotel, which the transcription lacks. */
function witnessModel(): string {
  const folder = temporaryFolder('monocheck-trace-model-');
  const path = join(folder, 'witness.cfg');
  writeFileSync(
    path,
    readFileSync(`${FIXTURES}sim/hotel.cfg`, 'utf8').replace('N = 2', 'N = 3').replace('StartMoney = 1500', 'StartMoney = 0'),
  );
  return path;
}

describe('traceModelOfFirstState', () => {
  it("reads the constants off the trace's first state, and checks no invariant", () => {
    const traced = traceModelOfFirstState(document);
    expect(traced.constantsSource).toBe('read off the first state');
    expect(constantsOf(traced)).toEqual({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 });
    expect(traced.spec.invariants).toEqual([]);
  });

  it('throws ModelValueError for a first state it cannot read', () => {
    expect(() => traceModelOfFirstState({ ...document, states: [{}] })).toThrow(ModelValueError);
  });
});

describe('traceModel', () => {
  it('without a model file: the constants of the first state', async () => {
    expect((await traceModel(document, undefined)).constantsSource).toBe('read off the first state');
  });

  it("with a model file: its spec, named as the constants' source", async () => {
    const traced = await traceModel(document, 'specs/n3_m0_x0.cfg');
    expect(traced.constantsSource).toBe('specs/n3_m0_x0.cfg');
    expect(traced.spec.invariants).toContain('TurnValid');
  });

  it('a model of MCWitness: the transcription without the invariants it lacks, which validation knows', async () => {
    const path = witnessModel();
    const traced = await traceModel(document, path);
    expect(traced.spec.invariants).toEqual(['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid']);
    expect(validateDocument(traced, claiming('NoHotel')).claim).toEqual({ kind: 'holds', invariant: 'NoHotel' });
    // compiled, the modules beside the model must define what it names: the error is not hidden
    await expect(traceModel(document, path, 'compiled')).rejects.toThrow(/defines every name it uses/);
  });
});

describe('validateDocument and replayDocument', () => {
  it('replays every step; the claim is checked on the last state', async () => {
    const traced = await traceModel(document, 'specs/n3_m0_x0.cfg');
    const validation = validateDocument(traced, claiming('TurnValid'));
    expect(validation.ok).toBe(true);
    expect(validation.steps).toHaveLength(3);
    expect(validation.claim).toEqual({ kind: 'violated', invariant: 'TurnValid' });
    expect(validateDocument(traced, claiming('TypeOK')).claim).toEqual({ kind: 'holds', invariant: 'TypeOK' });
  });

  it('returns the model the replay used: the traced one when its layout held every state', () => {
    const traced = traceModelOfFirstState(document);
    const replayed = replayDocument(traced, document);
    expect(replayed.model).toBe(traced.model);
    expect(replayed.validation.trace?.states).toHaveLength(3);
  });

  it('a trace with a step the spec does not take fails at that step', () => {
    const swapped = { ...document, states: [document.states[0]!, document.states[2]!, document.states[1]!] };
    const validation = validateDocument(traceModelOfFirstState(document), swapped);
    expect(validation.ok).toBe(false);
    expect(validation.failure).toMatchObject({ kind: 'not-successor', number: 2 });
  });
});
