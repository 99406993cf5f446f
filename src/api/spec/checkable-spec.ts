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
import type { CheckResult } from '../../engine/result.js';
import type { StatePredicate } from '../../engine/trace/validate-trace.js';
import type { MonopolyConstants, MonopolyModel } from '../../monopoly/model.js';
import type { ModelConstant } from '../../report/model-constants.js';
import type { TlcTraceForm } from '../../tlc/tlc-trace-form.js';
import type { ResolvedModel } from '../model-config.js';
import type { TemporalOptions } from '../temporal-options.js';
import type { CheckedParts } from './checked-parts.js';
import type { SpecSource } from '../../tla/compile/compile-spec.js';
import type { LayoutJson } from '../../tla/layout/layout-json.js';

/** The engines that can serve a spec. */
export type EngineKind = 'transcribed' | 'compiled';

/** Which engine serves the spec and why, as every output will say it. */
export interface EngineChoice {
  readonly kind: EngineKind;
  /** One sentence: `the modules beside the model are the transcribed spec`. */
  readonly reason: string;
}

/**
 * Everything needed to build the same spec elsewhere, as structured-cloneable
 * data: a cluster worker builds its model from it (the coordinator sends it),
 * a checkpoint keeps it for --recover. The transcription needs its resolved
 * model (the constants, with the rest of the model file); the compiled kind
 * carries the modules' text and the model file's.
 */
export type SpecRecipe = { readonly engine: 'transcribed'; readonly resolved: ResolvedModel; readonly reason: string } | CompiledRecipe;

/** What a compiled spec's recipe holds: the modules' and model file's text, and the layouts the search found it needs. */
export interface CompiledRecipe {
  readonly engine: 'compiled';
  readonly reason: string;
  readonly source: SpecSource;
  readonly layouts: readonly LayoutJson[];
  readonly modelPath: string | null;
}

/** The transcription's own parts, for what only makes sense for Monopoly: the board, witnesses, replay scripts, landing statistics. */
export interface MonopolyCapability {
  readonly constants: MonopolyConstants;
  /** A new MonopolyModel (what WitnessModel, replay and scriptOf take). */
  createModel(): MonopolyModel;
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
  widen?(result: CheckResult): boolean;
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
  readonly traceInvariants: Readonly<Record<string, StatePredicate>>;
  /** Present only when the spec is the transcribed one (later: when the Monopoly variables are there). */
  readonly monopoly: MonopolyCapability | null;
}

/** A command or option that needs Monopoly's own parts, on a spec that lacks them. */
export class NotMonopolyError extends Error {
  override readonly name = 'NotMonopolyError';
}

/** The Monopoly capability of `spec`; throws NotMonopolyError naming `what` needs it when the spec has none. */
export function requireMonopoly(spec: CheckableSpec, what: string): MonopolyCapability {
  if (spec.monopoly !== null) return spec.monopoly;
  throw new NotMonopolyError(`${what} works on the Monopoly spec's own variables (the board, players and deeds), which this spec (${spec.engine.kind}: ${spec.engine.reason}) does not have.`);
}

/** Which engine checks the model and why, as every output says it: `checking the modules beside the model (compiled: EndTurn differs from the transcribed spec)`. */
export function engineSentence(engine: EngineChoice): string {
  return engine.kind === 'compiled' ? `checking the modules beside the model (compiled: ${engine.reason})` : `checking the transcribed spec (${engine.reason})`;
}
