/**
 * Turns a TLC model file of MCMonopoly.tla, plus the command-line flags that
 * override it, into the model monocheck checks — or a ModelFileError that says
 * what is wrong and how to fix it.
 */
import { fileURLToPath } from 'node:url';
import { MAX_PLAYERS, MIN_PLAYERS } from '../monopoly/board.js';
import { CONSTRAINT_NAMES, INVARIANT_NAMES } from '../monopoly/invariants.js';
import type { MonopolyConstants } from '../monopoly/model.js';
import { PROPERTY_NAMES, SPECIFICATION_NAMES } from '../monopoly/temporal.js';
import { ModelFileError, parseModelFile, type ModelFile, type ModelValue } from '../tlc/cfg.js';
import { readFailure, readUserFile } from '../input/read-text.js';
import { ModelValueError, UnknownInvariantError, type ConstantName, type ConstantSource } from './override-errors.js';
import { escapeControl, excerpt } from '../input/quote.js';
import type { CheckedParts } from './spec/checked-parts.js';

export type { MonopolyConstants };

/** A model file of the transcribed spec, resolved: its checked parts and Monopoly's four constants. */
export interface ResolvedModel extends CheckedParts {
  readonly constants: MonopolyConstants;
  /**
   * The constants in the model file's order (InitialMoney standing for StartMoney), those given by flags
   * only after them; absent in checkpoints of older versions (then N, StartMoney, MaxMoney, MaxDepth).
   */
  readonly constantOrder?: readonly (keyof MonopolyConstants)[];
}

export interface ModelOverrides {
  players?: number;
  startMoney?: number;
  maxMoney?: number;
  maxDepth?: number;
  /** Replaces the file's invariants when non-empty. */
  invariants?: string[];
  noDeadlock?: boolean;
}

export const KNOWN_INVARIANTS: readonly string[] = INVARIANT_NAMES;
export const KNOWN_CONSTRAINTS: readonly string[] = CONSTRAINT_NAMES;
const KNOWN_PROPERTIES: readonly string[] = PROPERTY_NAMES;
const KNOWN_SPECIFICATIONS: readonly string[] = SPECIFICATION_NAMES;

const CONSTANT_NAMES: readonly ConstantName[] = ['N', 'StartMoney', 'MaxMoney', 'MaxDepth'];
/** The override that sets each constant. */
const OVERRIDE_OF = { N: 'players', StartMoney: 'startMoney', MaxMoney: 'maxMoney', MaxDepth: 'maxDepth' } as const satisfies Record<
  ConstantName,
  keyof ModelOverrides
>;
const CONSTANTS_SENTENCE = "this spec's constants are N, StartMoney, MaxMoney, MaxDepth (and InitialMoney <- StartMoney)";

function describeValue(value: ModelValue): string {
  switch (value.kind) {
    case 'int':
    case 'bool':
      return String(value.value);
    case 'string':
      return `the string "${excerpt(value.value)}"`;
    case 'identifier':
      return `the model value '${value.name}'`;
    case 'set':
      return 'a set';
  }
}

/** The constants the file gives, keyed by name; InitialMoney is folded into StartMoney. */
function constantsFromFile(model: ModelFile): Map<ConstantName, ConstantSource> {
  const fail = (line: number, message: string): never => {
    throw new ModelFileError(model.file, line, message);
  };
  const found = new Map<ConstantName, ConstantSource>();
  let initialMoney: ConstantSource | undefined;
  const seenAt = new Map<string, number>();
  const noteOnce = (name: string, line: number) => {
    const earlier = seenAt.get(name);
    if (earlier !== undefined) fail(line, `constant '${name}' is given twice (lines ${earlier} and ${line}); keep only one.`);
    seenAt.set(name, line);
  };

  for (const { name, value, line } of model.constants) {
    const isKnown = (CONSTANT_NAMES as readonly string[]).includes(name);
    if (!isKnown && name !== 'InitialMoney') fail(line, `unknown constant '${name}'; ${CONSTANTS_SENTENCE}.`);
    noteOnce(name, line);
    if (value.kind !== 'int')
      throw new ModelFileError(
        model.file,
        line,
        `constant '${name}' must be an integer, not ${describeValue(value)}; write e.g. '${name} = 2'.`,
      );
    const sourced = { value: value.value, line, override: undefined };
    if (isKnown) found.set(name as ConstantName, sourced);
    else initialMoney = sourced;
  }
  for (const { name, target, line } of model.substitutions) {
    if (name !== 'InitialMoney')
      fail(
        line,
        `unknown substitution '${name} <- ${target}'; the only one this spec ` +
          `takes is 'InitialMoney <- StartMoney' (${CONSTANTS_SENTENCE}).`,
      );
    if (target !== 'StartMoney')
      fail(line, `InitialMoney can only be replaced by StartMoney, not by '${target}'; write 'InitialMoney <- StartMoney'.`);
    noteOnce(name, line);
  }

  // `InitialMoney = <int>` sets the starting cash directly; it stands for StartMoney when StartMoney is absent.
  const startMoney = found.get('StartMoney');
  if (initialMoney && startMoney && initialMoney.value !== startMoney.value) {
    fail(
      initialMoney.line!,
      `InitialMoney = ${initialMoney.value} contradicts StartMoney = ${startMoney.value} (line ${startMoney.line}); ` +
        `the starting cash is one number, so keep only 'StartMoney = ...' with 'InitialMoney <- StartMoney'.`,
    );
  }
  if (initialMoney && !startMoney) found.set('StartMoney', initialMoney);
  // Without 'InitialMoney <- StartMoney' TLC would start at Monopoly.tla's 1500; monocheck takes StartMoney as meant.
  return found;
}

