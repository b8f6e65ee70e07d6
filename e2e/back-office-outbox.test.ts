import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/server/db/schema.js';
import { createSmsOutbox } from '../src/server/modules/sms/sms-queue.js';
import { startSmsStub, until, type SmsStub } from '../src/server/test/sms-stub.js';
import { expectAxeClean } from './support/axe.js';
import { staffPage } from './support/back-office.js';
import { launchBrowser } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let stub: SmsStub;
beforeAll(async () => {
  stub = await startSmsStub();
  [server, browser] = await Promise.all([
    startServer({
      SIGN_IN_DELAY_MS: '0',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: stub.url,
      SMS_HTTP_ACCOUNT: 'AC0123',
      SMS_HTTP_TOKEN: 'stub-token',
      SMS_HTTP_FROM: 'SunriseMaid',
      SMS_RETRY_DELAY_S: '1',
      SMS_MAX_ATTEMPTS: '2',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stub?.close();
});

const REFUSED = '+971501110001';

describe('the outbox in the back office', () => {
  it('an agent finds a dead message by its status, sends it again, and sees it sent', async () => {
    const outbox = createSmsOutbox(server.app.jobs, server.config);
    const send = (toPhone: string, kind: string) =>
      server.database.db.transaction((tx) => outbox.send(tx, { toPhone, body: `Your link: https://maids.example/${kind}`, kind, applicationId: crypto.randomUUID() }));
    stub.script(REFUSED, [400]);
    await send(REFUSED, 'spouse-sign-link');
    await send('+971501110002', 'continue-on-phone');
    await send('+971501110003', 'card-otp');
    await until(async () => {
      const [row] = await server.database.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, REFUSED));
      return row?.status === 'dead';
    }, 15_000, 'the refused message to be dead');

    const page = await staffPage(browser, server, 'agent');
    await page.getByRole('navigation').getByRole('link', { name: 'Outbox' }).click();
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    const table = page.getByRole('table');
    await table.getByText('+9715******01').waitFor();
    await table.getByText('the provider answered 400: Stub refusal 400').waitFor();
    await page.screenshot({ path: process.env.OUTBOX_SCREENSHOT ?? '/tmp/admin-outbox.png', fullPage: true });
    await expectAxeClean(page);
    // The words show, the links' paths (the keys to an application) do not.
    await table.getByText('Your link: https://maids.example/… (link hidden)').first().waitFor();
    expect(await page.content()).not.toMatch(/maids\.example\/[a-z]/);

    await page.getByLabel('Status').selectOption({ label: 'Dead' });
    await page.waitForURL(/status=dead/);
    const row = table.getByRole('row').filter({ hasText: '+9715******01' });
    await row.getByRole('button', { name: /^Send again/ }).click();
    await page.getByRole('status').filter({ hasText: 'is queued to be sent again' }).waitFor();
    // Queued again, it has left the dead ones; among all, the page follows it until it is sent.
    await table.getByRole('row').filter({ hasText: '+9715******01' }).waitFor({ state: 'detached' });
    await page.getByLabel('Status').selectOption({ label: 'Any' });
    await table.getByRole('row').filter({ hasText: '+9715******01' }).getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
    await expectAxeClean(page);
  });
});
