import { useTranslation } from 'react-i18next';
import type { RecordRef } from './live-changes';
import { useLiveMark, useShownAt } from './live-state';
import './live-marker.css';

/**
 * The quiet marker of a record someone else just changed (docs/screens.md#live-updates): "modifiée
 * par Notre équipe à l'instant", staff shown to a reseller as the team. Shown with the data read
 * after the change, never before it. A polite live region, so a screen reader hears it without
 * losing its place.
 */
export function LiveMarker({ record, kind }: { record: RecordRef; kind: 'order' | 'quote' | 'request' | 'record' }) {
  const { t } = useTranslation();
  const mark = useLiveMark(record);
  const shownAt = useShownAt();
  const shown = mark && shownAt >= mark.at;
  return (
    <span className="live-marker" role="status">
      {shown ? t(`live.changed.${kind}`, { who: mark.who ?? t('live.team') }) : null}
    </span>
  );
}
