/**
 * Tiny TLA+ specs compiled in the test's thread, and what their generated
 * code does: the initial states, a state's successors (as TLA+ values, with
 * the action that made each), the value of one expression.
 */
import type { Model } from '../../src/engine/model.js';
import type { TlaState, TlaValue } from '../../src/engine/trace/tla-value.js';
import { compileSpec, type CompiledSpec } from '../../src/tla/compile/compile-spec.js';
import { CompiledModels } from '../../src/tla/compiled-models.js';
import type { IrDefinition } from '../../src/tla/semantic/ir.js';
import { inlineSource } from './tla-specs.js';

const DEFAULT_CFG = 'INIT Init\nNEXT Next\n';

/** A module M extending the standard modules most tests need, with `body` inside. */
export function moduleOf(body: string): string {
  return `---- MODULE M ----\nEXTENDS Naturals, Integers, Sequences, FiniteSets, TLC\n${body}\n====\n`;
}

export async function compileBody(body: string, cfg = DEFAULT_CFG): Promise<CompiledSpec> {
  return compileSpec(inlineSource({ M: moduleOf(body) }, cfg));
}

export async function modelsOf(body: string, cfg = DEFAULT_CFG): Promise<CompiledModels> {
  return CompiledModels.of(inlineSource({ M: moduleOf(body) }, cfg));
}

/** A sink writing each state into one buffer and keeping it as TLA+ values. */
function collect(model: Model, into: { action: string; state: TlaState }[]) {
  const target = new Uint8Array(model.stateBytes + 8);
  return {
    target,
    targetOffset: 0,
    emit(actionId: number) {
      into.push({ action: model.actionNames[actionId] ?? 'Init', state: model.toTla(target, 0) });
      return true;
    },
  };
}

export function initialStates(model: Model): TlaState[] {
  const states: { action: string; state: TlaState }[] = [];
  model.initialStates(collect(model, states));
  return states.map((s) => s.state);
}

/** The successors of `state`, each with the name of the action that made it. */
export function successorsOf(model: Model, state: TlaState): { action: string; state: TlaState }[] {
  const source = new Uint8Array(model.stateBytes + 8);
  model.fromTla(state, source, 0);
  const states: { action: string; state: TlaState }[] = [];
  model.successors(source, 0, collect(model, states));
  return states;
}

/** The value of a constant-level expression, as generated code computes it (`Init == x = EXPR`), with `defs` before it. */
export async function valueOf(expression: string, defs = ''): Promise<TlaValue> {
  const models = await modelsOf(`${defs}\nVARIABLE x\nInit == x = (${expression})\nNext == x' = x`);
  const states = initialStates(models.model());
  if (states.length !== 1) throw new Error(`${states.length} initial states`);
  return states[0]!.x!;
}

/** The error generated code throws evaluating `expression` (null if none). */
export async function errorOf(expression: string, defs = ''): Promise<Error | null> {
  return valueOf(expression, defs).then(
    () => null,
    (error: unknown) => error as Error,
  );
}

/** The global definition `name` of module M, as the compiler resolved it. */
export function definitionNamed(compiled: CompiledSpec, name: string): IrDefinition {
  const found = [...compiled.resolved.definitions.values()].find((def) => def.name === name && def.module === 'M' && !def.inLet);
  if (found === undefined) throw new Error(`no definition ${name}`);
  return found;
}
