import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../src/shared/api/admin-applications/contracts.js';
import type { Stage } from '../src/shared/application/stages.js';
import arWeb from '../src/shared/i18n/catalogues/ar.json' with { type: 'json' };
import arServer from '../src/shared/i18n/catalogues/server/ar.json' with { type: 'json' };
import { formatAed } from '../src/shared/pricing/money.js';
import { addCalendarDays, dubaiDayOf, dueDay } from '../src/shared/service/clocks.js';
import { monthHolding, nextDebitDay } from '../src/shared/service/debits.js';
import { refundFor } from '../src/shared/service/refund.js';
import { DEFAULT_SERVICE_TERMS } from '../src/shared/service/terms.js';
import { applications, serviceRequests, services, smsOutbox } from '../src/server/db/schema.js';
import { readData } from '../src/server/modules/application/application-data.js';
import { CODE_WRONG } from '../src/server/modules/service/family-service.js';
import { runSampleJourney } from '../src/server/test/sample-journey.js';
import { addStaff, StaffBrowser } from '../src/server/test/staff.js';
import { expectAxeClean } from './support/axe.js';
import { desktop, launchBrowser, phone } from './support/browser.js';
import { elementsPastScreen } from './support/screen-width.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let agent: StaffBrowser;
const db = () => server.database.db;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  const account = await addStaff(db(), 'agent');
  agent = new StaffBrowser(server.app);
  expect((await agent.signIn(account.email)).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Lang = 'en' | 'ar';
/** A text of the page or of the server in the family's language, with its values placed. */
const say = (lang: Lang, english: string, vars: Record<string, string> = {}, catalogue: Record<string, string> = arWeb) =>
  (lang === 'ar' ? catalogue[english]! : english).replace(/\{(\w+)\}/g, (_, name: string) => vars[name]!);

/** A day as the page writes it: Dubai's calendar in the page's language, by the browser's own Intl. */
const dayOnPage = (page: Page, day: string, lang: Lang = 'en') =>
  page.evaluate(
    ([d, locale]) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Dubai' }).format(new Date(`${d}T12:00:00+04:00`)),
    [day, lang === 'ar' ? 'ar-AE' : 'en'] as const,
  );

/** With MY_MAID_SCREENSHOTS=<folder>, the page at the phone's widths and a desktop's. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.MY_MAID_SCREENSHOTS;
  if (!folder) return;
  for (const width of [360, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 780 });
}

/** Nothing past the 360 px screen, and every button and choice at least a finger's height. */
async function fitsThePhone(page: Page) {
  const { width, scrollWidth, past } = await elementsPastScreen(page);
  expect(width).toBe(360);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  expect(past).toEqual([]);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main label:has(input[type=radio])')]
      .map((el) => ({ text: (el.textContent ?? '').trim().slice(0, 30), height: el.getBoundingClientRect().height }))
      .filter((b) => b.height > 0 && b.height < 44),
  );
  expect(small).toEqual([]);
}

/** Waits until the focus is on the element with this text (a flow's heading, the section's). */
const focusOn = (page: Page, text: string) => page.waitForFunction((wanted) => document.activeElement?.textContent === wanted, text);

/**
 * A family whose application the desk walked to "maid arrived", with the stage SMS's link to their
 * status page; their first monthly debit was ten days ago, so a cancellation refunds part of it.
 */
async function arrivedFamily(lang: Lang) {
  const journey = await runSampleJourney(server.app, db(), { lang });
  const stages: Stage[] = ['documents_checked', 'contract_signed', 'visa_in_process', 'maid_arrived'];
  for (const stage of stages) {
    const res = await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage, sendSms: stage === 'maid_arrived' } });
    expect(res.statusCode, res.body).toBe(200);
  }
  const today = dubaiDayOf(Date.now());
  const debitStartOn = addCalendarDays(today, -10);
  await db().update(services).set({ debitStartOn }).where(eq(services.applicationId, journey.appId));
  const [sms] = await db()
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'stage-change')))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const link = new URL(/https?:\/\/\S+/.exec(sms!.body)![0]);
  return { appId: journey.appId, debitStartOn, path: `${link.pathname}${link.search}` };
}

