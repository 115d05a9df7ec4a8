/**
 * Notifications and the outbox (docs/api/README.md#events, #mails): the reseller's notifications
 * and, with `--write`, one marked read and then all; the admin's outbox, a page and the newest mail
 * whole; the outbox refused to a reseller.
 */
import { mailsApi } from '../../../src/api/mails.api';
import { notificationsApi } from '../../../src/api/notifications.api';
import { rowsOf } from './reads';
import { answerText, count, skip, type ConformanceRun } from './run';
import type { Sessions } from './session';

export async function noticeChecks(run: ConformanceRun, s: Sessions, write: boolean): Promise<void> {
  run.group = 'notices';
  run.as(s.resellerToken);
  const notifications = await run.check<{ id: number }[]>(
    'listNotifications (GET /me/notifications) as the reseller',
    'a page of its notifications, with how many are unread',
    async () => {
      const answer = await run.send(notificationsApi.listNotifications, { query: { _limit: '100' } });
      const rows = rowsOf<{ id: number }>(answer);
      const unread = (answer.body as { unread?: unknown }).unread;
      return {
        got: `${answerText(answer)}, ${count(rows.length, 'row')}, ${String(unread)} unread`,
        pass: answer.status === 200 && typeof unread === 'number',
        value: rows,
      };
    },
  );
  if (write) {
    await run.check(
      'markNotificationRead (POST /me/notifications/{id}/read) of the newest',
      'it, read',
      async () => {
        const newest = notifications.value?.[0] ?? skip('the reseller has no notification');
        const answer = await run.send(notificationsApi.markNotificationRead, { params: { id: newest.id } });
        const readAt = (answer.body as { readAt?: unknown }).readAt;
        return { got: `${answerText(answer)}, readAt ${String(readAt)}`, pass: answer.status === 200 && !!readAt };
      },
      [notifications],
    );
    await run.check('markAllNotificationsRead (POST /me/notifications/read-all)', 'none unread', async () => {
      const answer = await run.send(notificationsApi.markAllNotificationsRead);
      const unread = (answer.body as { unread?: unknown }).unread;
      return { got: `${answerText(answer)}, ${String(unread)} unread`, pass: answer.status === 200 && unread === 0 };
    });
  }
  await run.refused('listMails as the reseller', 403, '403: staff only', () => run.send(mailsApi.listMails));

  run.as(s.adminToken);
  const mails = await run.check<{ id: number }[]>('listMails (GET /admin/mails)', 'a page of the outbox', async () => {
    const answer = await run.send(mailsApi.listMails, { query: { _limit: '10' } });
    const rows = rowsOf<{ id: number }>(answer);
    return { got: `${answerText(answer)}, ${count(rows.length, 'mail')}`, pass: answer.status === 200, value: rows };
  });
  await run.check(
    'getMail (GET /admin/mails/{id}) of the newest',
    'its subject, plain text and HTML',
    async () => {
      const newest = mails.value?.[0] ?? skip('the outbox is empty');
      const answer = await run.send(mailsApi.getMail, { params: { id: newest.id } });
      const mail = answer.body as { subject?: string; text?: string; html?: string };
      return {
        got: `${answerText(answer)}, “${mail.subject ?? ''}”`,
        pass: answer.status === 200 && !!mail.subject && !!mail.text && !!mail.html,
      };
    },
    [mails],
  );
}
