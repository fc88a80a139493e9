#!/usr/bin/env node
/*
 * npm run lighthouse [-- --no-build --runs 3]: Lighthouse performance and accessibility (mobile preset, its default)
 * of /login, and of /home and /admin signed in as the admin, median of --runs runs per page (never part of npm test; it asserts
 * nothing: on a shared machine the scores are noisy). It builds the app and the server into private folders (with
 * --no-build it uses dist/ and dist-server/ as `npm run build` left them, or --dist DIR --dist-server DIR; --h2 audits
 * over HTTPS and HTTP/2, through scripts/lib/h2Front.mjs) and starts the server on a free port with a
 * fresh database, or audits BASE_URL when given; --save-dir DIR keeps each run's Lighthouse JSON there. Progress goes to stderr (with the largest layout shifts of a run whose
 * CLS reaches 0.1), the table to stdout.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp, signInThroughApi, startAppServer } from './lib/appServer.mjs';
import { startH2Front } from './lib/h2Front.mjs';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'save-dir': { type: 'string' },
    dist: { type: 'string' },
    h2: { type: 'boolean', default: false },
    'dist-server': { type: 'string' },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number');
const ADMIN = { email: 'admin@demo.com', password: 'admin' };
const HOST = '127.0.0.1';
const say = (line) => process.stderr.write(`${line}\n`);

const own = `-lh-${process.pid}`; // inside the repository, so the builds find node_modules
// --dist and --dist-server name builds made elsewhere (to compare two of them); they imply --no-build.
if (args.dist || args['dist-server']) args['no-build'] = true;
const DIST = resolve(args.dist ?? (args['no-build'] ? 'dist' : `dist${own}`));
const DIST_SERVER = resolve(args['dist-server'] ?? (args['no-build'] ? 'dist-server' : `dist-server${own}`));
let chrome;
process.on('exit', () => {
  chrome?.process?.kill('SIGKILL');
  if (!args['no-build']) for (const dir of [DIST, DIST_SERVER]) rmSync(dir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/**
 * Signs in inside the audited browser: the tokens go to that origin's local storage, the HTTP cache is emptied so
 * the audit loads cold. The page opened is the health check, so no app code runs meanwhile.
 */
async function signIn(base, port) {
  const browser = await chromium.connectOverCDP(`http://${HOST}:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/v1/health`);
    await signInThroughApi(page, ADMIN);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close(); // over CDP this only disconnects
  }
}

/** One Lighthouse run; the figures this script reports. */
async function audit(url, port, signedIn) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: signedIn,
  };
  const { lhr } = await lighthouse(url, flags);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (args['save-dir']) {
    mkdirSync(args['save-dir'], { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(resolve(args['save-dir'], name), JSON.stringify(lhr));
  }
  const numeric = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: requests.filter((request) => request.resourceType === 'Script').length,
    finalUrl: lhr.finalDisplayedUrl,
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .filter((item) => item.score >= 0.005 && item.node)
      .map((item) => `${item.score.toFixed(3)} ${item.node.selector ?? item.node.nodeLabel}`),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

let base = process.env.BASE_URL?.replace(/\/$/, '');
if (!base) {
  if (!args['no-build']) buildApp({ dist: DIST, distServer: DIST_SERVER });
  ({ base } = await startAppServer({ dist: DIST, distServer: DIST_SERVER }));
}
// --h2: through an HTTPS front speaking HTTP/2, as a TLS-terminating proxy serves the app in production.
if (args.h2) ({ base } = await startH2Front(base));
say(`auditing ${base}, ${RUNS} run(s) per page`);
chrome = await launch({
  chromePath: '/usr/bin/chromium',
  // The front's certificate is self-signed, made for this run.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...(args.h2 ? ['--ignore-certificate-errors'] : [])],
});

const pages = [
  { path: '/login', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/admin', signedIn: true },
];
const rows = [];
try {
  for (const { path, signedIn } of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      // Lighthouse's own storage reset would sign out; a signed-in run keeps storage and starts from an empty cache.
      if (signedIn) await signIn(base, chrome.port);
      const result = await audit(`${base}${path}`, chrome.port, signedIn);
      if (new URL(result.finalUrl).pathname !== path) throw new Error(`${path} ended on ${result.finalUrl}`);
      say(
        `${path} run ${run}: performance ${result.performance}, accessibility ${result.accessibility}, CLS ${result.cls.toFixed(3)}`,
      );
      if (result.cls >= 0.1) for (const shift of result.shifts.slice(0, 5)) say(`  layout shift ${shift}`);
      runs.push(result);
    }
    const of = (key) => median(runs.map((result) => result[key]));
    const scores = runs.map((result) => result.performance);
    rows.push([
      path,
      `${of('performance')} (${Math.min(...scores)}–${Math.max(...scores)})`,
      of('accessibility'),
      seconds(of('fcp')),
      seconds(of('lcp')),
      `${Math.round(of('tbt'))} ms`,
      of('cls').toFixed(3),
      of('scripts'),
    ]);
  }
} finally {
  await chrome.kill();
  chrome = undefined;
}

const header = ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'script requests'];
console.log(`Lighthouse, mobile preset, median of ${RUNS} run(s) (performance range in brackets)`);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
process.exit(0);
