/**
 * The address a phone number or an e-mail address opens (docs/screens.md#orders: the end customer's, tapped to call
 * or write): `tel:` keeps the number's digits and its leading +, `mailto:` the address, encoded but its @. Null for
 * nothing usable: the value then shows as text.
 */
export function contactHref(kind: 'tel' | 'mailto', value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (kind === 'tel') {
    const number = text.replace(/(?!^\+)[^\d]/g, '');
    return /\d{3,}/.test(number) ? `tel:${number}` : null;
  }
  return /^[^@\s]+@[^@\s]+$/.test(text) ? `mailto:${encodeURIComponent(text).replace(/%40/g, '@')}` : null;
}
