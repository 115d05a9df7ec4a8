import type { ErrorStatus } from '../../../src/api/operation';
import type { ErrorBody } from '../../../src/api/wire';

export interface ApiFieldError {
  readonly field: string;
  readonly message: string;
}

/** The contract's error answer (src/api/wire.ts), with room for an operation's extra fields. */
export type ApiErrorBody = Readonly<Omit<ErrorBody, 'errors'>> & { readonly errors?: readonly ApiFieldError[] };

/** A refusal of the mock backend, with the HTTP status a real server would answer. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly body: ApiErrorBody,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}
