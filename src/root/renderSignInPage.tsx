import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import createEmotionServer from '@emotion/server/create-instance';
import { ltrCache } from '@/theme/ThemeRoot';
import { signInPages } from '@/features/pages/auth/signInPages';
import { createSignInI18n } from '@/i18n/signInI18n';
import { renderAt } from '@/routes/browserNavigation';
import { App } from './App';
import { firstRenderSignature } from './prerenderedSignIn';

export { PRERENDERED_PATHS } from './prerenderedSignIn';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** MUI's styles for that markup, as emotion's `<style data-emotion>` tags the browser's cache takes over. */
  styles: string;
  /** What the page was rendered with (src/root/prerenderedSignIn.ts), for #root's `data-rendered-with`. */
  signature: string;
  /** The document's title, as the page sets it once it runs (src/routes/useDocumentTitle.ts). */
  title: string;
}

/** "Sign in | <app>": the page's title and the app's name, in the language the page is rendered in. */
function titleOf(path: string): string {
  const { translate } = createSignInI18n();
  const page = signInPages.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is not a sign-in page`);
  return `${translate(page.title)} | ${translate('app.name')}`;
}

/**
 * Build time only (scripts/prerender-plugin.ts, in Node with empty storage): a sign-in page rendered as the browser's
 * first render would render it, through the same <App>, at `path` instead of the window's location. The prerender
 * waits for the lazy screen, so the HTML holds the finished form.
 */
export async function renderSignInPage(path: string): Promise<RenderedPage> {
  const emotion = createEmotionServer(ltrCache);
  renderAt(path);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, signature: firstRenderSignature(), title: titleOf(path) };
}
