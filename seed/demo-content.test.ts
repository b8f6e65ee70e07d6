import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_POSTER_FORMATS, DEMO_POSTER_WIDTHS } from './demo-identities.js';
import { introSentences, MAX_CLIP_S, MIN_CLIP_S } from './demo-intro.js';
import { DEMO_MAID_COUNT, generateMaids, type SeedMaid } from './make-maids.js';

// The committed output of seed/make-intro-videos.ts, checked against seed/maids.json: when the
// maids change, these fail until the script is run again.

const MEDIA = path.join(import.meta.dirname, 'media');
const maids = generateMaids(DEMO_MAID_COUNT);
const CLIP_MAX_BYTES = 300 * 1024;
const ALL_MEDIA_MAX_BYTES = 10 * 1024 * 1024;
const LCP_POSTER_MAX_BYTES = 30 * 1024;

const file = (relative: string) => path.join(MEDIA, relative);
const captionsOf = (maid: SeedMaid) => maid.videoFile.replace(/\.mp4$/, '.vtt');
const postersOf = (maid: SeedMaid) => {
  const base = maid.posterFile.replace(/-360\.jpg$/, '');
  return DEMO_POSTER_WIDTHS.flatMap((w) => DEMO_POSTER_FORMATS.filter((f) => f !== 'jpg' || w === 360).map((f) => `${base}-${w}.${f}`));
};

/** The duration an MP4 declares in its movie header (mvhd), in seconds. */
function mp4DurationS(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd') + 4;
  if (at < 4) throw new Error('no movie header');
  return bytes[at] === 1 ? Number(bytes.readBigUInt64BE(at + 24)) / bytes.readUInt32BE(at + 20) : bytes.readUInt32BE(at + 16) / bytes.readUInt32BE(at + 12);
}

interface Cue {
  startS: number;
  endS: number;
  text: string;
}

const TIME = /^(\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3})$/;
const seconds = (stamp: string) => {
  const m = TIME.exec(stamp);
  if (!m) throw new Error(`not a WebVTT timestamp: ${stamp}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
};

/** A WebVTT file's cues, or an error naming what breaks the format's rules (header, timings, order). */
function parseWebVtt(text: string): Cue[] {
  const blocks = text.replace(/\r\n?/g, '\n').trimEnd().split(/\n{2,}/).filter((b) => b.trim());
  if (!/^WEBVTT(?:[ \t].*)?$/.test(blocks[0]!.split('\n')[0]!)) throw new Error('no WEBVTT header');
  let last = 0;
  return blocks.slice(1).map((block) => {
    const lines = block.split('\n');
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0 || timing > 1) throw new Error(`a cue without timings: ${block}`);
    const [start, end] = lines[timing]!.split(/\s+-->\s+/).map((s) => seconds(s.split(/\s/)[0]!));
    if (!(start! < end!) || start! < last) throw new Error(`cue times out of order: ${lines[timing]}`);
    last = start!;
    const body = lines.slice(timing + 1).join('\n');
    if (!body || /-->/.test(body)) throw new Error(`an empty or broken cue: ${block}`);
    return { startS: start!, endS: end!, text: body.replace(/<[^>]+>/g, '') };
  });
}

describe('the demo maids', () => {
  it('each have a first name no other has', () => {
    const names = maids.map((m) => m.name.toLowerCase());
    expect(new Set(names).size).toBe(DEMO_MAID_COUNT);
  });

  it('each have their own clip and poster', () => {
    expect(new Set(maids.map((m) => m.videoFile)).size).toBe(DEMO_MAID_COUNT);
    expect(new Set(maids.map((m) => m.posterFile)).size).toBe(DEMO_MAID_COUNT);
  });

  it("have every file of their clip, captions and posters committed", () => {
    for (const maid of maids) {
      for (const relative of [maid.videoFile, captionsOf(maid), maid.posterFile, ...postersOf(maid)]) {
        expect(fs.existsSync(file(relative)), relative).toBe(true);
      }
    }
  });
});

describe('the intro clips', () => {
  it(`last ${MIN_CLIP_S}–${MAX_CLIP_S} s and weigh at most 300 KB each`, () => {
    for (const maid of maids) {
      const bytes = fs.readFileSync(file(maid.videoFile));
      expect(bytes.length, maid.videoFile).toBeLessThanOrEqual(CLIP_MAX_BYTES);
      const duration = mp4DurationS(bytes);
      expect(duration, maid.videoFile).toBeGreaterThanOrEqual(MIN_CLIP_S);
      expect(duration, maid.videoFile).toBeLessThanOrEqual(MAX_CLIP_S);
    }
  });

  it('have captions that parse as WebVTT, within the clip, in her words, naming her and no one else', () => {
    for (const maid of maids) {
      const cues = parseWebVtt(fs.readFileSync(file(captionsOf(maid)), 'utf8'));
      const duration = mp4DurationS(fs.readFileSync(file(maid.videoFile)));
      expect(cues.at(-1)!.endS, maid.videoFile).toBeLessThanOrEqual(duration);
      // The closing sentence may be left out of a long introduction.
      const said = introSentences(maid).map((s) => s.text);
      expect(cues.map((c) => c.text)).toEqual(said.slice(0, cues.length));
      expect(cues.length).toBeGreaterThanOrEqual(said.length - 1);
      const named = cues.flatMap((c) => [...c.text.matchAll(/my name is ([^,.]+)/g)].map((m) => m[1]));
      expect(named, maid.videoFile).toEqual([maid.name]);
    }
  });
});

describe('the committed media', () => {
  it('weighs at most 10 MB in all, the old placeholder clips gone', () => {
    const files = ['videos', 'posters'].flatMap((folder) => fs.readdirSync(file(folder)).map((name) => path.join(folder, name)));
    expect(files.filter((f) => /clip-\d+/.test(f))).toEqual([]);
    const total = files.reduce((sum, f) => sum + fs.statSync(file(f)).size, 0);
    expect(total).toBeLessThanOrEqual(ALL_MEDIA_MAX_BYTES);
  });

  it('has no poster a phone would load heavier than the 30 KB of the LCP budget', () => {
    for (const maid of maids) {
      for (const poster of postersOf(maid)) expect(fs.statSync(file(poster)).size, poster).toBeLessThanOrEqual(LCP_POSTER_MAX_BYTES);
    }
  });

  it('has no file that no maid uses', () => {
    const used = new Set(maids.flatMap((m) => [m.videoFile, captionsOf(m), ...postersOf(m)]));
    const files = ['videos', 'posters'].flatMap((folder) => fs.readdirSync(file(folder)).map((name) => `${folder}/${name}`));
    expect(files.filter((f) => !used.has(f))).toEqual([]);
  });
});
