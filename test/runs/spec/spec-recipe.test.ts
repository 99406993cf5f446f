import { describe, expect, it } from 'vitest';
import { modelOfRecipe, SpecRecipeError, specOfRecipe } from '../../../src/runs/spec/spec-recipe.js';
import { transcribedSpecOf } from '../../helpers/specs.js';

describe('specOfRecipe', () => {
  it('refuses what is no recipe of this version, naming the engine asked for', async () => {
    await expect(specOfRecipe({ engine: 'compiled', modules: [] })).rejects.toThrow(SpecRecipeError);
    await expect(specOfRecipe({ engine: 'compiled', modules: [] })).rejects.toThrow(/engine "compiled"/);
    await expect(specOfRecipe(null)).rejects.toThrow(/engine null/);
    // what coordinators of earlier versions sent: the resolved model itself
    await expect(modelOfRecipe({ file: null, constants: { N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 } })).rejects.toThrow(
      SpecRecipeError,
    );
  });

  it("builds the model a cluster worker checks: the transcription of the recipe's constants", async () => {
    const spec = transcribedSpecOf({ N: 4, StartMoney: 100, MaxMoney: 200, MaxDepth: 3 });
    const model = await modelOfRecipe(JSON.parse(JSON.stringify(spec.recipe)));
    expect(model.stateBytes).toBe(spec.createModel().stateBytes);
    expect(model.factory?.args).toEqual({ N: 4, StartMoney: 100, MaxMoney: 200, MaxDepth: 3 });
  });
});
