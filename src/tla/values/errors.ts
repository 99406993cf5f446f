/**
 * TLC's evaluation errors: one error class carrying TLC's message text (as TLC
 * prints it: MP.java's templates, or the text the throwing Java code builds),
 * TLC's error code (tlc2/output/EC.java) and the exit code TLC ends with when
 * the error stops the next-state relation.
 *
 * TLC throws two kinds (ModelChecker.doNextFailed and the replay after it):
 * Assert.fail(...) throws a TLCRuntimeException, which TLC reports as
 * EC.GENERAL and then TLC_NESTED_EXPRESSION, exit 75 (FAILURE_SPEC_EVAL), the
 * message printed after "The exception was a java.lang.RuntimeException";
 * an EvalException (Naturals' overflow, Assert's FALSE, the modules'
 * argument errors) keeps its own code, and TLC exits with
 * EC.ExitStatus.errorConstantToExitStatus(code): 14 for Assert, 255 for the
 * others. An error in an invariant is exit 76 whatever its kind: the caller
 * knows where it evaluates.
 */

/** The codes of EC.java this library raises. */
export const EC = {
  GENERAL: 1000,
  TLC_VALUE_ASSERT_FAILED: 2132,
  TLC_WRONG_TUPLE_FIELD_NAME: 2141,
  TLC_WRONG_RECORD_FIELD_NAME: 2142,
  TLC_EXCEPT_APPLIED_TO_UNKNOWN_FIELD: 2144,
  TLC_MODULE_VALUE_JAVA_METHOD_OVERRIDE: 2154,
  TLC_MODULE_COMPARE_VALUE: 2155,
  TLC_MODULE_CHECK_MEMBER_OF: 2158,
  TLC_MODULE_ARGUMENT_ERROR: 2169,
  TLC_MODULE_APPLYING_TO_WRONG_VALUE: 2176,
  TLC_MODULE_BAG_UNION1: 2177,
  TLC_MODULE_OVERFLOW: 2178,
  TLC_MODULE_DIVISION_BY_ZERO: 2179,
  TLC_MODULE_NULL_POWER_NULL: 2180,
  TLC_MODULE_COMPUTING_CARDINALITY: 2181,
  TLC_MODULE_EVALUATING: 2182,
  TLC_MODULE_ARGUMENT_NOT_IN_DOMAIN: 2183,
  TLC_MODULE_APPLY_EMPTY_SEQ: 2184,
  TLC_EXPECTED_VALUE: 2215,
  TLC_MODULE_ARGUMENT_ERROR_AN: 2266,
  TLC_MODULE_ONE_ARGUMENT_ERROR: 2283,
} as const;

/** MP.getMessage's templates for those codes (%1% is the first parameter). */
const TEMPLATES: Readonly<Record<number, string>> = {
  [EC.TLC_VALUE_ASSERT_FAILED]: 'The first argument of Assert evaluated to FALSE; the second argument was:\n%1%',
  [EC.TLC_WRONG_TUPLE_FIELD_NAME]: 'Tuple field name %1% is not an integer.',
  [EC.TLC_WRONG_RECORD_FIELD_NAME]: 'Record field name %1% is not a string.',
  [EC.TLC_EXCEPT_APPLIED_TO_UNKNOWN_FIELD]: 'The EXCEPT was applied to non-existing fields of the value at\n%1%',
  [EC.TLC_MODULE_VALUE_JAVA_METHOD_OVERRIDE]:
    'Attempted to apply the operator overridden by the Java method\n%1%,\nbut it produced the following error:\n%2%',
  [EC.TLC_MODULE_COMPARE_VALUE]: 'Attempted to compare %1% with the value\n%2%',
  [EC.TLC_MODULE_CHECK_MEMBER_OF]: 'Attempted to check if the value:\n%1%\nis an element of %2%.',
  [EC.TLC_MODULE_ARGUMENT_ERROR]: 'The %1% argument of %2% should be a %3%, but instead it is:\n%4%',
  [EC.TLC_MODULE_ARGUMENT_ERROR_AN]: 'The %1% argument of %2% should be an %3%, but instead it is:\n%4%',
  [EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE]: 'Applying %1% to the following value,\nwhich is not %2%:\n%3%',
  [EC.TLC_MODULE_BAG_UNION1]: 'Attempted to apply BagUnion to the following set, whose\nelement is not a bag:\n%1%',
  [EC.TLC_MODULE_OVERFLOW]: 'Overflow when computing %1%',
  [EC.TLC_MODULE_DIVISION_BY_ZERO]: 'The second argument of \\div is 0.',
  [EC.TLC_MODULE_NULL_POWER_NULL]: '0^0 is undefined.',
  [EC.TLC_MODULE_COMPUTING_CARDINALITY]: 'Attempted to compute cardinality of the value\n%1%',
  [EC.TLC_MODULE_EVALUATING]: 'Evaluating an expression of the form %1% when s is not a %2%:\n%3%',
  [EC.TLC_MODULE_ARGUMENT_NOT_IN_DOMAIN]:
    'The %1% argument of %2% must be in the domain of its %3% argument:\n%4%\n, but instead it is\n%5%',
  [EC.TLC_MODULE_APPLY_EMPTY_SEQ]: 'Attempted to apply %1% to the empty sequence.',
  [EC.TLC_EXPECTED_VALUE]: 'TLC expected a %1% value, but did not find one. %2%',
  [EC.TLC_MODULE_ONE_ARGUMENT_ERROR]: 'The argument of %1% should be a %2%, but instead it is:\n%3%',
};

