import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLengthOf, showsLimit } from './text-limits';
import { userFormSchema } from '../users/user.schema';

describe('maxLengthOf: the longest text a field takes, read off its rules', () => {
  it('reads a field through pipes, optionals and nested objects', () => {
    const schema = v.pipe(
      v.object({
        name: v.pipe(v.string(), v.trim(), v.maxLength(100)),
        note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))), null),
        billing: v.object({ city: v.pipe(v.string(), v.maxLength(80)) }),
        count: v.number(),
      }),
      v.check(() => true),
    );
    expect(maxLengthOf(schema, 'name')).toBe(100);
    expect(maxLengthOf(schema, 'note')).toBe(2000);
    expect(maxLengthOf(schema, 'billing.city')).toBe(80);
    expect(maxLengthOf(schema, 'count')).toBeUndefined();
    expect(maxLengthOf(schema, 'missing')).toBeUndefined();
  });

  it('reads the app’s own rules: a user’s names and login', () => {
    expect(maxLengthOf(userFormSchema('create'), 'firstname')).toBe(100);
    expect(maxLengthOf(userFormSchema('edit'), 'username')).toBe(180);
    expect(maxLengthOf(userFormSchema('edit'), 'password')).toBeUndefined();
  });

  it('shows a short field’s counter near its limit, a long one’s always', () => {
    expect(showsLimit(79, 100)).toBe(false);
    expect(showsLimit(80, 100)).toBe(true);
    expect(showsLimit(0, 2000, true)).toBe(true);
  });
});
