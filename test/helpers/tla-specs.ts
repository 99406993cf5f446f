/**
 * TLA+ specs written inline in tests, compiled as monocheck compiles the
 * modules beside a model file: `{ M: '---- MODULE M ---- ...' }` and the
 * model file's text.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { check } from '../../src/engine/check.js';
import type { CheckOptions } from '../../src/engine/options.js';
import type { CheckResult } from '../../src/engine/result.js';
import type { SpecSource } from '../../src/tla/compile/compile-spec.js';
import { CompiledModels } from '../../src/tla/compiled-models.js';
import { parseModelFile } from '../../src/tlc/cfg.js';

/** A spec's source from module texts and a model file's text; the root module is the first given. */
export function inlineSource(modules: Readonly<Record<string, string>>, cfg: string, root = Object.keys(modules)[0]!): SpecSource {
  const config = parseModelFile(cfg, 'M.cfg');
  return { rootModule: root, modules: Object.entries(modules).map(([name, text]) => ({ name, file: `${name}.tla`, text })), config };
}

/** The source of the modules in a folder (every .tla file) and one of its model files. */
export function folderSource(folder: string, cfgName: string, root: string): SpecSource {
  const config = parseModelFile(readFileSync(join(folder, cfgName), 'utf8'), join(folder, cfgName));
  const modules = readdirSync(folder)
    .filter((f) => f.endsWith('.tla'))
    .map((f) => ({ name: f.slice(0, -4), file: join(folder, f), text: readFileSync(join(folder, f), 'utf8') }));
  return { rootModule: root, modules, config };
}

/** Compiles a spec and checks it as its model file says (with `options` on top), widening the layout as needed. */
export async function checkSource(
  source: SpecSource,
  options: Partial<CheckOptions> = {},
): Promise<{ result: CheckResult; models: CompiledModels }> {
  const models = await CompiledModels.of(source);
  const cfg = source.config;
  const result = models.run((model) =>
    check(model, {
      invariants: cfg.invariants.map((i) => i.name),
      constraints: cfg.constraints.map((c) => c.name),
      checkDeadlock: (cfg as { checkDeadlock?: { value: boolean } }).checkDeadlock?.value ?? true,
      ...options,
    }),
  );
  return { result, models };
}

/** The counts TLC prints: generated, distinct, left on queue, depth. */
export function counts(result: CheckResult): [number, number, number, number] {
  const { statesGenerated, distinctStates, queueLeft, depth } = result.stats;
  return [statesGenerated, distinctStates, queueLeft, depth];
}
