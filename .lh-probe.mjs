// Scratch: failing Lighthouse accessibility audits of BASE pages (not committed).
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const base = process.env.BASE_URL;
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
async function signIn() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${base}/v1/health`);
  await page.evaluate(async () => {
    const r = await fetch('/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
    const { userData, accessToken, refreshToken } = await r.json();
    localStorage.setItem('userData', JSON.stringify(userData)); localStorage.setItem('accessToken', accessToken); localStorage.setItem('refreshToken', refreshToken);
  });
  await page.close(); await browser.close();
}
for (const [path, signedIn] of [['/login', false], ['/home', true], ['/admin', true]]) {
  if (signedIn) await signIn();
  const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], disableStorageReset: signedIn });
  console.log(path, lhr.finalDisplayedUrl, Math.round(lhr.categories.accessibility.score * 100));
  for (const ref of lhr.categories.accessibility.auditRefs) {
    const a = lhr.audits[ref.id];
    if (a.score !== null && a.score < 1 && ref.weight > 0) {
      console.log('  FAIL', ref.id, ref.weight, a.title);
      for (const item of (a.details?.items ?? []).slice(0, 6)) console.log('     ', item.node?.selector, '|', (item.node?.explanation ?? '').replace(/\n/g, ' ').slice(0, 200));
    }
  }
}
await chrome.kill();
process.exit(0);
