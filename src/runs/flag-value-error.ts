/** A value given to a command-line flag (or the library's option for it) that the spec cannot take: a usage mistake, not a model file's. */
export class FlagValueError extends Error {
  override readonly name = 'FlagValueError';
}
