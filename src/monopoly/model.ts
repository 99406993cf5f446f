/** Monopoly.tla (with MCMonopoly.tla's bounds) as an engine Model. */
import type { ModelFactory, StateSink } from '../engine/model.js';
import type { RepeatingModel, RepeatSink } from '../engine/repeating-model.js';
import type { TlaState } from '../engine/trace/tla-value.js';
import {
  ACTION_NAMES,
  BuildHouse,
  BuyProperty,
  DeclineProperty,
  EndTurn,
  Expansion,
  Init,
  Mortgage,
  Next,
  ResolveSquare,
  RollAndMove,
  Unmortgage,
} from './actions.js';
import { COVERAGE_NAMES, coverageKey } from './coverage.js';
import { describeStep } from './describe.js';
import { describeChange } from './describe-change.js';
import * as I from './invariants.js';
import * as L from './layout.js';
import { fromTla, toTla, VARIABLE_NAMES } from './values.js';

/** The constants of MCMonopoly.tla. */
export interface MonopolyConstants {
  /** Number of players, 2..4. */
  readonly N: number;
  /** Each player's cash in the initial state (substituted for InitialMoney). */
  readonly StartMoney: number;
  /** MoneyBound: states where a player holds more are outside the model. */
  readonly MaxMoney: number;
  /** DepthBound: states deeper than this BFS level are outside the model; 0 = no bound. */
  readonly MaxDepth: number;
}

/** The actions of Next by id (ACTION_NAMES), each enumerating its own successors. */
const ACTIONS = [RollAndMove, ResolveSquare, BuyProperty, DeclineProperty, BuildHouse, Mortgage, Unmortgage, EndTurn] as const;

/** A sink that stops at the first state that differs from the source: ENABLED <<A>>_vars. */
class ChangeSink implements StateSink {
  readonly target: Uint8Array;
  readonly targetOffset = 0;
  changed = false;
  source: Uint8Array = new Uint8Array(0);
  at = 0;

  constructor(private readonly stateBytes: number) {
    this.target = new Uint8Array(Math.ceil(stateBytes / 4) * 4);
  }

  emit(): boolean {
    for (let i = 0; i < this.stateBytes; i++) {
      if (this.target[i] !== this.source[this.at + i]) {
        this.changed = true;
        return false;
      }
    }
    return true;
  }
}

/**
 * This module, for worker threads to import (MonopolyModel.factory). The path
 * goes up and down again so that it resolves the same from this module and
 * from the command line's bundle, dist/cli/monocheck.js, one directory below
 * dist/ too (see scripts/bundle-cli.mjs).
 */
