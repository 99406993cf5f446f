import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { removeSourceTrees, sourceTree } from '../helpers/source-tree.js';
import { hasOwnCode, mirrorProblems } from '../../scripts/check-test-mirror.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/check-test-mirror.mjs', import.meta.url));

/** A folder holding src/ and test/ with `files` (paths from that folder). */
function project(files: Record<string, string>): string {
  const src = sourceTree(
    Object.fromEntries(
      Object.entries(files)
        .filter(([path]) => path.startsWith('src/'))
        .map(([p, t]) => [p.slice(4), t]),
    ),
  );
  const root = dirname(src);
  for (const [path, text] of Object.entries(files)) if (!path.startsWith('src/')) writeIn(root, path, text);
  return root;
}

function writeIn(root: string, path: string, text: string): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
}

const CODE = 'export const one = 1;\n';

afterEach(removeSourceTrees);

describe('scripts/check-test-mirror.mjs', () => {
  it("sees a file's own code, and not in types, imports and re-exports", () => {
    expect(hasOwnCode(CODE)).toBe(true);
    expect(hasOwnCode('export function f(): void {}\n')).toBe(true);
    expect(
      hasOwnCode(
        'import { a } from "./a.js";\nexport { a };\nexport * from "./b.js";\nexport type T = number;\nexport interface I { x: T }\n',
      ),
    ).toBe(false);
    expect(hasOwnCode('declare const x: number;\nexport {};\n')).toBe(false);
  });

  it('finds a source file without a mirrored test, and takes b.test.ts, b.ASPECT.test.ts and a named suite as its test', () => {
    const root = project({
      'src/a/plain.ts': CODE,
      'src/a/aspect.ts': CODE,
      'src/a/suite.ts': CODE,
      'src/a/untested.ts': CODE,
      'src/a/types.ts': 'export type T = string;\n',
      'test/a/plain.test.ts': '',
      'test/a/aspect.refusals.test.ts': '',
      'test/a/suite.cluster.ts': '',
    });
    expect(mirrorProblems(root)).toEqual({ untested: ['src/a/untested.ts'], unnamed: [], stale: [] });
  });

  it('finds a unit test named for no source file in a mirroring folder, and leaves scenarios in test/e2e alone', () => {
    const root = project({
      'src/a/b.ts': CODE,
      'test/a/b.test.ts': '',
      'test/a/scenario.test.ts': '',
      'test/e2e/scenario.test.ts': '',
      'test/helpers/h.ts': '',
    });
    expect(mirrorProblems(root).unnamed).toEqual(['test/a/scenario.test.ts']);
  });

  it('takes a listed file as tested elsewhere, and calls an entry stale when it is no longer needed or names a missing test', () => {
    const root = project({
      'src/a/thread.ts': CODE,
      'src/a/tested.ts': CODE,
      'src/a/no-test.ts': CODE,
      'test/a/tested.test.ts': '',
      'test/e2e/threads.test.ts': '',
      'test/tested-elsewhere.json': JSON.stringify({
        'src/a/thread.ts': { testedBy: ['test/e2e/threads.test.ts'], why: 'a worker thread entry' },
        'src/a/tested.ts': { testedBy: ['test/e2e/threads.test.ts'], why: 'x' },
        'src/a/no-test.ts': { testedBy: ['test/e2e/missing.test.ts'], why: 'x' },
        'src/a/gone.ts': { testedBy: ['test/e2e/threads.test.ts'], why: 'x' },
      }),
    });
    expect(mirrorProblems(root)).toEqual({
      untested: [],
      unnamed: [],
      stale: [
        'src/a/no-test.ts: listed without a why or with a test that does not exist (test/e2e/missing.test.ts)',
        'src/a/tested.ts: listed, but it has a test of its name',
        'src/a/gone.ts: listed, but there is no such source file',
      ],
    });
  });

  it('exits 1 with one line a problem, and 0 on a mirrored tree', () => {
    const failing = spawnSync(process.execPath, [SCRIPT, project({ 'src/a.ts': CODE })], { encoding: 'utf8' });
    expect(failing.status).toBe(1);
    expect(failing.stdout).toBe('src/a.ts: no test at its mirrored path and not in test/tested-elsewhere.json\n');
    const passing = spawnSync(process.execPath, [SCRIPT, project({ 'src/a.ts': CODE, 'test/a.test.ts': '' })], { encoding: 'utf8' });
    expect([passing.status, passing.stdout]).toEqual([0, '']);
  });
});
