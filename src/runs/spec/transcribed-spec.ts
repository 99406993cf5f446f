/**
 * The hand transcription of Monopoly.tla (src/monopoly/) behind the seam:
 * a resolved model file of MCMonopoly.tla as a CheckableSpec.
 */
import { dirname } from 'node:path';
import { MonopolyModel, type MonopolyConstants } from '../../monopoly/model.js';
import { TLC_INIT_ACTION, TLC_JSON_VARS_ORDER, TLC_NEXT_ACTION, TLC_PRINT_ORDER } from '../../monopoly/tlc-output-order.js';
import { VARIABLE_NAMES } from '../../monopoly/values.js';
import { projectedView, transcribedView } from '../../monopoly/monopoly-view.js';
import { readingOfView, transcribedReading } from '../../monopoly/game-reading.js';
import { witnessInvariants } from '../../monopoly/witness-invariants.js';
import type { ModelConstant } from '../../report/model-constants.js';
import type { TlcTraceForm } from '../../tlc/tlc-trace-form.js';
import { defaultModelPath, type ResolvedModel } from '../model-config.js';
import { hasProperties, rootModuleOf, temporalOptionsOf } from '../temporal-options.js';
import type { CheckableSpec, EngineChoice } from './checkable-spec.js';

const CANONICAL_ORDER: readonly (keyof MonopolyConstants)[] = ['N', 'StartMoney', 'MaxMoney', 'MaxDepth'];

/** TLC names every step of this spec `Next` (it is one IF/THEN/ELSE), located in Monopoly.tla. */
export const TRANSCRIBED_TLC_FORM: TlcTraceForm = {
  printOrder: TLC_PRINT_ORDER,
  jsonVarsOrder: TLC_JSON_VARS_ORDER,
  initialLabel: 'Initial predicate',
  actionOf: () => TLC_NEXT_ACTION,
  initAction: TLC_INIT_ACTION,
};

/** The sentence when nothing else is said: the transcription is the only engine there is for now. */
const TRANSCRIBED_BY_DEFAULT: EngineChoice = { kind: 'transcribed', reason: "monocheck's transcription of specs/Monopoly.tla" };

function constantsOf(resolved: ResolvedModel): ModelConstant[] {
  const { constants } = resolved;
  return (resolved.constantOrder ?? CANONICAL_ORDER).map((name) => ({
    name,
    value: constants[name],
    ...(name === 'MaxDepth' && constants.MaxDepth === 0 && { note: 'no depth bound' }),
  }));
}

/** The resolved model file of the transcribed spec as a CheckableSpec; `engine` says why the transcription serves it. */
export function transcribedSpec(resolved: ResolvedModel, engine: EngineChoice = TRANSCRIBED_BY_DEFAULT): CheckableSpec {
  const { constants } = resolved;
  const createModel = () => new MonopolyModel(constants);
  return {
    file: resolved.file,
    invariants: resolved.invariants,
    constraints: resolved.constraints,
    checkDeadlock: resolved.checkDeadlock,
    specification: resolved.specification,
    properties: resolved.properties,
    constants: constantsOf(resolved),
    stateConstants: [
      { name: 'N', value: constants.N },
      { name: 'StartMoney', value: constants.StartMoney },
    ],
    depthBound: constants.MaxDepth,
    engine,
    recipe: { engine: 'transcribed', resolved, reason: engine.reason, ...(engine.why !== undefined && { why: engine.why }) },
    createModel,
    variables: VARIABLE_NAMES,
    tlc: TRANSCRIBED_TLC_FORM,
    tlcRun: { rootModule: rootModuleOf(resolved), directory: dirname(defaultModelPath()) },
    temporal: hasProperties(resolved) ? temporalOptionsOf(resolved) : null,
    traceInvariants: witnessInvariants(constants),
    monopoly: {
      constants,
      view: (model) => (model instanceof MonopolyModel ? transcribedView(model) : projectedView(model, constants)),
      reading: (model) =>
        model instanceof MonopolyModel ? transcribedReading(constants.N) : readingOfView(projectedView(model, constants)),
    },
  };
}
