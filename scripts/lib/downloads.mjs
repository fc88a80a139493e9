// What a user downloads, measured in headless Chromium against the production server: every script fetched (the
// demo API's service worker included when it starts), deduplicated by address, sized as gzip like the chunk report,
// and as sent (the server's precompressed brotli copy, which is what this browser takes).
/* global window, document, MutationObserver -- used in the page */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startAppServer } from './appServer.mjs';

const ADMIN = { email: 'admin@demo.com', password: 'admin' };
const isScript = (response) => {
  const type = response.request().resourceType();
  return type === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
};

/**
 * Records every script response of a browser context from now on; `settle(until)` waits for the bodies read so far
 * and sums those requested before `until` (epoch ms; all when absent): `bytes` as gzip, `sentBytes` as sent.
 */
function recordScripts(context) {
  const seen = new Map();
  const started = new Map();
  const pending = [];
  const onResponse = (response) => {
    if (!isScript(response) || seen.has(response.url())) return;
    seen.set(response.url(), { gzip: 0, sent: 0 });
    started.set(response.url(), response.request().timing().startTime);
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => seen.set(response.url(), { gzip: gzipSync(body).length, sent: sizes.responseBodySize }),
        () => seen.delete(response.url()),
      ),
    );
  };
  context.on('response', onResponse);
  return {
    async settle(until = Infinity) {
      while (pending.length) await pending.shift();
      const counted = [...seen].filter(([url]) => started.get(url) <= until);
      return {
        bytes: counted.reduce((total, [, { gzip }]) => total + gzip, 0),
        sentBytes: counted.reduce((total, [, { sent }]) => total + sent, 0),
        files: counted.length,
        urls: counted.map(([url]) => url),
      };
    },
    stop: () => context.off('response', onResponse),
  };
}

/**
 * Notes in the page the moment the sign-in form can be used (its e-mail field and enabled submit button), so what
 * the page fetches afterwards while idle (the admin, prefetched) is not counted as needed for the form.
 */
export const noteFormShown = () => {
  const observer = new MutationObserver(() => {
    // Usable once its button is enabled: the prerendered form (scripts/prerender-plugin.ts) shows before the scripts
    // arrive, with the button disabled until they hydrate it.
    const submit = document.querySelector('form button[type="submit"]');
    if (document.querySelector('form input[type="email"]') && submit && !submit.disabled) {
      window.__signInFormShownAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
};

async function signInForm(page) {
  const email = page.getByRole('textbox', { name: /e-?mail/i });
  await email.waitFor();
  await page.getByRole('button', { name: /sign in/i }).waitFor();
  return email;
}

/**
 * Two cold journeys, each in a fresh browser context: the sign-in form until it can be used; then from a cold sign-in
 * page, through signing in, to the administrators list with its rows (opened from the menu, as a user does).
 */
export async function measureDownloads({
  dist,
  distServer,
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
}) {
  const server = await startAppServer({ dist, distServer });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const signIn = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signIn.addInitScript(noteFormShown);
    let recorder = recordScripts(signIn);
    let page = await signIn.newPage();
    await page.goto(`${server.base}/login`);
    await signInForm(page);
    const shownAt = await (await page.waitForFunction(() => window.__signInFormShownAt)).jsonValue();
    recorder.stop();
    const signInPage = await recorder.settle(shownAt);
    await signIn.close();

    const journey = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    recorder = recordScripts(journey);
    page = await journey.newPage();
    await page.goto(`${server.base}/login`);
    const email = await signInForm(page);
    await email.fill(ADMIN.email);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/home');
    await page.locator('nav a[href="/admin"]').first().click();
    await page.waitForURL('**/admin');
    await page.locator('table tbody tr, [data-testid="phone-list"] li').first().waitFor();
    const firstList = await recorder.settle();
    recorder.stop();
    await journey.close();
    return { signInPage, firstList };
  } finally {
    await browser.close();
    await server.stop();
  }
}
