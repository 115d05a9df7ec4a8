import { Select } from '../shared/app-select';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../../domain/shared/format';
import { changeLanguage, LANGUAGES, preloadLanguage, storeLanguage } from '../i18n/i18n';

export const LANGUAGE_LOADER_MS = 1000;

/**
 * The language choice, kept locally. With `onSwitching`, the page shows a loader for 1 s
 * (docs/product.md#languages-and-formats) while the new language loads.
 */
export function LanguageSelect({ onSwitching }: { onSwitching?: (busy: boolean) => void }) {
  const { t, i18n } = useTranslation();
  return (
    // In a narrow header the select shows the language's code over itself (styles.css); it keeps its name and options.
    <span className="language-select" data-code={i18n.language.toUpperCase()}>
      <Select
        aria-label={t('header.language')}
        value={i18n.language}
        minimal
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLocale(next)) return;
          storeLanguage(next);
          if (!onSwitching) {
            void changeLanguage(i18n, next);
            return;
          }
          onSwitching(true);
          // The new language's texts load during the loader's second; the page switches at its end.
          const delay = new Promise((resolve) => setTimeout(resolve, LANGUAGE_LOADER_MS));
          void Promise.all([preloadLanguage(i18n, next), delay])
            .then(() => changeLanguage(i18n, next))
            .finally(() => onSwitching(false));
        }}
        options={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
      />
    </span>
  );
}
