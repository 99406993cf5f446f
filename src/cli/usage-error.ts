/** A usage mistake a command finds once it runs (a bad output path, an unknown witness): main.ts prints its sentence and exits 1. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
