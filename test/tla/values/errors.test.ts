import { describe, expect, it } from 'vitest';
import {
  EC,
  plus,
  setWarningSink,
  tlcMessage,
  TlcEvaluationError,
  warnExceptMissed,
  type WarningSink,
} from '../../../src/tla/values/index.js';

describe("TLC's errors and warnings", () => {
  it("fill MP's templates", () => {
    expect(tlcMessage(EC.TLC_MODULE_ARGUMENT_ERROR, ['first', 'f', 'set', '1'])).toBe(
      'The first argument of f should be a set, but instead it is:\n1',
    );
    expect(() => tlcMessage(1, [])).toThrow('no message template for TLC error code 1');
  });

  it('carry the exit code TLC ends with: 75 for its runtime exceptions, 14 for Assert, 255 for other EvalExceptions', () => {
    let thrown: unknown;
    try {
      plus(2147483647, 1);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TlcEvaluationError);
    expect(thrown).toMatchObject({ name: 'TlcEvaluationError', code: EC.TLC_MODULE_OVERFLOW, exitCode: 255, evalException: true });
  });

  it('send warnings to the sink the host sets', () => {
    const seen: string[] = [];
    const sink: WarningSink = (code, message) => seen.push(`${code} ${message}`);
    const previous = setWarningSink(sink);
    warnExceptMissed('here');
    expect(setWarningSink(previous)).toBe(sink);
    expect(seen).toEqual([`${EC.TLC_EXCEPT_APPLIED_TO_UNKNOWN_FIELD} The EXCEPT was applied to non-existing fields of the value at\nhere`]);
  });
});
