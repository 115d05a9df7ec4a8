import type { MailTemplate, Recipient } from './mail-texts';
import { dayText, greeting, signature } from './mail-texts';

export interface PasswordResetMail {
  readonly recipient: Recipient;
  /** The link to choose a new password (one use, 24 hours). */
  readonly link: string;
  readonly expiresAt: string;
}

/** The link of "Forgot password" (docs/access.md#passwords). */
export const passwordResetMail: MailTemplate<PasswordResetMail> = {
  type: 'password_reset',
  compose: {
    fr: (d) => ({
      subject: 'Choisissez un nouveau mot de passe',
      greeting: greeting.fr(d.recipient.name),
      paragraphs: [
        'Vous avez demandé à changer le mot de passe de votre compte du back office. Le lien ci-dessous vous permet d’en choisir un nouveau.',
        `Il sert une seule fois, jusqu’au ${dayText('fr', d.expiresAt) ?? ''} ; un nouveau lien demandé remplace celui-ci.`,
      ],
      action: { label: 'Choisir un nouveau mot de passe', url: d.link },
      footer: ['Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.', signature.fr],
    }),
    en: (d) => ({
      subject: 'Choose a new password',
      greeting: greeting.en(d.recipient.name),
      paragraphs: [
        'You asked to change the password of your back office account. The link below lets you choose a new one.',
        `It works once, until ${dayText('en', d.expiresAt) ?? ''}; asking for a new link replaces this one.`,
      ],
      action: { label: 'Choose a new password', url: d.link },
      footer: ['If you did not ask for it, ignore this message: your password stays as it is.', signature.en],
    }),
    es: (d) => ({
      subject: 'Elija una nueva contraseña',
      greeting: greeting.es(d.recipient.name),
      paragraphs: [
        'Ha pedido cambiar la contraseña de su cuenta del back office. El enlace de abajo le permite elegir una nueva.',
        `Sirve una sola vez, hasta el ${dayText('es', d.expiresAt) ?? ''}; pedir un nuevo enlace sustituye a este.`,
      ],
      action: { label: 'Elegir una nueva contraseña', url: d.link },
      footer: ['Si no ha pedido nada, ignore este mensaje: su contraseña no cambia.', signature.es],
    }),
  },
};
