/* global window, document, MutationObserver, PopStateEvent -- used in page.evaluate callbacks, which run in the browser */
// node scripts/measure-list.mjs [--no-build] [--rows 10000] [--runs 5]: a management list of 10,000 records against
// the production server, in headless Chromium. It builds the app and the server (into dist/ and dist-server/, as
// `npm run size` does; --no-build uses them as they are), starts the server on a fresh embedded database, inserts the
// users with SQL (scripts/lib/benchUsers.mjs), signs in as the administrator, opens the home page and, in each run:
//   - first page: from the home page, the menu's Users link until the list's rows are on screen (an in-app
//     navigation; the first run also fetches the list's code, later runs have it);
//   - typed search: the search box typed into like a person (40 ms a key), from the last key until the rows shown are
//     the matching ones, debounce included; and how long after the last key the list asked the API (the debounce);
//   - choice filter, sort and next page: from the click until the rows shown are the new ones.
// It prints each run and the medians; it asserts nothing (timings vary with the machine). BASE_URL=<server> measures a
// running server as it is (signed in as admin@demo.com, no rows inserted).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildApp, signInThroughApi, startAppServer } from './lib/appServer.mjs';
import { openSql, seedBenchUsers } from './lib/benchUsers.mjs';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    rows: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
const ADMIN = { email: 'admin@demo.com', password: 'admin' };
const AREA = 'user';
const say = (line) => process.stderr.write(`${line}\n`);
const dist = 'dist';
const distServer = 'dist-server';

