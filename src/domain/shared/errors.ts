/** A field the server or a form refused, with the reason as a message. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** Base of every failure a port can report; `message` is for people. */
export class AppError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request was refused; `errors` names the fields at fault. */
export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

/** 401: no session, or the session expired. */
export class UnauthorizedError extends AppError {}

/** 403: the caller's role may not do this. */
export class ForbiddenError extends AppError {}

/** 404: the record does not exist, or is not the caller's. */
export class NotFoundError extends AppError {}

/** 5xx, network failure or an answer that does not parse. */
export class ServerError extends AppError {}

/** The account exists but may not use the back office (ROLE_RESELLER_FRONT). */
export class AccountNotAllowedError extends AppError {}

/** 429: too many attempts; try again after `retryAfterSeconds` (the server's Retry-After). */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** 412: the record changed since it was read (someone else saved it); reload it before changing it. */
export class StaleRecordError extends AppError {}
