/**
 * Building a spec, or only its model, from its recipe (CheckableSpec.recipe):
 * what a cluster worker does with what the coordinator sends it, and what
 * --recover does with what a checkpoint kept.
 */
import type { Model } from '../../engine/model.js';
import type { ResolvedModel } from '../model-config.js';
import type { CheckableSpec, SpecRecipe } from './checkable-spec.js';
import { transcribedSpec } from './transcribed-spec.js';

/** A recipe this version cannot build: sent by another version of monocheck, or not a recipe at all. */
export class SpecRecipeError extends Error {
  override readonly name = 'SpecRecipeError';
}

function isTranscribedRecipe(recipe: unknown): recipe is SpecRecipe {
  if (typeof recipe !== 'object' || recipe === null) return false;
  const { engine, resolved, reason } = recipe as Record<string, unknown>;
  const constants = typeof resolved === 'object' && resolved !== null ? (resolved as Partial<ResolvedModel>).constants : undefined;
  return engine === 'transcribed' && typeof reason === 'string' && typeof constants === 'object' && constants !== null;
}

/** The spec `recipe` describes; throws SpecRecipeError when it is none this version knows. */
export function specOfRecipe(recipe: unknown): CheckableSpec {
  if (isTranscribedRecipe(recipe)) return transcribedSpec(recipe.resolved, { kind: 'transcribed', reason: recipe.reason });
  const engine = typeof recipe === 'object' && recipe !== null ? (recipe as { engine?: unknown }).engine : undefined;
  throw new SpecRecipeError(`cannot build a model from this description (engine ${JSON.stringify(engine ?? null)}); is it from another version of monocheck?`);
}

/** The engine Model of the spec `recipe` describes (a cluster worker's); throws SpecRecipeError. */
export function modelOfRecipe(recipe: unknown): Model {
  return specOfRecipe(recipe).createModel();
}
