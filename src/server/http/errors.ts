/** A client mistake or a refusal: its message is shown to the person, so write it for them. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * The answer (503) while the database cannot be reached (db/connection-errors.ts): a pause, not a
 * fault, and it ends by itself once PostgreSQL is back.
 */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a minute.';
/** The retry-after of that answer, in seconds: the minute the message names. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_S = 60;

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The spec's section 8: a 400 whose message is `NOTIFICATION:{json}` redirects the client. */
export interface NotificationPayload {
  appId?: string;
  goToPage?: string;
  errorMessage?: string;
  infoMessage?: string;
  gTagEvent?: string;
}
export const notification = (payload: NotificationPayload) =>
  new HttpError(400, `NOTIFICATION:${JSON.stringify(payload)}`);
