// The JSON reports `npm test` asks each test runner for (scripts/run-tests.mjs), and what is read back from them: the
// failing tests' names (the bottom of npm test's output) and each file's time (npm run test:times).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * `npm test`'s phases, each an npm script, the quickest first: a failure ends the run before the long ones. The phases
 * of one step run at the same time: the static checks are single-threaded, and `size` (the build, then Chromium) uses
 * the core they leave idle. `size`'s build is the one the PostgreSQL lane's browser test and the browser suite use.
 */
export const STEPS = [
  ['typecheck', 'lint', 'format:check', 'size'],
  ['test:unit'],
  ['test:postgres'],
  ['test:browser'],
];
export const PHASES = STEPS.flat();

/** Where `npm test` keeps its reports: one folder per phase, and phases.json with each phase's time and outcome. */
export const REPORT_DIR = '.data/test-reports';

/**
 * What makes one invocation of a test runner write a JSON report to `file` besides its usual terminal output.
 * @param {'vitest' | 'playwright'} runner
 * @param {string} file
 * @returns {{ args: string[], env: Record<string, string> }}
 */
export function jsonReport(runner, file) {
  if (runner === 'vitest')
    return { args: ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env: {} };
  return { args: ['--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file } };
}

/**
 * @typedef {{ name: string, ms: number, tests: number }} FileTime
 * @typedef {{ report: string, runner: 'vitest' | 'playwright', label: string, files: FileTime[], failures: string[] }} Report
 */

/**
 * Every report in `dir` (a phase's folder), read leniently: a runner that crashed may have left none.
 * @param {string} dir
 * @returns {Report[]}
 */
export function readReports(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const report = join(dir, name);
      try {
        const json = JSON.parse(readFileSync(report, 'utf8'));
        if (Array.isArray(json.testResults)) return [{ report, ...fromVitest(json) }];
        if (Array.isArray(json.suites)) return [{ report, ...fromPlaywright(json) }];
      } catch {
        /* unreadable: a runner stopped while writing it */
      }
      return [];
    });
}

/** Vitest's JSON reporter: a file's time is its tests' (beforeEach hooks included; not its import or beforeAll). */
function fromVitest(json) {
  const files = [];
  const failures = [];
  for (const result of json.testResults) {
    const name = relative(process.cwd(), result.name);
    const tests = result.assertionResults ?? [];
    files.push({ name, ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)), tests: tests.length });
    const failed = tests.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} > ${test.fullName}`);
    // A file that failed outside any test (an import, a beforeAll): its message, first line.
    if (result.status === 'failed' && failed.length === 0)
      failures.push(`${name}: ${String(result.message || 'failed').split('\n')[0]}`);
  }
  return { runner: /** @type {const} */ ('vitest'), label: 'vitest', files, failures };
}

/** Playwright's JSON reporter: a file's time is the sum of its tests' runs (several workers: more than wall time). */
function fromPlaywright(json) {
  const files = new Map();
  const failures = [];
  const root = json.config?.rootDir ?? process.cwd();
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const file = relative(process.cwd(), join(root, spec.file ?? suite.file ?? suite.title));
      const entry = files.get(file) ?? { name: file, ms: 0, tests: 0 };
      files.set(file, entry);
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const result of test.results ?? []) entry.ms += result.duration ?? 0;
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push([`${file}:${spec.line}`, ...titles, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of json.suites) visit(suite, []);
  for (const error of json.errors ?? []) failures.push(String(error.message ?? error).split('\n')[0]);
  const config = json.config?.configFile ? relative(process.cwd(), json.config.configFile) : 'playwright';
  return { runner: /** @type {const} */ ('playwright'), label: config, files: [...files.values()], failures };
}