/** TLC's exit codes (EC.ExitStatus) this library's errors lead to. */
const EXIT_FAILURE_SPEC_EVAL = 75;
const EXIT_VIOLATION_ASSERT = 14;
const EXIT_ERROR = 255;

/** An evaluation error as TLC reports it. */
export class TlcEvaluationError extends Error {
  override readonly name = 'TlcEvaluationError';
  constructor(
    message: string,
    /** TLC's error code (EC.java): EC.GENERAL for Assert.fail's plain messages. */
    readonly code: number,
    /** The exit code TLC ends with when this error stops the next-state relation (an invariant's is 76 whatever the error). */
    readonly exitCode: number,
    /**
     * Whether TLC threw an EvalException (printed as its own error) rather
     * than a TLCRuntimeException ("TLC threw an unexpected exception").
     */
    readonly evalException: boolean,
  ) {
    super(message);
  }
}

/** MP.getMessage: the template of `code` with its parameters. */
export function tlcMessage(code: number, parameters: readonly string[]): string {
  const template = TEMPLATES[code];
  if (template === undefined) throw new Error(`no message template for TLC error code ${code}`);
  return template.replace(/%(\d+)%/g, (_match, digits: string) => parameters[Number(digits) - 1] ?? '');
}

/** TLC's Assert.fail(reason): a TLCRuntimeException, exit 75. */
export function tlcFailure(message: string): TlcEvaluationError {
  return new TlcEvaluationError(message, EC.GENERAL, EXIT_FAILURE_SPEC_EVAL, false);
}

/** TLC's Assert.fail(code, parameters): still a TLCRuntimeException (ModelChecker reports it as EC.GENERAL), exit 75. */
export function tlcFailureWithCode(code: number, parameters: readonly string[]): TlcEvaluationError {
  return new TlcEvaluationError(tlcMessage(code, parameters), code, EXIT_FAILURE_SPEC_EVAL, false);
}

/** TLC's `throw new EvalException(code, parameters)`: exit as EC.ExitStatus.errorConstantToExitStatus(code). */
export function evalError(code: number, parameters: readonly string[] = []): TlcEvaluationError {
  const exitCode = code === EC.TLC_VALUE_ASSERT_FAILED ? EXIT_VIOLATION_ASSERT : EXIT_ERROR;
  return new TlcEvaluationError(tlcMessage(code, parameters), code, exitCode, true);
}

/** Where TLC's warnings go (MP.printWarning): code and text. TLC goes on after a warning. */
export type WarningSink = (code: number, message: string) => void;

let warningSink: WarningSink = () => {};

/** Sets where warnings go (by default nowhere); returns the previous sink. */
export function setWarningSink(sink: WarningSink): WarningSink {
  const previous = warningSink;
  warningSink = sink;
  return previous;
}

/** MP.printWarning(code, parameters). */
export function warn(code: number, parameters: readonly string[]): void {
  warningSink(code, tlcMessage(code, parameters));
}
