export interface ApiFieldError {
  readonly field: string;
  readonly message: string;
}

export interface ApiErrorBody {
  readonly message: string;
  readonly errors?: readonly ApiFieldError[];
}

/** A refusal of the mock backend, with the HTTP status a real server would answer. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 500,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
