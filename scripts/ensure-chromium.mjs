// Browser tests need Debian's Chromium. Install it when missing (as root), or say exactly what to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
