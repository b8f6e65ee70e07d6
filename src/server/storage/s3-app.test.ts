import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocumentFile } from '../../shared/api/application/contracts.js';
import { downloadResource } from '../../shared/api/resources/contracts.js';
import { GENERATED_DOCUMENTS } from '../modules/resources/generated-documents.js';
import { urlOf } from '../../shared/api/contract.js';
import { applicationDocuments, downloadableResources, housemaids } from '../db/schema.js';
import { jpegBytes, json, TestBrowser } from '../test/application.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { startTestS3Server, type TestS3Server } from './s3-test-server.js';

let s3: TestS3Server;
let t: TestApp;

beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp({ ...s3.env, CAPTCHA_THRESHOLD: '1000' });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('the server with S3_BUCKET set', () => {
  it('keeps its files in the bucket', () => {
    expect(t.app.storage.driver).toBe('s3');
  });

  it('serves a media file from the bucket, whole and by byte range', async () => {
    const video = randomBytes(20_000);
    await t.app.storage.put('media/videos/s3-clip.mp4', video);
    const ranged = await t.app.inject({ url: '/media/videos/s3-clip.mp4', headers: { range: 'bytes=1000-1999' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect(ranged.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    const whole = await t.app.inject('/media/videos/s3-clip.mp4');
    expect(whole.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(whole.rawPayload.equals(video)).toBe(true);
    expect((await t.app.inject({ url: '/media/videos/s3-clip.mp4', headers: { range: 'bytes=20000-' } })).statusCode).toBe(416);
  });

  it('stores an uploaded document sealed in the bucket and gives it back in clear to its owner', async () => {
    const [maid] = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1);
    const browser = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await browser.create(maid!.id)).id;
    const photo = Buffer.concat([jpegBytes(), Buffer.from('passport photo of the client')]);
    const uploaded = await browser.upload(appId, 'passport', photo);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const docId = json<{ summary: { documents: Array<{ id: string }> } }>(uploaded).summary.documents[0]!.id;

    const [row] = await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, docId));
    const stored = await t.app.storage.get(row!.storageKey);
    expect(stored.includes(Buffer.from('passport photo of the client'))).toBe(false);
    expect(stored.length).toBeGreaterThan(photo.length);

    const file = await browser.callAbout(getDocumentFile, appId, { params: { docId } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(photo)).toBe(true);
  });

  it('serves a resource PDF from the bucket', async () => {
    // A resource kept as a file (the documents written from the site's data are generated instead).
    const resource = (await t.database.db.select().from(downloadableResources)).find((r) => !Object.hasOwn(GENERATED_DOCUMENTS, r.code));
    const pdf = Buffer.from('%PDF-1.4\nresource from the bucket\n%%EOF\n');
    await t.app.storage.put(resource!.storageKey, pdf);
    const res = await t.app.inject(urlOf(downloadResource, {}, { code: resource!.code }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });
});
