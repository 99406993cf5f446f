/**
 * TLC's order of strings (docs/tlc-semantics-probes.md, section 1): the table
 * the compiler installs before a search (string-table.ts), held to the table
 * TLC itself had (the probes' NAME.intern.txt, dumped from TLC: its unique
 * strings in token order, with a marker where TLC printed "Starting...").
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileSpec } from '../../../src/tla/compile/compile-spec.js';
import type { CheckResult } from '../../../src/engine/result.js';
import { installedStrings, setPrintSink } from '../../../src/tla/values/index.js';
import { checkSource, counts, folderSource } from '../../helpers/tla-specs.js';

const PROBES = fileURLToPath(new URL('../../fixtures/tlc/probes/', import.meta.url));

/** TLC's strings in token order, before and after it printed "Starting..." (the file writes a backslash as two). */
function tlcTable(probe: string, run: string): { beforeStart: string[]; afterStart: string[] } {
  const lines = readFileSync(`${PROBES}${probe}/${run}.intern.txt`, 'utf8').split('\n');
  const marker = lines.findIndex((line) => line.startsWith('# TLC printed "Starting..."'));
  if (marker < 0) throw new Error(`${run}.intern.txt has no Starting marker`);
  const strings = (part: string[]) =>
    part.filter((line) => /^\d+\t/.test(line)).map((line) => line.slice(line.indexOf('\t') + 1).replaceAll('\\\\', '\\'));
  return { beforeStart: strings(lines.slice(0, marker)), afterStart: strings(lines.slice(marker + 1)) };
}

/** The compiler's table for the probe's spec and model (what compileSpec installs, ASSUMEs evaluated). */
async function ourTable(probe: string, root: string): Promise<string[]> {
  await compileSpec(folderSource(`${PROBES}${probe}/`, `${root}.cfg`, root));
  return [...installedStrings()];
}

/** Where the two lists, each kept to the strings both hold, part: null when they never do. */
function firstOrderDifference(ours: readonly string[], theirs: readonly string[]): string | null {
  const both = new Set(ours.filter((text) => theirs.includes(text)));
  const a = ours.filter((text) => both.has(text));
  const b = theirs.filter((text) => both.has(text));
  const index = a.findIndex((text, i) => text !== b[i]);
  return index < 0
    ? null
    : `at the ${index + 1}th shared string: ${JSON.stringify(a.slice(index, index + 4))} against TLC's ${JSON.stringify(b.slice(index, index + 4))}`;
}

const isWord = (text: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(text);

/**
 * The words TLC interned that our table lacks: identifiers, keywords, string values; not SANY's internal names (its
 * syntax nodes N_ActDecl ..., and LAMBDA, nullODN, nullOpArg, nullLabelNode of its semantic phase), which
 * string-table.ts leaves out.
 */
function wordsLeftOut(ours: readonly string[], theirs: readonly string[]): string[] {
  const internal = (text: string) => /^N_[A-Za-z]+$/.test(text) || ['LAMBDA', 'nullODN', 'nullOpArg', 'nullLabelNode'].includes(text);
  return theirs.filter((text) => isWord(text) && !internal(text) && !ours.includes(text));
}

describe("the compiler's string table against TLC's", () => {
  it.each([
    ['q1_string_order', 'Strings'],
    ['q1_runtime_strings', 'Runtime'],
  ])("%s: the strings TLC interned before it started are in TLC's order, every word among them", async (probe, root) => {
    const ours = await ourTable(probe, root);
    const tlc = tlcTable(probe, root);
    expect(firstOrderDifference(ours, tlc.beforeStart)).toBeNull();
    expect(wordsLeftOut(ours, tlc.beforeStart)).toEqual([]);
  });

  it('interns no word TLC does not: not E, in, o (of \\E, \\in, \\o), MODULE (of the header), WF_vars, A, X, cup, h1F', async () => {
    const probes = [
      ['q1_string_order', 'Strings'],
      ['q1_runtime_strings', 'Runtime'],
      ['q1_symbol_words', 'Words'],
      ['q1_symbol_words', 'Lexemes'],
    ] as const;
    for (const [probe, root] of probes) {
      const ours = await ourTable(probe, root);
      const tlc = tlcTable(probe, root);
      const known = new Set([...tlc.beforeStart, ...tlc.afterStart]);
      expect(
        ours.filter((text) => isWord(text) && !known.has(text)),
        probe,
      ).toEqual([]);
    }
  });

  it.each([
    ['Words', 'the literals "o", "in", "E" after "W", met first'],
    ['Lexemes', 'WF_, SF_ and vars lexemes, the literals after them'],
  ])('q1_symbol_words %s: %s, as TLC orders them', async (root) => {
    const ours = await ourTable('q1_symbol_words', root);
    const tlc = tlcTable('q1_symbol_words', root).beforeStart;
    expect(firstOrderDifference(ours, tlc)).toBeNull();
    expect(wordsLeftOut(ours, tlc)).toEqual([]);
  });

  it('q1_symbol_words Words: the compiled spec prints, counts and fails as TLC did (its order of "E" and "in" decides)', async () => {
    const printed: string[] = [];
    const previous = setPrintSink((text) => printed.push(text));
    let result: CheckResult;
    try {
      ({ result } = await checkSource(folderSource(`${PROBES}q1_symbol_words/`, 'Words.cfg', 'Words')));
    } finally {
      setPrintSink(previous);
    }
    const out = readFileSync(`${PROBES}q1_symbol_words/Words.out`, 'utf8');
    expect(out).toContain('{"W", "o", "in", "E"}\n');
    expect(printed).toEqual(['{"W", "o", "in", "E"}']);
    expect(out).toContain(
      '5 states generated, 4 distinct states found, 2 states left on queue.\nThe depth of the complete state graph search is 2.',
    );
    expect(counts(result)).toEqual([5, 4, 2, 2]);
    expect(result.kind === 'invariant' && [result.invariant, result.trace.states.length]).toEqual(['Inv', 2]);
  });
});
