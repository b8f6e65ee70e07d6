import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as whatsapp from '../../../shared/api/admin-whatsapp/contracts.js';
import type { WhatsappConfigRow } from '../../../shared/api/admin-whatsapp/schemas.js';
import { getWhatsappConfig } from '../../../shared/api/appsutils/contracts.js';
import { whatsappConfigSchema } from '../../../shared/api/appsutils/schemas.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import { LANG_COOKIE } from '../../../shared/i18n/language-choice.js';
import type { Language } from '../../../shared/tracking.js';
import { auditLog, whatsappConfigs } from '../../db/schema.js';
import { aMaidId } from '../../test/appsutils.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let editor: StaffBrowser;
let maidId: number;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0' });
  editor = new StaffBrowser(t.app);
  expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
  maidId = await aMaidId(t.database.db);
});
afterAll(() => t.close());

const errorOf = (body: string) => errorResponseSchema.parse(JSON.parse(body)).error;
const configOf = (body: string) => (JSON.parse(body) as { config: WhatsappConfigRow }).config;
/** What the public site answers a family on these pages (in English unless `lang` names their language). */
async function publicAnswer(query: Record<string, string | number | boolean> = {}, lang?: Language) {
  const res = await t.app.inject({ url: urlOf(getWhatsappConfig, {}, query), cookies: lang ? { [LANG_COOKIE]: lang } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return whatsappConfigSchema.parse(res.json());
}
const auditOf = (action: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(id))));

