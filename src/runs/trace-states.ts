/**
 * Whether the states of a trace from outside (a trace file, TLC's log) are
 * states of the spec: exactly its variables, each of its type and range. A
 * state with a variable the spec lacks is refused, not read without it: the
 * file is of another spec, or was edited.
 */
import { ModelValueError, type Model } from '../engine/model.js';
import type { TlaState } from '../engine/trace/tla-value.js';
import { excerpt } from '../input/quote.js';
import { VARIABLE_NAMES } from '../monopoly/values.js';
import type { CheckableSpec } from './spec/checkable-spec.js';

/**
 * Why `states` do not have exactly `variables`, naming them: those missing
 * (all of them, with the first state that lacks them), else those the spec
 * lacks. Null when every state has exactly the spec's variables.
 */
export function variablesProblem(states: readonly TlaState[], variables: readonly string[]): string | null {
  for (const [index, state] of states.entries()) {
    const missing = variables.filter((name) => !Object.hasOwn(state, name));
    if (missing.length > 0) {
      const plural = missing.length === 1 ? 'the variable' : `${missing.length} of its ${variables.length} variables:`;
      return `state ${index + 1} lacks ${plural} ${missing.join(', ')}; a state of the spec has ${variables.join(', ')}`;
    }
    const extra = Object.keys(state).filter((name) => !variables.includes(name));
    if (extra.length > 0) {
      const named =
        extra
          .slice(0, 3)
          .map((name) => `'${excerpt(name, 40)}'`)
          .join(', ') + (extra.length > 3 ? ` and ${extra.length - 3} more` : '');
      return (
        `state ${index + 1} has ${extra.length === 1 ? 'a variable' : 'variables'} the spec ` +
        `lacks: ${named}; a state of the spec has ${variables.join(', ')} and nothing else`
      );
    }
  }
  return null;
}

/**
 * Why `states` are not states of the spec `traced` stands for: the
 * variables (see variablesProblem), else the first value of the wrong type
 * or range. Null when every state reads. `traced` is null when the spec's
 * constants could not be read (`why`); the spec is then the transcription.
 */
export function statesProblem(
  states: readonly TlaState[],
  traced: { readonly spec: CheckableSpec; readonly model: Model } | null,
  why: string | null,
): string | null {
  const variables = variablesProblem(states, traced?.spec.variables ?? VARIABLE_NAMES);
  if (variables !== null) return variables;
  if (traced === null) return `cannot tell the spec's constants: ${why ?? 'no state'}`;
  const { model, spec } = traced;
  const scratch = new Uint8Array(model.stateBytes);
  for (const [index, state] of states.entries()) {
    try {
      model.fromTla(state, scratch, 0);
    } catch (error) {
      if (!(error instanceof ModelValueError)) throw error;
      // the packed layout of the transcription depends on N alone
      const shape = spec.monopoly === null ? '' : ` with N = ${spec.monopoly.constants.N}`;
      return `state ${index + 1} is not a state of the spec${shape}: ${error.message}`;
    }
  }
  return null;
}
