import { Select } from '../shared/app-select';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '../../domain/shared/format';
import { changeLanguage, LANGUAGES, preloadLanguage, storeLanguage } from '../i18n/i18n';

const LANGUAGE_LOADER_MS = 1000;

/** Keys that move a closed select's choice without opening it (Alt+↓ opens it instead). */
const browses = (event: KeyboardEvent): boolean =>
  !event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  (/^(Arrow|Page)|^(Home|End)$/.test(event.key) || (event.key.length === 1 && event.key !== ' '));

/**
 * The language choice, kept locally. With `onSwitching`, the page shows a loader for 1 s
 * (docs/product.md#languages-and-formats) while the new language loads.
 *
 * A language reached with the arrow keys (or by typing) on the closed select is only shown until
 * Enter applies it; leaving the select keeps the current language (WCAG 3.2.2: moving through the
 * choices does not change the page). A choice from the opened list applies at once.
 */
export function LanguageSelect({ onSwitching }: { onSwitching?: (busy: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const hint = useId();
  const browsing = useRef(false);
  const [candidate, setCandidate] = useState<Locale | null>(null);
  const settle = () => {
    browsing.current = false;
    setCandidate(null);
  };
  const apply = (next: Locale) => {
    settle();
    if (next === i18n.language) return;
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
  };
  return (
    // In a narrow header the select shows the language's code over itself (styles.css); it keeps its name and options.
    <span className="language-select" data-code={i18n.language.toUpperCase()}>
      <Select
        aria-label={t('header.language')}
        aria-describedby={hint}
        value={candidate ?? i18n.language}
        minimal
        onKeyDown={(event) => {
          if (event.key === 'Enter' && candidate) {
            event.preventDefault();
            apply(candidate);
          } else if (event.key === 'Escape') settle();
          else if (browses(event)) browsing.current = true;
        }}
        onBlur={settle}
        // A pointer opens the list: what is picked in it applies.
        onPointerDown={() => {
          browsing.current = false;
        }}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLocale(next)) return;
          if (browsing.current) setCandidate(next);
          else apply(next);
        }}
        options={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
      />
      <span id={hint} className="visually-hidden">
        {t('header.languageHint')}
      </span>
    </span>
  );
}
