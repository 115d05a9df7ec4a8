import { Button, Callout, Card, Classes, FileInput, FormGroup, H1, H2, TextArea } from '@blueprintjs/core';
import { DownloadIcon, DuplicateIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XLSX_MIME_TYPE } from '../../application/translations/spreadsheet.port';
import {
  TRANSLATIONS_FILE_NAME,
  type TranslationFileImport,
} from '../../application/translations/translations.use-cases';
import {
  TRANSLATION_LANGUAGES,
  type TranslationResources,
  type TranslationTree,
} from '../../domain/translations/translation-table';
import { loadLanguage } from '../i18n/i18n';
import { downloadFile } from '../shared/download-file';
import { useNotify } from '../shared/use-notify';
import { useScreens } from '../app/use-cases';

/** The app's own resources, every language, as the i18n module merges them. */
async function appResources(): Promise<TranslationResources> {
  const [fr, en, es] = await Promise.all(TRANSLATION_LANGUAGES.map((language) => loadLanguage(language)));
  return { fr, en, es } as Record<string, unknown> as TranslationResources;
}

type Failure = Extract<TranslationFileImport, { ok: false }>['errors'][number];

function ImportErrors({ errors }: { errors: readonly Failure[] }) {
  const { t } = useTranslation();
  return (
    <Callout intent="danger" role="alert" title={t('settings.translations.import.refused')} className="spaced">
      <ul>
        {errors.map((error, i) => (
          <li key={i}>
            {t(`settings.translations.errors.${error.code}`, {
              ...error,
              found: 'found' in error ? error.found.join(', ') || '—' : undefined,
            })}
          </li>
        ))}
      </ul>
    </Callout>
  );
}

/** One language's JSON, read-only, with its copy button. */
function JsonOutput({ language, tree }: { language: (typeof TRANSLATION_LANGUAGES)[number]; tree: TranslationTree }) {
  const { t } = useTranslation();
  const { notify } = useNotify();
  const name = t(`languages.${language}`);
  const json = JSON.stringify(tree, null, 2);
  const id = `translations-json-${language}`;
  const copy = () =>
    navigator.clipboard.writeText(json).then(
      () =>
        notify({ intent: 'success', messageKey: 'settings.translations.import.copied', values: { language: name } }),
      () => notify({ intent: 'danger', messageKey: 'settings.translations.import.copyFailed' }),
    );
  return (
    <FormGroup label={t('settings.translations.import.json', { language: name })} labelFor={id}>
      <TextArea id={id} value={json} readOnly fill rows={12} spellCheck={false} className={Classes.MONOSPACE_TEXT} />
      <Button
        className="spaced"
        icon={<DuplicateIcon />}
        text={t('settings.translations.import.copyShort')}
        aria-label={t('settings.translations.import.copy', { language: name })}
        onClick={() => void copy()}
      />
    </FormGroup>
  );
}

/**
 * docs/screens.md#settings, 'Translation export' (superadmin@demo.local only; the route denies the others): the app's
 * JSON resources to an XLSX file (key, fr, en, es), and an uploaded XLSX back to JSON per language.
 * The conversion is the domain's; this page only reads and writes files.
 */
export function TranslationExportPage() {
  const { t } = useTranslation();
  const exportTranslations = useScreens().translations.export;
  const importTranslations = useScreens().translations.import;
  const { notify, notifyError } = useNotify();
  const [exporting, setExporting] = useState(false);
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TranslationFileImport | null>(null);

  const onExport = async () => {
    setExporting(true);
    try {
      const blob = await exportTranslations.execute(await appResources());
      downloadFile(blob, TRANSLATIONS_FILE_NAME);
      notify({ intent: 'success', messageKey: 'settings.translations.export.done' });
    } catch (error) {
      notifyError(error, 'settings.translations.export.failed');
    } finally {
      setExporting(false);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setOutcome(null);
    setReading(true);
    try {
      setOutcome(await importTranslations.execute(file));
    } catch (error) {
      notifyError(error);
    } finally {
      setReading(false);
    }
  };

  return (
    <section aria-labelledby="translations-title">
      <header className="page-header">
        <H1 id="translations-title">{t('settings.translations.title')}</H1>
      </header>
      <p className={`${Classes.TEXT_MUTED} spaced`}>{t('settings.translations.intro')}</p>

      <Card className="spaced">
        <H2>{t('settings.translations.export.title')}</H2>
        <p>{t('settings.translations.export.text')}</p>
        <Button
          intent="primary"
          icon={<DownloadIcon />}
          loading={exporting}
          text={t('settings.translations.export.button')}
          onClick={() => void onExport()}
        />
      </Card>

      <Card className="spaced">
        <H2>{t('settings.translations.import.title')}</H2>
        <p>{t('settings.translations.import.text')}</p>
        <FormGroup label={t('settings.translations.import.label')} labelFor="translations-file">
          <FileInput
            fill
            text={fileName ?? t('settings.translations.import.choose')}
            buttonText={t('settings.translations.import.browse')}
            hasSelection={fileName !== null}
            disabled={reading}
            inputProps={{ id: 'translations-file', accept: `.xlsx,${XLSX_MIME_TYPE}` }}
            onInputChange={(event) => {
              const input = event.currentTarget as HTMLInputElement;
              void onFile(input.files?.[0]);
              // The same file chosen again (after fixing it) fires a change again.
              input.value = '';
            }}
          />
        </FormGroup>
        <p role="status" aria-live="polite">
          {reading
            ? t('settings.translations.import.reading')
            : outcome?.ok
              ? t('settings.translations.import.keys', { count: outcome.keys, file: fileName })
              : ''}
        </p>
        {outcome && !outcome.ok ? <ImportErrors errors={outcome.errors} /> : null}
        {outcome?.ok
          ? TRANSLATION_LANGUAGES.map((language) => (
              <JsonOutput key={language} language={language} tree={outcome.resources[language]} />
            ))
          : null}
      </Card>
    </section>
  );
}
