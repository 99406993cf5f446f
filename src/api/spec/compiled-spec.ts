/**
 * A spec compiled from the modules beside its model file (src/tla/) behind
 * the seam: its constants, variables, actions, invariants and properties are
 * whatever the modules say. Its model's packed layout may have to grow
 * during a search (a value no earlier state had): `widen` says so after the
 * search, and the search is run again on the wider model.
 */
import { dirname } from 'node:path';
import type { Model } from '../../engine/model.js';
import type { CheckResult } from '../../engine/result.js';
import type { TlaValue } from '../../engine/trace/tla-value.js';
import type { ModelConstant } from '../../report/model-constants.js';
import { readSpecSource, type SpecSource } from '../../tla/compile/compile-spec.js';
import type { LayoutJson } from '../../tla/layout/layout-json.js';
import { CompiledModels } from '../../tla/compiled-models.js';
import type { TlcTraceForm } from '../../tlc/tlc-trace-form.js';
import type { ModelFile, ModelValue } from '../../tlc/cfg.js';
import type { CheckableSpec, CompiledRecipe, EngineChoice } from './checkable-spec.js';
import { tlcTraceForm } from './compiled-tlc-form.js';

/** The model file's value as a TLA+ value (a model value by its name). */
function tlaValueOf(value: ModelValue): TlaValue {
  switch (value.kind) {
    case 'int': case 'bool': case 'string': return value.value;
    case 'identifier': return { kind: 'model-value', name: value.name };
    case 'set': return { kind: 'set', elements: value.elements.map(tlaValueOf) };
  }
}

/** Compiles the root module beside the model file (with what it extends) for the model `file`. Throws the compiler's errors (SpecError 150, ModelConfigError 151, AssumptionFalseError 10). */
export async function compiledSpecOfFile(modelPath: string, file: ModelFile, rootModule: string, engine: EngineChoice): Promise<CheckableSpec> {
  const source = await readSpecSource(dirname(modelPath), rootModule, file);
  return compiledSpecOfSource(source, modelPath, engine);
}

/** The compiled spec of a source (a model file's, or a recipe's with the layouts its search had reached). */
export async function compiledSpecOfSource(source: SpecSource, modelPath: string | null, engine: EngineChoice, layouts?: readonly LayoutJson[]): Promise<CheckableSpec> {
  const models = await CompiledModels.of(source, layouts);
  const compiled = models.compiled;
  const file = source.config as unknown as ModelFile;
  const constants: ModelConstant[] = file.constants.map((constant) => ({ name: constant.name, value: tlaValueOf(constant.value) }));
  const depth = file.constants.find((constant) => constant.name === 'MaxDepth');
  const first = models.model();
  const temporal = file.properties.length > 0 ? first.temporal() : null;
  const tlc: TlcTraceForm = tlcTraceForm(compiled);
  return {
    file: modelPath,
    invariants: compiled.entries.invariants.map((inv) => inv.name),
    constraints: compiled.entries.constraints.map((con) => con.name),
    checkDeadlock: file.checkDeadlock?.value ?? true,
    specification: compiled.entries.specification,
    properties: compiled.entries.properties.map((p) => p.name),
    constants,
    stateConstants: constants,
    depthBound: depth?.value.kind === 'int' ? depth.value.value : 0,
    engine,
    get recipe() {
      const recipe: CompiledRecipe = { engine: 'compiled', reason: engine.reason, source, layouts: models.layoutsJson(), modelPath };
      return recipe;
    },
    createModel: (): Model => models.model(),
    widen: (result: CheckResult) => models.widenFor(result),
    variables: compiled.variableNames,
    tlc,
    tlcRun: { rootModule: source.rootModule, directory: modelPath === null ? '.' : dirname(modelPath) },
    temporal,
    traceInvariants: {},
    monopoly: null,
  };
}
