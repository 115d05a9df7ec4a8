/**
 * The Content-Security-Policy of the demo and production builds (docs/demo-backend.md#security-headers):
 * written into the built index.html as a `<meta http-equiv>` (vite.config.ts), and sent as a header,
 * with what a `<meta>` cannot carry, by the project's static server (scripts/static-server.ts).
 * No inline script may run: every script is a file of the build.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface PolicyOptions {
  /** The in-browser demo: its mock backend runs in workers and behind a service worker. */
  readonly demo: boolean;
  /** The API's base URL of a production build (VITE_API_URL): its origin is where the app connects. */
  readonly apiUrl?: string | undefined;
  /** The hashes (`'sha256-…'`) of the `<style>` elements index.html holds. */
  readonly styleHashes?: readonly string[];
}

/** The origin of the API's base URL, or none for a relative one (the app's own origin). */
function apiOrigin(apiUrl: string | undefined): string | null {
  if (!apiUrl) return null;
  try {
    return new URL(apiUrl).origin;
  } catch {
    return null;
  }
}

/** The policy, directive by directive, as a `<meta http-equiv>` may carry it. */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const api = apiOrigin(options.apiUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Files of the build only: no inline script, no eval.
    'script-src': ["'self'"],
    // Blueprint (popovers, overlays, the table) and the charts set `style` attributes from code
    // (positions, sizes), which a policy can only allow with 'unsafe-inline': it is allowed for
    // attributes alone where the browser knows `style-src-attr`. Style elements are the build's
    // stylesheet and index.html's own (by hash); 'unsafe-inline' in `style-src` is only the
    // fallback of browsers without the finer directives.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", ...(options.styleHashes ?? [])],
    'style-src-attr': ["'unsafe-inline'"],
    // Blueprint's stylesheet draws some controls with data: SVGs.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // The API: the demo's is served by its service worker on the app's own origin.
    'connect-src': ["'self'", ...(api && !options.demo ? [api] : [])],
    // Files of the build only: the demo's backend (a shared or dedicated worker, which writes XLSX exports in its
    // own thread) and its service worker; in production the offline page's service worker (public/offline-worker.js).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** What the header adds to the `<meta>` policy: directives a `<meta>` cannot carry. */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";

const META = /<meta\s+http-equiv=["']Content-Security-Policy["']\s+content="([^"]*)"\s*\/?>/i;

/** The policy a built page carries in its `<meta http-equiv>`, or null. */
export function policyOfPage(html: string): string | null {
  return (
    META.exec(html)?.[1]
      ?.replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&') ?? null
  );
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Writes the policy into the built index.html (the last transform, once every tag is in), after
 * checking that it holds no inline script: a build that would need one fails here.
 */
export function contentSecurityPolicyPlugin(options: Omit<PolicyOptions, 'styleHashes'>): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
          if (!/\bsrc\s*=/.test(match[1] ?? '') || (match[2] ?? '').trim()) {
            throw new Error(
              `index.html holds an inline script, which the Content-Security-Policy refuses: ${match[0]}`,
            );
          }
        }
        const styleHashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1] ?? ''));
        const policy = contentSecurityPolicy({ ...options, styleHashes });
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" />`;
        // First in <head> after the charset: the policy covers everything the page loads.
        return html.replace(/(<meta\s+charset=[^>]*>)/i, `$1\n    ${meta}`);
      },
    },
  };
}
