// Before `npm test`: the browser tests need Debian's Chromium, the video tests Debian's ffmpeg.
// Install what is missing when we may (root on a Debian-like system); otherwise stop at once with
// the one command to run.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const hasChromium = chromium.some((p) => fs.existsSync(p));
const hasFfmpeg = spawnSync(process.env.FFMPEG_PATH || 'ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
const missing = [...(hasChromium ? [] : ['chromium']), ...(hasFfmpeg ? [] : ['ffmpeg'])];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
  console.log(`Missing for the tests: installing Debian's ${missing.join(' and ')} (apt-get install -y ${missing.join(' ')})…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  process.exit(0);
}
console.error(
  `The tests need ${missing.join(' and ')}. Run: sudo apt-get install -y ${missing.join(' ')}` +
    ' (or set CHROME_PATH / FFMPEG_PATH).',
);
process.exit(1);
