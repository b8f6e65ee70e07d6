/**
 * Makes every demo maid's posters, intro clip and captions from seed/maids.json, into seed/media/
 * (committed: `npm start` and `npm test` never run this). Needs ffmpeg (libx264, libaom-av1,
 * libwebp) and espeak-ng:
 *   npx tsx seed/make-intro-videos.ts            all maids
 *   npx tsx seed/make-intro-videos.ts 3 7        only the maids at these indexes (0-based)
 *   npx tsx seed/make-intro-videos.ts --posters  only the posters, of every maid
 * Outputs, for each maid's `demo-NN-name` base:
 *   videos/BASE.mp4   H.264 + AAC mono, 360x640, 10–20 s: her portrait, name, nationality and languages
 *   videos/BASE.vtt   the WebVTT captions of what she says
 *   posters/BASE-{360,720}.{avif,webp}, posters/BASE-360.jpg
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Resvg } from '@resvg/resvg-js';
import { DEMO_POSTER_WIDTHS } from './demo-identities.js';
import { introSentences, languagesLine, MAX_CLIP_S, MIN_CLIP_S, nationalityLabel, toWebVtt, type Cue, type Sentence } from './demo-intro.js';
import { frameSvg, FRAME_HEIGHT, FRAME_WIDTH } from './demo-portraits.js';
import { MAIDS_JSON_PATH, type SeedMaid } from './make-maids.js';

const run = promisify(execFile);
const ffmpeg = process.env.FFMPEG ?? 'ffmpeg';
const espeak = process.env.ESPEAK ?? 'espeak-ng';
const media = path.join(import.meta.dirname, 'media');

const LEAD_S = 0.6;
const GAP_S = 0.45;
const TAIL_S = 0.8;

function png(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}

/** JPEG only at the card's own width: it is the fallback of browsers without WebP, almost none. */
const ENCODERS: Record<string, string[]> = {
  avif: ['-c:v', 'libaom-av1', '-still-picture', '1', '-crf', '34', '-cpu-used', '4', '-pix_fmt', 'yuv420p'],
  webp: ['-c:v', 'libwebp', '-quality', '72'],
  jpg: ['-q:v', '5'],
};

