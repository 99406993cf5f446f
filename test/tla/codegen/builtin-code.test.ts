import { describe, expect, it } from 'vitest';
import { builtinCode, type RawCode } from '../../../src/tla/codegen/builtin-code.js';
import type { CodeContext } from '../../../src/tla/codegen/context.js';
import type { ExpressionWriter } from '../../../src/tla/codegen/expression-writer.js';
import { SpecError } from '../../../src/tla/errors.js';
import type { IrArgument } from '../../../src/tla/semantic/ir.js';
import { errorOf, valueOf } from '../../helpers/tla-programs.js';

const AT = { module: 'M', file: 'M.tla', line: 1, column: 1, endLine: 1, endColumn: 5 };
const context: CodeContext = {
  state: 'S',
  next: 'N',
  primed: false,
  assigned: null,
  init: false,
  locals: new Map(),
  letFunctions: new Map(),
  level: 'S.level',
};

const raw = (code: string): RawCode => ({ kind: 'raw', code });
const int = (value: number): IrArgument => ({ kind: 'number', value, at: AT });
const str = (value: string): IrArgument => ({ kind: 'string', value, at: AT });

/** A writer that writes an argument as its literal and knows numbers and strings as scalars. */
const writer: ExpressionWriter = {
  value: () => 'value',
  boolean: (ir) => `bool(${writer.argument(ir, 0, context)})`,
  scalarKind: (ir) => (ir.kind === 'number' ? 'int' : ir.kind === 'string' ? 'str' : null),
  argument: (arg) => (arg.kind === 'number' ? String(arg.value) : arg.kind === 'string' ? `'${arg.value}'` : `op(${arg.kind})`),
  returnStatements: () => 'return value;',
  at: () => 'AT',
};

const code = (op: string, args: (IrArgument | RawCode)[], at: typeof AT | null = AT, c = context) => builtinCode(writer, op, args, at, c);

describe('builtinCode', () => {
  it('writes operators as one runtime call with the location, null where none is known', () => {
    expect(code('+', [raw('a'), raw('b')])).toBe('rt.add(a, b, AT)');
    expect(code('\\cup', [raw('a'), raw('b')], null)).toBe('rt.union(a, b, null)');
    expect(code('Len', [raw('s')])).toBe('rt.len(s, AT)');
    expect(code('SubSeq', [raw('s'), raw('m'), raw('n')])).toBe('rt.subSeq(s, m, n, AT)');
    expect(code('\\notin', [raw('e'), raw('s')])).toBe('!rt.isIn(e, s, AT)');
  });

  it('compares two primitives known to be of one kind as JavaScript does, anything else through the runtime', () => {
    expect(code('=', [int(1), int(2)])).toBe('(1 === 2)');
    expect(code('#', [str('a'), str('b')])).toBe("('a' !== 'b')");
    expect(code('<=', [int(1), int(2)])).toBe('(1 <= 2)');
    // strings are not ordered by <
    expect(code('<', [str('a'), str('b')])).toBe("rt.lt('a', 'b', AT)");
    expect(code('=', [int(1), str('a')])).toBe("rt.eq(1, 'a', AT)");
    expect(code('#', [raw('a'), raw('b')])).toBe('!rt.eq(a, b, AT)');
  });

  it('writes the logical operators inline, a computed operand checked to be a boolean', () => {
    expect(code('~', [int(1)])).toBe('!bool(1)');
    expect(code('=>', [int(1), int(2)])).toBe('(!bool(1) || bool(2))');
    expect(code('<=>', [raw('p'), raw('q')])).toBe('(rt.bool(p, AT) === rt.bool(q, AT))');
  });

  it('reads TLCGet("level") from the state level, 0 where there is no state', () => {
    expect(code('TLCGet', [str('level')])).toBe("rt.tlcGet('level', S.level, AT)");
    expect(code('TLCGet', [str('level')], AT, { ...context, level: null })).toBe("rt.tlcGet('level', 0, AT)");
    expect(code('TLCEval', [raw('e')])).toBe('e');
  });

  it('passes an operator argument as a function', () => {
    expect(code('SelectSeq', [raw('s'), { kind: 'opLambda', params: [1], body: { kind: 'number', value: 1, at: AT }, at: AT }])).toBe(
      'rt.selectSeq(s, op(opLambda), AT)',
    );
  });

  it('refuses too few arguments, an operator where a value goes, and the operators whose value TLC does not fix', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return [(error as SpecError).reason, (error as Error).message];
      }
      return null;
    };
    expect(refusal(() => code('+', [raw('a')]))).toEqual(['semantic', '+ is given too few arguments']);
    expect(refusal(() => code('~', [{ kind: 'opBuiltin', op: '+' }]))).toEqual([
      'semantic',
      '~ is given an operator where a value is expected',
    ]);
    expect(refusal(() => code('RandomElement', [raw('s')]))).toEqual([
      'unsupported',
      "monocheck cannot compile RandomElement (its value depends on TLC's random seed); TLC can check this spec",
    ]);
    expect(refusal(() => code('Frobnicate', []))).toEqual([
      'unsupported',
      'monocheck cannot compile the operator Frobnicate; TLC can check this spec',
    ]);
    expect(() => code('JavaTime', [])).toThrow(SpecError);
  });
});

describe('the code of builtins, run', () => {
  it('short-circuits => as TLC evaluates it', async () => {
    expect(await valueOf('FALSE => (1 \\div 0 = 1)')).toBe(true);
    expect((await errorOf('TRUE => (1 \\div 0 = 1)'))?.message).toBe('The second argument of \\div is 0.');
  });

  it('gives the standard modules’ operators their values', async () => {
    expect(await valueOf('<<2 + 3, 7 \\div 2, -7 % 3, 2 ^ 10, 5 - 8>>')).toEqual([5, 3, 2, 1024, -3]);
    expect(await valueOf('SelectSeq(<<1, 2, 3, 4>>, LAMBDA e : e > 2)')).toEqual([3, 4]);
    expect(await valueOf('<<Len(<<1, 2>>), Head(<<7, 8>>), Tail(<<7, 8>>), Append(<<1>>, 2) \\o <<3>>>>')).toEqual([2, 7, [8], [1, 2, 3]]);
    expect(await valueOf('<<"a" # "b", 3 \\notin {1, 2}, (1 = 1) <=> (2 = 3), ~(1 < 2)>>')).toEqual([true, true, false, false]);
  });
});
