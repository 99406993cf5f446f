/**
 * The engine models of one compiled spec, layout by layout: the first from
 * the type invariant and the initial states, each next one widened to hold
 * the value a search found no room for (its result says which). A search
 * that ends that way is run again with the wider layout; being
 * deterministic, the second run finds the same states, now packed.
 */
import { modelFailure, type ModelFactory, type ModelFailure } from '../engine/model.js';
import type { CheckResult } from '../engine/result.js';
import type { TlaValue } from '../engine/trace/tla-value.js';
import { compileSpec, type CompiledSpec, type SpecSource } from './compile/compile-spec.js';
import { CompiledModel } from './compiled-model.js';
import { initialLayouts } from './layout/initial-layouts.js';
import type { Layout } from './layout/layout.js';
import { layoutFromJson, layoutToJson, type LayoutJson } from './layout/layout-json.js';
import { widen } from './layout/widen.js';
import { fromTlaValue } from './runtime/runtime.js';

/** What a worker thread needs to build the same model: the spec's source and the layouts (structured-cloneable). */
export interface CompiledModelRecipe {
  readonly source: SpecSource;
  readonly layouts: readonly LayoutJson[];
}

/** Searches a layout may be widened for before monocheck gives up (each widening at least doubles a part). */
const MAX_WIDENINGS = 64;

export class CompiledModels {
  private current: CompiledModel | null = null;
  /** How many times the layout was widened, and the variables widened (for the run's notes). */
  readonly widened: string[] = [];

  constructor(
    readonly compiled: CompiledSpec,
    private layouts: readonly Layout[],
  ) {}

  /**
   * Compiles `source`; its models start from `layouts` when given (a recipe's:
   * another process's search), else from the type invariant and Init.
   */
  static async of(source: SpecSource, layouts?: readonly LayoutJson[]): Promise<CompiledModels> {
    const compiled = await compileSpec(source);
    if (layouts !== undefined) return new CompiledModels(compiled, layouts.map(layoutFromJson));
    const typed = compiled.typeLayouts.map((t) => t?.layout ?? null);
    return new CompiledModels(compiled, initialLayouts(compiled.base.program, compiled.variableNames.length, typed));
  }

  /** The current layouts as data (a recipe's, so that another process builds the same model). */
  layoutsJson(): LayoutJson[] {
    return this.layouts.map(layoutToJson);
  }

  /** The model for the current layouts. */
  model(): CompiledModel {
    this.current ??= new CompiledModel(this.compiled, this.layouts, this.factory());
    return this.current;
  }

  private factory(): ModelFactory {
    const recipe: CompiledModelRecipe = { source: this.compiled.source, layouts: this.layouts.map(layoutToJson) };
    return { module: THIS_MODULE, exportName: 'createCompiledModel', args: recipe };
  }

  /**
   * After a search: true when it ended because a value did not fit the
   * layout, which is now widened (search again with `model()`); false when
   * the result stands.
   */
  widenFor(result: { readonly kind: string; readonly failure?: ModelFailure }): boolean {
    const failure = result.kind === 'error' ? result.failure : undefined;
    if (failure?.name !== 'LayoutOverflowError') return false;
    if (this.widened.length >= MAX_WIDENINGS) return false;
    const { variable, value } = failure.detail as { variable: number; value: TlaValue };
    this.layouts = this.layouts.map((layout, i) => (i === variable ? widen(layout, fromTlaValue(value)) : layout));
    this.widened.push(this.compiled.variableNames[variable] ?? String(variable));
    this.current = null;
    return true;
  }

  /**
   * After a search threw: true when a value did not fit the layout, which is
   * now widened. A counterexample's replay (confirmTrace) enumerates every
   * successor of its states, some the search stopped before making: one of
   * those may need a wider layout than the search did.
   */
  private widenAfterThrow(error: unknown): boolean {
    return this.widenFor({ kind: 'error', failure: modelFailure(error, 'successors') });
  }

  /** Runs `search` on the model, again on a wider one as long as a value does not fit. */
  run(search: (model: CompiledModel) => CheckResult): CheckResult {
    for (;;) {
      let result: CheckResult;
      try {
        result = search(this.model());
      } catch (error) {
        if (this.widenAfterThrow(error)) continue;
        throw error;
      }
      if (!this.widenFor(result)) return result;
    }
  }

  async runAsync(search: (model: CompiledModel) => Promise<CheckResult>): Promise<CheckResult> {
    for (;;) {
      let result: CheckResult;
      try {
        result = await search(this.model());
      } catch (error) {
        if (this.widenAfterThrow(error)) continue;
        throw error;
      }
      if (!this.widenFor(result)) return result;
    }
  }
}

const THIS_MODULE = new URL(`../tla/compiled-models${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

/** Builds the model in a worker thread (CompiledModels.factory). @public */
export async function createCompiledModel(recipe: CompiledModelRecipe): Promise<CompiledModel> {
  return (await CompiledModels.of(recipe.source, recipe.layouts)).model();
}
