import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { removeSourceTrees, sourceTree } from '../helpers/source-tree.js';
import { checkLayers } from '../../scripts/check-layers.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/check-layers.mjs', import.meta.url));

/** The script's problems for `root`, one line. */
const problemsOf = (root: string) => checkLayers(root).join('\n');

afterEach(removeSourceTrees);

describe('scripts/check-layers.mjs', () => {
  it('passes layers that import downwards only, without cycles', () => {
    const root = sourceTree({
      'engine/model.ts': 'export interface Model { readonly name: string }\n',
      'monopoly/game.ts': "import type { Model } from '../engine/model.js';\nexport const game: Model = { name: 'm' };\n",
      'cli/main.ts': 'import { game } from "../monopoly/game.js";\nexport const shown = game.name;\n',
      'index.ts': "export { game } from './monopoly/game.js';\n",
    });
    expect(checkLayers(root)).toEqual([]);
  });

  it('fails (exit 1) on an upward import in double quotes, and names it', () => {
    const root = sourceTree({
      'engine/search.ts': 'import { flag } from "../cli/flags.js";\nexport const on = flag;\n',
      'cli/flags.ts': 'export const flag = true;\n',
    });
    const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("engine/search.ts: engine/ must not import cli/ ('../cli/flags.js')");
  });

  it('sees export ... from, import(), typeof import() and src/index.ts', () => {
    const root = sourceTree({
      'cli/main.ts': 'export const run = 1;\n',
      'engine/a.ts': "export { run } from '../cli/main.js';\n",
      'engine/b.ts': "export const later = () => import('../cli/main.js');\n",
      'engine/c.ts': "export type Main = typeof import('../cli/main.js');\n",
      'index.ts': "export * from './cli/main.js';\n",
    });
    const output = problemsOf(root);
    for (const file of ['engine/a.ts', 'engine/b.ts', 'engine/c.ts']) expect(output).toContain(`${file}: engine/ must not import cli/`);
    expect(output).toContain("index.ts: src/index.ts must not import cli/ ('./cli/main.js')");
  });

  it('fails on an import cycle, type-only imports included', () => {
    const root = sourceTree({
      'engine/marker.ts': "import type { Range } from './executor.js';\nexport const mark = (range: Range) => range;\n",
      'engine/executor.ts':
        "import { mark } from './marker.js';\nexport interface Range { readonly start: number }\nexport const run = mark;\n",
    });
    const output = problemsOf(root);
    expect(output).toMatch(/import cycle: \S*engine\/executor\.ts <-> \S*engine\/marker\.ts/);
  });

  it('lets cluster/ import engine/bfs/ through batch-step.ts only', () => {
    const root = sourceTree({
      'engine/bfs/marker.ts': 'export const mark = 1;\n',
      'engine/bfs/batch-step.ts': "export { mark } from './marker.js';\n",
      'engine/model.ts': 'export const model = 1;\n',
      'cluster/worker.ts':
        "import { mark } from '../engine/bfs/batch-step.js';\nimport { model } from '../engine/model.js';\nexport const both = mark + model;\n",
    });
    expect(checkLayers(root)).toEqual([]);
    const inside = sourceTree({
      'engine/bfs/marker.ts': 'export const mark = 1;\n',
      'cluster/worker.ts': "import type { mark } from '../engine/bfs/marker.js';\nexport type Mark = typeof mark;\n",
    });
    expect(problemsOf(inside)).toContain(
      "cluster/worker.ts: cluster/ imports engine/bfs/ through engine/bfs/batch-step.ts only ('../engine/bfs/marker.js')",
    );
  });

  it('fails on a folder that is not a known layer', () => {
    const root = sourceTree({ 'viewer/page.ts': 'export const page = 1;\n' });
    const output = problemsOf(root);
    expect(output).toContain('src/viewer is not a known layer');
  });
});
