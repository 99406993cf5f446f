/**
 * Which module beside a model file is the one TLC would be run on: the one
 * named by --module, else the module named like the model file
 * (`MC.cfg` -> `MC.tla`, as TLC pairs them), else the smallest module beside
 * it that defines every name the model file uses (its constants,
 * substitutions, INIT/NEXT/SPECIFICATION, invariants, constraints,
 * properties): MCMonopoly for a model of MCMonopoly, MCLive for one that
 * names FairSpec.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadModules, type LoadedModules } from '../../tla/semantic/load-modules.js';
import { SpecError } from '../../tla/errors.js';
import type { Module } from '../../tla/syntax/ast.js';
import type { ModelFile } from '../../tlc/cfg.js';

/** No module in `folder` defines every name the model file uses (`needed`): the root module must be named. */
export class RootModuleError extends SpecError {
  constructor(
    readonly folder: string,
    readonly needed: readonly string[],
  ) {
    super(
      `no module in ${folder} defines every name it uses (${needed.join(', ')}); name the root module (the module option)`,
      null,
      'semantic',
    );
  }
}

/** The names a model file needs its root module to see. */
function namesUsed(file: ModelFile): string[] {
  return [
    ...file.constants.map((c) => c.name),
    ...file.substitutions.flatMap((s) => [s.name, s.target]),
    ...[file.init, file.next, file.specification].flatMap((item) => (item === undefined ? [] : [item.name])),
    ...file.invariants.map((i) => i.name),
    ...file.constraints.map((c) => c.name),
    ...file.properties.map((p) => p.name),
  ];
}

/** The names a module sees: its own declarations and definitions and those of the modules it extends (not their LOCAL ones). */
function visibleNames(name: string, loaded: LoadedModules, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(name)) return names;
  seen.add(name);
  const module: Module | undefined = loaded.modules.get(name);
  if (module === undefined) return names;
  for (const extended of module.extends) for (const inner of visibleNames(extended.name, loaded, seen)) names.add(inner);
  for (const unit of module.units) if ('name' in unit && typeof unit.name === 'string') names.add(unit.name);
  return names;
}

/** The root module in `folder` for the model file at `modelPath`; throws SpecError when none there fits. */
export async function rootModuleFor(modelPath: string, folder: string, file: ModelFile, named?: string): Promise<string> {
  if (named !== undefined) return named.endsWith('.tla') ? basename(named, '.tla') : named;
  const own = basename(modelPath).replace(/\.cfg$/, '');
  if (existsSync(join(folder, `${own}.tla`))) return own;
  const needed = namesUsed(file);
  const candidates: { name: string; size: number }[] = [];
  let failure: Error | null = null;
  for (const entry of readdirSync(folder)
    .filter((f) => f.endsWith('.tla'))
    .sort()) {
    const name = entry.slice(0, -4);
    let loaded: LoadedModules;
    try {
      loaded = await loadModules(name, { kind: 'folder', folder });
    } catch (error) {
      // a module that does not read: the reason, if no other module fits
      failure ??= error instanceof Error ? error : new Error(String(error));
      continue;
    }
    const visible = visibleNames(name, loaded);
    if (needed.every((n) => visible.has(n))) candidates.push({ name, size: loaded.modules.size });
  }
  candidates.sort((a, b) => a.size - b.size);
  const chosen = candidates[0];
  if (chosen !== undefined) return chosen.name;
  if (failure !== null) throw failure;
  throw new RootModuleError(folder, needed);
}
