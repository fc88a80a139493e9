// Takes screenshots of app paths for a human to look at: node scripts/screenshot.mjs /home [/other ...]
// Options via env: SKIN=dark LAYOUT=horizontal RTL=1 ROLE=admin|client|owner|editor|viewer|content|none WIDTH=1440
// HEIGHT=900 OUT=/tmp/shots. `/` shows where the role lands.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const out = process.env.OUT ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const width = Number(process.env.WIDTH ?? 1440);
const page = await browser.newPage({ viewport: { width, height: Number(process.env.HEIGHT ?? 900) } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
const role = process.env.ROLE ?? 'admin';
await page.addInitScript(
  ({ skin, layout, rtl }) => {
    const s = JSON.parse(localStorage.getItem('layoutSettings') ?? '{}');
    localStorage.setItem('layoutSettings', JSON.stringify({ ...s, layoutType: layout, rtl }));
    localStorage.setItem('skin', skin);
  },
  { skin: process.env.SKIN ?? 'light', layout: process.env.LAYOUT ?? 'vertical', rtl: process.env.RTL === '1' },
);
if (role !== 'none') {
  // A real sign-in through the demo API, so the token-checked endpoints answer.
  await page.goto(`${base}/pages/miscellaneous/under-maintenance`);
  await page.waitForFunction(() => Array.isArray(globalThis.__ROUTE_PATHS__));
  await page.evaluate(
    async (credentials) => {
      const response = await fetch('/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      const { userData, accessToken, refreshToken } = await response.json();
      localStorage.setItem('userData', JSON.stringify(userData));
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('refreshToken', refreshToken);
    },
    { email: `${role}@demo.com`, password: role },
  );
}
for (const path of process.argv.slice(2)) {
  await page.goto(base + path);
  // Not 'networkidle': the live updates' event stream keeps a request open.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  const file = `${out}/${role}-${width}-${process.env.SKIN ?? 'light'}-${process.env.LAYOUT ?? 'vertical'}${path.replaceAll('/', '_') || '_'}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
  console.log(file);
}
await browser.close();
