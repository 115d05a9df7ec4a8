import type { Mail, MailFilter, MailRow } from '../../domain/mails/mail';
import type { ListQuery, Page } from '../../domain/shared/page';
import { token } from '../shared/token';

/** The mails the server sent (docs/api/README.md#mails): GET /admin/mails and /admin/mails/{id}, staff only. */
export interface MailOutbox {
  list(query: ListQuery<MailFilter>, signal?: AbortSignal): Promise<Page<MailRow>>;
  get(id: number, signal?: AbortSignal): Promise<Mail>;
}

export const MAIL_OUTBOX = token<MailOutbox>('MailOutbox');
