import * as v from 'valibot';
import {
  type AppError,
  ForbiddenError,
  NotFoundError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from '../../domain/shared/errors';

const errorBodySchema = v.object({
  message: v.optional(v.string(), ''),
  errors: v.optional(v.array(v.object({ field: v.string(), message: v.string() })), []),
});

/** Maps an API refusal (status + JSON body) to the domain's typed errors; both adapters use it. */
export function toAppError(status: number, body: unknown): AppError {
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
    default:
      return new ServerError(message || 'errors.server');
  }
}
