/**
 * A spec compiled from the modules beside its model file (src/tla/) behind
 * the seam: its constants, variables, actions, invariants and properties are
 * whatever the modules say. Its model's packed layout may have to grow
 * during a search (a value no earlier state had): `widen` says so after the
 * search, and the search is run again on the wider model.
 */
import { dirname } from 'node:path';
import type { Model } from '../../engine/model.js';
import type { TlaValue } from '../../engine/trace/tla-value.js';
import type { ModelConstant } from '../../report/model-constants.js';
import { readSpecSource, type SpecSource } from '../../tla/compile/compile-spec.js';
import type { LayoutJson } from '../../tla/layout/layout-json.js';
import { CompiledModels } from '../../tla/compiled-models.js';
import type { TlcTraceForm } from '../../tlc/tlc-trace-form.js';
import type { ModelFile, ModelValue } from '../../tlc/cfg.js';
import type { CheckableSpec, CompiledRecipe, EngineChoice, MonopolyCapability } from './checkable-spec.js';
import type { MonopolyConstants } from '../../monopoly/model.js';
import { missingMonopolyVariables } from '../../monopoly/monopoly-view.js';
import { compiledMonopolyView } from './compiled-monopoly-view.js';
import { tlcTraceForm } from './compiled-tlc-form.js';
import { compiledGameReading } from './compiled-game-reading.js';

/** The model file's value as a TLA+ value (a model value by its name). */
function tlaValueOf(value: ModelValue): TlaValue {
  switch (value.kind) {
    case 'int':
    case 'bool':
    case 'string':
      return value.value;
    case 'identifier':
      return { kind: 'model-value', name: value.name };
    case 'set':
      return { kind: 'set', elements: value.elements.map(tlaValueOf) };
  }
}

/**
 * Compiles the root module in `folder` (with what it extends) for the model `file`. Throws
 * the compiler's errors (SpecError 150, ModelConfigError 151, AssumptionFalseError 10).
 */
export async function compiledSpecOfFile(
  modelPath: string,
  folder: string,
  file: ModelFile,
  rootModule: string,
  engine: EngineChoice,
  depthBound?: number,
): Promise<CheckableSpec> {
  const source = await readSpecSource(folder, rootModule, file);
  return compiledSpecOfSource(source, modelPath, engine, undefined, depthBound);
}

/** The compiled spec of a source (a model file's, or a recipe's with the layouts its search had reached). */
/** `depthBound`: the bound of --dfs and --dfid when the model file has no MaxDepth (--max-depth on such a spec). */
export async function compiledSpecOfSource(
  source: SpecSource,
  modelPath: string | null,
  engine: EngineChoice,
  layouts?: readonly LayoutJson[],
  depthBound?: number,
): Promise<CheckableSpec> {
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
    depthBound: depthBound ?? (depth?.value.kind === 'int' ? depth.value.value : 0),
    engine,
    get recipe() {
      const recipe: CompiledRecipe = {
        engine: 'compiled',
        reason: engine.reason,
        ...(engine.why !== undefined && { why: engine.why }),
        ...(engine.modules !== undefined && { modules: engine.modules }),
        source,
        layouts: models.layoutsJson(),
        modelPath,
      };
      return recipe;
    },
    createModel: (): Model => models.model(),
    widen: (result) => models.widenFor(result),
    variables: compiled.variableNames,
    tlc,
    tlcRun: { rootModule: source.rootModule, directory: modelPath === null ? '.' : dirname(modelPath) },
    temporal,
    traceInvariants: {},
    monopoly: monopolyOf(compiled.variableNames, constants),
  };
}

/**
 * A compiled spec's Monopoly capability: present when it has Monopoly's
 * variables (others may stand beside them) and an integer N in 2..4, the
 * number of players the board's layout takes. The other constants are the
 * model file's, 0 where it has none.
 */
function monopolyOf(variables: readonly string[], constants: readonly ModelConstant[]): MonopolyCapability | null {
  if (missingMonopolyVariables(variables).length > 0) return null;
  const integer = (name: string) => {
    const value = constants.find((constant) => constant.name === name)?.value;
    return typeof value === 'number' && Number.isInteger(value) ? value : null;
  };
  const n = integer('N');
  if (n === null || n < 2 || n > 4) return null;
  const monopoly: MonopolyConstants = {
    N: n,
    StartMoney: integer('StartMoney') ?? 0,
    MaxMoney: integer('MaxMoney') ?? 0,
    MaxDepth: integer('MaxDepth') ?? 0,
  };
  const view = (model: Model) => compiledMonopolyView(model, monopoly);
  return { constants: monopoly, view, reading: (model: Model) => compiledGameReading(model, n, () => view(model)) };
}
