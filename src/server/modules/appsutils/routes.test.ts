import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { addUrlLog, confirmDdcLink, logEvent, qrScanned } from '../../../shared/api/appsutils/contracts.js';
import * as schemas from '../../../shared/api/appsutils/schemas.js';
import {
  analyticsEvents,
  applications,
  contactNumbers,
  mainSiteConfig,
  qrScans,
  urlLogs,
} from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { aMaidId } from '../../test/appsutils.js';

const QR = qrScanned.path;
const CONFIRM = confirmDdcLink.path;
const URL_LOG = addUrlLog.path;
const LOG_EVENT = logEvent.path;
const confirmDdcLinkSchema = schemas.confirmDdcLink.responses[200];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionId = () => `s-${randomUUID()}`;

function expectError(res: { statusCode: number; json(): unknown }, status: number, mention: RegExp) {
  expect(res.statusCode).toBe(status);
  const body = errorResponseSchema.parse(res.json());
  expect(body.error).toMatch(mention);
}

async function anApplication(): Promise<string> {
  const [app] = await t.database.db
    .insert(applications)
    .values({ sessionId: sessionId(), housemaidId: await aMaidId(t.database.db) })
    .returning();
  return app!.id;
}

describe('qrscanned', () => {
  it('records a scan once per uuid', async () => {
    const uuid = randomUUID();
    const first = await t.app.inject(`${QR}?uuid=${uuid}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    const again = await t.app.inject(`${QR}?uuid=${uuid}`);
    expect(again.json()).toEqual({ recorded: false });
    const rows = await t.database.db.select().from(qrScans).where(eq(qrScans.uuid, uuid));
    expect(rows).toHaveLength(1);
  });

  it('refuses a missing or malformed uuid with a 400 naming it', async () => {
    expectError(await t.app.inject(QR), 400, /Missing query parameter 'uuid'/);
    expectError(await t.app.inject(`${QR}?uuid=a%20b`), 400, /'uuid'/);
    expectError(await t.app.inject(`${QR}?uuid=${'x'.repeat(65)}`), 400, /'uuid'/);
    expectError(await t.app.inject(`${QR}?uuid=abcdefgh1&uuid=abcdefgh2`), 400, /'uuid'/);
  });
});

describe('confirmddclink', () => {
  it("answers the site's WhatsApp and phone lines for a known application", async () => {
    const appId = await anApplication();
    const db = t.database.db;
    await db
      .insert(mainSiteConfig)
      .values({ id: 1, contactNumber: '+971 4 111 2222', whatsappNumber: '971511112222' })
      .onConflictDoUpdate({ target: mainSiteConfig.id, set: { contactNumber: '+971 4 111 2222', whatsappNumber: '971511112222' } });
    const res = await t.app.inject({
      method: 'POST',
      url: CONFIRM,
      payload: { appId, adsIndicators: { gclid: 'abc' } },
    });
    expect(res.statusCode).toBe(200);
    expect(confirmDdcLinkSchema.parse(res.json())).toEqual({ clientNumber: '971511112222', redirectNumber: '+971 4 111 2222' });
  });

  it('falls back to the default contact line without a main site config', async () => {
    const appId = await anApplication();
    const db = t.database.db;
    await db.delete(mainSiteConfig);
    await db
      .insert(contactNumbers)
      .values({ code: 'default', phone: '+971 4 333 4444', whatsapp: '971533334444' })
      .onConflictDoUpdate({ target: contactNumbers.code, set: { phone: '+971 4 333 4444', whatsapp: '971533334444' } });
    const res = await t.app.inject({ method: 'POST', url: CONFIRM, payload: { appId } });
    expect(res.json()).toEqual({ clientNumber: '971533334444', redirectNumber: '+971 4 333 4444' });
  });

  it('answers 404 for an unknown application and 400 for a malformed one', async () => {
    const unknown = randomUUID();
    const res = await t.app.inject({ method: 'POST', url: CONFIRM, payload: { appId: unknown } });
    expectError(res, 404, new RegExp(unknown));
    expectError(
      await t.app.inject({ method: 'POST', url: CONFIRM, payload: { appId: '12' } }),
      400,
      /'appId'/,
    );
    expectError(await t.app.inject({ method: 'POST', url: CONFIRM, payload: {} }), 400, /'appId'/);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: CONFIRM,
        payload: { appId: unknown, adsIndicators: 'x'.repeat(20_000) },
      }),
      413,
      /./,
    );
  });
});

describe('addurllog', () => {
  it('stores the URL with the session, journey and mixpanel ids', async () => {
    const sid = sessionId();
    const url = 'https://example.test/hire-maid?utm_source=x';
    const res = await t.app.inject({
      method: 'POST',
      url: URL_LOG,
      payload: { sessionId: sid, journeyId: 'j-1', mixpanelId: null, url },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const rows = await t.database.db.select().from(urlLogs).where(eq(urlLogs.sessionId, sid));
    expect(rows).toMatchObject([{ journeyId: 'j-1', mixpanelId: null, url }]);
  });

  it('accepts a site path as the url', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL_LOG,
      payload: { sessionId: sessionId(), journeyId: 'j', mixpanelId: 'mp-1', url: '/hire-maid?x=1' },
    });
    expect(res.json()).toEqual({ success: true });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: URL_LOG, payload });
    const good = { sessionId: sessionId(), journeyId: 'j', mixpanelId: null, url: 'https://example.test/' };
    expectError(await post({ ...good, url: undefined }), 400, /'url'/);
    expectError(await post({ ...good, url: `https://example.test/${'a'.repeat(2048)}` }), 400, /'url'.*2048/);
    expectError(await post({ ...good, url: 'javascript:alert(1)' }), 400, /'url'/);
    expectError(await post({ ...good, sessionId: 'x' }), 400, /'sessionId'/);
    expectError(await post({ ...good, mixpanelId: 5 }), 400, /'mixpanelId'/);
    const notJson = await t.app.inject({
      method: 'POST',
      url: URL_LOG,
      headers: { 'content-type': 'application/json' },
      payload: '{"sessionId":',
    });
    expect(notJson.statusCode).toBe(400);
    errorResponseSchema.parse(notJson.json());
    expectError(
      await t.app.inject({ method: 'POST', url: URL_LOG, headers: { 'content-type': 'application/json' }, payload: 'null' }),
      400,
      /body/,
    );
    const text = await t.app.inject({ method: 'POST', url: URL_LOG, headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expectError(text, 400, /body/);
  });
});

describe('logevent', () => {
  it('stores an analytics event with its payload', async () => {
    const sid = sessionId();
    const payload = { housemaid: 12, videoDuration: 6, watchedDuration: 5, logType: 'progress' };
    const res = await t.app.inject({
      method: 'POST',
      url: LOG_EVENT,
      payload: { sessionId: sid, event: 'WATCH_VIDEO', payload },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const rows = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sid));
    expect(rows).toMatchObject([{ event: 'WATCH_VIDEO', payload }]);
  });

  it('refuses an unknown event, a missing session and an oversized payload', async () => {
    const post = (payload: object | string) =>
      t.app.inject({ method: 'POST', url: LOG_EVENT, payload });
    expectError(await post({ sessionId: sessionId(), event: 'DROP_TABLES' }), 400, /'event'/);
    expectError(await post({ event: 'site_error' }), 400, /'sessionId'/);
    expectError(await post({ sessionId: sessionId(), event: 'site_error', payload: [1] }), 400, /'payload'/);
    expectError(await post({ sessionId: sessionId(), event: 'site_error', payload: { text: 'x'.repeat(5000) } }), 413, /'payload'.*4096/);
    const huge = await post({ sessionId: sessionId(), event: 'site_error', payload: { text: 'x'.repeat(40_000) } });
    expect(huge.statusCode).toBe(413);
    errorResponseSchema.parse(huge.json());
  });
});
