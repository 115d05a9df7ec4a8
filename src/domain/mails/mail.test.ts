import { describe, expect, it } from 'vitest';
import { mailLinks } from './mail';

describe('the links of a mail', () => {
  it('gives the address of each link of the HTML part once, in order, its character references read', () => {
    const html = [
      '<p>Bonjour,</p>',
      '<a href="https://bo.example/order/show/1288?a=1&amp;b=2" style="color:#fff">Voir</a>',
      '<td><a href="https://bo.example/order/show/1288?a=1&amp;b=2">1288</a></td>',
      '<a style="x" href="http://127.0.0.1:4370/order/show/7">7</a>',
    ].join('\n');
    expect(mailLinks(html)).toEqual([
      'https://bo.example/order/show/1288?a=1&b=2',
      'http://127.0.0.1:4370/order/show/7',
    ]);
  });

  it('links no address the mail only writes as text: a name someone typed is no link', () => {
    const html = '<p>Bonjour Jean https://evil.example/login,</p><p>Voir : http://phish.example/x</p>';
    expect(mailLinks(html)).toEqual([]);
  });

  it('gives no link whose secret the outbox masked, nor another scheme', () => {
    const html = [
      '<a href="http://bo.example/change-password/***/7">Choisir</a>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="mailto:a@b.c">x</a>',
    ].join('');
    expect(mailLinks(html)).toEqual([]);
  });
});
