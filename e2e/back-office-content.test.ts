import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, urlOf } from '../src/shared/api/contract.js';
import { updateWhatsappConfig } from '../src/shared/api/admin-whatsapp/contracts.js';
import { getWhatsappConfig } from '../src/shared/api/appsutils/contracts.js';
import { downloadResource } from '../src/shared/api/resources/contracts.js';
import { downloadableResources, whatsappConfigs } from '../src/server/db/schema.js';
import { expectAxeClean } from './support/axe.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'maids-e2e-content-'));
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function editorOnContentPage(): Promise<Page> {
  const page = await staffPage(browser, server, 'editor');
  await page.getByRole('navigation').getByRole('link', { name: 'Site content' }).click();
  await page.getByRole('heading', { name: 'WhatsApp chats' }).waitFor();
  return page;
}

describe('WhatsApp chats and PDFs in the back office', () => {
  it('an editor changes the landing pages’ WhatsApp message, seeing the chat a family gets, and the site answers it at once', async () => {
    const [landing] = await server.database.db
      .select()
      .from(whatsappConfigs)
      .where(and(eq(whatsappConfigs.isForLandingPage, true), isNull(whatsappConfigs.websiteType), isNull(whatsappConfigs.affiliateEventCode), isNull(whatsappConfigs.housemaidId)));
    const page = await editorOnContentPage();
    const card = page.getByRole('listitem', { name: `Configuration #${landing!.id}` });
    await card.getByRole('button', { name: 'Edit' }).click();
    const form = card.getByRole('form', { name: `Change configuration #${landing!.id}` });
    await form.getByLabel('Message in English').fill('Hello! I saw your ad and would like a maid.');
    await form.getByLabel('Message in Arabic').fill('مرحبًا! رأيت إعلانكم وأودّ استقدام عاملة منزلية.');
    // The seed's French no longer says the same: emptied, French families get the English until it is rewritten.
    await form.getByLabel('Message in French').fill('');
    await form.getByRole('group', { name: /^Message/ }).getByText('Needs translation: French').waitFor();
    await form.getByLabel('WhatsApp number').fill('+971 50 765 4321');
    // The preview: the chat's first message and the link the site opens.
    await form.getByRole('paragraph').filter({ hasText: /^Hello! I saw your ad and would like a maid\.$/ }).waitFor();
    const link = await form.getByRole('link', { name: /send\?phone=971507654321/ }).getAttribute('href');
    expect(link).toContain(`text=${encodeURIComponent('Hello! I saw your ad and would like a maid.')}`);
    await expectAxeClean(page);

    // "At once": as soon as the save is answered (the card may show the new number before that).
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === pathOf(updateWhatsappConfig, { id: landing!.id }));
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await card.getByText('+971507654321').waitFor();
    const answer = await fetch(`${server.baseUrl}${urlOf(getWhatsappConfig, {}, { isForLandingPage: true })}`).then((r) => r.json());
    expect(answer).toEqual({ whatsappNumber: '971507654321', whatsappMessage: 'Hello! I saw your ad and would like a maid.' });
    // An Arabic family (the lang cookie the site sets) gets the Arabic; a French one the English, the French being empty.
    const answerIn = (lang: string) => fetch(`${server.baseUrl}${urlOf(getWhatsappConfig, {}, { isForLandingPage: true })}`, { headers: { cookie: `lang=${lang}` } }).then((r) => r.json());
    expect(await answerIn('ar')).toEqual({ whatsappNumber: '971507654321', whatsappMessage: 'مرحبًا! رأيت إعلانكم وأودّ استقدام عاملة منزلية.' });
    expect(await answerIn('fr')).toMatchObject({ whatsappMessage: 'Hello! I saw your ad and would like a maid.' });
    await expectAxeClean(page);

    // A chat of its own for an affiliate's visitors, then taken away again.
    const ask = () => fetch(`${server.baseUrl}${urlOf(getWhatsappConfig, {}, { affiliateEventCode: 'e2efair' })}`).then((r) => r.json());
    await page.getByRole('button', { name: 'Add a WhatsApp chat' }).click();
    const adding = page.getByRole('form', { name: 'New WhatsApp chat' });
    await adding.getByLabel('Affiliate event code').fill('E2EFair');
    await adding.getByLabel('WhatsApp number').fill('971501110000');
    await adding.getByLabel('Message in English').fill('Hi, I met you at the fair.');
    await adding.getByRole('button', { name: 'Add' }).click();
    const added = page.getByRole('listitem', { name: /^Configuration #/ }).filter({ has: page.getByText('Affiliate event E2EFair') });
    await added.getByText('Hi, I met you at the fair.').waitFor();
    expect(await ask()).toEqual({ whatsappNumber: '971501110000', whatsappMessage: 'Hi, I met you at the fair.' });
    await added.getByRole('button', { name: 'Delete' }).click();
    await added.getByRole('button', { name: 'Yes, delete it' }).click();
    await added.waitFor({ state: 'detached' });
    expect(await ask()).not.toMatchObject({ whatsappMessage: 'Hi, I met you at the fair.' });
  });

  it('an editor replaces a PDF: a wrong file is refused with the reason, the new PDF is what families download', async () => {
    // A resource of its own: the file store is shared by the test run, so a seeded file stays untouched.
    const code = `e2e_price_list_${process.pid}`;
    const original = Buffer.from(`%PDF-1.4\n% the price list before\n%%EOF\n`);
    await server.app.storage.put(`resources/${code}.pdf`, original);
    const [resource] = await server.database.db
      .insert(downloadableResources)
      .values({ code, title: 'Price list (e2e)', fileName: 'price-list.pdf', storageKey: `resources/${code}.pdf` })
      .returning();
    const page = await editorOnContentPage();
    const item = page.getByRole('listitem', { name: resource!.title });
    await item.getByRole('link', { name: `Open ${resource!.title}` }).waitFor();

    const notPdf = path.join(work, 'notes.pdf');
    fs.writeFileSync(notPdf, 'only some notes, not a document');
    await item.getByLabel(`New PDF for ${resource!.title}`).setInputFiles(notPdf);
    await item.getByRole('button', { name: 'Replace' }).click();
    await item.getByRole('alert').filter({ hasText: 'This file is not a PDF' }).waitFor();

    const newPdf = path.join(work, 'new guide.pdf');
    const bytes = Buffer.from(`%PDF-1.4\n% the new document from the e2e test\n${'e'.repeat(5000)}\n%%EOF\n`);
    fs.writeFileSync(newPdf, bytes);
    await item.getByLabel(`New PDF for ${resource!.title}`).setInputFiles(newPdf);
    await item.getByRole('button', { name: 'Replace' }).click();
    await item.getByText('Replaced: families now get the new PDF.').waitFor();
    await item.getByText(/^5 KB, stored /).waitFor();
    await expectAxeClean(page);

    const served = await fetch(`${server.baseUrl}${urlOf(downloadResource, {}, { code: resource!.code })}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await server.app.storage.exists(`resources/${code}.pdf`)).toBe(false);
    const [row] = await server.database.db.select().from(downloadableResources).where(eq(downloadableResources.code, code));
    await server.app.storage.remove(row!.storageKey);
  });
});
