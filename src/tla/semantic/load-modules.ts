/**
 * The modules a spec is made of: the root module and every module it
 * EXTENDS or INSTANCEs, read from the folder the root module is in (as TLC
 * looks them up), the standard modules provided natively. Each module is read
 * and parsed once.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SpecError } from '../errors.js';
import type { Module, SourceRange } from '../syntax/ast.js';
import { parseModule } from '../syntax/parse-module.js';
import { isStandardModule, UNPROVIDED_STANDARD_MODULES } from './standard-modules.js';

/** The largest .tla file read: far beyond any hand-written spec, and a bound on what outside input can make monocheck hold. */
const MAX_MODULE_BYTES = 8 * 1024 * 1024;

export interface LoadedModules {
  /** Every user module by name, the root first, then in the order they were first referred to. */
  readonly modules: ReadonlyMap<string, Module>;
  readonly root: Module;
  /** The text of each module's file, by module name (what cluster workers are sent, and what is compared with the transcription). */
  readonly texts: ReadonlyMap<string, { readonly file: string; readonly text: string }>;
}

/** Where to read modules from: a folder, or texts given directly (a cluster worker, a test). */
export type ModuleSource =
  | { readonly kind: 'folder'; readonly folder: string }
  | { readonly kind: 'texts'; readonly texts: ReadonlyMap<string, { readonly file: string; readonly text: string }> };

/** Modules parsed in this process, by file and text: a spec read to be compared, then compiled, is parsed once. */
const parsed = new Map<string, Promise<Module>>();
const PARSED_KEPT = 64;

function parsedModule(text: string, file: string): Promise<Module> {
  const key = `${file}\u0000${text}`;
  let module = parsed.get(key);
  if (module === undefined) {
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
    module = parseModule(text, file);
    parsed.set(key, module);
    module.catch(() => parsed.delete(key));
  }
  return module;
}

/** Reads the root module and everything it needs. */
export async function loadModules(rootName: string, source: ModuleSource): Promise<LoadedModules> {
  const modules = new Map<string, Module>();
  const texts = new Map<string, { file: string; text: string }>();
  const load = async (name: string, referredAt: SourceRange | null): Promise<void> => {
    if (modules.has(name) || isStandardModule(name)) return;
    if (UNPROVIDED_STANDARD_MODULES.includes(name) && !hasUserModule(source, name)) {
      throw new SpecError(
        `monocheck cannot compile the standard module ${name}, which this spec extends; TLC can check this spec`,
        referredAt,
        'unsupported',
      );
    }
    const read = readModuleText(name, source, referredAt);
    texts.set(name, read);
    const module = await parsedModule(read.text, read.file);
    if (module.name !== name) {
      throw new SpecError(
        `the file ${read.file} holds module ${module.name}, not ${name}: TLC reads module ${name} from ${name}.tla`,
        module.at,
        'semantic',
      );
    }
    modules.set(name, module);
    for (const inner of module.inner) modules.set(inner.name, inner);
    for (const extended of module.extends) await load(extended.name, extended.at);
    for (const unit of module.units) if (unit.kind === 'instance') await load(unit.module, unit.at);
  };
  await load(rootName, null);
  const root = modules.get(rootName);
  if (root === undefined) throw new SpecError(`module ${rootName} was not read`, null, 'semantic');
  return { modules, root, texts };
}

function hasUserModule(source: ModuleSource, name: string): boolean {
  if (source.kind === 'texts') return source.texts.has(name);
  try {
    return statSync(join(source.folder, `${name}.tla`)).isFile();
  } catch {
    return false;
  }
}

function readModuleText(name: string, source: ModuleSource, referredAt: SourceRange | null): { file: string; text: string } {
  if (source.kind === 'texts') {
    const given = source.texts.get(name);
    if (given === undefined) throw new SpecError(`cannot find module ${name}`, referredAt, 'semantic');
    return given;
  }
  const file = join(source.folder, `${name}.tla`);
  let size: number;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) throw new SpecError(`cannot read module ${name}: ${file} is a folder`, referredAt, 'semantic');
    size = stat.size;
  } catch (error) {
    if (error instanceof SpecError) throw error;
    throw new SpecError(`cannot find module ${name}: no file ${name}.tla in ${source.folder}`, referredAt, 'semantic');
  }
  if (size > MAX_MODULE_BYTES)
    throw new SpecError(
      `module ${name} (${file}) is ${size} bytes; monocheck reads modules of at most ${MAX_MODULE_BYTES} bytes`,
      referredAt,
      'unsupported',
    );
  try {
    return { file, text: readFileSync(file, 'utf8') };
  } catch (error) {
    throw new SpecError(`cannot read module ${name} (${file}): ${(error as Error).message}`, referredAt, 'semantic');
  }
}
