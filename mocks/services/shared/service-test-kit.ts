import type { MockBackend } from '../../backend-core';
import { ApiError } from './api-error';
import type { CallContext } from './context';

/** Helpers of the services' unit tests: a caller by login, the refusal a call ends in. */
export async function login(backend: MockBackend, username: string): Promise<CallContext> {
  const { token } = await backend.auth.login({ username, password: 'demo' }, 'en');
  return backend.context(token, 'en');
}

/** The ApiError a call (sync or async) is refused with; anything else fails the test. */
export async function refusalOf(call: () => unknown): Promise<ApiError> {
  let error: unknown = null;
  try {
    await call();
  } catch (e) {
    error = e;
  }
  if (error instanceof ApiError) return error;
  throw new Error(`expected a refusal, got ${String(error)}`);
}

export const userIdOf = (backend: MockBackend, username: string): number =>
  backend.db.collections.users.findFirst((q) => q.where({ username }))!.id;

/** A minimal file model holding `text` ({filename, size, base64}, docs/api/README.md#conventions). */
export const fileModelOf = (text: string, filename = 'new.pdf') => ({
  filename,
  size: text.length,
  base64: btoa(text),
});

export const PDF_TEXT = '%PDF-1.4\n%%EOF\n';
