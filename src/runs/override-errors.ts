/**
 * What is wrong with a value of the model (a constant, an invariant's name)
 * when the model file or an override (ModelOverrides) gave it, as data: the
 * constant, the value and where it came from, the limit. The error's
 * `message` names an override in the library's terms (`overrides.players =
 * 1`); a caller with terms of its own (the command line's flags) words the
 * same sentence with `modelValueMessage(problem, itsWords)`.
 */
import type { MonopolyConstants } from '../monopoly/model.js';
import { ModelFileError } from '../tlc/cfg.js';
import { FlagValueError } from './flag-value-error.js';

/** An override of the model, by its name in ModelOverrides. */
export type OverrideKey = 'players' | 'startMoney' | 'maxMoney' | 'maxDepth' | 'invariants' | 'noDeadlock';

export type ConstantName = keyof MonopolyConstants;

/** A constant's value and where it came from: a line of the model file (`line`), or an override (`override`). */
export interface ConstantSource {
  readonly value: number;
  readonly line: number | undefined;
  readonly override: OverrideKey | undefined;
}

export type ModelValueProblem =
  /** N is outside the players the spec's ASSUME allows. */
  | { readonly kind: 'players-out-of-range'; readonly source: ConstantSource; readonly min: number; readonly max: number }
  | { readonly kind: 'not-an-integer'; readonly constant: ConstantName; readonly source: ConstantSource }
  | { readonly kind: 'negative'; readonly constant: ConstantName; readonly source: ConstantSource }
  /** With MoneyBound, a starting cash above MaxMoney puts the initial state outside the model. */
  | { readonly kind: 'start-above-max'; readonly start: ConstantSource; readonly max: ConstantSource }
  /** Neither the model file nor `override` gives `constant` a value. */
  | { readonly kind: 'missing-constant'; readonly constant: ConstantName; readonly override: OverrideKey }
  /** A temporal property given as an invariant by the `invariants` override. */
  | { readonly kind: 'temporal-invariant'; readonly name: string }
  /** The `invariants` override names something that is no invariant of the spec. */
  | { readonly kind: 'unknown-invariant'; readonly name: string; readonly known: readonly string[] };

/** How a sentence names an override: alone (`overrides.maxDepth`), and with its value (`overrides.players = 1`). */
export interface OverrideWords {
  name(override: OverrideKey): string;
  withValue(override: OverrideKey, value: number): string;
}

/** The library's words: the field of ModelOverrides. */
export const LIBRARY_OVERRIDE_WORDS: OverrideWords = {
  name: (override) => `overrides.${override}`,
  withValue: (override, value) => `overrides.${override} = ${value}`,
};

/** The sentence for `problem`, naming overrides with `words`. */
export function modelValueMessage(problem: ModelValueProblem, words: OverrideWords): string {
  const shown = (name: string, source: ConstantSource) =>
    source.override === undefined ? `${name} = ${source.value}` : words.withValue(source.override, source.value);
  switch (problem.kind) {
    case 'players-out-of-range':
      return (
        `${shown('N', problem.source)} is out of range: the spec assumes N ` +
        `\\in ${problem.min}..${problem.max} (NAssumption); use ${problem.min} to ${problem.max} players.`
      );
    case 'not-an-integer':
      return `${shown(problem.constant, problem.source)} is not an integer; ${problem.constant} must be a whole number.`;
    case 'negative':
      return `${shown(problem.constant, problem.source)} is negative; ${problem.constant} must be 0 or more.`;
    case 'start-above-max': {
      const { start, max } = problem;
      return (
        `${shown('StartMoney', start)} is greater than ${shown('MaxMoney', max)}, so the initial state is outside the model ` +
        `(every player starts with ${start.value} and MoneyBound excludes states where someone holds more than ${max.value}); ` +
        `raise MaxMoney to at least ${start.value}, lower StartMoney, or remove the MoneyBound constraint.`
      );
    }
    case 'missing-constant': {
      const hint =
        problem.constant === 'StartMoney'
          ? `'StartMoney = <integer>' and 'InitialMoney <- StartMoney'`
          : `'${problem.constant} = <integer>'`;
      return (
        `constant ${problem.constant} has no value; add ${hint} under ` +
        `CONSTANTS in the model file, or pass ${words.name(problem.override)}.`
      );
    }
    case 'temporal-invariant':
      return (
        `'${problem.name}' is a temporal property, not a state predicate, so it cannot be an ` +
        `invariant (given to ${words.name('invariants')}); list it under PROPERTY instead.`
      );
    case 'unknown-invariant':
      return (
        `${words.name('invariants')} '${problem.name}' is not an invariant ` +
        `of this spec; its invariants are ${problem.known.join(', ')}.`
      );
  }
}

/** A model file's value (or an override's) the spec cannot take: a ModelFileError that says why as data. */
export class ModelValueError extends ModelFileError {
  constructor(
    file: string,
    line: number | undefined,
    readonly problem: ModelValueProblem,
  ) {
    super(file, line, modelValueMessage(problem, LIBRARY_OVERRIDE_WORDS), problem.kind === 'players-out-of-range');
  }
}

/** The `invariants` override names no invariant of the spec: a usage mistake (FlagValueError), with the name and the invariants known. */
export class UnknownInvariantError extends FlagValueError {
  constructor(readonly problem: Extract<ModelValueProblem, { kind: 'unknown-invariant' }>) {
    super(modelValueMessage(problem, LIBRARY_OVERRIDE_WORDS));
  }
}
