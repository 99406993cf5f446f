import { describe, expect, it } from 'vitest';
import type { ResolvedModel } from '../../src/runs/model-config.js';
import { hasProperties, rootModuleOf, temporalOptionsOf } from '../../src/runs/temporal-options.js';
import { resolvedModelOf } from '../helpers/specs.js';

const resolved = (parts: Partial<ResolvedModel>): ResolvedModel =>
  resolvedModelOf({ N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 }, parts);

describe('temporalOptionsOf', () => {
  it('gives the named properties, in order, and the fairness of the SPECIFICATION', () => {
    const options = temporalOptionsOf(resolved({ specification: 'FairSpec', properties: ['JailEnds', 'EventuallyOneWinner'] }));
    expect(options.properties.map((property) => property.name)).toEqual(['JailEnds', 'EventuallyOneWinner']);
    expect(options.fairness.map((condition) => condition.name)).toEqual(['WF_vars(Next)']);
    expect(temporalOptionsOf(resolved({ specification: 'Spec' })).fairness.map((condition) => condition.name)).toEqual([
      'WF_vars(EndTurn)',
    ]);
  });

  it('has no fairness without a SPECIFICATION, and nothing for a model without properties', () => {
    expect(temporalOptionsOf(resolved({ properties: ['KeepsRolling'] })).fairness).toEqual([]);
    expect(temporalOptionsOf(resolved({ properties: undefined }))).toEqual({ properties: [], fairness: [] });
  });

  it('throws on a property the spec does not define (resolving the model should have refused it)', () => {
    expect(() => temporalOptionsOf(resolved({ properties: ['Eventually'] }))).toThrow("unknown property 'Eventually'");
  });
});

describe('hasProperties and rootModuleOf', () => {
  it("is MCLive for a model with properties or MCLive's SPECIFICATION, else MCMonopoly", () => {
    expect([hasProperties(resolved({})), rootModuleOf(resolved({}))]).toEqual([false, 'MCMonopoly']);
    expect(rootModuleOf(resolved({ specification: 'Spec' }))).toBe('MCMonopoly');
    expect(rootModuleOf(resolved({ specification: 'FairSpec' }))).toBe('MCLive');
    expect([hasProperties(resolved({ properties: ['JailEnds'] })), rootModuleOf(resolved({ properties: ['JailEnds'] }))]).toEqual([
      true,
      'MCLive',
    ]);
  });
});
