/* global window, document, indexedDB, PopStateEvent -- used in page.evaluate callbacks, which run in the browser */
// Measures a generated list with 10,000 records in the browser: the time to the first page, to apply a filter and to
// apply a sort (each until the rows on screen are the new ones). Run against a served build:
//   npx vite build --outDir dist-res && npx vite preview --outDir dist-res --port 4205 &
//   BASE_URL=http://localhost:4205 node scripts/measure-list.mjs
// Options via env: RECORDS=10000 RUNS=3 AREA=user
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const records = Number(process.env.RECORDS ?? 10_000);
const runs = Number(process.env.RUNS ?? 3);
const area = process.env.AREA ?? 'user';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('pageerror', (error) => console.error('page error:', error.message));

async function signIn() {
  await page.goto(`${base}/pages/miscellaneous/under-maintenance`);
  await page.waitForFunction(() => Array.isArray(window.__ROUTE_PATHS__));
  await page.evaluate(async () => {
    const response = await fetch('/v1/auth/login', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    const { userData, accessToken, refreshToken } = await response.json();
    localStorage.setItem('userData', JSON.stringify(userData));
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  });
}

/** Grows the area to `records` rows in the demo database's saved snapshot (IndexedDB), which the next load opens. */
async function seed() {
  // One write makes the app save a snapshot of every collection.
  await page.evaluate(async (name) => {
    const token = localStorage.getItem('accessToken');
    const response = await fetch(`/v1/${name}?range=[0,0]`, { headers: { Authorization: `Bearer ${token}` } });
    const [first] = await response.json();
    // The API ignores the id and timestamps in the body.
    await fetch(`/v1/${name}/${first.id}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(first) });
  }, area);
  await page.waitForTimeout(1000);
  const total = await page.evaluate(async ({ name, count }) => {
    const open = () => new Promise((resolve, reject) => {
      const request = indexedDB.open('demo-data', 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const db = await open();
    const read = () => new Promise((resolve, reject) => {
      const request = db.transaction('snapshots').objectStore('snapshots').get('current');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const snapshot = await read();
    const rows = snapshot.data[name];
    const template = rows.map((row) => ({ ...row }));
    const statuses = ['active', 'inactive', 'pending'];
    for (let id = rows.length + 1; rows.length < count; id++) {
      const copy = { ...template[id % template.length], id };
      for (const key of ['fullName', 'name', 'title']) if (typeof copy[key] === 'string') copy[key] = `${copy[key]} ${id}`;
      for (const key of ['email', 'username', 'code', 'slug']) if (typeof copy[key] === 'string') copy[key] = `${id}.${copy[key]}`;
      if ('status' in copy && name === 'user') copy.status = statuses[id % 3];
      rows.push(copy);
    }
    await new Promise((resolve, reject) => {
      const request = db.transaction('snapshots', 'readwrite').objectStore('snapshots').put(snapshot, 'current');
      request.onsuccess = resolve;
      request.onerror = () => reject(request.error);
    });
    db.close();
    return rows.length;
  }, { name: area, count: records });
  return total;
}

const firstRowText = () => page.locator('tbody tr').first().innerText();
const totalText = () => page.locator('.MuiTablePagination-displayedRows').innerText();

async function measure() {
  const started = Date.now();
  await page.goto(`${base}/${area}`);
  await page.locator('tbody tr').first().waitFor();
  const coldFirstPage = Date.now() - started;

  await page.goto(`${base}/home`);
  await page.locator('#root > *').first().waitFor();
  const navStart = Date.now();
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/${area}`);
  await page.locator('tbody tr').first().waitFor();
  const inAppFirstPage = Date.now() - navStart;

  const beforeFilter = await totalText();
  const filterStart = Date.now();
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await page.waitForFunction((before) => document.querySelector('.MuiTablePagination-displayedRows')?.textContent !== before, beforeFilter);
  const filter = Date.now() - filterStart;

  const beforeSort = await firstRowText();
  const sortStart = Date.now();
  await page.locator('thead [data-field="email"]').click();
  await page.waitForFunction((before) => document.querySelector('tbody tr')?.textContent !== before && !document.querySelector('[role="progressbar"]'), beforeSort.replace(/\t/g, ''));
  const sort = Date.now() - sortStart;

  const api = await page.evaluate(async (name) => {
    const token = localStorage.getItem('accessToken');
    const headers = { Authorization: `Bearer ${token}` };
    const time = async (query) => {
      const start = performance.now();
      const response = await fetch(`/v1/${name}?${query}`, { headers });
      await response.json();
      return performance.now() - start;
    };
    return {
      page: await time('range=[0,9]&sort=["fullName","ASC"]&filter={}'),
      filter: await time('range=[0,9]&sort=["fullName","ASC"]&filter={"status":"inactive"}'),
      search: await time('range=[0,9]&sort=["fullName","ASC"]&filter={"q":"smith"}'),
      sort: await time('range=[0,9]&sort=["email","DESC"]&filter={}'),
    };
  }, area);
  // Leave the list as it was for the next run.
  await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('listParams')).forEach((key) => localStorage.removeItem(key)));
  return { coldFirstPage, inAppFirstPage, filter, sort, api };
}

try {
  await signIn();
  const total = await seed();
  await page.reload();
  console.log(`${area}: ${total} records`);
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const result = await measure();
    results.push(result);
    const api = Object.entries(result.api).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
    console.log(`run ${run}: first page ${result.coldFirstPage} ms (cold load), ${result.inAppFirstPage} ms (in-app); filter ${result.filter} ms; sort ${result.sort} ms; API alone: ${api} ms`);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`median: first page ${median(results.map((r) => r.coldFirstPage))} ms cold / ${median(results.map((r) => r.inAppFirstPage))} ms in-app; ` +
    `filter ${median(results.map((r) => r.filter))} ms; sort ${median(results.map((r) => r.sort))} ms`);
} finally {
  await browser.close();
}
