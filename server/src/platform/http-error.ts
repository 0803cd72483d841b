/**
 * An error a route throws to answer with this status and an Italian message (the error handler,
 * errors.ts, writes the body). The shared kernel: every domain uses it.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
