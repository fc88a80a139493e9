#!/usr/bin/env node
// npm test: every check, the quickest first, each an npm script of package.json run as it is written there. It stops
// at the first failing phase and ends its output with that phase, the failing tests' names and each phase's time.
// Each Vitest and Playwright run also writes a JSON report to .data/test-reports/<phase>/ (npm run test:times reads
// them). `node scripts/run-tests.mjs test:unit size` runs only the phases named.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { jsonReport, PHASES, readReports, REPORT_DIR } from './lib/testReports.mjs';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const asked = process.argv.slice(2);
const unknown = asked.filter((phase) => !PHASES.includes(phase));
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(', ')}; the phases are ${PHASES.join(', ')}.`);
  process.exit(2);
}
const phases = asked.length ? PHASES.filter((phase) => asked.includes(phase)) : PHASES;

rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });
const PATH = [resolve('node_modules/.bin'), process.env.PATH].join(delimiter);
/** One shell word: the reports' paths are absolute (a runner may resolve them from its own root), the checkout's path
 * may hold spaces. */
const quoted = (word) => `'${word.replaceAll("'", "'\\''")}'`;
/** @type {Array<{ phase: string, seconds: number, status: 'passed' | 'failed' }>} */
const times = [];
let failed;

for (const phase of phases) {
  const dir = resolve(REPORT_DIR, phase.replace(/\W/g, '-'));
  mkdirSync(dir, { recursive: true });
  console.log(`\n▶ ${phase}: npm run ${phase}\n`);
  const started = performance.now();
  let status = 0;
  // An npm script's commands one by one, so that each test runner among them can be asked for a report.
  const commands = scripts[phase].split('&&').map((command) => command.trim());
  for (const [index, command] of commands.entries()) {
    const runner = /^(npx )?vitest run\b/.test(command)
      ? 'vitest'
      : /^(npx )?playwright test\b/.test(command)
        ? 'playwright'
        : undefined;
    const report = runner ? jsonReport(runner, join(dir, `${index + 1}-${runner}.json`)) : { args: [], env: {} };
    const run = spawnSync([command, ...report.args.map(quoted)].join(' '), {
      shell: true,
      stdio: 'inherit',
      // TEST_REPORT_DIR: for scripts that start the runners themselves (scripts/test-postgres.mjs).
      env: { ...process.env, PATH, TEST_REPORT_DIR: dir, ...report.env },
    });
    status = run.status ?? 1;
    if (status !== 0) break;
  }
  times.push({ phase, seconds: (performance.now() - started) / 1000, status: status === 0 ? 'passed' : 'failed' });
  writeFileSync(join(REPORT_DIR, 'phases.json'), JSON.stringify(times, null, 2));
  if (status !== 0) {
    failed = { phase, status, failures: readReports(dir).flatMap((report) => report.failures) };
    break;
  }
}

const line = (text) => console.log(text);
line(`\n── npm test: ${failed ? 'FAILED' : 'passed'} ${'─'.repeat(60)}`);
for (const phase of phases) {
  const time = times.find((entry) => entry.phase === phase);
  line(
    `  ${phase.padEnd(14)} ${time ? `${time.seconds.toFixed(1).padStart(7)} s  ${time.status}` : '        —  not run'}`,
  );
}
const total = times.reduce((sum, entry) => sum + entry.seconds, 0);
line(`  ${'total'.padEnd(14)} ${total.toFixed(1).padStart(7)} s (${(total / 60).toFixed(1)} min)`);
line(`  JSON reports in ${REPORT_DIR}/; npm run test:times lists the slowest files.`);
if (failed) {
  line(`\nFAILED: ${failed.phase} (npm run ${failed.phase}, exit code ${failed.status})`);
  const SHOWN = 40;
  for (const name of failed.failures.slice(0, SHOWN)) line(`  ✗ ${name}`);
  if (failed.failures.length > SHOWN) line(`  … and ${failed.failures.length - SHOWN} more`);
  if (!failed.failures.length) line('  (no test report names a failing test: see the output above)');
  process.exit(failed.status);
}
