import type { Locale } from '../../../../src/domain/shared/format';
import type { MailTemplate, Recipient } from './mail-texts';
import { dayText, greeting, signature } from './mail-texts';

export interface PasswordResetMail {
  readonly recipient: Recipient;
  /** The link to choose a new password (one use, 24 hours). */
  readonly link: string;
  readonly expiresAt: string;
}

const WORDS: Readonly<
  Record<Locale, { subject: string; asked: string; once: (day: string) => string; action: string; ignore: string }>
> = {
  fr: {
    subject: 'Choisissez un nouveau mot de passe',
    asked:
      'Vous avez demandé à changer le mot de passe de votre compte du back office. Le lien ci-dessous vous permet d’en choisir un nouveau.',
    once: (day) =>
      `Il sert une seule fois, jusqu’au ${day} ; dès qu’un nouveau mot de passe est choisi, aucun lien ne sert plus.`,
    action: 'Choisir un nouveau mot de passe',
    ignore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
  },
  en: {
    subject: 'Choose a new password',
    asked: 'You asked to change the password of your back office account. The link below lets you choose a new one.',
    once: (day) => `It works once, until ${day}; once a new password is chosen, no link works any more.`,
    action: 'Choose a new password',
    ignore: 'If you did not ask for it, ignore this message: your password stays as it is.',
  },
  es: {
    subject: 'Elija una nueva contraseña',
    asked:
      'Ha pedido cambiar la contraseña de su cuenta del back office. El enlace de abajo le permite elegir una nueva.',
    once: (day) =>
      `Sirve una sola vez, hasta el ${day}; en cuanto se elige una nueva contraseña, ningún enlace sirve ya.`,
    action: 'Elegir una nueva contraseña',
    ignore: 'Si no ha pedido nada, ignore este mensaje: su contraseña no cambia.',
  },
};

/** The link of "Forgot password" (docs/access.md#passwords). */
export const passwordResetMail: MailTemplate<PasswordResetMail> = {
  type: 'password_reset',
  compose: (locale, d) => {
    const w = WORDS[locale];
    return {
      subject: w.subject,
      greeting: greeting[locale](d.recipient.name),
      paragraphs: [w.asked, w.once(dayText(locale, d.expiresAt) ?? '')],
      action: { label: w.action, url: d.link },
      footer: [w.ignore, signature[locale]],
    };
  },
};