/** What the rule refunds when the family cancels today (shared/service/refund.ts), from the service's own figures. */
async function ruleRefund(appId: string, debitStartOn: string) {
  const [app] = await db().select({ data: applications.data }).from(applications).where(eq(applications.id, appId));
  const [service] = await db().select().from(services).where(eq(services.applicationId, appId));
  const endsOn = addCalendarDays(dubaiDayOf(Date.now()), 1 + DEFAULT_SERVICE_TERMS.cancelNoticeDays);
  const month = monthHolding(debitStartOn, addCalendarDays(endsOn, -1));
  const quote = readData(app!.data).values.quote!;
  const paidFils = month.index === 0 ? quote.firstMonthTotalFils : service!.monthlyTotalFils;
  return refundFor({ from: month.from, to: month.to, paidFils, vatBasisPoints: service!.vatBasisPoints }, endsOn, DEFAULT_SERVICE_TERMS.refundRule);
}

describe.each(['en', 'ar'] as const)('My maid at 360 px, in %s', (lang) => {
  it('the family sees the maid and the next debit, asks for a replacement she chooses, confirms her day, then cancels with the code and sees the refund', async () => {
    const family = await arrivedFamily(lang);
    const [service] = await db().select().from(services).where(eq(services.applicationId, family.appId));
    const context = await browser.newContext({ ...phone, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${family.path}${lang === 'ar' ? '&lang=ar' : ''}`);
    const day = (d: string) => dayOnPage(page, d, lang);

    // What they see: the maid, the day she came, the next debit and the monthly amount.
    await page.getByRole('heading', { name: say(lang, 'My maid'), level: 2 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const summary = page.getByRole('region', { name: say(lang, 'My maid'), exact: true });
    const next = nextDebitDay(family.debitStartOn, dubaiDayOf(Date.now()));
    await summary.getByText(say(lang, 'With you since {day}', { day: await day(service!.startedOn) })).waitFor();
    const nextDebit = summary.getByRole('definition').filter({ hasText: formatAed(service!.monthlyTotalFils) }).first();
    expect(await nextDebit.innerText()).toContain(await day(next));
    await page.getByText(say(lang, 'Your maid arrived and your service started')).waitFor();
    await fitsThePhone(page);
    await expectAxeClean(page);
    await screenshots(page, `my-maid-${lang}`);

    // A replacement: a reason, her words, then a maid from the catalogue.
    await page.getByRole('button', { name: say(lang, 'Ask for another maid') }).click();
    await page.getByRole('heading', { name: say(lang, 'Ask for another maid') }).waitFor();
    await focusOn(page, say(lang, 'Ask for another maid'));
    await page.getByRole('button', { name: say(lang, 'Continue') }).click();
    await page.getByText(say(lang, 'Choose a reason')).waitFor();
    await page.getByLabel(say(lang, 'We cannot understand each other')).check();
    await page.getByLabel(say(lang, 'Tell us more (optional)')).fill('She speaks only Tagalog.');
    await fitsThePhone(page);
    await page.getByRole('button', { name: say(lang, 'Continue') }).click();
    await page.getByRole('heading', { name: say(lang, 'Choose your new maid') }).waitFor();
    await focusOn(page, say(lang, 'Choose your new maid'));
    const candidate = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: say(lang, 'Choose her as my replacement') }) }).first();
    const chosenName = await candidate.getByRole('heading', { level: 3 }).innerText();
    await fitsThePhone(page);
    await screenshots(page, `my-maid-choose-${lang}`);
    // A double tap is one request.
    await candidate.getByRole('button', { name: say(lang, 'Choose her as my replacement') }).dblclick();

    const due = dueDay(Date.now(), DEFAULT_SERVICE_TERMS.replacement, new Set());
    const request = page.getByRole('region', { name: say(lang, 'Your new maid'), exact: true });
    await request.getByText(say(lang, 'She will be with you by {day}.', { day: await day(due) })).waitFor();
    await request.getByText(chosenName).waitFor();
    await focusOn(page, say(lang, 'My maid'));
    const asked = await db().select().from(serviceRequests).where(eq(serviceRequests.serviceId, service!.id));
    expect(asked.map((r) => [r.kind, r.reason, r.details, r.dueDay])).toEqual([['replacement', 'language', 'She speaks only Tagalog.', due]]);

    // Staff set her arrival day (the service desk's job): the family confirms it.
    await db().update(serviceRequests).set({ arrivalDay: due }).where(eq(serviceRequests.id, asked[0]!.id));
    await page.reload();
    await page.getByRole('button', { name: say(lang, 'Confirm her arrival on {day}', { day: await day(due) }) }).click();
    await page.getByText(say(lang, 'You confirmed her arrival on {day}.', { day: await day(due) })).waitFor();
    await page.getByText(say(lang, 'You confirmed the new maid’s arrival day: {day}', { day: await day(due) })).waitFor();
    const [confirmed] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, asked[0]!.id));
    expect(confirmed!.familyConfirmedAt).not.toBeNull();

    // Cancelling: the last debit, the refund by the rule with its sum, the day it is paid by.
    const refund = await ruleRefund(family.appId, family.debitStartOn);
    expect(refund.totalFils).toBeGreaterThan(0);
    await page.getByRole('button', { name: say(lang, 'Cancel the service') }).click();
    const cancel = page.getByRole('region', { name: say(lang, 'Cancel the service'), exact: true });
    await cancel.getByRole('definition').filter({ hasText: formatAed(refund.totalFils) }).waitFor();
    await cancel.getByText(`× ${refund.unusedDays} ÷ ${refund.periodDays} = ${formatAed(refund.totalFils)}`).waitFor();
    const refundBy = dueDay(Date.now(), { days: DEFAULT_SERVICE_TERMS.refundDays, count: 'calendar' }, new Set());
    await cancel.getByText(say(lang, 'We pay it back to you by {day} at the latest.', { day: await day(refundBy) })).waitFor();
    await fitsThePhone(page);
    await screenshots(page, `my-maid-cancel-${lang}`);
    await page.getByRole('button', { name: say(lang, 'Send me the code') }).click();
    await page.getByRole('heading', { name: say(lang, 'Enter the code') }).waitFor();

    // A wrong code: the field says so, and has the focus.
    const [text] = await db()
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.applicationId, family.appId), eq(smsOutbox.kind, 'service-cancel-code')))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(text!.body)![1]!;
    const field = page.getByLabel(say(lang, 'Code'), { exact: true });
    await field.fill(code === '123456' ? '654321' : '123456');
    await page.getByRole('button', { name: say(lang, 'Cancel my service') }).click();
    await page.getByText(say(lang, CODE_WRONG, {}, arServer)).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cancel-code');
    await fitsThePhone(page);
    await screenshots(page, `my-maid-code-${lang}`);

    await field.fill(code);
    await page.getByRole('button', { name: say(lang, 'Cancel my service') }).click();
    const endsOn = addCalendarDays(dubaiDayOf(Date.now()), 1);
    await summary.getByText(say(lang, 'Your service is cancelled: it ends on {day}.', { day: await day(endsOn) })).waitFor();
    await summary.getByText(say(lang, 'None: the debits have stopped')).waitFor();
    expect(await summary.getByRole('definition').filter({ hasText: formatAed(refund.totalFils) }).innerText()).toContain(await day(refundBy));
    await expect(page.getByRole('button', { name: say(lang, 'Cancel the service') }).count()).resolves.toBe(0);
    const [ended] = await db().select().from(services).where(eq(services.id, service!.id));
    expect(ended!.status).toBe('cancelled');
    expect(ended!.debitsStoppedAt).not.toBeNull();
    await fitsThePhone(page);
    await expectAxeClean(page);
    await screenshots(page, `my-maid-cancelled-${lang}`);
    await context.close();
  });
});

it('reports a problem on a desktop: a category and what happened, answered by the next working day', async () => {
  const family = await arrivedFamily('en');
  const page = await (await browser.newContext(desktop)).newPage();
  await page.goto(`${server.baseUrl}${family.path}`);
  await page.getByRole('button', { name: 'Report a problem' }).click();
  await page.getByRole('heading', { name: 'Report a problem' }).waitFor();
  await page.getByRole('button', { name: 'Send my report' }).click();
  await page.getByText('Choose what it is about').waitFor();
  await page.getByLabel('A payment or debit').check();
  await page.getByRole('button', { name: 'Send my report' }).click();
  await page.getByText('Tell us what happened').waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('problem-details');
  await page.getByLabel('What happened?').fill('Two debits this month.');
  await page.getByRole('button', { name: 'Send my report' }).click();
  const due = dueDay(Date.now(), { days: 1, count: 'working' }, new Set());
  const reported = page.getByRole('region', { name: 'What you reported' });
  await reported.getByText(`We will answer by ${await dayOnPage(page, due)}.`).waitFor();
  await page.getByText('You reported a problem: A payment or debit').waitFor();
  await page.context().close();
});
