import { describe, expect, it } from 'vitest';
import { quoteValidation, type ValidatableQuote } from './quote';

const series = (name: string, file: string | null) => ({ name, file });
const quote = (status: ValidatableQuote['status'], ...list: ValidatableQuote['series']): ValidatableQuote => ({
  status,
  series: list,
});

describe('validating a quote (docs/rules.md#quotes)', () => {
  it('accepts a quote whose every series has its PDF', () => {
    expect(quoteValidation(quote('ready', series('A', 'a.pdf'), series('B', 'b.pdf')))).toEqual({ ok: true });
  });

  it('refuses a quote still waiting for files, naming each series without its PDF in order', () => {
    expect(
      quoteValidation(quote('waiting_for_files', series('A', null), series('B', 'b.pdf'), series('C', null))),
    ).toEqual({ ok: false, reason: 'filesMissing', missing: ['A', 'C'] });
  });

  it('refuses a validated or expired quote, whatever its files', () => {
    for (const status of ['validated', 'expired'] as const) {
      expect(quoteValidation(quote(status, series('A', 'a.pdf')))).toEqual({ ok: false, reason: 'notValidatable' });
      expect(quoteValidation(quote(status, series('A', null)))).toEqual({ ok: false, reason: 'notValidatable' });
    }
  });
});
