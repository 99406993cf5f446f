/**
 * The one seam for "which model": what a model file (with the command line's
 * overrides) becomes once it is known which spec it checks. Every layer above
 * asks a CheckableSpec for the model's constants, variables, TLC's printing
 * order and labels, the temporal options and the engine `Model`, instead of
 * knowing Monopoly. Two kinds of spec stand behind it: the hand
 * transcription (transcribed-spec.ts), and, with the TLA+ compiler
 * (src/tla/), the modules beside the model compiled, whose constants,
 * variables, actions and invariants are whatever they say.
 */
import type { Model } from '../../engine/model.js';
import type { ModelFailure, PackedStatePredicate } from '../../engine/model.js';
import type { MonopolyConstants } from '../../monopoly/model.js';
import { missingMonopolyVariables, type MonopolyView } from '../../monopoly/monopoly-view.js';
import type { GameReading } from '../../monopoly/game-reading.js';
import type { ModelConstant } from '../../report/model-constants.js';
import type { TlcTraceForm } from '../../tlc/tlc-trace-form.js';
import type { ResolvedModel } from '../model-config.js';
import type { TemporalOptions } from '../temporal-options.js';
import type { CheckedParts } from './checked-parts.js';
import type { SpecSource } from '../../tla/compile/compile-spec.js';
import type { LayoutJson } from '../../tla/layout/layout-json.js';

/** What `widen` reads of a search's result (a CheckResult, a simulation's): whether the model failed, and how. */
export interface SearchOutcome {
  readonly kind: string;
  readonly failure?: ModelFailure;
}

/** The engines that can serve a spec. */
export type EngineKind = 'transcribed' | 'compiled';

/** Which engine serves the spec and why, as every output will say it. */
export interface EngineChoice {
  readonly kind: EngineKind;
  /** One sentence: `the modules beside the model are the transcribed spec`. */
  readonly reason: string;
  /** Why, as data, when a caller words it in its own terms: `asked`, LoadSpecOptions.engine named the engine (see askedEngineReason). */
  readonly why?: EngineWhy;
  /** Which modules are compiled, when not those beside the model file: `the modules of specs/`. */
  readonly modules?: string;
}

/** Why an engine serves the spec, as data: `asked`, the caller named it (`engine: 'compiled'`). */
export interface EngineWhy {
  readonly kind: 'asked';
}

/** What a compiled engine's reason adds when no module is beside the model file (the modules of specs/ are compiled). */
export const NO_MODULE_BESIDE = 'no module is beside the model file';

/** The reason of an engine asked for, `asking` how the caller's terms name asking for it: `asked for: engine 'compiled'`. */
export function askedEngineReason(engine: Pick<EngineChoice, 'modules'>, asking: string): string {
  return `asked for: ${asking}${engine.modules === undefined ? '' : `; ${NO_MODULE_BESIDE}`}`;
}

/**
 * Everything needed to build the same spec elsewhere, as structured-cloneable
 * data: a cluster worker builds its model from it (the coordinator sends it),
 * a checkpoint keeps it for --recover. The transcription needs its resolved
 * model (the constants, with the rest of the model file); the compiled kind
 * carries the modules' text and the model file's.
 */
export type SpecRecipe =
  { readonly engine: 'transcribed'; readonly resolved: ResolvedModel; readonly reason: string; readonly why?: EngineWhy } | CompiledRecipe;

/** What a compiled spec's recipe holds: the modules' and model file's text, and the layouts the search found it needs. */
export interface CompiledRecipe {
  readonly engine: 'compiled';
  readonly reason: string;
  /** See EngineChoice.why. */
  readonly why?: EngineWhy;
  readonly source: SpecSource;
  readonly layouts: readonly LayoutJson[];
  readonly modelPath: string | null;
  /** See EngineChoice.modules. */
  readonly modules?: string;
}

/**
 * What only makes sense for Monopoly (the board, witnesses, replay scripts,
 * strategies, landing statistics) reads the game's variables: the
 * transcription's, or those of a compiled spec that has them (with others
 * beside them, such as `pot`).
 */
export interface MonopolyCapability {
  readonly constants: MonopolyConstants;
  /**
   * How the states of `model`, a model this spec created, read as Monopoly's
   * (what WitnessModel, replay, scriptOf, the strategies and GameObserver take).
   */
  view(model: Model): MonopolyView;
  /**
   * The few facts a simulation reads every step (phase, current player,
   * squares, cash), read off `model`'s states without packing them again.
   */
  reading(model: Model): GameReading;
}

