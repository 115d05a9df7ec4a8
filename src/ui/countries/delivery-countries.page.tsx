import { Callout, Card, Checkbox, H1 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../domain/countries/country';
import { isLocale } from '../../domain/shared/format';
import { can } from '../../domain/session/can';
import { useInjected, useSession } from '../app/container-context';
import { FullPageLoader } from '../shell/full-page-loader';
import { LoadFailure } from '../shared/load-failure';
import { useAsync } from '../shared/use-async';
import { useNotify } from '../shared/use-notify';
import { COUNTRIES } from '../../application/countries/countries.tokens';

function CountryBox({ country, disabled }: { country: Country; disabled: boolean }) {
  const toggle = useInjected(COUNTRIES.toggleDelivery);
  const { notify } = useNotify();
  const [checked, setChecked] = useState(country.isEnabledForDelivery);
  const [busy, setBusy] = useState(false);
  return (
    <Checkbox
      label={`${country.name} (${country.countryCode})`}
      checked={checked}
      disabled={disabled || busy}
      onChange={() => {
        const previous = checked;
        const next = !checked;
        setChecked(next);
        setBusy(true);
        // The use case answers what the box must show: the new state, or the previous one after an error toast.
        void toggle.execute({ id: country.id, isEnabledForDelivery: previous }, next).then((shown) => {
          setChecked(shown);
          setBusy(false);
          if (shown === next) {
            notify({
              intent: next ? 'success' : 'warning',
              messageKey: next ? 'deliveryCountries.enabled' : 'deliveryCountries.disabled',
              values: { name: country.name },
            });
          }
        });
      }}
    />
  );
}

/**
 * docs/screens.md#delivery-countries: a checkbox per country, named in the user's language; each
 * click saves at once.
 */
export function DeliveryCountriesPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const list = useInjected(COUNTRIES.list);
  const lang = isLocale(i18n.language) ? i18n.language : 'fr';
  const result = useAsync(() => list.execute(lang), `countries:${lang}`);
  const readOnly = !can(session.user, 'switch', 'country');
  return (
    <section aria-labelledby="countries-title">
      <header className="page-header">
        <H1 id="countries-title">{t('deliveryCountries.title')}</H1>
      </header>
      <p>{t('deliveryCountries.help')}</p>
      {readOnly ? (
        <Callout intent="primary" className="spaced">
          {t('deliveryCountries.readOnly')}
        </Callout>
      ) : null}
      {result.status === 'loading' ? <FullPageLoader /> : null}
      {result.status === 'error' ? (
        <LoadFailure error={result.error} onRetry={result.reload} notFoundText={t('errors.notFound')} />
      ) : null}
      {result.data ? (
        <Card>
          <fieldset className="checkbox-group">
            <legend>{t('deliveryCountries.legend')}</legend>
            <div style={{ display: 'grid', gap: 4, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
              {result.data.map((country) => (
                <CountryBox key={`${lang}-${country.id}`} country={country} disabled={readOnly} />
              ))}
            </div>
          </fieldset>
        </Card>
      ) : null}
    </section>
  );
}
