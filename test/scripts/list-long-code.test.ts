import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { removeSourceTrees, sourceTree } from '../helpers/source-tree.js';
import { longCode } from '../../scripts/list-long-code.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/list-long-code.mjs', import.meta.url));

/** `count` lines of statements. */
const statements = (count: number) => Array.from({ length: count }, (_, i) => `  const v${i} = ${i};\n`).join('');
/** A function `name` of `lines` lines in all. */
const fn = (name: string, lines: number) => `export function ${name}(): void {\n${statements(lines - 2)}}\n`;

afterEach(removeSourceTrees);

describe('scripts/list-long-code.mjs', () => {
  it('finds a file over 300 lines and a function over 80, and sees a long because comment above each', () => {
    const root = sourceTree({
      'engine/short.ts': fn('short', 80),
      'engine/long-function.ts': fn('tooLong', 81),
      'engine/explained-function.ts': `// long because: one switch over every action, read top to bottom\n${fn('explained', 90)}`,
      'engine/arrow.ts': `// long because: a table written out\nexport const arrow = (): void => {\n${statements(85)}};\n`,
      'engine/long-file.ts': statements(301),
      'engine/explained-file.ts': `/**\n * The parser's grammar, one rule a line.\n * long because: the grammar is one piece\n */\n${statements(310)}`,
    });
    expect(longCode(root)).toEqual([
      { where: 'src/engine/arrow.ts:2', what: 'arrow, 87 lines', explained: true },
      { where: 'src/engine/explained-file.ts', what: '314 lines', explained: true },
      { where: 'src/engine/explained-function.ts:2', what: 'explained, 90 lines', explained: true },
      { where: 'src/engine/long-file.ts', what: '301 lines', explained: false },
      { where: 'src/engine/long-function.ts:1', what: 'tooLong, 81 lines', explained: false },
    ]);
  });

  it('finds a line over 140 characters, and sees a long because comment just above it', () => {
    /** A line of `length` characters: a string constant. */
    const line = (name: string, length: number) => `export const ${name} = '${'x'.repeat(length - name.length - 19)}';\n`;
    expect(line('fits', 140)).toHaveLength(141);
    const root = sourceTree({
      'tlc/lines.ts': `${line('fits', 140)}${line('tooWide', 141)}// long because: a regular expression\n${line('explained', 200)}`,
    });
    expect(longCode(root)).toEqual([
      { where: 'src/tlc/lines.ts:2', what: '141 characters', explained: false },
      { where: 'src/tlc/lines.ts:4', what: '200 characters', explained: true },
    ]);
    const failed = spawnSync(process.execPath, [SCRIPT, '--strict', root], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toBe('src/tlc/lines.ts:2: 141 characters\nsrc/tlc/lines.ts:4: 200 characters (says why)\n');
    expect(failed.stderr).toContain('1 of these is long without a reason');
    const passed = spawnSync(process.execPath, [SCRIPT, '--strict', sourceTree({ 'tlc/lines.ts': line('fits', 140) })], {
      encoding: 'utf8',
    });
    expect(passed.status).toBe(0);
    expect(passed.stdout).toBe('no file over 300 lines, no function over 80, no line over 140 characters\n');
  });

  it('with --strict, exits 1 on a long piece without a reason and 0 when each says why', () => {
    const unexplained = sourceTree({ 'engine/long-function.ts': fn('tooLong', 81) });
    const failed = spawnSync(process.execPath, [SCRIPT, '--strict', unexplained], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toBe('src/engine/long-function.ts:1: tooLong, 81 lines\n');
    expect(failed.stderr).toContain('1 of these is long without a reason');
    // without --strict it only lists
    expect(spawnSync(process.execPath, [SCRIPT, unexplained], { encoding: 'utf8' }).status).toBe(0);
    const explained = sourceTree({ 'engine/long-function.ts': `// long because: one loop\n${fn('tooLong', 81)}` });
    const passed = spawnSync(process.execPath, [SCRIPT, '--strict', explained], { encoding: 'utf8' });
    expect(passed.status).toBe(0);
    expect(passed.stdout).toBe('src/engine/long-function.ts:2: tooLong, 81 lines (says why)\n');
  });
});
