/**
 * The compiler against TLC on edited specs (issue 21), the small models: those
 * TLC stopped within SMALL states (violations, errors), each compiled as
 * `auto` takes it and held to TLC's log (edited-models.ts). The large ones are
 * in edited-models.compiled.ts (`npm run test:compiled`).
 */
import { describe, expect, it } from 'vitest';
import { editedModels, editedSpec, expectTlcAnswers, expectTlcTraceReplays, runEdited, SMALL } from './edited-models.js';

const small = editedModels().filter((model) => (model.tlc.run.statesGenerated ?? Infinity) < SMALL);

describe("the compiled edited spec gives TLC's answers, small models", () => {
  it('are the four that stop within a few hundred states', () => {
    expect(small.map((model) => model.name)).toEqual([
      'bad_invariant_real_n2_d10',
      'domain_error_real_n2_d10',
      'incomplete_real_n2_d10',
      'new_invariants_mortgage_real_n2_d10',
    ]);
  });

  for (const model of small) {
    it(`${model.name}: TLC's verdict, exit code, counts and counterexample`, async () => {
      const spec = await editedSpec(model);
      expectTlcAnswers(await runEdited(spec), model.tlc);
      await expectTlcTraceReplays(spec, model.tlc);
    });
  }
});
