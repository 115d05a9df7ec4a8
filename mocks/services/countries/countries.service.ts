import { countryDeliveryBody, type CountryWire } from '../../../src/api/countries.api';
import { isLocale, type Locale } from '../../../src/domain/shared/format';
import type { CountryRecord } from '../../db/catalogue.schema';
import type { Database } from '../../db/database';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { message } from '../shared/messages';
import { validateBody } from '../shared/validation';
import { requireCan } from '../shared/access';
import { auditWrite } from '../audit/audit-log';

const toDto = (r: CountryRecord, lang: Locale): CountryWire => ({
  id: r.id,
  name: r.name[lang],
  countryCode: r.countryCode,
  isEnabledForDelivery: r.isEnabledForDelivery,
});

/**
 * /countries (docs/access.md): every back-office user reads the countries, named in `lang` (else the
 * call's locale, fr by default); only an admin switches delivery to a country on or off.
 */
export class CountriesService {
  constructor(private readonly db: Database) {}

  private get countries() {
    return this.db.collections.countries;
  }

  /** `lang`: the language of the names (the caller's when absent); anything but fr, en, es is a 400. */
  private lang(ctx: CallContext, value: string | undefined): Locale {
    if (value === undefined || value === '') return ctx.locale;
    if (isLocale(value)) return value;
    throw new ApiError(400, {
      message: message(ctx.locale, 'invalidParameters'),
      errors: [{ field: 'lang', message: message(ctx.locale, 'oneOf', { values: 'fr, en, es' }) }],
    });
  }

  /** GET /countries?lang: the whole list, by name in that language. */
  list(ctx: CallContext, language?: string): { list: CountryWire[]; total: number; totalRequest: number } {
    requireCan(ctx, 'read', 'country');
    const lang = this.lang(ctx, language);
    const collator = new Intl.Collator(lang, { sensitivity: 'base' });
    const list = this.countries
      .all()
      .map((r) => toDto(r, lang))
      .sort((a, b) => collator.compare(a.name, b.name));
    return { list, total: list.length, totalRequest: list.length };
  }

  /** PUT /countries/{id} {isEnabledForDelivery}. */
  async setDelivery(ctx: CallContext, id: number, body: unknown, language?: string): Promise<CountryWire> {
    requireCan(ctx, 'switch', 'country');
    const lang = this.lang(ctx, language);
    const existing = this.countries.findFirst((q) => q.where({ id }));
    if (!existing) throw new ApiError(404, { message: message(ctx.locale, 'notFound') });
    const was = existing.isEnabledForDelivery;
    const { isEnabledForDelivery: enabled } = validateBody(countryDeliveryBody, body, ctx.locale);
    const updated = await this.countries.update((q) => q.where({ id }), {
      data: (r) => {
        r.isEnabledForDelivery = enabled;
      },
    });
    auditWrite(
      this.db,
      ctx,
      { action: 'update', entity: 'country', entityId: id },
      { isEnabledForDelivery: was },
      {
        isEnabledForDelivery: enabled,
      },
    );
    return toDto(updated as CountryRecord, lang);
  }
}
