/** The library's model-file entry points: what `monocheck check` does, without the command line. */
import { describe, expect, it } from 'vitest';
import { checkModelFile, checkModelFileAsync, SpecChangedError } from '../src/index.js';
import { readTlcRun, tlcRunNumbers } from './e2e/tlc-fixtures.js';

const EDITED = 'examples/edited-spec/n3_m0_x0.cfg';

describe('checkModelFileAsync', () => {
  it("gives TLC's verdict and numbers on n3_m0_x0, with the counterexample", async () => {
    const { spec, result } = await checkModelFileAsync('specs/n3_m0_x0.cfg');
    expect(spec.engine.kind).toBe('transcribed');
    expect(result.kind).toBe('invariant');
    if (result.kind !== 'invariant') return;
    expect(result.invariant).toBe('TurnValid');
    expect(
      tlcRunNumbers(
        { result: 'invariant', invariant: result.invariant, ...result.stats, traceLength: result.trace.states.length },
        'result',
      ),
    ).toEqual(readTlcRun('n3_m0_x0'));
  });

  it('checks the edited modules beside a model, compiled, and refuses them with engine transcribed, naming the definition', async () => {
    const { spec } = await checkModelFileAsync(EDITED, {}, { maxDistinctStates: 1000 });
    expect(spec.engine.kind).toBe('compiled');
    const error = await checkModelFileAsync(EDITED, {}, {}, { engine: 'transcribed' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SpecChangedError);
    expect((error as Error).message).toMatch(/EndTurn differs from the transcribed spec/);
  });

  it("checks a model's temporal property under its fairness", async () => {
    const { result } = await checkModelFileAsync('specs/live_fair_winner_real_d6.cfg');
    expect(result.kind).toBe('ok');
    expect([result.stats.statesGenerated, result.stats.distinctStates, result.stats.depth]).toEqual([8114, 2466, 6]);
  });
});

describe('checkModelFile', () => {
  it('does not look at the modules beside the model (the documented difference from checkModelFileAsync)', () => {
    const { result } = checkModelFile(EDITED);
    expect(result.kind).toBe('invariant');
  });
});
