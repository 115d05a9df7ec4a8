import { describe, expect, it } from 'vitest';
import { mailLinks } from './mail';

describe('the links of a mail', () => {
  it('gives each http(s) address once, in order, without the sentence’s final stop', () => {
    const text = [
      'Choisissez un nouveau mot de passe : http://127.0.0.1:4370/change-password/abc%2F1/7.',
      'Votre commande : https://bo.example/order/show/1288, ou https://bo.example/order/show/1288',
    ].join('\n');
    expect(mailLinks(text)).toEqual([
      'http://127.0.0.1:4370/change-password/abc%2F1/7',
      'https://bo.example/order/show/1288',
    ]);
  });

  it('gives no other scheme', () => {
    expect(mailLinks('javascript:alert(1) data:text/html,x ftp://x.example mailto:a@b.c')).toEqual([]);
  });
});
