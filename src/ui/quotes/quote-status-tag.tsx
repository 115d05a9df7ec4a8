import { type Intent } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import type { QuoteStatus } from '../../domain/quotes/quote';

/** The quote statuses of docs/rules.md#quotes, each with a colour that reads its meaning. */
const INTENT: Readonly<Record<QuoteStatus, Intent>> = {
  waiting_for_files: 'warning',
  ready: 'primary',
  validated: 'success',
  expired: 'none',
};

/** The status of a quote, named by the caller in the user's language. */
export function QuoteStatusTag({ status, label }: { status: QuoteStatus; label: string }) {
  return (
    <Tag round intent={INTENT[status]} className="quote-status">
      {label}
    </Tag>
  );
}
