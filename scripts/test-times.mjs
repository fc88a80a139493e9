#!/usr/bin/env node
// npm run test:times [-- --run [phase …]]: each phase's time and the 20 slowest test files of each test runner's run,
// from the last `npm test`'s reports (.data/test-reports/, scripts/run-tests.mjs). With --run it runs the phases named
// (all of them when none is) first, e.g. `npm run test:times -- --run test:unit`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHASES, readReports, REPORT_DIR } from './lib/testReports.mjs';

const SLOWEST = 20;
const args = process.argv.slice(2);
if (args[0] === '--run') spawnSync(process.execPath, ['scripts/run-tests.mjs', ...args.slice(1)], { stdio: 'inherit' });

const phasesFile = join(REPORT_DIR, 'phases.json');
if (!existsSync(phasesFile)) {
  console.error(`No reports in ${REPORT_DIR}/: run npm test (or npm run test:times -- --run) first.`);
  process.exit(1);
}
/** @type {Array<{ phase: string, seconds: number, status: string }>} */
const times = JSON.parse(readFileSync(phasesFile, 'utf8'));
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

console.log('\nPhase times (last run)');
for (const { phase, seconds: s, status } of times) console.log(`  ${phase.padEnd(14)} ${seconds(s * 1000)}  ${status}`);
// The wall time: phases of one step run at the same time (older reports have no start and end: their sum).
const total = times.every((entry) => entry.startedAt)
  ? (Math.max(...times.map((entry) => entry.endedAt)) - Math.min(...times.map((entry) => entry.startedAt))) / 1000
  : times.reduce((sum, entry) => sum + entry.seconds, 0);
console.log(`  ${'total'.padEnd(14)} ${seconds(total * 1000)} (${(total / 60).toFixed(1)} min)`);

for (const phase of PHASES) {
  for (const report of readReports(join(REPORT_DIR, phase.replace(/\W/g, '-')))) {
    const files = [...report.files].sort((a, b) => b.ms - a.ms);
    const sum = files.reduce((total, file) => total + file.ms, 0);
    console.log(
      `\n${phase}, ${report.label}: ${files.length} files, their tests ${seconds(sum).trim()} in all; the ${Math.min(SLOWEST, files.length)} slowest`,
    );
    for (const file of files.slice(0, SLOWEST))
      console.log(`  ${seconds(file.ms)}  ${String(file.tests).padStart(4)} tests  ${file.name}`);
  }
}
console.log(
  '\nVitest times are each file’s tests (beforeEach included, not its import, environment or beforeAll: Vitest’s own' +
    ' summary line gives those in all); Playwright times add up every test run of the file, on all workers.',
);
