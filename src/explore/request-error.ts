/** A request the explorer refuses: its HTTP status (4xx) and one sentence saying what is wrong and what would do. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(readonly status: number, message: string) {
    super(message);
  }
}
