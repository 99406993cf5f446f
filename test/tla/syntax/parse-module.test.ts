import { describe, expect, it } from 'vitest';
import { SpecError } from '../../../src/tla/errors.js';
import type { Module, OperatorDefinition } from '../../../src/tla/syntax/ast.js';
import { parseModule } from '../../../src/tla/syntax/parse-module.js';
import { moduleAround } from '../../helpers/tla-definitions.js';

const module = moduleAround;

describe('parseModule', () => {
  it('reads a module longer than the pieces the parser is given, astral characters across their ends included', async () => {
    // the parser reads 256 UTF-16 units at a time: a comment puts a surrogate pair on units 255 and 256 of the text
    const head = module('').split('\n====')[0]!;
    const filler = `\\* ${'.'.repeat(255 - head.length - 3)}`;
    const text = `${head}${filler}\u{1F3B2} dice\nOp == "\u{1F3B2}\u{1F3B2}"\n${Array.from({ length: 60 }, (_, i) => `Pad${i} == ${i}\n`).join('')}====\n`;
    expect(text.charCodeAt(255)).toBe(0xd83c);
    const parsed = await parseModule(text, 'M.tla');
    const op = parsed.units.find((unit): unit is OperatorDefinition => unit.kind === 'operator' && unit.name === 'Op')!;
    expect(op.body).toMatchObject({ kind: 'string', value: '\u{1F3B2}\u{1F3B2}' });
    expect(parsed.units.filter((unit) => unit.kind === 'operator' && unit.name.startsWith('Pad'))).toHaveLength(60);
  });

  it('reads the units of a module in order, with EXTENDS and declarations', async () => {
    const parsed: Module = await parseModule(
      module('CONSTANTS N, F(_, _)\nLOCAL L == 1\nRECURSIVE R(_)\nR(n) == IF n = 0 THEN 0 ELSE R(n - 1)\nASSUME A1 == N > 0'),
      'M.tla',
    );
    expect(parsed.name).toBe('M');
    expect(parsed.extends.map((e) => e.name)).toEqual(['Naturals']);
    expect(parsed.units.map((u) => `${u.kind}:${'name' in u ? u.name : ''}`)).toEqual([
      'variable:x',
      'constant:N',
      'constant:F',
      'operator:L',
      'recursive:',
      'operator:R',
      'assume:A1',
    ]);
    expect(parsed.units.find((u) => u.kind === 'constant' && u.name === 'F')).toMatchObject({ arity: 2 });
    expect(parsed.units.find((u) => u.kind === 'operator' && u.name === 'L')).toMatchObject({ local: true });
  });

  it('reports a syntax error with its file, line and column', async () => {
    const error = await parseModule(module('Op == (1 + '), 'Bad.tla').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).reason).toBe('syntax');
    expect((error as SpecError).at).toMatchObject({ file: 'Bad.tla', line: expect.any(Number) as number });
  });

  it('refuses brackets nested deeper than it reads, before parsing, with where', async () => {
    const deep = `Op == ${'('.repeat(100_000)}1${')'.repeat(100_000)}`;
    const error = await parseModule(module(deep), 'Deep.tla').catch((e: unknown) => e);
    expect((error as SpecError).message).toBe('brackets nest deeper than 100 levels here, more than monocheck parses');
    expect((error as SpecError).at).toMatchObject({ file: 'Deep.tla', line: 4, column: 107 });
  });

  it('refuses a syntax tree deeper than it converts (a long chain of +), with where', async () => {
    const error = await parseModule(module(`Op == ${Array(1200).fill('1').join(' + ')}`), 'Chain.tla').catch((e: unknown) => e);
    expect((error as SpecError).message).toBe('the syntax tree is more than 1000 levels deep here, more than monocheck reads');
    expect((error as SpecError).at).toMatchObject({ file: 'Chain.tla', line: 4 });
  });
});
