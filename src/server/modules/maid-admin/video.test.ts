import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalogueAdmin from '../../../shared/api/admin-catalogue/contracts.js';
import type { AdminMaid, MaidVideo } from '../../../shared/api/admin-catalogue/schemas.js';
import { listMaids } from '../../../shared/api/catalogue/contracts.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import { housemaids } from '../../db/schema.js';
import { jpegBytes, multipartFile } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { makeClip } from '../../test/video-clip.js';

let t: TestApp;
let editor: StaffBrowser;
let maidId: number;
let before: { videoFile: string; posterFile: string };

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0' });
  editor = new StaffBrowser(t.app);
  expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
  // The first card of the public listing, so the test can see it switch.
  const [row] = await t.database.db
    .select()
    .from(housemaids)
    .where(and(eq(housemaids.hidden, false), eq(housemaids.status, 'available')))
    .orderBy(desc(housemaids.rank), asc(housemaids.id))
    .limit(1);
  maidId = row!.id;
  before = { videoFile: row!.videoFile, posterFile: row!.posterFile };
});
afterAll(() => t.close());

const errorOf = (body: string) => errorResponseSchema.parse(JSON.parse(body)).error;
const upload = (bytes: Buffer, filename: string, type: string, browser = editor) => {
  const { body, headers } = multipartFile(bytes, filename, type);
  return browser.call(catalogueAdmin.uploadMaidVideo, { params: { id: String(maidId) }, body, headers });
};

/** The video's state once its transcoding has ended (the worker polls every 2 s). */
async function settled(): Promise<MaidVideo> {
  for (let i = 0; i < 120; i += 1) {
    const res = await editor.call(catalogueAdmin.getMaidVideo, { params: { id: String(maidId) } });
    const { video } = res.json() as { video: MaidVideo };
    if (video.status === 'ready' || video.status === 'failed') return video;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the transcoding did not end within 60 s');
}

/** What ffmpeg reads of a file's streams. */
function streamsOf(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `maids-probe-${process.pid}.mp4`);
  fs.writeFileSync(file, bytes);
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-i', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    return '';
  } catch (err) {
    return String((err as { stderr?: Buffer }).stderr ?? '');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe('a maid video uploaded in the back office', () => {
  it('is transcoded to H.264/AAC MP4, faststart, at most 720p, with posters, and the public card switches to it', async () => {
    const res = await upload(makeClip({ seconds: 2, width: 1080, height: 1920 }), 'IMG_0042.MOV', 'video/quicktime');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { video: MaidVideo }).video).toMatchObject({ status: 'queued', progress: 0 });

    const video = await settled();
    expect(video).toMatchObject({ status: 'ready', progress: 100, error: null });
    expect(video.durationS).toBeCloseTo(2, 0);

    const [row] = await t.database.db.select().from(housemaids).where(eq(housemaids.id, maidId));
    expect(row!.videoFile).not.toBe(before.videoFile);
    expect(row!.videoDurationS).toBeCloseTo(2, 0);
    const mp4 = await t.app.storage.get(`media/${row!.videoFile}`);
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
    const streams = streamsOf(mp4);
    expect(streams).toMatch(/Video: h264/);
    expect(streams).toMatch(/Audio: aac/);
    expect(streams).toMatch(/ 720x1280/);
    const base = row!.posterFile.replace(/-360\.jpg$/, '');
    for (const name of ['360.jpg', '360.webp', '720.jpg', '720.webp']) expect(await t.app.storage.exists(`media/${base}-${name}`), name).toBe(true);
    expect(await t.app.storage.list('uploads/videos/')).toEqual([]);

    await t.app.catalogue.sync();
    const listing = (await t.app.inject(urlOf(listMaids, {}, { page: 1, pageSize: 48 }))).json() as { maids: Array<{ id: number; videoURL: string; posterURL: string }> };
    const card = listing.maids.find((m) => m.id === maidId);
    expect(card?.videoURL).toBe(`/media/${row!.videoFile}`);
    const served = await t.app.inject({ url: card!.videoURL, headers: { range: 'bytes=0-99' } });
    expect(served.statusCode).toBe(206);
    const admin = (await editor.call(catalogueAdmin.getAdminMaid, { params: { id: String(maidId) } })).json() as { maid: AdminMaid };
    expect(admin.maid.posterURL).toBe(`/media/${row!.posterFile}`);
  });

  it('takes a WebM too', async () => {
    expect((await upload(makeClip({ seconds: 1, width: 360, height: 640, format: 'webm' }), 'clip.webm', 'video/webm')).statusCode).toBe(200);
    expect((await settled()).status).toBe('ready');
  });

  it('refuses a file that is not a video, by its content whatever its name says', async () => {
    const res = await upload(jpegBytes(), 'holiday.mp4', 'video/mp4');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body)).toBe('This file is not a video (it is image/jpeg): upload an MP4, MOV or WebM video.');
    expect(await t.app.storage.list('uploads/videos/')).toEqual([]);
  });

  it('a video ffmpeg cannot read fails with its reason, and the maid keeps her video', async () => {
    const [current] = await t.database.db.select().from(housemaids).where(eq(housemaids.id, maidId));
    const broken = Buffer.concat([makeClip({ seconds: 1, width: 360, height: 640 }).subarray(0, 48), Buffer.alloc(20_000, 7)]);
    expect((await upload(broken, 'broken.mp4', 'video/mp4')).statusCode).toBe(200);
    const video = await settled();
    expect(video.status).toBe('failed');
    expect(video.error).toMatch(/cannot be read as a video|not a video|no video/i);
    const [after] = await t.database.db.select().from(housemaids).where(eq(housemaids.id, maidId));
    expect(after!.videoFile).toBe(current!.videoFile);
  });

  it('is for editors and admins; agents get 403, strangers 401', async () => {
    const agent = new StaffBrowser(t.app);
    await agent.signIn((await addStaff(t.database.db, 'agent')).email);
    expect((await upload(makeClip({ seconds: 1, width: 360, height: 640 }), 'a.mp4', 'video/mp4', agent)).statusCode).toBe(403);
    expect((await upload(Buffer.from('x'), 'a.mp4', 'video/mp4', new StaffBrowser(t.app))).statusCode).toBe(401);
  });
});
