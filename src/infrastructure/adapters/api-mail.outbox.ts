import { inject, injectable } from 'inversify';
import { mailsApi as api } from '../../api/mails.api';
import type { MailOutbox } from '../../application/mails/mail-outbox.port';
import type { Mail, MailFilter, MailRow } from '../../domain/mails/mail';
import type { ListQuery, Page } from '../../domain/shared/page';
import { toMail, toMailRow } from '../shared/notification.mapping';
import { pageOf } from '../shared/page.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The outbox of the mails sent (docs/api/README.md#mails), staff only. */
@injectable()
export class ApiMailOutbox implements MailOutbox {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async list(query: ListQuery<MailFilter>, signal?: AbortSignal): Promise<Page<MailRow>> {
    return pageOf(await this.api.call(api.listMails, { list: query, signal }), toMailRow);
  }

  async get(id: number, signal?: AbortSignal): Promise<Mail> {
    return toMail(await this.api.call(api.getMail, { params: { id }, signal }));
  }
}
