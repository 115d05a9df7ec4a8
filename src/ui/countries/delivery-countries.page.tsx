import { Callout, Card, Checkbox, H1 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../domain/countries/country';
import { isLocale } from '../../domain/shared/format';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { FullPageLoader } from '../shell/full-page-loader';
import { LoadFailure } from '../shared/load-failure';
import { useNotify } from '../shared/use-notify';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useQuery, useQueryClient } from '@tanstack/react-query';

function CountryBox({ country, disabled }: { country: Country; disabled: boolean }) {
  const toggle = useScreens().countries.toggleDelivery;
  const client = useQueryClient();
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
          // The box shows the change: the cached list is marked stale, read again when next opened.
          void client.invalidateQueries({ queryKey: queryKeys.countries(), refetchType: 'none' });
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
  const { countries } = useScreens();
  const lang = isLocale(i18n.language) ? i18n.language : 'fr';
  const result = useQuery({ queryKey: queryKeys.countries(lang), queryFn: () => countries.list.execute(lang) });
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
      {result.status === 'pending' ? <FullPageLoader /> : null}
      {result.status === 'error' ? (
        <LoadFailure error={result.error} onRetry={() => void result.refetch()} notFoundText={t('errors.notFound')} />
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
