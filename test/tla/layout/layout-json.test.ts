import { describe, expect, it } from 'vitest';
import type { Layout } from '../../../src/tla/layout/layout.js';
import { layoutFromJson, layoutToJson } from '../../../src/tla/layout/layout-json.js';
import { ModelValue, setOf } from '../../../src/tla/values/index.js';

describe('layoutToJson and layoutFromJson', () => {
  it('carry every kind of layout as plain data and back, values as TLA+ values', () => {
    const layout: Layout = {
      kind: 'record',
      names: ['cash', 'owner', 'seen', 'trail', 'blob', 'pair'],
      fields: [
        { kind: 'int', min: 0, max: 1500 },
        { kind: 'enum', values: [ModelValue.of('p1'), ModelValue.of('p2'), 'bank'] },
        { kind: 'function', domain: [setOf([1]), 'x'], range: { kind: 'bool' } },
        { kind: 'sequence', capacity: 4, element: { kind: 'int', min: 1, max: 6 } },
        { kind: 'bytes', capacity: 16 },
        { kind: 'tuple', elements: [{ kind: 'bool' }, { kind: 'int', min: 0, max: 1 }] },
      ],
    };
    const json = layoutToJson(layout);
    // structured-cloneable: no class instances left
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
    expect((json as unknown as { fields: unknown[] }).fields[1]).toEqual({
      kind: 'enum',
      values: [{ kind: 'model-value', name: 'p1' }, { kind: 'model-value', name: 'p2' }, 'bank'],
    });
    const back = layoutFromJson(structuredClone(json));
    expect(back).toEqual(layout);
    // model values come back as the interned model values, compared by identity in generated code
    expect((back as unknown as { fields: { values?: unknown[] }[] }).fields[1]!.values![0]).toBe(ModelValue.of('p1'));
  });
});
