import { spawn } from 'node:child_process';
import path from 'node:path';

/** The card shows a 9:16 poster at 360 px wide, twice that on sharp screens (maid-card.tsx). */
export const POSTER_SIZES = [
  { width: 360, height: 640 },
  { width: 720, height: 1280 },
] as const;

export interface Transcoded {
  video: string;
  /** By `${width}.jpg` and `${width}.webp`. */
  posters: Record<string, string>;
  durationS: number;
}

/** ffmpeg failed on the file itself (not a video, no video stream): worth showing, not retrying. */
export class TranscodeError extends Error {}

interface Run {
  code: number | null;
  stderr: string;
}

function run(ffmpeg: string, args: string[], onStdout?: (chunk: string) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => onStdout?.(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-8_000);
    });
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new TranscodeError(`ffmpeg was not found at "${ffmpeg}": install Debian's ffmpeg, or set FFMPEG_PATH.`) : err),
    );
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

/** ffmpeg's own words for why it failed: its last line that says something. */
function reason(stderr: string): string {
  const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('Conversion failed'));
  return (lines.at(-1) ?? 'ffmpeg failed').replace(/^\[[^\]]+\]\s*/, '').slice(0, 300);
}

/** The duration ffmpeg reads from the file's header, in seconds. */
async function durationOf(ffmpeg: string, input: string): Promise<number> {
  const { stderr } = await run(ffmpeg, ['-hide_banner', '-i', input]);
  const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  if (!match) throw new TranscodeError(/Invalid data|could not find codec|moov atom/i.test(stderr) ? `This file cannot be read as a video: ${reason(stderr)}` : 'This file has no duration: it is not a video ffmpeg can read.');
  if (!/Stream #\S+: Video:/.test(stderr)) throw new TranscodeError('This file has no video picture in it.');
  const [, h, m, s] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/**
 * A phone video made fit for the cards: H.264/AAC MP4 with the index first (faststart), its
 * shorter side at most 720 px, and posters in JPEG and WebP at the card's sizes. `onProgress`
 * gets percents as ffmpeg goes.
 */
export async function transcodeVideo(ffmpeg: string, input: string, outDir: string, onProgress: (percent: number) => void): Promise<Transcoded> {
  const durationS = await durationOf(ffmpeg, input);
  const video = path.join(outDir, 'video.mp4');
  // The shorter side at most 720 px, the other in proportion (and even, as H.264 needs).
  const scale = "scale='if(gt(iw,ih),-2,min(720,iw))':'if(gt(iw,ih),min(720,ih),-2)'";
  let buffered = '';
  const result = await run(
    ffmpeg,
    ['-hide_banner', '-nostats', '-y', '-i', input, '-map', '0:v:0', '-map', '0:a:0?', '-vf', scale,
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-movflags', '+faststart', '-progress', 'pipe:1', video],
    (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const us = /^out_time_us=(\d+)/.exec(line);
        if (us && durationS > 0) onProgress(Math.min(99, Math.floor((Number(us[1]) / 1e6 / durationS) * 100)));
      }
    },
  );
  if (result.code !== 0) throw new TranscodeError(`The video could not be converted: ${reason(result.stderr)}`);

  const posters: Record<string, string> = {};
  const at = String(Math.min(1, durationS / 2));
  for (const { width, height } of POSTER_SIZES) {
    const fit = `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`;
    for (const [ext, codec] of [['jpg', ['-q:v', '3']], ['webp', ['-c:v', 'libwebp', '-quality', '80']]] as const) {
      const file = path.join(outDir, `poster-${width}.${ext}`);
      const poster = await run(ffmpeg, ['-hide_banner', '-y', '-ss', at, '-i', video, '-frames:v', '1', '-vf', fit, ...codec, file]);
      if (poster.code !== 0) throw new TranscodeError(`The poster could not be made: ${reason(poster.stderr)}`);
      posters[`${width}.${ext}`] = file;
    }
  }
  onProgress(100);
  return { video, posters, durationS };
}
