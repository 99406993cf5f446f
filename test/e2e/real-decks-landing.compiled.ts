/**
 * The 1,000-game landing run on the real decks beside the seed's table, as
 * docs/beyond-exhaustive-search.md shows it (a block npm test does not run:
 * it takes about 15 CPU-seconds): run here as the docs' examples are run, and
 * held to what the doc shows, the whole comparison table included.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { parseDocExamples, shellWords, type DocBlock } from '../docs/doc-examples.js';
import { runDocBlock } from '../docs/run-example.js';

const DOC = 'docs/beyond-exhaustive-search.md';

/** The doc's block that runs --compare-landing, made runnable (a block marked not run keeps no parsed arguments). */
function comparisonBlock(): DocBlock {
  const blocks = parseDocExamples(DOC, readFileSync(`${ROOT}${DOC}`, 'utf8')).filter((block) =>
    block.commands.some((command) => command.text.includes('--compare-landing')),
  );
  expect(blocks).toHaveLength(1);
  const block = blocks[0] as DocBlock;
  expect(block.notRun).not.toBeNull();
  return {
    ...block,
    notRun: null,
    commands: block.commands.map((command) => ({ ...command, args: shellWords(command.text, `${DOC}:${command.line}`).words.slice(2) })),
  };
}

describe("the real decks' landing run in the docs", () => {
  it("prints what the doc shows, beside the seed's table", async () => {
    // 15 CPU-seconds, but minutes on a machine other jobs load
    expect(await runDocBlock(ROOT, comparisonBlock(), 900)).toEqual([]);
  });
});
