import type { Mail, MailFilter, MailRow } from '../../domain/mails/mail';
import type { ListQuery, Page } from '../../domain/shared/page';
import type { MailOutbox } from './mail-outbox.port';

/** The outbox of the mails sent, as staff read it (docs/api/README.md#mails): plain reads of the port. */
export class SentMails {
  constructor(private readonly outbox: MailOutbox) {}

  list(query: ListQuery<MailFilter>, signal?: AbortSignal): Promise<Page<MailRow>> {
    return this.outbox.list(query, signal);
  }

  /** One mail, whole; reading it is audited on the server. */
  get(id: number, signal?: AbortSignal): Promise<Mail> {
    return this.outbox.get(id, signal);
  }
}