/** The server to measure: BASE_URL as it is, or a fresh one holding ROWS bench users. */
async function server() {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL, stop: async () => undefined };
  if (!args['no-build']) buildApp({ dist, distServer });
  const work = mkdtempSync(join(tmpdir(), 'measure-list-'));
  const dataDir = join(work, 'pglite');
  // The first start migrates and seeds the demo data; the users go in while it is stopped (one process at a time).
  await (await startAppServer({ dist, distServer, dataDir })).stop();
  const db = await openSql({ dataDir });
  try {
    await seedBenchUsers(db, ROWS, say);
  } finally {
    await db.close();
  }
  const running = await startAppServer({ dist, distServer, dataDir });
  return {
    base: running.base,
    stop: async () => {
      await running.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/*
 * Times are taken in the page, on its own clock: from the event that starts something (the click, the last key
 * typed: its `timeStamp`) to the first moment the rows show the outcome with no progress bar, watched with a
 * MutationObserver. Timing from this script would add the browser protocol's round trips (a few hundred ms when the
 * machine is busy).
 */

/** In the page: notes when the next trusted click or typed input happens. */
function watchInput() {
  window.__lastInput = undefined;
  // Resource timing keeps 250 entries by default; the request looked for is one of the next.
  performance.clearResourceTimings();
  const note = (event) => {
    if (event.isTrusted) window.__lastInput = event.timeStamp;
  };
  document.addEventListener('click', note, { capture: true });
  document.addEventListener('input', note, { capture: true });
}

/** In the page: resolves with the time the list's rows first pass `testSource` (a function's source) and no progress shows. */
function rowsWhen(testSource) {
  const test = new Function(`return (${testSource});`)();
  return new Promise((resolve) => {
    const check = () => {
      const rows = [...document.querySelectorAll('main tbody tr')];
      if (test(rows) && !document.querySelector('main [role="progressbar"]')) {
        observer.disconnect();
        resolve(performance.now());
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    check();
  });
}

/** In the page: when the latest API request with `fragment` in its address started. */
function requestStart(fragment) {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => decodeURIComponent(entry.name).includes(fragment))
    .at(-1)?.startTime;
}

/** A test (for `rowsWhen`) passed once the rows shown are others than those shown now. */
async function rowsOtherThanNow(page) {
  const now = await page.evaluate(() =>
    [...document.querySelectorAll('main tbody tr')].map((row) => row.innerText).join('\n'),
  );
  return new Function(
    'rows',
    `return rows.length > 0 && rows.map((row) => row.innerText).join('\\n') !== ${JSON.stringify(now)}`,
  );
}

/** Watches the rows for `test`, runs `act`, and returns the acting input's time and the rows' time (page clock). */
async function timed(page, test, act) {
  await page.evaluate(watchInput);
  const shown = page.evaluate(rowsWhen, String(test));
  await act();
  const end = await shown;
  return [await page.evaluate(() => window.__lastInput), end];
}

const navigateInApp = (page, path) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Rows of records (each links to its record), not a first load's placeholder rows. */
const recordRows = (rows) => rows.length > 0 && rows.every((row) => row.querySelector('a[href^="/user/"]'));

async function measure(page, run) {
  await navigateInApp(page, '/home');
  await page.locator('main h1').first().waitFor();
  const [clicked, shown] = await timed(page, recordRows, () => page.locator('nav a[href="/user"]').first().click());

  // A term that matches one bench user: "Bench Person <n>".
  const term = `Person ${1000 + 1111 * run}`;
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.click();
  const [lastKey, found] = await timed(
    page,
    new Function(
      'rows',
      `return rows.length === 1 && rows[0].textContent.includes(${JSON.stringify(`Bench ${term}`)})`,
    ),
    () => search.pressSequentially(term, { delay: 40 }),
  );
  const asked = await page.evaluate(requestStart, `"q":"${term}"`);
  await timed(
    page,
    (rows) => rows.length > 1,
    () => search.fill(''),
  );

  const totalBefore = await page.locator('.MuiTablePagination-displayedRows').innerText();
  await page.getByRole('combobox', { name: /^Status/ }).click();
  const [chosen, filtered] = await timed(
    page,
    new Function(
      'rows',
      `return rows.length > 0 && document.querySelector('.MuiTablePagination-displayedRows')?.textContent !== ${JSON.stringify(totalBefore)}`,
    ),
    () => page.getByRole('option', { name: 'Inactive' }).click(),
  );

  const [sortClicked, sorted] = await timed(page, await rowsOtherThanNow(page), () =>
    page.locator('thead').getByText('E-mail', { exact: true }).click(),
  );
  const [nextClicked, nextShown] = await timed(page, await rowsOtherThanNow(page), () =>
    page.getByRole('button', { name: 'Go to next page' }).first().click(),
  );

  // The next run starts from the declared filters and sort: the list keeps what the address says once it has shown
  // it (the unfiltered total again), not when the address changes; leaving earlier would keep the status filter.
  await timed(
    page,
    new Function(
      'rows',
      `return rows.length > 0 && document.querySelector('.MuiTablePagination-displayedRows')?.textContent === ${JSON.stringify(totalBefore)}`,
    ),
    () => navigateInApp(page, '/user?filter=%7B%7D&order=ASC&page=1&perPage=10&sort=fullName'),
  );
  const ms = (from, to) => Math.round(to - from);
  return {
    firstPage: ms(clicked, shown),
    searched: ms(lastKey, found),
    debounce: ms(lastKey, asked),
    filtered: ms(chosen, filtered),
    sorted: ms(sortClicked, sorted),
    nextPage: ms(nextClicked, nextShown),
  };
}

const running = await server();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => say(`page error: ${error.message}`));
  page.on('crash', () => say('the page crashed'));
  page.on('console', (message) => message.type() === 'error' && say(`console: ${message.text()}`));
  await page.goto(`${running.base}/login`);
  await signInThroughApi(page, ADMIN);
  const total = await page.evaluate(async (area) => {
    const response = await fetch(`/v1/${area}?range=[0,0]`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return response.headers.get('Content-Range')?.split('/')[1];
  }, AREA);
  console.log(`${AREA}: ${total} records, server ${running.base}`);
  await page.goto(`${running.base}/home`);
  await page.locator('main h1').first().waitFor();
  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await measure(page, run);
    results.push(result);
    console.log(
      `run ${run}: first page ${result.firstPage} ms${run === 1 ? ' (fetching the list code)' : ''}; ` +
        `typed search ${result.searched} ms after the last key (asked after ${result.debounce} ms); status filter ${result.filtered} ms; sort ${result.sorted} ms; next page ${result.nextPage} ms`,
    );
  }
  const median = (key, from = results) =>
    [...from.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(from.length / 2)];
  const warm = results.length > 1 ? results.slice(1) : results;
  console.log(
    `median: first page ${median('firstPage', warm)} ms (run 1, fetching the list code: ${results[0].firstPage} ms); ` +
      `typed search ${median('searched')} ms after the last key, the list asking after ${median('debounce')} ms; ` +
      `status filter ${median('filtered')} ms; sort ${median('sorted')} ms; next page ${median('nextPage')} ms`,
  );
} finally {
  await browser.close();
  await running.stop();
}
