/**
 * The first lines `check` and `simulate` print: the model file, the engine that checks it and why, the constants,
 * what is checked, then the run's own lines (the properties and their fairness, the search, the plan of a simulation).
 */
import { displayPath } from '../runs/display-path.js';
import { engineSentence, type CheckableSpec } from '../runs/spec/checkable-spec.js';
import { constantsText } from '../report/model-constants.js';
import { engineInCliWords } from './library-error-words.js';

/** What a run checks, and how it says what it does. */
export interface RunHeader {
  /** What the run does to the model: `checking`, `simulating`. */
  readonly doing: string;
  /** Said after the model file's name: ` with seed 42`. */
  readonly after?: string;
  readonly invariants: readonly string[];
  readonly constraints: readonly string[];
  readonly checkDeadlock: boolean;
  /** The run's own lines, after what is checked (without their indent and newline). */
  readonly lines: readonly string[];
}

export function runHeader(spec: CheckableSpec, run: RunHeader): string {
  const checked = `invariants: ${run.invariants.join(', ') || '(none)'}; constraints: ${run.constraints.join(', ') || '(none)'}`;
  const lines = [
    engineSentence(engineInCliWords(spec.engine)),
    constantsText(spec.constants),
    `${checked}; deadlock ${run.checkDeadlock ? 'checked' : 'not checked'}`,
    ...run.lines,
  ];
  const model = spec.file === null ? 'a model given by flags' : displayPath(spec.file);
  return `monocheck: ${run.doing} ${model}${run.after ?? ''}\n${lines.map((line) => `  ${line}\n`).join('')}`;
}

/** What `check` runs beyond the spec's own invariants and deadlock. */
export interface CheckHeader {
  readonly invariants: readonly string[];
  readonly checkDeadlock: boolean;
  /** The search of --dfs, --dfid, --witness or --coverage (`search: depth-first, ...`), or null for the plain check. */
  readonly search: string | null;
  /** --continue: the search goes on past invariant violations. */
  readonly continued: boolean;
}

/** `check`'s header: what is checked, the temporal properties under their fairness, the search, --continue. */
export function checkHeader(spec: CheckableSpec, check: CheckHeader): string {
  const properties =
    spec.temporal === null ? null : `properties: ${spec.properties.join(', ')}; ${describeFairness(spec, spec.temporal.fairness)}`;
  const lines = [properties, check.search, check.continued ? 'going on past invariant violations (--continue)' : null];
  return runHeader(spec, { ...check, doing: 'checking', constraints: spec.constraints, lines: lines.filter((line) => line !== null) });
}

/** `under Spec (WF_vars(EndTurn))`, `without fairness (INIT and NEXT)`. */
function describeFairness(spec: CheckableSpec, fairness: readonly { readonly name: string }[]): string {
  if (spec.specification === null) return 'without fairness (INIT and NEXT)';
  return `under ${spec.specification} (${fairness.map((condition) => condition.name).join(' /\\ ') || 'no fairness'})`;
}
