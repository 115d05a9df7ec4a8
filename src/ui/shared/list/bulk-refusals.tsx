import { Button, Callout, H5 } from '@blueprintjs/core';
import { useEffect, useId, useRef } from 'react';

/** One row a bulk action left as it was, and why, in the user's words ("Commande 1288 : …"). */
export interface BulkRefusal {
  readonly key: string | number;
  readonly text: string;
}

/**
 * The rows the last bulk action left as they were, each with its reason, until dismissed
 * (docs/screens.md#common-list-behaviour). Those rows stay selected, so the user may act on them again; the
 * focus comes here when they are told (docs/screens.md#focus-after-a-change), so a screen reader reads why.
 */
export function BulkRefusals({
  title,
  refusals,
  dismissText,
  onDismiss,
}: {
  title: string;
  refusals: readonly BulkRefusal[];
  dismissText: string;
  onDismiss: () => void;
}) {
  const box = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (refusals.length) box.current?.focus();
  }, [refusals]);
  if (!refusals.length) return null;
  return (
    <section ref={box} tabIndex={-1} className="bulk-refusals" aria-labelledby={titleId}>
      <Callout intent="warning">
        <H5 id={titleId}>{title}</H5>
        <ul>
          {refusals.map((refusal) => (
            <li key={refusal.key}>{refusal.text}</li>
          ))}
        </ul>
        <Button variant="minimal" text={dismissText} onClick={onDismiss} />
      </Callout>
    </section>
  );
}
