/** src/cli/error-report.ts: each error a command may throw, said as one sentence on stderr with its exit code (TLC's where TLC has one). */
import { afterEach, describe, expect, it } from 'vitest';
import { FlagValueError } from '../../src/runs/flag-value-error.js';
import { SpecChangedError } from '../../src/runs/spec-beside-model.js';
import { NotMonopolyError } from '../../src/runs/spec/checkable-spec.js';
import { reportError } from '../../src/cli/error-report.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { ClusterUrlError } from '../../src/cluster/transport/connect.js';
import { ServerSilentError } from '../../src/cluster/transport/transport.js';
import { CheckpointError } from '../../src/engine/checkpoint.js';
import { MonopolyViewError } from '../../src/monopoly/monopoly-view.js';
import { AssumptionFalseError } from '../../src/tla/compile/compile-spec.js';
import { ModelConfigError, SpecError } from '../../src/tla/errors.js';
import { ModelFileError } from '../../src/tlc/cfg.js';
import { recordingTerminal } from '../helpers/in-process-cli.js';

/** reportError's exit code and stderr for `error`. */
function reported(error: unknown): [number, string] {
  const terminal = recordingTerminal();
  const status = reportError(error, terminal);
  expect(terminal.stdout()).toBe('');
  return [status, terminal.stderr()];
}

const at = { module: 'M', file: '/nowhere/M.tla', line: 3, column: 5, endLine: 3, endColumn: 9 };

describe('reportError', () => {
  const debug = process.env.MONOCHECK_DEBUG;
  afterEach(() => {
    if (debug === undefined) delete process.env.MONOCHECK_DEBUG;
    else process.env.MONOCHECK_DEBUG = debug;
  });

  it('a usage mistake or a bad flag value: its sentence, exit 1', () => {
    expect(reported(new UsageError('drop --dfs.'))).toEqual([1, 'monocheck: drop --dfs.\n']);
    expect(reported(new FlagValueError("--players '1' is not a whole number from 2 to 4."))).toEqual([
      1,
      "monocheck: --players '1' is not a whole number from 2 to 4.\n",
    ]);
  });

  it("what reads Monopoly's variables asked of another spec, or a state the game cannot read: exit 2, control characters escaped", () => {
    const [status, text] = reported(new NotMonopolyError('--html', { kind: 'compiled', reason: 'edited' }, 'has no board'));
    expect(status).toBe(2);
    expect(text).toMatch(/^monocheck: --html reads the Monopoly spec's own variables .*has no board\.\n$/);
    expect(reported(new MonopolyViewError('money \u001b[31m-1'))).toEqual([2, 'monocheck: money \\x1b[31m-1\n']);
  });

  it('a model file: file:line, exit 151; breaking an ASSUME, exit 10; no file, no place', () => {
    expect(reported(new ModelFileError('/nowhere/m.cfg', 4, "unknown constant 'Foo'"))).toEqual([
      151,
      "monocheck: /nowhere/m.cfg:4: unknown constant 'Foo'\n",
    ]);
    expect(reported(new ModelFileError('/nowhere/m.cfg', undefined, 'N is 5', true))).toEqual([10, 'monocheck: /nowhere/m.cfg: N is 5\n']);
    expect(reported(new ModelFileError('', undefined, 'no model'))).toEqual([151, 'monocheck: no model\n']);
  });

  it('a spec error: file:line:column, exit 150; a model config error: file:line, exit 151', () => {
    expect(reported(new SpecError('unknown operator Foo', at, 'semantic'))).toEqual([
      150,
      'monocheck: /nowhere/M.tla:3:5: unknown operator Foo\n',
    ]);
    expect(reported(new SpecError('cannot parse', null, 'syntax'))).toEqual([150, 'monocheck: cannot parse\n']);
    expect(reported(new ModelConfigError("no constant 'K'", '/nowhere/m.cfg', 2))).toEqual([
      151,
      "monocheck: /nowhere/m.cfg:2: no constant 'K'\n",
    ]);
    expect(reported(new ModelConfigError("no constant 'K'", '/nowhere/m.cfg', undefined))).toEqual([
      151,
      "monocheck: /nowhere/m.cfg: no constant 'K'\n",
    ]);
  });

  it("a false ASSUME of a compiled spec: TLC's sentence, exit 10", () => {
    expect(reported(new AssumptionFalseError(at))).toEqual([
      10,
      'monocheck: Error: Assumption line 3, col 5 to line 3, col 9 of module M is false.\n',
    ]);
  });

  it('a cluster that cannot be reached, an edited spec, a checkpoint that cannot be recovered', () => {
    expect(reported(new ClusterUrlError('bad URL', 'nats://nowhere:1'))).toEqual([255, 'monocheck: bad URL\n']);
    expect(reported(new ServerSilentError('no answer'))).toEqual([255, 'monocheck: no answer\n']);
    expect(reported(new SpecChangedError('Monopoly.tla: EndTurn differs'))).toEqual([150, 'monocheck: Monopoly.tla: EndTurn differs\n']);
    expect(reported(new CheckpointError('CURRENT is missing'))).toEqual([255, 'monocheck: cannot recover: CURRENT is missing\n']);
  });

  it('anything else is an internal error, exit 255, with its stack only under MONOCHECK_DEBUG', () => {
    delete process.env.MONOCHECK_DEBUG;
    expect(reported(new RangeError('oops'))).toEqual([255, 'monocheck: internal error: oops\n']);
    expect(reported('a string')).toEqual([255, 'monocheck: internal error: a string\n']);
    process.env.MONOCHECK_DEBUG = '1';
    const [status, text] = reported(new RangeError('oops'));
    expect(status).toBe(255);
    expect(text).toMatch(/^monocheck: internal error: oops\nRangeError: oops\n\s+at /);
  });
});
