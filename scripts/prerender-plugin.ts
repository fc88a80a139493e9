import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, PluginOption, ResolvedConfig } from 'vite';
import type * as RenderEntry from '../src/root/renderSignInPage.tsx';
import { createAppSsrServer, withEmptyStorage } from './lib/appSsrServer.ts';

/** Marks the end of the prerendered markup, after #root (React owns what is inside). */
const END = 'prerendered-end';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * After the app is built, renders the sign-in pages (src/root/prerenderedSignIn.ts: PRERENDERED_PATHS) to HTML with
 * react-dom/static, in English, light, default layout, and writes each as `<outDir><path>.html` (`login.html`: a file,
 * not a folder, so hosts never redirect to `/login/`): the built index.html with the markup inside #root and MUI's
 * styles in the head. The server (server/http/static.ts) sends it for that path, as static hosts with clean URLs do, so
 * the form paints before any script runs; src/main.tsx hydrates it. The render goes
 * through a Vite server in SSR mode with `plugins` (the virtual modules the pages import).
 */
export function prerenderPlugin(plugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // A failed build wrote no page to render from (it runs all the same): its own error is the one to read.
      if (!existsSync(join(outDir, 'index.html'))) return;
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      const server = await createAppSsrServer(config, plugins());
      await withEmptyStorage(async () => {
        const { renderSignInPage, PRERENDERED_PATHS } = (await server.ssrLoadModule(
          '/src/root/renderSignInPage.tsx',
        )) as typeof RenderEntry;
        for (const path of PRERENDERED_PATHS) {
          const page = await renderSignInPage(path);
          // React puts the preloads it found (the logo) before the markup; they belong in the head.
          const [, hints = '', markup = page.html] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(page.html) ?? [];
          const signature = escapeAttribute(page.signature);
          const root = `<div id="root" data-prerendered="${path}" data-rendered-with="${signature}">`;
          const html = index
            // The page paints without its scripts, so they need not outrun the HTML and the logo (nor should Lighthouse
            // count them as blocking the first paint, as it does every high-priority script). Chromium keeps
            // modulepreload at high priority, so the entry's chunks are preloaded as scripts (still fetched at once).
            .replace('<script type="module"', '<script type="module" fetchpriority="low"')
            .replace(
              /<link rel="modulepreload" crossorigin/g,
              '<link rel="preload" as="script" crossorigin fetchpriority="low"',
            )
            // The browser paints nothing until the whole form is parsed (`rel=expect`): a slow parse shown in parts
            // would move the centred form as each part arrives.
            .replace('</head>', `${hints}${page.styles}<link rel="expect" href="#${END}" blocking="render"></head>`)
            .replace('<div id="root"></div>', `${root}${markup}</div><template id="${END}"></template>`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
          if (!html.includes(markup) || markup.includes('<script'))
            throw new Error(`prerender ${path}: index.html has no empty #root, or the markup holds a script`);
          writeFileSync(join(outDir, `${path}.html`), html);
        }
      }).finally(() => server.close());
    },
  };
}
