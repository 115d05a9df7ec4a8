import { useMemo } from 'react';
import type { Suggest } from '../shared/list/autocomplete';
import { useScreens } from '../app/use-cases';

/** The scenario and reseller suggestions of the order and quote filters (docs/screens.md#orders, #quotes). */
export function useSuggestions(): { readonly scenarios: Suggest; readonly resellers: Suggest } {
  const scenarios = useScreens().orders.suggestScenarios;
  const resellers = useScreens().orders.suggestResellers;
  return useMemo(
    () => ({ scenarios: (text) => scenarios.execute(text), resellers: (text) => resellers.execute(text) }),
    [scenarios, resellers],
  );
}