const THIS_MODULE = new URL(`../monopoly/model${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

/** Builds the model in a worker thread, which imports it by name (see MonopolyModel.factory). @public */
export function createMonopolyModel(constants: MonopolyConstants): MonopolyModel {
  return new MonopolyModel(constants);
}

export class MonopolyModel implements RepeatingModel {
  readonly stateBytes: number;
  readonly variableNames = VARIABLE_NAMES;
  readonly actionNames = ACTION_NAMES;
  readonly invariantNames = I.INVARIANT_NAMES;
  readonly constraintNames = I.CONSTRAINT_NAMES;
  readonly coverageNames = COVERAGE_NAMES;
  /** `Baltic Avenue: bank -> player 2`, `player 1: 1500 -> 1440`: see describe-change.ts. */
  readonly describeChange = describeChange;
  readonly factory: ModelFactory;
  private readonly expansion: Expansion;
  private sourceDeedFacts = 0;
  private sourceDeedFactsSerial = -1;
  private sourceWithinMoneyBound = false;
  private sourceMoneySerial = -1;
  /** For actionEnabled: an expansion of its own, so the search's facts about its source stay intact. */
  private enabledExpansion: Expansion | null = null;
  private enabledSink: ChangeSink | null = null;

  constructor(readonly constants: MonopolyConstants) {
    if (!Number.isInteger(constants.N) || constants.N < 2 || constants.N > 4) throw new RangeError(`N must be in 2..4, got ${constants.N}`);
    this.stateBytes = L.stateBytes(constants.N);
    this.expansion = new Expansion(constants.N, constants.StartMoney, this.stateBytes);
    this.factory = { module: THIS_MODULE, exportName: 'createMonopolyModel', args: { ...constants } };
  }

  initialStates(sink: StateSink): boolean {
    this.expansion.sink = sink;
    this.expansion.repeats = null;
    return Init(this.expansion);
  }

  successors(source: Uint8Array, sourceOffset: number, sink: StateSink): boolean {
    return this.expand(source, sourceOffset, sink, null);
  }

  /** The same successors, RollAndMove's handed over as a repeat where an earlier source differed only in the dice (repeated-rolls.ts). */
  successorsWithRepeats(source: Uint8Array, sourceOffset: number, sink: RepeatSink): boolean {
    return this.expand(source, sourceOffset, sink, sink);
  }

  private expand(source: Uint8Array, sourceOffset: number, sink: StateSink, repeats: RepeatSink | null): boolean {
    const x = this.expansion;
    x.source = source;
    x.at = sourceOffset;
    x.sink = sink;
    x.repeats = repeats;
    x.serial++;
    return Next(x);
  }

  /**
   * ENABLED <<A>>_vars by the action's own definition: its guards, without
   * Next's `IF GameOver`. (RollAndMove, say, is enabled in a finished game
   * whose phase is "roll", though Next only stutters there.) The stutter of a
   * finished game (GameOver) changes nothing, so it is never enabled.
   */
  actionEnabled(actionId: number, state: Uint8Array, offset: number): boolean {
    const action = ACTIONS[actionId];
    if (action === undefined) return false;
    const x = (this.enabledExpansion ??= new Expansion(this.constants.N, this.constants.StartMoney, this.stateBytes));
    const sink = (this.enabledSink ??= new ChangeSink(this.stateBytes));
    sink.changed = false;
    sink.source = state;
    sink.at = offset;
    x.source = state;
    x.at = offset;
    x.sink = sink;
    x.serial++;
    action(x);
    return sink.changed;
  }

  firstViolatedInvariant(state: Uint8Array, at: number, invariants: Int32Array): number {
    const n = this.constants.N;
    return I.firstViolatedInvariant(invariants, this.deedFacts(state, at), I.inspectPlayersAndHeader(state, at, n), state, at, n);
  }

  /**
   * inspectDeeds of a state. For the successor being emitted, when its action
   * left every deed byte as in the source, the source's answer (computed once
   * per expansion) is exact and saves a pass over the deeds.
   */
  private deedFacts(state: Uint8Array, at: number): number {
    const x = this.expansion;
    if (!this.isEmitted(state, at) || x.deedsTouched) return I.inspectDeeds(state, at, this.constants.N);
    if (this.sourceDeedFactsSerial !== x.serial) {
      this.sourceDeedFacts = I.inspectDeeds(x.source, x.at, this.constants.N);
      this.sourceDeedFactsSerial = x.serial;
    }
    return this.sourceDeedFacts;
  }

  /** True if (state, at) is the successor being emitted, which the expansion's flags describe. */
  private isEmitted(state: Uint8Array, at: number): boolean {
    const x = this.expansion;
    return x.emitting && state === x.t && at === x.to;
  }

  /**
   * MoneyBound of a state. For the successor being emitted, when nobody's cash
   * rose above the source's and the source is within the bound (checked once
   * per expansion), so is the successor.
   */
  private withinMoneyBound(state: Uint8Array, at: number): boolean {
    const { N, MaxMoney } = this.constants;
    const x = this.expansion;
    if (this.isEmitted(state, at) && !x.moneyRaised) {
      if (this.sourceMoneySerial !== x.serial) {
        this.sourceWithinMoneyBound = I.MoneyBound(x.source, x.at, N, MaxMoney);
        this.sourceMoneySerial = x.serial;
      }
      if (this.sourceWithinMoneyBound) return true;
    }
    return I.MoneyBound(state, at, N, MaxMoney);
  }

  firstViolatedConstraint(state: Uint8Array, at: number, level: number, constraints: Int32Array): number {
    for (let i = 0; i < constraints.length; i++) {
      const id = constraints[i] as number;
      const holds = id === I.MoneyBoundId ? this.withinMoneyBound(state, at) : I.DepthBound(level, this.constants.MaxDepth);
      if (!holds) return i;
    }
    return -1;
  }

  toTla(state: Uint8Array, offset: number): TlaState {
    return toTla(state, offset, this.constants.N);
  }

  fromTla(values: TlaState, target: Uint8Array, offset: number): void {
    fromTla(values, target, offset, this.constants.N);
  }

  coverageKey(actionId: number, source: Uint8Array, sourceOffset: number): number {
    return coverageKey(actionId, source, sourceOffset, this.constants.N);
  }

  describeStep(actionId: number, before: Uint8Array, beforeOffset: number, after: Uint8Array, afterOffset: number): string {
    return describeStep(this.constants.N, actionId, before, beforeOffset, after, afterOffset);
  }
}
