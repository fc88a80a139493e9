#!/usr/bin/env node
/*
 * node scripts/measure-blocking.mjs [--dist DIR --dist-server DIR] [--runs 5] [--cpu 4] [paths…]: how long the main
 * thread is blocked while a signed-in reload of each path (default /home and /admin) renders, with the CPU slowed
 * like Lighthouse's mobile preset. Blocking time is the sum over long tasks of their time beyond 50 ms (Lighthouse's
 * TBT), counted from navigation until the page's main content has been shown and the network has gone quiet. Median
 * of --runs per path, with when the page first asked the API for its data; it asserts nothing (timings are reported,
 * never tested). Builds must exist (npm run build).
 */
/* global window -- used in the page */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { signInThroughApi, startAppServer } from './lib/appServer.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string', default: 'dist' },
    'dist-server': { type: 'string', default: 'dist-server' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
  },
});
const paths = positionals.length ? positionals : ['/home', '/admin'];
const RUNS = Number(args.runs);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** In the page from its first script: every long task, kept for the measurement. */
const observeLongTasks = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

const server = await startAppServer({ dist: args.dist, distServer: args['dist-server'] });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const rows = [];
  for (const path of paths) {
    const blocking = [];
    const longest = [];
    const counts = [];
    const asked = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await page.goto(`${server.base}/login`);
      await signInThroughApi(page, { email: 'admin@demo.com', password: 'admin' });
      await page.goto('about:blank');
      await context.addInitScript(observeLongTasks);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.cpu) });
      await page.goto(`${server.base}${path}`);
      await page.locator('main h1, main h2').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const tasks = await page.evaluate(() => window.__longTasks);
      blocking.push(tasks.reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0));
      longest.push(Math.max(0, ...tasks.map(([, duration]) => duration)));
      counts.push(tasks.length);
      // When the page first asked the API for its data (home's counts, a list's page), from navigation.
      asked.push(
        await page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .find((entry) => /\/v1\/(?!auth\/)/.test(new URL(entry.name).pathname))?.startTime ?? NaN,
        ),
      );
      await context.close();
    }
    rows.push(
      `| ${path} | ${Math.round(median(blocking))} ms (${Math.round(Math.min(...blocking))}–${Math.round(Math.max(...blocking))}) | ${Math.round(median(longest))} ms | ${median(counts)} | ${Math.round(median(asked))} ms |`,
    );
  }
  console.log(`Main-thread blocking on a signed-in reload, CPU ×${args.cpu}, median of ${RUNS}`);
  console.log('| page | blocking time (range) | longest task | long tasks | data asked at |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await server.stop();
}