export interface CheckableSpec extends CheckedParts {
  /** The constants as named TLA+ values, in the model file's order (for headers and JSON). */
  readonly constants: readonly ModelConstant[];
  /**
   * The constants that fix the states and the initial state, which a trace's
   * first state tells (the transcription: N and StartMoney; MaxMoney and
   * MaxDepth only bound the search). What `trace` and `replay` name.
   */
  readonly stateConstants: readonly ModelConstant[];
  /** The depth the depth-first searches go to (--dfs, --dfid): the transcription's MaxDepth; 0 when the model has none. */
  readonly depthBound: number;
  readonly engine: EngineChoice;
  readonly recipe: SpecRecipe;
  /** A new engine Model for this spec (each caller gets its own: a model keeps scratch state). */
  createModel(): Model;
  /**
   * After a search of a compiled spec: true when it ended because a value did
   * not fit the model's packed layout, which is now wider (create a model and
   * search again: the search is deterministic, the answer the same); false
   * when the result stands. Absent for the transcription.
   */
  widen?(result: SearchOutcome): boolean;
  /** The variables in declaration order (the model's variableNames). */
  readonly variables: readonly string[];
  /** TLC's variable orders and labels for this spec (--format tlc, -dumpTrace json, TLC's text). */
  readonly tlc: TlcTraceForm;
  /** What TLC is run on to check the same model (`compare --tlc-jar`): the root module and the folder of the modules. */
  readonly tlcRun: { readonly rootModule: string; readonly directory: string };
  /**
   * The properties (PROPERTY) and the fairness of the SPECIFICATION when the
   * model names properties: then the liveness checker runs, on one thread.
   * Null when it names none: the invariants and deadlock are checked.
   */
  readonly temporal: TemporalOptions | null;
  /**
   * Invariants a trace may claim beyond the model file's (validation only):
   * for the transcription, MCWitness's NoHotel and the others TLC's witness runs check.
   */
  readonly traceInvariants: Readonly<Record<string, PackedStatePredicate>>;
  /** Present when the spec is the transcribed one, or a compiled one with Monopoly's variables and a number of players N in 2..4. */
  readonly monopoly: MonopolyCapability | null;
}

/**
 * A command or option (`what`) that needs Monopoly's own parts, on a spec
 * (served by `engine`) that lacks them (`lacks`: the end of a sentence).
 */
export class NotMonopolyError extends Error {
  override readonly name = 'NotMonopolyError';
  constructor(
    readonly what: string,
    readonly engine: EngineChoice,
    readonly lacks: string,
  ) {
    super(notMonopolyText(what, engine, lacks));
  }
}

/** NotMonopolyError's sentence, `engine` as the caller words it. */
export function notMonopolyText(what: string, engine: EngineChoice, lacks: string): string {
  return (
    `${what} reads the Monopoly spec's own variables (the board, players ` +
    `and deeds), and this spec (${engine.kind}: ${engine.reason}) ${lacks}.`
  );
}

/** The Monopoly capability of `spec`; throws NotMonopolyError naming `what` needs it and what the spec lacks when it has none. */
export function requireMonopoly(spec: CheckableSpec, what: string): MonopolyCapability {
  if (spec.monopoly !== null) return spec.monopoly;
  throw new NotMonopolyError(what, spec.engine, notMonopolyBecause(spec));
}

/** What a spec without the Monopoly capability lacks, as the end of a sentence. */
function notMonopolyBecause(spec: CheckableSpec): string {
  const missing = missingMonopolyVariables(spec.variables);
  if (missing.length > 0) {
    const named = missing.length === 1 ? `${missing[0]}` : `${missing.length} of them: ${missing.join(', ')}`;
    return `lacks ${named} (it has ${spec.variables.join(', ') || 'no variable'})`;
  }
  const n = spec.constants.find((constant) => constant.name === 'N');
  return n === undefined
    ? 'has no constant N, the number of players'
    : `has N = ${JSON.stringify(n.value)}, not a number of players the board takes (2..4)`;
}

/**
 * Which engine checks the model and why, as every output says it: `checking the
 * modules beside the model (compiled: EndTurn differs from the transcribed spec)`.
 */
export function engineSentence(engine: EngineChoice): string {
  return engine.kind === 'compiled'
    ? `checking ${engine.modules ?? 'the modules beside the model'} (compiled: ${engine.reason})`
    : `checking the transcribed spec (${engine.reason})`;
}

/** What a trace is replayed against, as the outputs name it: `monocheck's transcription`, or `the compiled spec` (the modules compiled). */
export function specNameOf(engine: EngineChoice): string {
  return engine.kind === 'compiled' ? 'the compiled spec' : "monocheck's transcription";
}