function checkBehaviour(model: ModelFile): void {
  const fail = (line: number, message: string): never => {
    throw new ModelFileError(model.file, line, message);
  };
  const { init, next, specification } = model;
  if (specification && (init || next)) {
    fail(
      (init ?? next)!.line,
      `give either 'SPECIFICATION Spec' or 'INIT Init' with 'NEXT Next', not both (SPECIFICATION is at line ${specification.line}).`,
    );
  }
  if (specification && !KNOWN_SPECIFICATIONS.includes(specification.name)) {
    fail(
      specification.line,
      `unknown specification '${specification.name}'; Monopoly.tla defines Spec (WF_vars(EndTurn)) ` +
        `and MCLive.tla FairSpec (WF_vars(Next)); or use 'INIT Init' and 'NEXT Next'.`,
    );
  }
  if (init && init.name !== 'Init') fail(init.line, `unknown initial predicate '${init.name}'; this spec's initial predicate is Init.`);
  if (next && next.name !== 'Next') fail(next.line, `unknown next-state action '${next.name}'; this spec's next-state action is Next.`);
}

function rejectUnsupported(model: ModelFile): void {
  const item = model.unsupported[0];
  if (item)
    throw new ModelFileError(model.file, item.line, `${item.keyword} is not supported by monocheck; remove it from the model file.`);
}

/** The temporal properties, checked: a state predicate is no temporal property here (it belongs under INVARIANTS). */
function checkProperties(model: ModelFile): string[] {
  for (const { name, line } of model.properties) {
    if (KNOWN_INVARIANTS.includes(name)) {
      throw new ModelFileError(
        model.file,
        line,
        `'${name}' is an invariant (a state predicate), not a temporal property; list ` +
          `it under INVARIANTS, or give PROPERTY one of ${KNOWN_PROPERTIES.join(', ')}.`,
      );
    }
  }
  return checkNames(model.properties, KNOWN_PROPERTIES, 'property', model.file, 'temporal properties');
}

/**
 * Refuses a temporal property given as an invariant (by the file, or by the `invariants`
 * override): TLC checks invariants on states, and a property needs whole behaviours.
 */
function rejectTemporalInvariants(names: readonly { name: string; line: number | undefined }[], file: string, byOverride: boolean): void {
  for (const { name, line } of names) {
    if (!KNOWN_PROPERTIES.includes(name)) continue;
    if (byOverride) throw new ModelValueError(file, line, { kind: 'temporal-invariant', name });
    throw new ModelFileError(
      file,
      line,
      `'${name}' is a temporal property, not a state predicate, so it cannot be an invariant; list it under PROPERTY instead.`,
    );
  }
}

/** Names in first-seen order, each checked against the names that exist. */
function checkNames(
  names: readonly { name: string; line: number | undefined }[],
  known: readonly string[],
  kind: string,
  file: string,
  plural = `${kind}s`,
): string[] {
  const result: string[] = [];
  for (const { name, line } of names) {
    if (!known.includes(name))
      throw new ModelFileError(file, line, `unknown ${kind} '${excerpt(name)}'; this spec's ${plural} are ${known.join(', ')}.`);
    if (!result.includes(name)) result.push(name);
  }
  return result;
}

