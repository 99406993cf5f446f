/**
 * Building a spec, or only its model, from its recipe (CheckableSpec.recipe):
 * what a cluster worker does with what the coordinator sends it, and what
 * --recover does with what a checkpoint kept.
 */
import type { Model } from '../../engine/model.js';
import type { ResolvedModel } from '../model-config.js';
import type { CheckableSpec, CompiledRecipe, SpecRecipe } from './checkable-spec.js';
import { transcribedSpec } from './transcribed-spec.js';
import { compiledSpecOfSource } from './compiled-spec.js';

/** A recipe this version cannot build: sent by another version of monocheck, or not a recipe at all. */
export class SpecRecipeError extends Error {
  override readonly name = 'SpecRecipeError';
}

function isTranscribedRecipe(recipe: unknown): recipe is Extract<SpecRecipe, { engine: 'transcribed' }> {
  if (typeof recipe !== 'object' || recipe === null) return false;
  const { engine, resolved, reason } = recipe as Record<string, unknown>;
  const constants = typeof resolved === 'object' && resolved !== null ? (resolved as Partial<ResolvedModel>).constants : undefined;
  return engine === 'transcribed' && typeof reason === 'string' && typeof constants === 'object' && constants !== null;
}

function isCompiledRecipe(recipe: unknown): recipe is CompiledRecipe {
  if (typeof recipe !== 'object' || recipe === null) return false;
  const { engine, source, layouts, reason } = recipe as Record<string, unknown>;
  return engine === 'compiled' && typeof reason === 'string' && typeof source === 'object' && source !== null && Array.isArray(layouts);
}

/**
 * The spec `recipe` describes (compiling a compiled spec's modules again); rejects with SpecRecipeError when it is none this version knows.
 */
export async function specOfRecipe(recipe: unknown): Promise<CheckableSpec> {
  if (isTranscribedRecipe(recipe))
    return transcribedSpec(recipe.resolved, {
      kind: 'transcribed',
      reason: recipe.reason,
      ...(recipe.why !== undefined && { why: recipe.why }),
    });
  if (isCompiledRecipe(recipe))
    return compiledSpecOfSource(
      recipe.source,
      recipe.modelPath,
      {
        kind: 'compiled',
        reason: recipe.reason,
        ...(recipe.why !== undefined && { why: recipe.why }),
        ...(recipe.modules !== undefined && { modules: recipe.modules }),
      },
      recipe.layouts,
    );
  const engine = typeof recipe === 'object' && recipe !== null ? (recipe as { engine?: unknown }).engine : undefined;
  throw new SpecRecipeError(
    `cannot build a model from this description (engine ${JSON.stringify(engine ?? null)}); is it from another version of monocheck?`,
  );
}

/** The engine Model of the spec `recipe` describes (a cluster worker's); rejects with SpecRecipeError. */
export async function modelOfRecipe(recipe: unknown): Promise<Model> {
  return (await specOfRecipe(recipe)).createModel();
}
