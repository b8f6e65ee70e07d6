import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as staffPages from '../../../shared/api/admin-pages/contracts.js';
import type { ContentPageFields, FaqEntryFields, StaffContentPage, StaffFaqEntry } from '../../../shared/api/admin-pages/schemas.js';
import { urlOf } from '../../../shared/api/contract.js';
import * as sitePages from '../../../shared/api/site-pages/contracts.js';
import type { ContentPageTexts, FaqEntry } from '../../../shared/api/site-pages/schemas.js';
import type { Language } from '../../../shared/tracking.js';
import { auditLog } from '../../db/schema.js';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let editor: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0' });
  editor = new StaffBrowser(t.app);
  expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
});
afterAll(() => t.close());

const faq = async (lang?: Language, cookie?: Language) => {
  const res = await t.app.inject({ url: urlOf(sitePages.getFaq, {}, lang ? { lang } : {}), cookies: cookie ? { lang: cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { entries: FaqEntry[] }).entries;
};
const page = (pageCode: string, lang: Language) => t.app.inject(urlOf(sitePages.getContentPage, { pageCode }, { lang }));
const staffEntries = async () => ((await editor.call(staffPages.listFaqEntries)).json() as { entries: StaffFaqEntry[] }).entries;
const entry = (over: Partial<FaqEntryFields> = {}): FaqEntryFields => ({
  question: { en: 'Do you work on public holidays?', ar: 'هل تعملون في العطل الرسمية؟' },
  answer: { en: 'Yes, our WhatsApp answers every day.', ar: 'نعم، نرد على WhatsApp كل يوم.' },
  ...over,
});
const lastAudit = async (action: string) =>
  (await t.database.db.select().from(auditLog).where(sql`${auditLog.action} = ${action}`).orderBy(sql`${auditLog.at} desc`).limit(1))[0];

describe('the public FAQ', () => {
  it('answers in the language asked (?lang=, else the lang cookie), in the order staff set', async () => {
    const arabic = await faq('ar');
    expect(arabic).toHaveLength(12);
    expect(arabic[0]).toMatchObject({ question: 'كيف أختار عاملة منزلية؟' });
    expect(arabic.at(-1)!.question).toMatch(/[\u0600-\u06ff]/);
    expect((await faq(undefined, 'ar'))[0]!.question).toBe(arabic[0]!.question);
    expect((await faq('fr', 'ar'))[0]!.question).toMatch(/^Comment choisir/);
    expect((await faq())[0]!.question).toBe('How do I choose a maid?');
  });

  it('keeps the figures the application uses, in each language', async () => {
    const soon = (await faq('ru')).find((e) => e.question.startsWith('Как скоро'))!;
    expect(soon.answer).toMatch(/около 10 минут.*1 рабочий день/);
  });

  it('carries the nanny-mode wording: the language’s own, and maid → nanny in English', async () => {
    const [first] = await faq('en');
    expect(first).toMatchObject({ question: 'How do I choose a maid?', nannyQuestion: 'How do I choose a nanny?' });
    const [arabic] = await faq('ar');
    expect(arabic!.nannyQuestion).not.toBe(arabic!.question);
    expect(arabic!.nannyQuestion).toMatch(/مربية/);
  });
});

describe('a content page', () => {
  it('answers its texts in Arabic, 404 for a code that is not a content page', async () => {
    const res = await page('services', 'ar');
    expect(res.statusCode).toBe(200);
    const services = res.json() as ContentPageTexts;
    expect(services.title).toBe('خدماتنا');
    expect(services.sections.map((s) => s.heading)).toHaveLength(3);
    expect(services.sections[2]!.paragraphs[0]).toMatch(/[\u0600-\u06ff]/);
    expect((await page('hire_maid', 'en')).statusCode).toBe(404);
    expect((await page('nowhere', 'en')).json()).toEqual({ error: 'There is no such page.' });
  });

  it('exists on a new database without demo data (site content, written by the migration)', async () => {
    const empty = await createTestApp({ SEED_DEMO_DATA: 'false' }, undefined, await createTestDatabase({ empty: true }));
    try {
      const res = await empty.app.inject(urlOf(sitePages.getContentPage, { pageCode: 'terms_of_service' }, { lang: 'hi' }));
      expect(res.statusCode).toBe(200);
      expect((res.json() as ContentPageTexts).title).toMatch(/[\u0900-\u097f]/);
      expect(((await empty.app.inject(urlOf(sitePages.getFaq, {}, { lang: 'fr' }))).json() as { entries: unknown[] }).entries).toHaveLength(12);
    } finally {
      await empty.close();
    }
  });
});

describe('staff write the FAQ', () => {
  it('add: each language kept, the public site shows its own or the English; audited', async () => {
    const res = await editor.call(staffPages.addFaqEntry, { body: entry() });
    expect(res.statusCode, res.body).toBe(200);
    const added = (res.json() as { entry: StaffFaqEntry }).entry;
    expect(added).toMatchObject({ question: { en: 'Do you work on public holidays?', ar: 'هل تعملون في العطل الرسمية؟' }, published: true, position: 13 });
    expect((await faq('ar')).at(-1)).toMatchObject({ question: 'هل تعملون في العطل الرسمية؟', answer: 'نعم، نرد على WhatsApp كل يوم.' });
    expect((await faq('hi')).at(-1)).toMatchObject({ question: 'Do you work on public holidays?' });
    expect(await lastAudit('content.faq-added')).toMatchObject({ subjectId: String(added.id), after: { question: { ar: 'هل تعملون في العطل الرسمية؟' } } });
  });

  it('edit: a language added keeps the others; an emptied one falls back to English; unpublished leaves the site', async () => {
    const mine = (await staffEntries()).find((e) => e.question.en === 'Do you work on public holidays?')!;
    const body = entry({ question: { ...mine.question, hi: 'क्या आप सरकारी छुट्टियों पर काम करते हैं?' }, answer: { en: mine.answer.en, ar: '  ' } });
    const res = await editor.call(staffPages.updateFaqEntry, { params: { id: String(mine.id) }, body });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { entry: StaffFaqEntry }).entry.question).toEqual({ en: 'Do you work on public holidays?', ar: 'هل تعملون في العطل الرسمية؟', hi: 'क्या आप सरकारी छुट्टियों पर काम करते हैं?' });
    expect((res.json() as { entry: StaffFaqEntry }).entry.answer).toEqual({ en: 'Yes, our WhatsApp answers every day.' });
    expect((await faq('ar')).at(-1)).toMatchObject({ question: 'هل تعملون في العطل الرسمية؟', answer: 'Yes, our WhatsApp answers every day.' });
    expect(await lastAudit('content.faq-changed')).toMatchObject({ before: { answer: { ar: 'نعم، نرد على WhatsApp كل يوم.' } } });

    await editor.call(staffPages.updateFaqEntry, { params: { id: String(mine.id) }, body: { ...body, published: false } });
    expect((await faq('en')).map((e) => e.id)).not.toContain(mine.id);
    expect((await staffEntries()).find((e) => e.id === mine.id)).toMatchObject({ published: false });
  });

  it('reorder: the site follows; a list that misses an entry is refused (409)', async () => {
    const ids = (await staffEntries()).map((e) => e.id);
    const reversed = [...ids].reverse();
    const res = await editor.call(staffPages.orderFaqEntries, { body: { ids: reversed } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await staffEntries()).map((e) => e.id)).toEqual(reversed);
    expect((await faq('en')).at(-1)!.question).toBe('How do I choose a maid?');
    const missing = await editor.call(staffPages.orderFaqEntries, { body: { ids: reversed.slice(1) } });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error).toMatch(/Reload the page/);
    expect((await editor.call(staffPages.orderFaqEntries, { body: { ids: [ids[0], ids[0]] } })).json().error).toMatch(/each entry once/);
    await editor.call(staffPages.orderFaqEntries, { body: { ids } });
  });

  it('delete: gone from the site and the list, audited; deleting it again is a 404', async () => {
    const mine = (await staffEntries()).find((e) => e.question.en === 'Do you work on public holidays?')!;
    expect((await editor.call(staffPages.removeFaqEntry, { params: { id: String(mine.id) } })).json()).toEqual({ removed: true });
    expect((await staffEntries()).map((e) => e.id)).not.toContain(mine.id);
    expect(await lastAudit('content.faq-removed')).toMatchObject({ subjectId: String(mine.id), after: null });
    const again = await editor.call(staffPages.removeFaqEntry, { params: { id: String(mine.id) } });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatch(/No FAQ entry with this id/);
  });

  it('refuses bad input with a message naming the field', async () => {
    const noEnglish = await editor.call(staffPages.addFaqEntry, { body: entry({ question: { en: ' ', ar: 'سؤال' } }) });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().error).toMatch(/question: write it in English at least/);
    const long = await editor.call(staffPages.addFaqEntry, { body: entry({ answer: { en: 'x'.repeat(3001) } }) });
    expect(long.json().error).toMatch(/answer \(en\): at most 3000 characters/);
    expect((await editor.call(staffPages.updateFaqEntry, { params: { id: 'first' }, body: entry() })).statusCode).toBe(400);
  });
});

