/**
 * The spec a trace is replayed against: that of a model file when one is
 * given (its invariants may include MCWitness's, which only validation
 * knows), else the transcription with the constants read off the trace's first state.
 */
import type { TraceToValidate, TraceValidation } from '../engine/trace/validate-trace.js';
import { validateOnSpec } from '../runs/spec/validate-on-spec.js';
import { ModelValueError, type Model } from '../engine/model.js';
import type { TlaState } from '../engine/trace/tla-value.js';
import { variablesProblem } from '../runs/trace-states.js';
import { runThrowingWidening } from '../runs/spec/spec-search.js';
import type { TraceDocument } from '../tlc/trace-file.js';
import { KNOWN_INVARIANTS, readModelFile, resolveModel } from '../runs/model-config.js';
import type { CheckableSpec } from '../runs/spec/checkable-spec.js';
import { loadSpec, specOfFirstState, specOfResolved, type EngineOption } from '../runs/spec/load-spec.js';
import { ModelFileError } from '../tlc/cfg.js';

export interface TraceModel {
  readonly spec: CheckableSpec;
  readonly model: Model;
  /** Where the constants come from, as the output says it. */
  readonly constantsSource: string;
}

/**
 * The spec of `path` as `engine` serves it. For the transcription,
 * invariants it does not check (MCWitness's NoHotel, ...) are let through:
 * validation knows them.
 */
async function specOfFile(path: string, engine: EngineOption, module: string | undefined): Promise<CheckableSpec> {
  const spec = await loadSpec(path, {}, { engine: engine === 'auto' ? 'auto' : engine, ...(module !== undefined && { module }) }).catch(
    (error: unknown) => {
      // a model of MCWitness names invariants the transcription lacks: read it as the transcription alone
      if (engine !== 'compiled' && error instanceof ModelFileError) return null;
      throw error;
    },
  );
  if (spec !== null) return spec;
  const file = readModelFile(path);
  return specOfResolved(resolveModel({ ...file, invariants: file.invariants.filter((item) => KNOWN_INVARIANTS.includes(item.name)) }, {}));
}

/** The model for `document`: from `configPath`, else from its first state (throws ModelValueError when that cannot be read). */
export async function traceModel(
  document: TraceDocument,
  configPath: string | undefined,
  engine: EngineOption = 'auto',
  module?: string,
): Promise<TraceModel> {
  if (configPath === undefined) return traceModelOfFirstState(document);
  const spec = await specOfFile(configPath, engine, module);
  return { spec, model: modelHolding(spec, document.states), constantsSource: configPath };
}

/**
 * A model of `spec` whose packed layout holds every one of `states` (a
 * compiled spec's layout is widened for a value it has no room for); a state
 * that is not one of the spec's is left for statesProblem to name.
 */
function modelHolding(spec: CheckableSpec, states: readonly TlaState[]): Model {
  if (variablesProblem(states, spec.variables) !== null) return spec.createModel();
  return runThrowingWidening(spec, (model) => {
    const scratch = new Uint8Array(model.stateBytes);
    for (const state of states) {
      try {
        model.fromTla(state, scratch, 0);
      } catch (error) {
        if (error instanceof ModelValueError) break;
        throw error;
      }
    }
    return model;
  });
}

/** The transcription with the constants read off the trace's first state (traceModel without a model file). */
export function traceModelOfFirstState(document: TraceDocument): TraceModel {
  const spec = specOfFirstState(document.states[0] ?? {});
  return { spec, model: spec.createModel(), constantsSource: 'read off the first state' };
}

/**
 * Replays `document` against the spec, with MCWitness's invariants
 * available for the claim; the model the replay used (a compiled spec's
 * layout widened when a successor had a value the traced model had no room
 * for), whose states the validation's trace holds. A lasso that names no
 * property (TLC's -dumpTrace json does not) is taken to claim the first of
 * the model file's properties it violates (or the first, to say it violates none).
 */
export function replayDocument(
  { spec, model: traced }: Pick<TraceModel, 'spec' | 'model'>,
  document: TraceDocument,
): { validation: TraceValidation; model: Model } {
  let first = true;
  return runThrowingWidening(spec, (fresh) => {
    const model = first ? traced : fresh;
    first = false;
    return { validation: validateOnSpec(spec, model, traceToValidate(document)), model };
  });
}

/**
 * replayDocument's validation alone (its trace's states are packed by `traced.model`, unless a compiled spec's layout had to be widened).
 */
export function validateDocument(traced: Pick<TraceModel, 'spec' | 'model'>, document: TraceDocument): TraceValidation {
  return replayDocument(traced, document).validation;
}

/** What validateOnSpec takes of a trace file. */
function traceToValidate(document: TraceDocument): TraceToValidate {
  return {
    states: document.states,
    actions: document.actions,
    claim: document.claim,
    ...(document.loop !== null && { loop: document.loop }),
  };
}
