// Before `npm test`: the browser tests need Debian's Chromium. Install it when we may (root on a
// Debian-like system); otherwise stop at once with the one command to run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
if (candidates.some((p) => fs.existsSync(p))) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
  console.log('Chromium is missing: installing Debian\'s chromium package for the browser tests (apt-get install -y chromium)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  process.exit(0);
}
console.error('The browser tests need Chromium. Run: sudo apt-get install -y chromium (or set CHROME_PATH).');
process.exit(1);
