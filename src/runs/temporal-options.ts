/**
 * The temporal part of a resolved model as the engine takes it: the
 * properties named under PROPERTY and the fairness of the SPECIFICATION, from
 * the transcription (monopoly/temporal.ts).
 */
import type { FairnessCondition, TemporalProperty } from '../engine/liveness/temporal-formula.js';
import { specificationNamed, temporalProperty } from '../monopoly/temporal.js';
import type { ResolvedModel } from './model-config.js';

export interface TemporalOptions {
  readonly properties: readonly TemporalProperty[];
  readonly fairness: readonly FairnessCondition[];
}

/** Whether the model has properties to check (and so needs the liveness checker). */
export function hasProperties(resolved: ResolvedModel): boolean {
  return (resolved.properties ?? []).length > 0;
}

/** The properties and fairness of a resolved model (its names were checked when it was resolved). */
export function temporalOptionsOf(resolved: ResolvedModel): TemporalOptions {
  const properties = (resolved.properties ?? []).map((name) => {
    const property = temporalProperty(name, resolved.constants.N);
    if (property === undefined) throw new Error(`unknown property '${name}'`);
    return property;
  });
  const specification = resolved.specification === null ? undefined : specificationNamed(resolved.specification);
  return { properties, fairness: specification?.fairness ?? [] };
}

/** The module TLC must check for this model: MCLive (which extends MCMonopoly) when it names MCLive's definitions. */
export function rootModuleOf(resolved: ResolvedModel): 'MCMonopoly' | 'MCLive' {
  const spec = resolved.specification === null ? undefined : specificationNamed(resolved.specification);
  return hasProperties(resolved) || spec?.module === 'MCLive' ? 'MCLive' : 'MCMonopoly';
}
