import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
const suffix = randomBytes(4).toString('hex');
// Files of this test only, under unique names: the files folder is shared by the test run.
const video = randomBytes(10_000);
const poster = randomBytes(2_000);
const secret = `secret-${suffix}`;
const captions = 'WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.000\n<lang am>ሰላም ነው?</lang>\n';
const keys = {
  video: `media/videos/test-${suffix}.mp4`,
  captions: `media/videos/test-${suffix}.vtt`,
  avif: `media/posters/test-${suffix}.avif`,
  poster: `media/posters/test-${suffix}.jpg`,
  secret: `secret-${suffix}.txt`,
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.storage.put(keys.video, video);
  await t.app.storage.put(keys.poster, poster);
  await t.app.storage.put(keys.captions, Buffer.from(captions));
  await t.app.storage.put(keys.avif, poster);
  await t.app.storage.put(keys.secret, Buffer.from(secret));
});
afterAll(async () => {
  for (const key of Object.values(keys)) await t.app.storage.remove(key);
  await t.close();
});

describe('GET /media/…', () => {
  it('serves a byte range of a video with 206, Content-Range and the right bytes', async () => {
    const res = await t.app.inject({ url: `/media/videos/test-${suffix}.mp4`, headers: { range: 'bytes=100-1099' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-1099/${video.length}`);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(video.subarray(100, 1100))).toBe(true);
  });

  it('serves a whole video with accept-ranges and a year of immutable caching', async () => {
    const res = await t.app.inject(`/media/videos/test-${suffix}.mp4`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.rawPayload.equals(video)).toBe(true);
  });

  it('serves captions as text/vtt in UTF-8, so that a <track> takes them and every script reads right', async () => {
    const res = await t.app.inject(`/media/videos/test-${suffix}.vtt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.payload).toBe(captions);
  });

  it('serves an AVIF poster as image/avif', async () => {
    const res = await t.app.inject(`/media/posters/test-${suffix}.avif`);
    expect(res.headers['content-type']).toBe('image/avif');
  });

  it('answers 416 for a range beyond the end', async () => {
    const res = await t.app.inject({ url: `/media/videos/test-${suffix}.mp4`, headers: { range: `bytes=${video.length + 10}-` } });
    expect(res.statusCode).toBe(416);
  });

  it('answers a revalidation of an unchanged file with 304, and a range of a changed one with the whole file', async () => {
    const url = `/media/videos/test-${suffix}.mp4`;
    const first = await t.app.inject(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const changed = await t.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': '"another-version"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(video)).toBe(true);
    const same = await t.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': etag } });
    expect(same.statusCode).toBe(206);
  });

  it('answers HEAD with the size and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/media/videos/test-${suffix}.mp4` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(video.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers a missing file with a JSON 404 that is not cached', async () => {
    const res = await t.app.inject(`/media/videos/none-${suffix}.mp4`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is no such media file.' });
    expect(res.headers['cache-control'] ?? '').not.toMatch(/max-age/);
  });

  it('serves a poster as image/jpeg', async () => {
    const res = await t.app.inject(`/media/posters/test-${suffix}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(poster)).toBe(true);
  });

  it('never serves a file outside the media folder', async () => {
    for (const url of [
      `/media/../${keys.secret}`,
      `/media/..%2f${keys.secret}`,
      `/media/%2e%2e/${keys.secret}`,
      `/media/%2e%2e%2f${keys.secret}`,
      `/media/videos/..%2f..%2f${keys.secret}`,
      `/media/..%5c${keys.secret}`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.body, url).not.toContain(secret);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^text\/plain/);
    }
  });
});
