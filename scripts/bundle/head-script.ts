/**
 * A script of index.html's own, as a file of the build: the Content-Security-Policy runs no inline script
 * (scripts/bundle/content-security-policy.ts). The file is named after its content, so a browser may keep
 * it as long as the build's other files (scripts/static-server.ts), and is added at the end of the page's
 * head (or of its body). The demo's early backend worker (vite.config.ts), the signed-in pages' preload
 * (scripts/bundle/first-screen-preload.ts) and the reopened page's frame (scripts/bundle/remembered-frame-script.ts)
 * are such scripts.
 */
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

export interface HeadScript {
  /** The file's name before its hash: `demo-worker-start`. */
  readonly name: string;
  readonly source: string;
  /**
   * Loaded without holding the page up, run whenever it arrives; otherwise a classic script, which runs
   * before the app's modules.
   */
  readonly async?: boolean;
  /**
   * At the end of the body instead, after `#root`: a classic script there runs once the page's markup is parsed
   * and before the app's modules (which wait for the whole page), so it can draw into `#root` first.
   */
  readonly atBodyEnd?: boolean;
}

/** The first statement of a script's function: it returns unless a session is stored under `sessionKey`. */
export const returnWithoutSession = (sessionKey: string) =>
  `try{if(!localStorage.getItem(${JSON.stringify(sessionKey)}))return}catch(e){return}`;

/** A build plugin named `plugin` that adds the script `script` makes of the bundle and the base, if any. */
export function headScript(
  plugin: string,
  script: (bundle: Rollup.OutputBundle, base: string) => HeadScript | null,
): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: plugin,
    apply: 'build',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const wanted = ctx.bundle ? script(ctx.bundle, base) : null;
        if (!wanted) return html;
        const source = `${wanted.source}\n`;
        const fileName = `${assetsDir}/${wanted.name}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        // Called as the bundle is written: this is Rollup's plugin context, which can add a file.
        const context = this as unknown as {
          emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
        };
        context.emitFile({ type: 'asset', fileName, source });
        const tag = `<script${wanted.async ? ' async' : ''} src="${base}${fileName}"></script>`;
        return wanted.atBodyEnd
          ? html.replace('</body>', `    ${tag}\n  </body>`)
          : html.replace('</head>', `    ${tag}\n  </head>`);
      },
    },
  };
}
