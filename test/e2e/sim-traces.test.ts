/**
 * Every trace of TLC's random simulator in test/fixtures/tlc/sim (hundreds of
 * steps: buying, rent, building up to a hotel, mortgages) is a behaviour of
 * the transcription, in each of the files TLC wrote for it; a corrupted step
 * is caught with its number and the variables that differ.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { traceModel, validateDocument } from '../../src/cli/trace-model.js';
import { readTraceText } from '../../src/tlc/trace-file.js';
import { FIXTURES } from './tlc-fixtures.js';
import { editStates } from '../helpers/trace-json-edits.js';

const SIM = `${FIXTURES}sim/`;
const traceFiles = readdirSync(SIM)
  .filter((name) => name.endsWith('.trace.json') || name.endsWith('.out'))
  .sort();
const configOf = (name: string) => `${SIM}${name.replace(/\.(trace\.json|out)$/, '')}.cfg`;

describe('simulated games validate against the transcription', () => {
  it('finds the simulator traces (hotel.trace.json, hotel.out)', () => {
    expect(traceFiles).toEqual(expect.arrayContaining(['hotel.out', 'hotel.trace.json']));
  });

  it.each(traceFiles)('%s, with its model file and with the constants read off its first state', async (name) => {
    const document = readTraceText(readFileSync(`${SIM}${name}`, 'utf8'), name);
    expect(document.states.length).toBeGreaterThan(100);
    const configs = existsSync(configOf(name)) ? [configOf(name), undefined] : [undefined];
    for (const config of configs) {
      const validation = validateDocument(await traceModel(document, config), document);
      expect(validation.failure, `${name} with ${config ?? 'constants from the first state'}`).toBeNull();
      expect(validation.ok).toBe(true);
      expect(validation.steps).toHaveLength(document.states.length);
      if (document.claim.kind === 'invariant') expect(validation.claim).toEqual({ kind: 'violated', invariant: document.claim.invariant });
    }
  });

  it('hotel: the game buys, builds up to a hotel, mortgages and pays off mortgages, and ends violating NoHotel', async () => {
    const document = readTraceText(readFileSync(`${SIM}hotel.out`, 'utf8'), 'hotel.out');
    const validation = validateDocument(await traceModel(document, configOf('hotel.out')), document);
    const actions = new Set(validation.steps.map((step) => step.action));
    expect([...actions]).toEqual(
      expect.arrayContaining(['RollAndMove', 'ResolveSquare', 'BuyProperty', 'BuildHouse', 'Mortgage', 'Unmortgage', 'EndTurn']),
    );
    expect(validation.steps.at(-1)?.label).toBe('player 2 builds on Mediterranean Avenue (1) (a hotel)');
    expect(validation.claim).toEqual({ kind: 'violated', invariant: 'NoHotel' });
  });
});

describe('a corrupted simulated game is caught', () => {
  const json = readFileSync(`${SIM}hotel.trace.json`, 'utf8');

  it('names the step and the variables that differ from the nearest successor', async () => {
    const corrupted = editStates(JSON.parse(json), (states) => {
      (states[199]![1]['money'] as number[])[0]! += 7;
    });
    const state200 = corrupted.counterexample.state[199][1];
    const document = readTraceText(JSON.stringify(corrupted), 'corrupted.json');
    const validation = validateDocument(await traceModel(document, undefined), document);
    expect(validation.ok).toBe(false);
    expect(validation.steps).toHaveLength(199);
    expect(validation.failure).toMatchObject({
      kind: 'not-successor',
      number: 200,
      nearest: { action: 'ResolveSquare', differences: [{ path: 'money[1]', before: state200.money[0] - 7, after: state200.money[0] }] },
    });
  });

  it('catches a swapped pair of steps, and a claimed violation that does not hold', async () => {
    const swapped = editStates(JSON.parse(json), (states) => {
      [states[50]![1], states[51]![1]] = [states[51]![1], states[50]![1]];
    });
    const document = readTraceText(JSON.stringify(swapped), 'swapped.json');
    expect(validateDocument(await traceModel(document, undefined), document).failure).toMatchObject({ kind: 'not-successor', number: 51 });

    // the log without its state 385 (and what TLC printed after the trace, so it is no log cut short)
    const truncated = readFileSync(`${SIM}hotel.out`, 'utf8').replace(/State 385:[\s\S]*?\n\n/, '');
    const prefix = readTraceText(truncated, 'hotel.out');
    expect(validateDocument(await traceModel(prefix, configOf('hotel.out')), prefix)).toMatchObject({
      ok: false,
      claim: { kind: 'holds', invariant: 'NoHotel' },
    });
  });
});
