import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, contentSecurityPolicyPlugin, policyOfPage } from './content-security-policy';

/** One directive's sources. */
const sources = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1) ?? [];

/** The plugin's index.html transform, as the build runs it. */
function transform(html: string, options: Parameters<typeof contentSecurityPolicyPlugin>[0]): string {
  const hook = contentSecurityPolicyPlugin(options).transformIndexHtml as {
    handler: (html: string) => string;
  };
  return hook.handler(html);
}

describe('the Content-Security-Policy of the builds', () => {
  it('runs no inline script and no eval, in the demo and in production', () => {
    for (const options of [{ demo: true }, { demo: false, apiUrl: 'https://api.example.com' }]) {
      const policy = contentSecurityPolicy(options);
      expect(sources(policy, 'script-src')).toEqual(["'self'"]);
      expect(policy).not.toContain('unsafe-eval');
      expect(sources(policy, 'object-src')).toEqual(["'none'"]);
      expect(sources(policy, 'base-uri')).toEqual(["'self'"]);
    }
  });

  it('lets a production build connect to its API’s origin only, and start its own offline worker only', () => {
    const policy = contentSecurityPolicy({ demo: false, apiUrl: 'https://api.example.com/v2/' });
    expect(sources(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(sources(policy, 'worker-src')).toEqual(["'self'"]);
  });

  it('lets the demo run its backend workers and service worker, on its own origin', () => {
    const policy = contentSecurityPolicy({ demo: true });
    expect(sources(policy, 'connect-src')).toEqual(["'self'"]);
    expect(sources(policy, 'worker-src')).toEqual(["'self'"]);
  });

  it('writes the policy first in the page, with the hash of its style element', () => {
    const style = '.boot{display:flex}';
    const html = transform(
      `<html><head><meta charset="UTF-8" /><style>${style}</style><script type="module" src="/a.js"></script></head></html>`,
      { demo: true },
    );
    const policy = policyOfPage(html);
    expect(policy).toBe(
      contentSecurityPolicy({
        demo: true,
        styleHashes: [`'sha256-${createHash('sha256').update(style).digest('base64')}'`],
      }),
    );
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style>'));
    expect(sources(policy ?? '', 'style-src-elem')).toHaveLength(2);
  });

  it('fails the build when index.html holds an inline script', () => {
    expect(() =>
      transform('<html><head><meta charset="UTF-8" /><script>window.x = 1</script></head></html>', { demo: true }),
    ).toThrow(/inline script/);
    expect(() =>
      transform('<html><head><meta charset="UTF-8" /><script src="/a.js">alert(1)</script></head></html>', {
        demo: true,
      }),
    ).toThrow(/inline script/);
  });
});
