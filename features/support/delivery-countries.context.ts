import assert from 'node:assert/strict';
import { assertCount } from './assertions';
import type { Country } from '../../src/domain/countries/country';
import { isLocale } from '../../src/domain/shared/format';
import type { BackOfficeWorld } from './world';
import { COUNTRIES } from '../../src/application/countries/countries.tokens';

/**
 * The delivery countries screen (docs/screens.md#delivery-countries): the countries listed in a
 * language and each box as the user sees it, ticked or not.
 */
export class DeliveryCountriesContext {
  private countries: readonly Country[] = [];
  private readonly boxes = new Map<string, boolean>();

  constructor(private readonly world: BackOfficeWorld) {}

  async openCountries(lang: string): Promise<void> {
    assert.ok(isLocale(lang), `no language ${lang}`);
    this.countries = (await this.world.attempt(() => this.world.use(COUNTRIES).list.execute(lang))) ?? [];
    this.boxes.clear();
    for (const c of this.countries) this.boxes.set(c.countryCode, c.isEnabledForDelivery);
  }

  async openedCountries(lang: string): Promise<void> {
    await this.openCountries(lang);
    this.world.assertSucceeded();
  }

  private country(code: string): Country {
    const country = this.countries.find((c) => c.countryCode === code);
    assert.ok(country, `${code} is not listed`);
    return country;
  }

  assertCountry(code: string, name: string, delivery: 'on' | 'off'): void {
    this.world.assertSucceeded();
    const country = this.country(code);
    assert.equal(country.name, name);
    assert.equal(this.boxes.get(code), delivery === 'on');
  }

  /** A click on the country's box: it shows what the use case answers. */
  async tick(code: string, enabled: boolean): Promise<void> {
    const country = { ...this.country(code), isEnabledForDelivery: this.boxes.get(code) ?? false };
    this.boxes.set(code, enabled);
    this.boxes.set(code, await this.world.use(COUNTRIES).toggleDelivery.execute(country, enabled));
  }

  assertBox(code: string, ticked: boolean): void {
    assert.equal(this.boxes.get(code), ticked, `the box of ${code}`);
  }

  async assertDeliveryAfterReload(code: string, on: boolean): Promise<void> {
    const countries = await this.world.use(COUNTRIES).list.execute('fr');
    assert.equal(countries.find((c) => c.countryCode === code)?.isEnabledForDelivery, on);
  }

  removeCountry(code: string): void {
    const removed = this.world.backend.db.collections.countries.deleteMany((q) => q.where({ countryCode: code }));
    assertCount(removed.length, 1, 'records removed, one');
  }

  assertErrorToast(): void {
    const last = this.world.notices.at(-1);
    assert.ok(last, 'no toast');
    assert.equal(last.intent, 'danger');
    assert.equal(last.titleKey, 'deliveryCountries.saveFailed');
    assert.ok(last.message || last.messageKey, 'the toast says nothing');
  }
}

export const deliveryCountries = (world: BackOfficeWorld): DeliveryCountriesContext =>
  world.area(DeliveryCountriesContext);
