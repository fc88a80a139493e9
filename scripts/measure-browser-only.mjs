#!/usr/bin/env node
/*
 * node scripts/measure-browser-only.mjs [--dist dist-browser] [--runs 3]: the browser-only build (npm run
 * build:browser) on a static server, each run in a fresh browser profile: when the sign-in form can be used, when a
 * sign-in typed at once lands on /home (PGlite downloads, starts, migrates and seeds in the page first), and the bytes
 * sent until then; then a reload of /home on the stored database. Medians; it asserts nothing.
 */
/* global window -- used in the page */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { freePort } from './lib/freePort.mjs';
import { noteFormShown } from './lib/downloads.mjs';

const { values: args } = parseArgs({
  options: { dist: { type: 'string', default: 'dist-browser' }, runs: { type: 'string', default: '3' } },
});
if (!existsSync(`${args.dist}/index.html`)) {
  console.error(`No build in ${args.dist}: run npm run build:browser first.`);
  process.exit(1);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const port = await freePort('127.0.0.1');
const preview = spawn('npx', ['vite', 'preview', '--outDir', args.dist, '--port', String(port), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
});
const base = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries += 1) {
  if (
    await fetch(base).then(
      (answer) => answer.ok,
      () => false,
    )
  )
    break;
  if (tries > 100) throw new Error('vite preview did not start');
  await new Promise((done) => setTimeout(done, 200));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = { form: [], signedIn: [], megabytes: [], reload: [] };
try {
  for (let run = 0; run < Number(args.runs); run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(noteFormShown);
    let sent = 0;
    context.on('requestfinished', (request) =>
      request.sizes().then(
        (sizes) => (sent += sizes.responseBodySize + sizes.responseHeadersSize),
        () => {},
      ),
    );
    const page = await context.newPage();
    const opened = Date.now();
    await page.goto(`${base}/login`);
    const shownAt = await (await page.waitForFunction(() => window.__signInFormShownAt)).jsonValue();
    rows.form.push(shownAt - opened);
    await page.getByRole('textbox', { name: /e-?mail/i }).fill('admin@demo.com');
    await page
      .getByLabel(/password/i)
      .first()
      .fill('admin');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/home', { timeout: 120_000 });
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
    rows.signedIn.push(Date.now() - opened);
    rows.megabytes.push(sent / 1e6);
    const reloaded = Date.now();
    await page.reload();
    await page.locator('main a[href="/admin"]').first().waitFor({ timeout: 60_000 });
    rows.reload.push(Date.now() - reloaded);
    await context.close();
  }
} finally {
  await browser.close();
  process.kill(-preview.pid);
}
console.log(`Browser-only build (${args.dist}), fresh profile, median of ${args.runs}:`);
console.log(`- sign-in form usable: ${Math.round(median(rows.form))} ms`);
console.log(
  `- signed in on /home (database downloaded, started, migrated, seeded): ${Math.round(median(rows.signedIn))} ms`,
);
console.log(`- sent until then: ${median(rows.megabytes).toFixed(1)} MB`);
console.log(`- reload of /home on the stored database, area cards shown: ${Math.round(median(rows.reload))} ms`);
