import { useMemo } from 'react';
import { ORDERS } from '../../application/orders/orders.tokens';
import { useInjected } from '../app/container-context';
import type { Suggest } from '../shared/list/autocomplete';

/** The scenario and reseller suggestions of the order and quote filters (docs/screens.md#orders, #quotes). */
export function useSuggestions(): { readonly scenarios: Suggest; readonly resellers: Suggest } {
  const scenarios = useInjected(ORDERS.suggestScenarios);
  const resellers = useInjected(ORDERS.suggestResellers);
  return useMemo(
    () => ({ scenarios: (text) => scenarios.execute(text), resellers: (text) => resellers.execute(text) }),
    [scenarios, resellers],
  );
}