describe('WhatsApp configurations', () => {
  it('lists the seeded rows most specific first, with the website types a row may name', async () => {
    const res = await editor.call(whatsapp.listWhatsappConfigs);
    expect(res.statusCode, res.body).toBe(200);
    const { configs, websiteTypes } = res.json() as { configs: WhatsappConfigRow[]; websiteTypes: string[] };
    expect(websiteTypes).toEqual([t.config.PRODUCT_SLUG]);
    const fallback = configs.at(-1)!;
    expect(fallback).toMatchObject({ isForLandingPage: null, websiteType: null, affiliateEventCode: null, housemaidId: null });
    expect(configs.some((c) => c.websiteType === t.config.PRODUCT_SLUG)).toBe(true);
  });

  it('a new maid row is what the site answers for her at once; edited, then deleted, the site follows; each change audited', async () => {
    const created = await editor.call(whatsapp.createWhatsappConfig, {
      body: { housemaidId: maidId, whatsappNumber: '+971 50 111 2233', whatsappMessage: { en: '  Hi, I would like to hire this maid.  ' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const config = configOf(created.body);
    expect(config).toMatchObject({ housemaidId: maidId, whatsappNumber: '971501112233', whatsappMessage: { en: 'Hi, I would like to hire this maid.' }, isForLandingPage: null });
    expect(config.housemaidName).toEqual(expect.any(String));
    expect(await publicAnswer({ maidId })).toEqual({ whatsappNumber: '971501112233', whatsappMessage: 'Hi, I would like to hire this maid.' });
    const [createdEntry] = await auditOf('content.whatsapp-config.create', config.id);
    expect(createdEntry).toMatchObject({ before: null, after: { housemaidId: maidId, whatsappNumber: '971501112233' } });

    const edited = await editor.call(whatsapp.updateWhatsappConfig, {
      params: { id: String(config.id) },
      body: { housemaidId: maidId, whatsappNumber: '971502223344', whatsappMessage: { en: 'Hello about this maid' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await publicAnswer({ maidId })).toEqual({ whatsappNumber: '971502223344', whatsappMessage: 'Hello about this maid' });
    const [editedEntry] = await auditOf('content.whatsapp-config.update', config.id);
    expect(editedEntry).toMatchObject({ before: { whatsappNumber: '971501112233' }, after: { whatsappNumber: '971502223344', whatsappMessage: { en: 'Hello about this maid' } } });

    const deleted = await editor.call(whatsapp.deleteWhatsappConfig, { params: { id: String(config.id) } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: config.id });
    expect(await publicAnswer({ maidId })).toEqual(await publicAnswer());
    const [deletedEntry] = await auditOf('content.whatsapp-config.delete', config.id);
    expect(deletedEntry).toMatchObject({ before: { whatsappNumber: '971502223344' }, after: null });
    expect((await editor.call(whatsapp.deleteWhatsappConfig, { params: { id: String(config.id) } })).statusCode).toBe(404);
  });

  it('an affiliate event row matches its code in any letter case, and editing the default row changes every other page', async () => {
    const created = await editor.call(whatsapp.createWhatsappConfig, {
      body: { affiliateEventCode: 'SpringFair', isForLandingPage: true, whatsappNumber: '971503334455', whatsappMessage: { en: 'Hi from the spring fair' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await publicAnswer({ affiliateEventCode: 'springfair', isForLandingPage: true })).toMatchObject({ whatsappMessage: 'Hi from the spring fair' });
    expect(await publicAnswer({ affiliateEventCode: 'springfair', isForLandingPage: false })).not.toMatchObject({ whatsappMessage: 'Hi from the spring fair' });

    const { configs } = (await editor.call(whatsapp.listWhatsappConfigs)).json() as { configs: WhatsappConfigRow[] };
    const fallback = configs.at(-1)!;
    const res = await editor.call(whatsapp.updateWhatsappConfig, {
      params: { id: String(fallback.id) },
      body: { whatsappNumber: '971504445566', whatsappMessage: { en: 'Hi, a new default' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicAnswer({ isForLandingPage: false })).toEqual({ whatsappNumber: '971504445566', whatsappMessage: 'Hi, a new default' });
  });

  it("keeps each language staff write, and the site sends a family the message in their language, the English where it is empty", async () => {
    const created = await editor.call(whatsapp.createWhatsappConfig, {
      body: {
        affiliateEventCode: 'EidFair',
        whatsappNumber: '971506667788',
        whatsappMessage: { en: ' Hi from the Eid fair ', ar: ' مرحبًا، أتيت من معرض العيد ', hi: '', fr: '   ' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    // Trimmed, and the languages left empty are not stored: they are the ones still to translate.
    const stored = { en: 'Hi from the Eid fair', ar: 'مرحبًا، أتيت من معرض العيد' };
    expect(configOf(created.body).whatsappMessage).toEqual(stored);
    const { configs } = (await editor.call(whatsapp.listWhatsappConfigs)).json() as { configs: WhatsappConfigRow[] };
    expect(configs.find((c) => c.affiliateEventCode === 'EidFair')?.whatsappMessage).toEqual(stored);

    const fair = { affiliateEventCode: 'EidFair' };
    expect(await publicAnswer(fair, 'ar')).toEqual({ whatsappNumber: '971506667788', whatsappMessage: 'مرحبًا، أتيت من معرض العيد' });
    expect((await publicAnswer(fair, 'fr')).whatsappMessage).toBe('Hi from the Eid fair');
    expect((await publicAnswer(fair, 'hi')).whatsappMessage).toBe('Hi from the Eid fair');
    expect((await publicAnswer(fair)).whatsappMessage).toBe('Hi from the Eid fair');

    // A later save with the Arabic removed: Arabic families get the English.
    const id = String(configOf(created.body).id);
    const edited = await editor.call(whatsapp.updateWhatsappConfig, { params: { id }, body: { ...fair, whatsappNumber: '971506667788', whatsappMessage: { en: 'Hi from the Eid fair', fr: 'Bonjour, je viens du salon de l’Aïd' } } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await publicAnswer(fair, 'ar')).whatsappMessage).toBe('Hi from the Eid fair');
    expect((await publicAnswer(fair, 'fr')).whatsappMessage).toBe('Bonjour, je viens du salon de l’Aïd');
  });

  it.each([
    ['a number in words', { whatsappNumber: 'call me', whatsappMessage: { en: 'Hi' } }, 'whatsappNumber is the WhatsApp number with its country code'],
    ['a short number', { whatsappNumber: '12345', whatsappMessage: { en: 'Hi' } }, 'whatsappNumber has 8 to 15 digits'],
    ['a message over 1000 characters', { whatsappNumber: '971500000000', whatsappMessage: { en: 'x'.repeat(1001) } }, 'whatsappMessage (en): at most 1000 characters'],
    ['an Arabic message over 1000 characters', { whatsappNumber: '971500000000', whatsappMessage: { en: 'Hi', ar: 'ا'.repeat(1001) } }, 'whatsappMessage (ar): at most 1000 characters'],
    ['an unknown maid', { whatsappNumber: '971500000000', whatsappMessage: { en: 'Hi' }, housemaidId: 987654321 }, 'There is no maid with the id 987654321'],
    ['a negative maid id', { whatsappNumber: '971500000000', whatsappMessage: { en: 'Hi' }, housemaidId: -2 }, 'housemaidId is a maid id'],
    ['another website type', { whatsappNumber: '971500000000', whatsappMessage: { en: 'Hi' }, websiteType: 'other-site' }, "'other-site' is no website type"],
    ['an affiliate code with a space', { whatsappNumber: '971500000000', whatsappMessage: { en: 'Hi' }, affiliateEventCode: 'two words' }, 'affiliateEventCode: letters, digits and signs, without spaces'],
    ['no number', { whatsappMessage: { en: 'Hi' } }, 'whatsappNumber is required'],
  ])('refuses %s with a 400 saying what is wrong, and stores nothing', async (_, body, message) => {
    const count = async () => (await t.database.db.select({ id: whatsappConfigs.id }).from(whatsappConfigs)).length;
    const before = await count();
    const res = await editor.call(whatsapp.createWhatsappConfig, { body });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res.body)).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses a second row for exactly the same pages (409), which would never be used', async () => {
    const res = await editor.call(whatsapp.createWhatsappConfig, { body: { websiteType: t.config.PRODUCT_SLUG, whatsappNumber: '971500000009', whatsappMessage: { en: 'Hi' } } });
    expect(res.statusCode, res.body).toBe(409);
    expect(errorOf(res.body)).toMatch(/^Configuration #\d+ already covers exactly these pages/);
  });

  it('an unknown id is a 404 for an edit, and a bad body on an edit changes nothing', async () => {
    const missing = await editor.call(whatsapp.updateWhatsappConfig, { params: { id: '987654' }, body: { whatsappNumber: '971500000000', whatsappMessage: { en: 'Hi' } } });
    expect(missing.statusCode).toBe(404);
    const { configs } = (await editor.call(whatsapp.listWhatsappConfigs)).json() as { configs: WhatsappConfigRow[] };
    const some = configs[0]!;
    const bad = await editor.call(whatsapp.updateWhatsappConfig, { params: { id: String(some.id) }, body: { ...some, housemaidId: 987654321 } });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(whatsappConfigs).where(eq(whatsappConfigs.id, some.id));
    expect(row).toMatchObject({ housemaidId: some.housemaidId, whatsappNumber: some.whatsappNumber });
  });
});

describe('who may', () => {
  const body = { whatsappNumber: '971500000000', whatsappMessage: { en: 'Hi' }, affiliateEventCode: 'nobody-may' };
  it('strangers get 401 and agents 403 on every call', async () => {
    const stranger = new StaffBrowser(t.app);
    const agent = new StaffBrowser(t.app);
    await agent.signIn((await addStaff(t.database.db, 'agent')).email);
    for (const browser of [stranger, agent]) {
      const status = browser === stranger ? 401 : 403;
      expect((await browser.call(whatsapp.listWhatsappConfigs)).statusCode).toBe(status);
      expect((await browser.call(whatsapp.createWhatsappConfig, { body })).statusCode).toBe(status);
      expect((await browser.call(whatsapp.updateWhatsappConfig, { params: { id: '1' }, body })).statusCode).toBe(status);
      expect((await browser.call(whatsapp.deleteWhatsappConfig, { params: { id: '1' } })).statusCode).toBe(status);
    }
    expect(errorOf((await agent.call(whatsapp.listWhatsappConfigs)).body)).toBe('Only editor or admin staff can do this; you are signed in as agent.');
  });

  it('a change without the CSRF token is refused (403) and changes nothing', async () => {
    const { configs } = (await editor.call(whatsapp.listWhatsappConfigs)).json() as { configs: WhatsappConfigRow[] };
    const some = configs[0]!;
    const create = await editor.call(whatsapp.createWhatsappConfig, { body, csrf: false });
    expect(create.statusCode).toBe(403);
    expect(errorOf(create.body)).toContain('This page is out of date');
    expect((await editor.call(whatsapp.updateWhatsappConfig, { params: { id: String(some.id) }, body, csrf: false })).statusCode).toBe(403);
    expect((await editor.call(whatsapp.deleteWhatsappConfig, { params: { id: String(some.id) }, csrf: false })).statusCode).toBe(403);
    const after = (await editor.call(whatsapp.listWhatsappConfigs)).json() as { configs: WhatsappConfigRow[] };
    expect(after.configs).toEqual(configs);
  });
});