describe('staff write the content pages', () => {
  const pagesList = async () => ((await editor.call(staffPages.listContentPages)).json() as { pages: StaffContentPage[] }).pages;

  it('lists the 15 pages with every language, and saves one keeping each language', async () => {
    const pages = await pagesList();
    expect(pages.map((p) => p.pageCode)).toContain('med_dxb');
    expect(pages).toHaveLength(15);
    const oec = pages.find((p) => p.pageCode === 'oec')!;
    expect(Object.keys(oec.title).sort()).toEqual(['ar', 'en', 'fr', 'hi', 'ru']);
    const body: ContentPageFields = {
      title: { ...oec.title, ar: 'شهادة OEC لعاملتك الفلبينية' },
      intro: { en: oec.intro.en },
      sections: [...oec.sections, { heading: { en: 'Fees', fr: 'Frais' }, paragraphs: [{ en: 'The OEC itself is free.' }], items: [] }],
    };
    const res = await editor.call(staffPages.updateContentPage, { params: { pageCode: 'oec' }, body });
    expect(res.statusCode, res.body).toBe(200);
    const fr = (await page('oec', 'fr')).json() as ContentPageTexts;
    expect(fr.title).toBe(oec.title.fr);
    expect(fr.intro).toBe(oec.intro.en);
    expect(fr.sections.at(-1)).toEqual({ heading: 'Frais', paragraphs: ['The OEC itself is free.'], items: [] });
    expect(((await page('oec', 'ar')).json() as ContentPageTexts).title).toBe('شهادة OEC لعاملتك الفلبينية');
    expect(await lastAudit('content.page-changed')).toMatchObject({ subjectId: 'oec', after: { title: { ar: 'شهادة OEC لعاملتك الفلبينية' } } });
  });

  it('refuses a code that is not a content page (404) and a section without an English heading (400)', async () => {
    const body: ContentPageFields = { title: { en: 'T' }, intro: { en: 'I' }, sections: [] };
    const unknown = await editor.call(staffPages.updateContentPage, { params: { pageCode: 'hire_maid' }, body });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/No content page with this code/);
    const bad = await editor.call(staffPages.updateContentPage, { params: { pageCode: 'oec' }, body: { ...body, sections: [{ heading: { en: '' }, paragraphs: [], items: [] }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/heading: write it in English at least/);
  });
});

describe('who may write', () => {
  it('editors and admins; an agent is refused (403), a stranger asked to sign in (401), a change without the CSRF token refused (403)', async () => {
    const agent = new StaffBrowser(t.app, '198.51.100.11');
    await agent.signIn((await addStaff(t.database.db, 'agent')).email);
    expect((await agent.call(staffPages.listFaqEntries)).statusCode).toBe(403);
    expect((await agent.call(staffPages.addFaqEntry, { body: entry() })).statusCode).toBe(403);
    expect((await new StaffBrowser(t.app, '198.51.100.12').call(staffPages.listContentPages)).statusCode).toBe(401);
    expect((await editor.call(staffPages.addFaqEntry, { body: entry(), csrf: false })).statusCode).toBe(403);
    const admin = new StaffBrowser(t.app, '198.51.100.13');
    await admin.signIn((await addStaff(t.database.db, 'admin')).email);
    expect((await admin.call(staffPages.listContentPages)).statusCode).toBe(200);
  });
});
