import * as v from 'valibot';
import {
  type AppError,
  ForbiddenError,
  NotFoundError,
  ServerError,
  StaleRecordError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../domain/shared/errors';

const errorBodySchema = v.object({
  message: v.optional(v.string(), ''),
  errors: v.optional(v.array(v.object({ field: v.string(), message: v.string() })), []),
});

/** `Retry-After` in seconds (a number of seconds or an HTTP date), or null. */
function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Maps an API refusal (status, JSON body and the headers that matter) to the domain's typed
 * errors; both adapters use it.
 */
export function toAppError(
  status: number,
  body: unknown,
  headers: { readonly retryAfter?: string | null } = {},
): AppError {
  const parsed = v.safeParse(errorBodySchema, body);
  const message = parsed.success ? parsed.output.message : '';
  const errors = parsed.success ? parsed.output.errors : [];
  switch (status) {
    case 400:
    case 409:
    case 413:
    case 422:
      return new ValidationError(message || 'errors.invalid', errors);
    case 401:
      return new UnauthorizedError(message || 'errors.unauthorized');
    case 403:
      return new ForbiddenError(message || 'errors.forbidden');
    case 404:
      return new NotFoundError(message || 'errors.notFound');
    case 412:
      return new StaleRecordError(message || 'errors.stale');
    case 429:
      return new TooManyRequestsError(message || 'errors.tooMany', retryAfterSeconds(headers.retryAfter));
    default:
      return new ServerError(message || 'errors.server');
  }
}
