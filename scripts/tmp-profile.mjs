/* global window */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { signInThroughApi, startAppServer } from './lib/appServer.mjs';
const server = await startAppServer({ dist: 'dist', distServer: 'dist-server' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${server.base}/login`);
  await signInThroughApi(page, { email: 'admin@demo.com', password: 'admin' });
  await page.goto('about:blank');
  await context.addInitScript(() => { window.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 1) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.base}${process.env.P ?? '/admin'}`);
  await page.waitForTimeout(4000); await page.screenshot({ path: '/tmp/shots/prof.png' });
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/admin.cpuprofile', JSON.stringify(profile));
  const res = await page.evaluate(() => ({
    tasks: window.__longTasks,
    res: performance.getEntriesByType('resource').filter(r => r.initiatorType !== 'script' || true).map(r => [Math.round(r.startTime), Math.round(r.responseEnd), r.initiatorType, r.name.replace(location.origin, '').slice(0, 60)]).filter(r => !r[3].startsWith('data:')),
    marks: performance.getEntriesByType('paint').map(p => [p.name, Math.round(p.startTime)]),
  }));
  console.log(JSON.stringify(res.tasks)); console.log(res.marks);
  for (const r of res.res) if (!r[3].startsWith('/assets/') || r[1] > 300) console.log(r.join(' '));
} finally { await browser.close(); await server.stop(); }
