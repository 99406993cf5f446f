/** Layouts as structured-cloneable data (for worker threads, cluster workers and checkpoints), and back. */
import type { TlaValue } from '../../engine/trace/tla-value.js';
import { fromTlaValue, toTlaValue } from '../runtime/runtime.js';
import type { Layout } from './layout.js';

export type LayoutJson =
  | { readonly kind: 'int'; readonly min: number; readonly max: number }
  | { readonly kind: 'bool' }
  | { readonly kind: 'enum'; readonly values: readonly TlaValue[] }
  | { readonly kind: 'tuple'; readonly elements: readonly LayoutJson[] }
  | { readonly kind: 'function'; readonly domain: readonly TlaValue[]; readonly range: LayoutJson }
  | { readonly kind: 'record'; readonly names: readonly string[]; readonly fields: readonly LayoutJson[] }
  | { readonly kind: 'sequence'; readonly capacity: number; readonly element: LayoutJson }
  | { readonly kind: 'bytes'; readonly capacity: number };

export function layoutToJson(layout: Layout): LayoutJson {
  switch (layout.kind) {
    case 'int':
    case 'bool':
    case 'bytes':
      return layout;
    case 'enum':
      return { kind: 'enum', values: layout.values.map(toTlaValue) };
    case 'tuple':
      return { kind: 'tuple', elements: layout.elements.map(layoutToJson) };
    case 'function':
      return { kind: 'function', domain: layout.domain.map(toTlaValue), range: layoutToJson(layout.range) };
    case 'record':
      return { kind: 'record', names: layout.names, fields: layout.fields.map(layoutToJson) };
    case 'sequence':
      return { kind: 'sequence', capacity: layout.capacity, element: layoutToJson(layout.element) };
  }
}

/** The layout again; equal layouts share their domain arrays only within one thread, so a function layout's keys are made once here. */
export function layoutFromJson(json: LayoutJson): Layout {
  switch (json.kind) {
    case 'int':
    case 'bool':
    case 'bytes':
      return json;
    case 'enum':
      return { kind: 'enum', values: json.values.map(fromTlaValue) };
    case 'tuple':
      return { kind: 'tuple', elements: json.elements.map(layoutFromJson) };
    case 'function':
      return { kind: 'function', domain: json.domain.map((key) => fromTlaValue(key)), range: layoutFromJson(json.range) };
    case 'record':
      return { kind: 'record', names: json.names, fields: json.fields.map(layoutFromJson) };
    case 'sequence':
      return { kind: 'sequence', capacity: json.capacity, element: layoutFromJson(json.element) };
  }
}