async function makePosters(maid: SeedMaid, base: string, work: string) {
  for (const width of DEMO_POSTER_WIDTHS) {
    const source = path.join(work, `poster-${width}.png`);
    await fs.writeFile(source, png(frameSvg(maid, base), width));
    for (const [ext, codec] of Object.entries(ENCODERS)) {
      if (ext === 'jpg' && width !== DEMO_POSTER_WIDTHS[0]) continue;
      await run(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', source, '-frames:v', '1', ...codec, path.join(media, 'posters', `${base}-${width}.${ext}`)]);
    }
  }
}

interface Pcm {
  rate: number;
  samples: Buffer;
}

/** The 16-bit mono PCM of a WAV espeak-ng wrote (its header, then a `data` chunk). */
function readWav(file: Buffer): Pcm {
  const rate = file.readUInt32LE(24);
  let at = 12;
  while (at < file.length) {
    const id = file.toString('ascii', at, at + 4);
    const size = file.readUInt32LE(at + 4);
    if (id === 'data') return { rate, samples: file.subarray(at + 8, at + 8 + size) };
    at += 8 + size;
  }
  throw new Error('espeak-ng wrote a WAV without data');
}

function wav(rate: number, samples: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** Speaks her sentences one by one, so that each caption's timing is the sentence's own. */
async function speak(sentences: Sentence[], work: string, wordsPerMinute: number): Promise<{ audio: Buffer; cues: Cue[]; durationS: number }> {
  const parts: Buffer[] = [];
  const cues: Cue[] = [];
  let rate = 22050;
  const silence = (s: number) => Buffer.alloc(Math.round(s * rate) * 2);
  let t = LEAD_S;
  for (const [i, sentence] of sentences.entries()) {
    const file = path.join(work, `sentence-${i}.wav`);
    await run(espeak, ['-v', sentence.voice, '-s', String(wordsPerMinute), '-w', file, sentence.text]);
    const pcm = readWav(await fs.readFile(file));
    rate = pcm.rate;
    if (i === 0) parts.push(silence(LEAD_S));
    const d = pcm.samples.length / 2 / rate;
    parts.push(pcm.samples, silence(GAP_S));
    cues.push({ startS: t, endS: t + d, text: sentence.text, lang: sentence.lang });
    t += d + GAP_S;
  }
  const durationS = Math.max(MIN_CLIP_S + 0.5, t - GAP_S + TAIL_S);
  return { audio: wav(rate, Buffer.concat(parts)), cues, durationS };
}

async function makeClip(maid: SeedMaid, base: string, work: string) {
  // Too long: without the closing sentence, then a little faster.
  const sentences = introSentences(maid);
  let spoken = await speak(sentences, work, 155);
  if (spoken.durationS > MAX_CLIP_S - 0.5) spoken = await speak(sentences.slice(0, -1), work, 155);
  if (spoken.durationS > MAX_CLIP_S - 0.5) spoken = await speak(sentences.slice(0, -1), work, 175);
  if (spoken.durationS > MAX_CLIP_S - 0.5) throw new Error(`${base}: the introduction lasts ${spoken.durationS.toFixed(1)} s, over ${MAX_CLIP_S} s`);
  const frame = path.join(work, 'frame.png');
  const audio = path.join(work, 'speech.wav');
  const title = { name: maid.name, lines: [nationalityLabel(maid.nationality), ...wrap(`Speaks ${languagesLine(maid)}`, 36)] };
  await fs.writeFile(frame, png(frameSvg(maid, base, title), FRAME_WIDTH));
  await fs.writeFile(audio, spoken.audio);
  await run(ffmpeg, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-loop', '1', '-framerate', '6', '-i', frame, '-i', audio,
    '-af', 'apad', '-t', spoken.durationS.toFixed(2),
    '-vf', `scale=${FRAME_WIDTH}:${FRAME_HEIGHT},format=yuv420p`,
    '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', '31', '-profile:v', 'main', '-g', '150',
    '-c:a', 'aac', '-b:a', '16k', '-ac', '1', '-ar', '16000',
    '-movflags', '+faststart', path.join(media, 'videos', `${base}.mp4`),
  ]);
  await fs.writeFile(path.join(media, 'videos', `${base}.vtt`), toWebVtt(spoken.cues));
}

/** Splits a line at spaces so that it fits the title box. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** `videos/demo-07-aye-aye.mp4` → `demo-07-aye-aye`. */
const baseOf = (maid: SeedMaid) => path.basename(maid.videoFile, '.mp4');

async function main() {
  const maids: SeedMaid[] = JSON.parse(await fs.readFile(MAIDS_JSON_PATH, 'utf8'));
  const args = process.argv.slice(2);
  const postersOnly = args.includes('--posters');
  const only = args.filter((a) => a !== '--posters').map(Number);
  const chosen = only.length ? only.map((i) => maids[i]!) : maids;
  if (!only.length && !postersOnly) {
    // A full run replaces every clip: files of maids no longer in the catalogue go.
    for (const folder of ['videos', 'posters']) {
      await fs.rm(path.join(media, folder), { recursive: true, force: true });
    }
  }
  for (const folder of ['videos', 'posters']) await fs.mkdir(path.join(media, folder), { recursive: true });
  // Two at a time: ffmpeg's still-picture encoders use one core each.
  const queue = [...chosen];
  await Promise.all(
    [0, 1].map(async () => {
      for (let maid = queue.shift(); maid; maid = queue.shift()) {
        const base = baseOf(maid);
        const work = await fs.mkdtemp(path.join(os.tmpdir(), `${base}-`));
        try {
          await makePosters(maid, base, work);
          if (!postersOnly) await makeClip(maid, base, work);
          const size = (await fs.stat(path.join(media, 'videos', `${base}.mp4`))).size;
          process.stdout.write(`${base}: clip ${(size / 1024).toFixed(0)} KB\n`);
        } finally {
          await fs.rm(work, { recursive: true, force: true });
        }
      }
    }),
  );
}

await main();
