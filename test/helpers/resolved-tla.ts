/**
 * Small specs read and resolved as the compiler does (load-modules.ts, then
 * resolve-spec.ts), for the tests of the semantic layer and of what the
 * compiler reads off a resolved spec.
 */
import type { IrDefinition } from '../../src/tla/semantic/ir.js';
import { loadModules, type LoadedModules } from '../../src/tla/semantic/load-modules.js';
import { resolveSpec, type ResolvedSpec } from '../../src/tla/semantic/resolve-spec.js';

/** A module's text: `---- MODULE name ----`, its body, `====`. */
export const tlaModule = (name: string, body: string) => `---- MODULE ${name} ----\n${body}\n====\n`;

/** The modules given by name and text, loaded from the first (or `root`). */
export function loadTexts(modules: Readonly<Record<string, string>>, root = Object.keys(modules)[0]!): Promise<LoadedModules> {
  const texts = new Map(Object.entries(modules).map(([name, text]) => [name, { file: `${name}.tla`, text }]));
  return loadModules(root, { kind: 'texts', texts });
}

/** The modules given by name and text, resolved from the first (or `root`). */
export async function resolveTexts(modules: Readonly<Record<string, string>>, root?: string): Promise<ResolvedSpec> {
  return resolveSpec(await loadTexts(modules, root));
}

/** The definition `name` of the root module. */
export function definitionNamed(spec: ResolvedSpec, name: string): IrDefinition {
  const meaning = spec.rootScope.get(name);
  if (meaning?.kind !== 'definition') throw new Error(`${name} is not a definition of ${spec.rootModule}`);
  return meaning.def;
}
