#!/usr/bin/env node
// npm test: every check, the quickest first (the steps of scripts/lib/testReports.mjs; the phases of one step at the
// same time), each an npm script of package.json run as it is written there. It stops at the first failing step and
// ends its output with the failing phase, the failing tests' names and each phase's time.
// Each Vitest and Playwright run also writes a JSON report to .data/test-reports/<phase>/ (npm run test:times reads
// them). `node scripts/run-tests.mjs test:unit size` runs only the phases named.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { jsonReport, PHASES, readReports, REPORT_DIR, STEPS } from './lib/testReports.mjs';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const asked = process.argv.slice(2);
const unknown = asked.filter((phase) => !PHASES.includes(phase));
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(', ')}; the phases are ${PHASES.join(', ')}.`);
  process.exit(2);
}
const phases = asked.length ? PHASES.filter((phase) => asked.includes(phase)) : PHASES;
const steps = STEPS.map((step) => step.filter((phase) => phases.includes(phase))).filter((step) => step.length);

rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });
const PATH = [resolve('node_modules/.bin'), process.env.PATH].join(delimiter);
/** One shell word: the reports' paths are absolute (a runner may resolve them from its own root), the checkout's path
 * may hold spaces. */
const quoted = (word) => `'${word.replaceAll("'", "'\\''")}'`;
/** @type {Array<{ phase: string, seconds: number, status: 'passed' | 'failed', startedAt: number, endedAt: number }>} */
const times = [];
let failed;

/**
 * One phase: its npm script's commands one by one, so that each test runner among them can be asked for a report.
 * `live`: its output goes straight to the terminal; otherwise it is kept and printed whole when the phase ends, so
 * that phases running at the same time do not mix their lines.
 */
async function runPhase(phase, live) {
  const dir = resolve(REPORT_DIR, phase.replace(/\W/g, '-'));
  mkdirSync(dir, { recursive: true });
  const header = `\n▶ ${phase}: npm run ${phase}\n`;
  if (live) console.log(header);
  const output = [];
  const startedAt = Date.now();
  let status = 0;
  const commands = scripts[phase].split('&&').map((command) => command.trim());
  for (const [index, command] of commands.entries()) {
    const runner = /^(npx )?vitest run\b/.test(command)
      ? 'vitest'
      : /^(npx )?playwright test\b/.test(command)
        ? 'playwright'
        : undefined;
    const report = runner ? jsonReport(runner, join(dir, `${index + 1}-${runner}.json`)) : { args: [], env: {} };
    const child = spawn([command, ...report.args.map(quoted)].join(' '), {
      shell: true,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // TEST_REPORT_DIR: for scripts that start the runners themselves (scripts/test-postgres.mjs).
      env: { ...process.env, PATH, TEST_REPORT_DIR: dir, ...report.env },
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    status = await new Promise((done) => child.on('close', (code) => done(code ?? 1)));
    if (status !== 0) break;
  }
  if (!live) process.stdout.write(`${header}\n${Buffer.concat(output).toString()}`);
  const endedAt = Date.now();
  const entry = { phase, seconds: (endedAt - startedAt) / 1000, status: status === 0 ? 'passed' : 'failed' };
  times.push({ ...entry, startedAt, endedAt });
  writeFileSync(join(REPORT_DIR, 'phases.json'), JSON.stringify(times, null, 2));
  return { phase, status, dir };
}

const started = Date.now();
for (const step of steps) {
  const results = await Promise.all(step.map((phase) => runPhase(phase, step.length === 1)));
  const failure = results.find((result) => result.status !== 0);
  if (failure) {
    failed = { ...failure, failures: readReports(failure.dir).flatMap((report) => report.failures) };
    break;
  }
}
const wall = (Date.now() - started) / 1000;

const line = (text) => console.log(text);
line(`\n── npm test: ${failed ? 'FAILED' : 'passed'} ${'─'.repeat(60)}`);
for (const phase of phases) {
  const time = times.find((entry) => entry.phase === phase);
  line(
    `  ${phase.padEnd(14)} ${time ? `${time.seconds.toFixed(1).padStart(7)} s  ${time.status}` : '        —  not run'}`,
  );
}
line(`  ${'total'.padEnd(14)} ${wall.toFixed(1).padStart(7)} s (${(wall / 60).toFixed(1)} min)`);
line(`  JSON reports in ${REPORT_DIR}/; npm run test:times lists the slowest files.`);
if (failed) {
  line(`\nFAILED: ${failed.phase} (npm run ${failed.phase}, exit code ${failed.status})`);
  const SHOWN = 40;
  for (const name of failed.failures.slice(0, SHOWN)) line(`  ✗ ${name}`);
  if (failed.failures.length > SHOWN) line(`  … and ${failed.failures.length - SHOWN} more`);
  if (!failed.failures.length) line('  (no test report names a failing test: see the output above)');
  process.exit(failed.status);
}
