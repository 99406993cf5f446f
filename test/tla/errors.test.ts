import { describe, expect, it } from 'vitest';
import { ModelConfigError, SpecError } from '../../src/tla/errors.js';
import { parseModule } from '../../src/tla/syntax/parse-module.js';

const at = { module: 'M', file: 'M.tla', line: 3, column: 7, endLine: 3, endColumn: 9 };

describe('SpecError', () => {
  it('is an Error named SpecError that keeps its message, place and reason', () => {
    const error = new SpecError("unknown operator or variable 'Lenn'", at, 'semantic');
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toBe("SpecError: unknown operator or variable 'Lenn'");
    expect(error).toMatchObject({ at, reason: 'semantic' });
    expect(new SpecError('no MODULE in the file', null, 'syntax').at).toBeNull();
  });

  it('is what a module that does not parse is refused with, by the syntax layer', async () => {
    const error = await parseModule('not a module at all', 'X.tla').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).reason).toBe('syntax');
    expect((error as SpecError).at?.file).toBe('X.tla');
  });
});

describe('ModelConfigError', () => {
  it('is an Error named ModelConfigError that keeps the model file and its line (undefined: no line to blame)', () => {
    const error = new ModelConfigError('the model file names the invariant TypeOk', 'M.cfg', 4);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SpecError);
    expect(String(error)).toBe('ModelConfigError: the model file names the invariant TypeOk');
    expect(error).toMatchObject({ file: 'M.cfg', line: 4 });
    expect(new ModelConfigError('no INIT', 'M.cfg', undefined).line).toBeUndefined();
  });
});
