import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MockBackend } from '../backend';
import { createHandlers } from './index';

const API = 'http://api.test';

describe('auth handlers', () => {
  it('never hands the reset link to whoever asked for it (it goes by mail)', async () => {
    const backend = await MockBackend.seeded();
    const response = await getResponse(createHandlers(API, backend), new Request(`${API}/reset-password/1`));
    expect(response?.ok).toBe(true);
    const token = backend.db.collections.resetTokens.all()[0]?.token;
    expect(token).toBeTruthy();
    expect(await response?.text()).not.toContain(token);
  });
});
