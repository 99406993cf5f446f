/**
 * The compiler against TLC on edited specs (issue 21), `npm run
 * test:compiled`: every model of test/fixtures/tlc/edited that TLC ran past
 * SMALL states (the smaller ones are in edited-models.test.ts, in `npm test`),
 * compiled as `auto` takes it, gives TLC's verdict, exit code, counts and
 * counterexample (edited-models.ts); the safety models with 2 workers too.
 */
import { describe, expect, it } from 'vitest';
import { editedModels, editedSpec, expectTlcAnswers, expectTlcTraceReplays, runEdited, SMALL } from './edited-models.js';

const large = editedModels().filter((model) => (model.tlc.run.statesGenerated ?? 0) >= SMALL);

describe("the compiled edited spec gives TLC's answers, large models", () => {
  it('are every edited model but the small ones and the unfinished one', () => {
    expect(large.map((model) => model.name)).toEqual([
      'fix_turn_n3_m0_x0_d12',
      'free_parking_real_n2_d10',
      'history_n2_m0_x0_d14',
      'live_fair_keepsrolling_fix_turn_n3_m0_x0_d10',
      'new_invariants_real_n2_d10',
      'pay_fine_n2_m50_x50_d16',
    ]);
  });

  for (const model of large) {
    it(`${model.name}: TLC's verdict, exit code, counts and counterexample`, { timeout: 600_000 }, async () => {
      const spec = await editedSpec(model);
      const one = await runEdited(spec);
      expectTlcAnswers(one, model.tlc);
      await expectTlcTraceReplays(spec, model.tlc);
      if (spec.temporal !== null) return; // liveness is one-threaded
      const two = await runEdited(spec, { workers: 2, waitForThreads: true });
      expect(two.workers).toBe(2);
      expect(two.answers, '2 workers').toEqual(one.answers);
      expectTlcAnswers(two, model.tlc);
    });
  }
});
