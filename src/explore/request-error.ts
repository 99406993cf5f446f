/** A request the explorer refuses: its HTTP status (4xx; 503 while it closes) and one sentence saying what is wrong and what would do. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The client went away before its request was read (it closed the connection, or a timeout closed it): nobody to answer, nothing to report.
 */
export class ClientGone extends Error {
  override readonly name = 'ClientGone';
}