function validateConstants(file: string, sources: Record<ConstantName, ConstantSource>, constraints: readonly string[]): void {
  // one rule for N outside 2..4, negative or not: the spec's ASSUME breaks (the command line refuses such a value before it gets here)
  const n = sources.N;
  if (n.value < MIN_PLAYERS || n.value > MAX_PLAYERS)
    throw new ModelValueError(file, n.line, { kind: 'players-out-of-range', source: n, min: MIN_PLAYERS, max: MAX_PLAYERS });
  for (const constant of CONSTANT_NAMES) {
    const source = sources[constant];
    if (!Number.isSafeInteger(source.value)) throw new ModelValueError(file, source.line, { kind: 'not-an-integer', constant, source });
    if (source.value < 0) throw new ModelValueError(file, source.line, { kind: 'negative', constant, source });
  }
  const start = sources.StartMoney;
  const max = sources.MaxMoney;
  if (constraints.includes('MoneyBound') && start.value > max.value)
    throw new ModelValueError(file, start.line ?? max.line, { kind: 'start-above-max', start, max });
}

/**
 * The model a parsed file describes, with the overrides applied on top. Throws
 * ModelFileError (a ModelValueError for a value it cannot take), or UnknownInvariantError.
 */
export function resolveModel(file: ModelFile, overrides: ModelOverrides): ResolvedModel {
  rejectUnsupported(file);
  checkBehaviour(file);
  const fromFile = constantsFromFile(file);
  const sources = {} as Record<ConstantName, ConstantSource>;
  for (const constant of CONSTANT_NAMES) {
    const override = OVERRIDE_OF[constant];
    const overridden = overrides[override];
    const source = overridden !== undefined ? { value: overridden, line: undefined, override } : fromFile.get(constant);
    if (source === undefined) throw new ModelValueError(file.file, undefined, { kind: 'missing-constant', constant, override });
    sources[constant] = source;
  }

  const constraints = checkNames(file.constraints, KNOWN_CONSTRAINTS, 'constraint', file.file);
  const flagInvariants = overrides.invariants ?? [];
  if (flagInvariants.length > 0)
    rejectTemporalInvariants(
      flagInvariants.map((name) => ({ name, line: undefined })),
      file.file,
      true,
    );
  else rejectTemporalInvariants(file.invariants, file.file, false);
  const properties = checkProperties(file);
  const unknownFlag = flagInvariants.find((name) => !KNOWN_INVARIANTS.includes(name));
  if (unknownFlag !== undefined) throw new UnknownInvariantError({ kind: 'unknown-invariant', name: unknownFlag, known: KNOWN_INVARIANTS });
  const invariants =
    flagInvariants.length > 0 ? [...new Set(flagInvariants)] : checkNames(file.invariants, KNOWN_INVARIANTS, 'invariant', file.file);
  validateConstants(file.file, sources, constraints);

  const inFile = file.constants
    .map(({ name }) => (name === 'InitialMoney' ? 'StartMoney' : name))
    .filter((name): name is ConstantName => fromFile.has(name as ConstantName));
  return {
    file: file.file === '' ? null : file.file, // an empty file name marks a model built from flags only
    constants: {
      N: sources.N.value,
      StartMoney: sources.StartMoney.value,
      MaxMoney: sources.MaxMoney.value,
      MaxDepth: sources.MaxDepth.value,
    },
    constantOrder: [...new Set([...inFile, ...CONSTANT_NAMES])],
    invariants,
    constraints,
    checkDeadlock: overrides.noDeadlock === true ? false : (file.checkDeadlock?.value ?? true),
    specification: file.specification?.name ?? null,
    properties,
  };
}

/** Reads and parses the model file at `path`; `hint` ends the sentence when it cannot be read. Throws ModelFileError. */
export function readModelFile(path: string, hint = ''): ModelFile {
  let text: string;
  try {
    text = readUserFile(path, 'model file', 'modelFile');
  } catch (error) {
    throw new ModelFileError(
      path,
      undefined,
      `cannot read model file '${escapeControl(path)}': ${readFailure(error)}.${hint === '' ? '' : ` ${hint}`}`,
    );
  }
  return parseModelFile(text, path);
}

/** Reads, parses and resolves the model file at `path`. Throws ModelFileError. */
export function loadModel(path: string, overrides: ModelOverrides): ResolvedModel {
  return resolveModel(readModelFile(path, 'Pass the path of a TLC .cfg file, or no path to check specs/MCMonopoly.cfg.'), overrides);
}

/**
 * Absolute path of specs/MCMonopoly.cfg; the package root is two levels
 * up from src/runs, dist/runs and the command line's bundle in dist/cli.
 */
export function defaultModelPath(): string {
  return fileURLToPath(new URL('../../specs/MCMonopoly.cfg', import.meta.url));
}
