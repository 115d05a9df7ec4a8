import type { Locale } from '../../../src/domain/shared/format';

/**
 * What a mail says, before it is laid out (docs/api/README.md#mails): a template gives these parts in
 * the recipient's language, and `layOut` writes from them both the plain-text part and the HTML
 * part. Every part is text: the layout adds the markup and escapes everything it writes into the
 * HTML, so a reference, a name or a comment never becomes markup, whoever typed it.
 */
export interface MailContent {
  readonly subject: string;
  /** "Bonjour Jean Dupont,". */
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  /** Label and value lines (the order number, a tracking reference…); a value may be a link. */
  readonly details?: readonly { readonly label: string; readonly value: string; readonly url?: string | null }[];
  /** The one button: where the recipient goes next. */
  readonly action?: { readonly label: string; readonly url: string };
  /** The last lines: why this mail was sent, who sends it. */
  readonly footer: readonly string[];
}

export interface ComposedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

/** A link only when it is an http(s) URL: `javascript:` and the like stay text. */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A subject is one header line: no line break nor control character (user data included). */
const oneLine = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function plainText(content: MailContent, locale: Locale): string {
  // French typography puts a space before a colon.
  const colon = locale === 'fr' ? ' : ' : ': ';
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.details?.length) {
    for (const d of content.details) lines.push(`${d.label}${colon}${d.value}${d.url ? ` (${d.url})` : ''}`);
    lines.push('');
  }
  if (content.action) lines.push(`${content.action.label}${colon}${content.action.url}`, '');
  lines.push('--', ...content.footer);
  return `${lines.join('\n')}\n`;
}

function htmlPart(content: MailContent, locale: Locale): string {
  const e = escapeHtml;
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${e(p)}</p>`).join('\n');
  const details = content.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">\n${content.details
        .map((d) => {
          const url = safeUrl(d.url);
          const value = url ? `<a href="${e(url)}">${e(d.value)}</a>` : e(d.value);
          return `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;font-weight:600">${e(d.label)}</th><td style="padding:4px 0">${value}</td></tr>`;
        })
        .join('\n')}\n</table>`
    : '';
  const actionUrl = content.action ? safeUrl(content.action.url) : null;
  const action =
    content.action && actionUrl
      ? `<p style="margin:24px 0"><a href="${e(actionUrl)}" style="background:#2d72d2;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;display:inline-block">${e(content.action.label)}</a></p>`
      : '';
  const footer = content.footer.map((line) => e(line)).join('<br>');
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>' +
      e(oneLine(content.subject)) +
      '</title></head>',
    '<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1c2127;font-size:15px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:6px;padding:24px">',
    `<p style="margin:0 0 16px">${e(content.greeting)}</p>`,
    paragraphs,
    details,
    action,
    `<p style="margin:24px 0 0;color:#5f6b7c;font-size:13px">${footer}</p>`,
    '</div>',
    '</body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The subject, the plain-text part and the HTML part of one mail, from what its template says. */
export function layOut(content: MailContent, locale: Locale): ComposedMail {
  return { subject: oneLine(content.subject), text: plainText(content, locale), html: htmlPart(content, locale) };
}
