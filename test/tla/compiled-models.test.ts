import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine/check.js';
import type { CheckResult } from '../../src/engine/result.js';
import { CompiledModels, createCompiledModel } from '../../src/tla/compiled-models.js';
import { LayoutOverflowError } from '../../src/tla/runtime/runtime-errors.js';
import { inlineSource } from '../helpers/tla-specs.js';
import { initialStates, moduleOf, successorsOf } from '../helpers/tla-programs.js';

// the initial state packs d as an enum of "a" alone: "b" and "c" do not fit until the layout is widened
const TOGGLE = moduleOf('VARIABLE d\nInit == d = "a"\nNext == d\' = IF d = "a" THEN "b" ELSE IF d = "b" THEN "c" ELSE "a"');
const source = () => inlineSource({ M: TOGGLE }, 'INIT Init\nNEXT Next\n');
const search = (model: Parameters<typeof check>[0]) => check(model, { invariants: [], constraints: [], checkDeadlock: true });

describe('CompiledModels', () => {
  it('starts from the layouts of the initial states', async () => {
    const models = await CompiledModels.of(source());
    expect(models.layoutsJson()).toEqual([{ kind: 'enum', values: ['a'] }]);
    expect(initialStates(models.model())).toEqual([{ d: 'a' }]);
    expect(models.model()).toBe(models.model());
  });

  it('searches again on a wider layout as long as a value does not fit, and says which variables it widened', async () => {
    const models = await CompiledModels.of(source());
    const results: CheckResult['kind'][] = [];
    const result = models.run((model) => {
      const made = search(model);
      results.push(made.kind);
      return made;
    });
    expect([result.kind, result.stats.distinctStates]).toEqual(['ok', 3]);
    expect(results).toEqual(['error', 'error', 'ok']);
    // one entry per widening
    expect(models.widened).toEqual(['d', 'd']);
    expect(models.layoutsJson()).toEqual([{ kind: 'enum', values: ['a', 'b', 'c'] }]);
  });

  it('widens for a search that ends on a value the layout has no room for, and for nothing else', async () => {
    const models = await CompiledModels.of(source());
    const before = models.model();
    expect(models.widenFor({ kind: 'ok' })).toBe(false);
    expect(models.widenFor({ kind: 'error', failure: { name: 'TlcRuntimeError', message: 'm', during: 'successors' } })).toBe(false);
    const overflow = { name: 'LayoutOverflowError', message: 'm', during: 'successors' as const, detail: { variable: 0, value: 'b' } };
    expect(models.widenFor({ kind: 'error', failure: overflow })).toBe(true);
    expect(models.layoutsJson()).toEqual([{ kind: 'enum', values: ['a', 'b'] }]);
    expect(models.model()).not.toBe(before);
    expect(successorsOf(models.model(), { d: 'a' })).toEqual([{ action: 'Next', state: { d: 'b' } }]);
  });

  it('widens when the search throws a value that does not fit (a replay), and rethrows any other error', async () => {
    const models = await CompiledModels.of(source());
    let calls = 0;
    const result = models.run((model) => {
      if (calls++ === 0) throw new LayoutOverflowError(0, 'c');
      return search(model);
    });
    expect(result.kind).toBe('ok');
    expect(models.layoutsJson()[0]).toEqual({ kind: 'enum', values: ['a', 'c', 'b'] });
    await expect(models.runAsync(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(() =>
      models.run(() => {
        throw new RangeError('other');
      }),
    ).toThrow(RangeError);
  });

  it('runs an asynchronous search the same way', async () => {
    const models = await CompiledModels.of(source());
    const result = await models.runAsync((model) => Promise.resolve(search(model)));
    expect([result.kind, result.stats.distinctStates, models.widened.length]).toEqual(['ok', 3, 2]);
  });

  it("builds the same model in another thread from its recipe: the spec's source and the layouts", async () => {
    const models = await CompiledModels.of(source());
    models.run(search);
    const factory = models.model().factory!;
    expect(factory.exportName).toBe('createCompiledModel');
    expect(factory.module).toMatch(/compiled-models\.(ts|js)$/);
    const rebuilt = await createCompiledModel(factory.args as Parameters<typeof createCompiledModel>[0]);
    expect(rebuilt.layouts).toEqual(models.model().layouts);
    expect(successorsOf(rebuilt, { d: 'b' })).toEqual([{ action: 'Next', state: { d: 'c' } }]);
    // the given layouts are used as they are
    const given = await CompiledModels.of(source(), [{ kind: 'bytes', capacity: 16 }]);
    expect(given.model().layouts).toEqual([{ kind: 'bytes', capacity: 16 }]);
  });
});
