/**
 * The temporal half of the spec, transcribed: the specifications a model
 * file may name (their fairness) and the temporal properties, from
 * Monopoly.tla (Spec, EventuallyOneWinner) and MCLive.tla (FairSpec,
 * BankruptStays, JailEnds, KeepsRolling). Every definition of MCLive.tla is
 * here, in the same order, each with the line it transcribes.
 */
import {
  always,
  eventually,
  implies,
  leadsTo,
  not,
  or,
  state,
  and,
  type FairnessCondition,
  type StatePredicate,
  type TemporalFormula,
  type TemporalProperty,
} from '../engine/liveness/temporal-formula.js';
import { GameOver } from './actions.js';
import * as L from './layout.js';

/** A specification: `Init /\ [][Next]_vars /\` its fairness. */
export interface Specification {
  readonly name: string;
  /** Where it is defined. */
  readonly module: 'Monopoly' | 'MCLive';
  readonly fairness: readonly FairnessCondition[];
}

/** Spec == Init /\ [][Next]_vars /\ WF_vars(EndTurn) */
const Spec: Specification = {
  name: 'Spec',
  module: 'Monopoly',
  fairness: [{ kind: 'weak', action: { kind: 'actions', names: ['EndTurn'] }, name: 'WF_vars(EndTurn)' }],
};

/** FairSpec == Init /\ [][Next]_vars /\ WF_vars(Next) */
const FairSpec: Specification = {
  name: 'FairSpec',
  module: 'MCLive',
  fairness: [{ kind: 'weak', action: { kind: 'next' }, name: 'WF_vars(Next)' }],
};

export const SPECIFICATIONS: readonly Specification[] = [Spec, FairSpec];
export const SPECIFICATION_NAMES: readonly string[] = SPECIFICATIONS.map((spec) => spec.name);

/** The specification of that name, or undefined. */
export function specificationNamed(name: string): Specification | undefined {
  return SPECIFICATIONS.find((spec) => spec.name === name);
}

/** The properties, in the order of the spec and MCLive.tla. */
export const PROPERTY_NAMES: readonly string[] = ['EventuallyOneWinner', 'BankruptStays', 'JailEnds', 'KeepsRolling'];

const predicate = (name: string, holds: StatePredicate['holds']): TemporalFormula => state({ name, holds });

/** \A p \in Players : F(p), as the conjunction of its instances. */
function forAllPlayers(playerCount: number, instance: (p: number) => TemporalFormula): TemporalFormula {
  return and(...Array.from({ length: playerCount }, (_, i) => instance(i + 1)));
}

/** Cardinality(Active) <= 1, which is GameOver. */
function oneActive(playerCount: number): TemporalFormula {
  return predicate('Cardinality(Active) <= 1', (s, at) => GameOver(s, at, playerCount));
}

const bankrupt = (p: number) => predicate(`bankrupt[${p}]`, (s, at) => L.bankrupt(s, at, p));
const inJail = (p: number) => predicate(`inJail[${p}]`, (s, at) => L.inJail(s, at, p));

/** EventuallyOneWinner == <>(Cardinality(Active) <= 1) */
function EventuallyOneWinner(playerCount: number): TemporalFormula {
  return eventually(oneActive(playerCount));
}

/** BankruptStays == \A p \in Players : [](bankrupt[p] => [](bankrupt[p])) */
function BankruptStays(playerCount: number): TemporalFormula {
  return forAllPlayers(playerCount, (p) => always(implies(bankrupt(p), always(bankrupt(p)))));
}

/** JailEnds == \A p \in Players : inJail[p] ~> (~inJail[p] \/ bankrupt[p]) */
function JailEnds(playerCount: number): TemporalFormula {
  return forAllPlayers(playerCount, (p) => leadsTo(inJail(p), or(not(inJail(p)), bankrupt(p))));
}

/** KeepsRolling == []<>(phase = "roll" \/ Cardinality(Active) <= 1) */
function KeepsRolling(playerCount: number): TemporalFormula {
  const rolling = predicate('phase = "roll"', (s, at) => L.phase(s, at) === L.PHASE_ROLL);
  return always(eventually(or(rolling, oneActive(playerCount))));
}

const FORMULAS: Readonly<Record<string, (playerCount: number) => TemporalFormula>> = {
  EventuallyOneWinner,
  BankruptStays,
  JailEnds,
  KeepsRolling,
};

/** The property of that name for N players, or undefined for a name the spec does not define. */
export function temporalProperty(name: string, playerCount: number): TemporalProperty | undefined {
  const formula = FORMULAS[name];
  return formula === undefined ? undefined : { name, formula: formula(playerCount) };
}
