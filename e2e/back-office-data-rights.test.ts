import { readFile } from 'node:fs/promises';
import { and, eq, ne, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments, applications, auditLog, housemaids } from '../src/server/db/schema.js';
import { jpegBytes, json, TestBrowser } from '../src/server/test/application.js';
import { CLIENT, runSampleJourney, type SampleJourney } from '../src/server/test/sample-journey.js';
import { expectAxeClean } from './support/axe.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let journey: SampleJourney;
let reference: string;
/** An earlier application of the same client, abandoned after the passport. */
let earlier: { id: string; reference: string };
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  journey = await runSampleJourney(server.app, server.database.db);
  const [row] = await server.database.db.select({ reference: applications.reference, maidId: applications.housemaidId }).from(applications).where(eq(applications.id, journey.appId));
  reference = row!.reference;
  const db = server.database.db;
  const [maid] = await db.select({ id: housemaids.id }).from(housemaids).where(and(eq(housemaids.status, 'available'), ne(housemaids.id, row!.maidId))).limit(1);
  const other = new TestBrowser(server.app);
  const { id } = json<{ id: string }>(await other.create(maid!.id));
  expect((await other.upload(id, 'passport', jpegBytes())).statusCode).toBe(200);
  const [made] = await db
    .update(applications)
    .set({ data: sql`jsonb_set(${applications.data}, '{values,phones}', '{"client":"+971501234567"}'::jsonb)` })
    .where(eq(applications.id, id))
    .returning({ reference: applications.reference });
  earlier = { id, reference: made!.reference };
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const audited = (action: string) =>
  server.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subjectId, journey.appId)));

/** With DESK_SCREENSHOTS=<folder>, the page's top and the client data panel at phones' and a desk's widths. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.DESK_SCREENSHOTS;
  if (!folder) return;
  for (const width of [360, 390, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${folder}/${name}-top-${width}.png` });
    await page.getByRole('region', { name: 'Client data' }).screenshot({ path: `${folder}/${name}-panel-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe("the client's data rights on the desk", () => {
  it('an agent exports the client data as a ZIP with client.json, then erases it, and the desk shows it erased', async () => {
    const page = await staffPage(browser, server, 'agent');
    await page.goto(`${server.baseUrl}/admin/application?id=${journey.appId}`);
    await page.getByRole('heading', { name: `Application ${reference}`, level: 1 }).waitFor();
    const panel = page.getByRole('region', { name: 'Client data' });
    // The client's other application, found by the mobile number, is named before anything is done.
    await panel.getByRole('link', { name: earlier.reference }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Export client data' }).click()]);
    expect(download.suggestedFilename()).toBe(`client-data-${reference}.zip`);
    const zip = new Map(Object.entries(unzipSync(await readFile((await download.path())!))).map(([name, bytes]) => [name, Buffer.from(bytes)]));
    const client = JSON.parse(zip.get('client.json')!.toString('utf8')) as { applications: Array<{ values: { clientName: string } }> };
    expect(client.applications[0]!.values.clientName).toBe(CLIENT.name);
    expect(zip.has(`${reference}/documents/passport.jpg`)).toBe(true);
    expect(zip.has(`${earlier.reference}/documents/passport.jpg`)).toBe(true);
    expect(await audited('application.export')).toHaveLength(1);

    await panel.getByRole('button', { name: 'Erase client data…' }).click();
    const confirm = panel.getByLabel(`Type the reference ${reference} to confirm`);
    await confirm.waitFor();
    await expectAxeClean(page);
    await screenshots(page, 'erase-form');
    // A wrong reference is refused with what to type.
    await confirm.fill('ZZZZ-ZZZZ');
    await panel.getByRole('button', { name: 'Erase client data', exact: true }).click();
    await panel.getByRole('alert').getByText(`type this application's reference, ${reference}`).waitFor();
    expect(await audited('application.erase')).toHaveLength(0);

    await confirm.fill(reference);
    await panel.getByRole('button', { name: 'Erase client data', exact: true }).click();
    await page.getByRole('status').getByText(/^Data erased on /).waitFor();
    expect(await page.getByText(CLIENT.name).count()).toBe(0);
    await page.getByText('No document uploaded yet.').waitFor();
    // The notes take nothing new about a client who asked to be forgotten.
    await page.getByText("This client's data was erased: the application takes no new notes.").waitFor();
    expect(await page.getByLabel('Add a note').count()).toBe(0);
    expect(await server.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, journey.appId))).toEqual([]);
    expect(await audited('application.erase')).toHaveLength(1);
    expect(await server.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, earlier.id))).toEqual([]);
    await expectAxeClean(page);
    await screenshots(page, 'erased');
  });
});
