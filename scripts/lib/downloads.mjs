// What a user downloads, measured in headless Chromium against the production server: every script fetched (the
// demo API's service worker included when it starts), deduplicated by address, sized as gzip like the chunk report.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startAppServer } from './appServer.mjs';

const ADMIN = { email: 'admin@demo.com', password: 'admin' };
const isScript = (response) => {
  const type = response.request().resourceType();
  return type === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
};

/** Records every script response of a browser context from now on; `settle()` waits for the bodies read so far. */
function recordScripts(context) {
  const seen = new Map();
  const pending = [];
  const onResponse = (response) => {
    if (!isScript(response) || seen.has(response.url())) return;
    seen.set(response.url(), 0);
    pending.push(response.body().then((body) => seen.set(response.url(), gzipSync(body).length), () => seen.delete(response.url())));
  };
  context.on('response', onResponse);
  return {
    async settle() {
      while (pending.length) await pending.shift();
      return { bytes: [...seen.values()].reduce((a, b) => a + b, 0), files: seen.size, urls: [...seen.keys()] };
    },
    stop: () => context.off('response', onResponse),
  };
}

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
export async function measureDownloads({ dist, distServer, executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) {
  const server = await startAppServer({ dist, distServer });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const signIn = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    let recorder = recordScripts(signIn);
    let page = await signIn.newPage();
    await page.goto(`${server.base}/login`);
    await signInForm(page);
    recorder.stop();
    const signInPage = await recorder.settle();
    await signIn.close();

    const journey = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    recorder = recordScripts(journey);
    page = await journey.newPage();
    await page.goto(`${server.base}/login`);
    const email = await signInForm(page);
    await email.fill(ADMIN.email);
    await page.getByLabel(/password/i).first().fill(ADMIN.password);
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
