import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A short clip made by ffmpeg for the tests (a test pattern and a tone), portrait as a phone
 * films: `seconds` long, `width`×`height`, in an MP4 or a WebM.
 */
export function makeClip({ seconds = 2, width = 1080, height = 1920, format = 'mp4' }: { seconds?: number; width?: number; height?: number; format?: 'mp4' | 'webm' } = {}): Buffer {
  const file = path.join(os.tmpdir(), `maids-clip-${process.pid}-${Math.random().toString(36).slice(2)}.${format}`);
  const codecs = format === 'mp4' ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'] : ['-c:v', 'libvpx', '-deadline', 'realtime', '-c:a', 'libopus'];
  try {
    execFileSync(
      process.env.FFMPEG_PATH ?? 'ffmpeg',
      ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=25:duration=${seconds}`, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, ...codecs, '-shortest', file],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(file, { force: true });
  }
}
