// Loaded into the soak's server with NODE_OPTIONS=--import: every second, the event loop's delay
// (p99 and max over that second, in ms) and the process's RSS, one JSON line each, into
// ELD_PROBE_FILE. The server's own code is not touched. The histogram's values include its
// sampling interval (an idle process reads ~10 ms at a 10 ms resolution): it is taken off.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.ELD_PROBE_FILE;
if (file) {
  const RESOLUTION_MS = 10;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const delay = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  histogram.enable();
  const timer = setInterval(() => {
    const line = { t: Date.now(), p99: delay(histogram.percentile(99)), max: delay(histogram.max), rss: process.memoryUsage.rss() };
    histogram.reset();
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000);
  timer.unref();
}
