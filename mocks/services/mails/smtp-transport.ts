import nodemailer from 'nodemailer';
import type { MailTransport } from './mails.service';

/** Who the mails come from, unless `MAIL_FROM` says otherwise. */
const DEFAULT_MAIL_FROM = 'Label Print <no-reply@labelprint.example>';

/**
 * Delivers the mock's mails to a real SMTP server (`npm run mock-api` with `SMTP_URL`, e.g.
 * `smtp://127.0.0.1:1025` for a local Mailpit): nodemailer, a connection per mail. Node only: the
 * demo's browser backend keeps its mails in the outbox.
 */
export function smtpTransport(url: string, from = DEFAULT_MAIL_FROM): { send: MailTransport; close: () => void } {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
    },
    close: () => transporter.close(),
  };
}
