import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { arrivalDayRange } from '../src/shared/application/arrival-dates.js';
import { TEST_CARDS } from '../src/shared/application/constants.js';
import { UAE_BANKS } from '../src/shared/application/iban.js';
import { LOCALES } from '../src/shared/i18n/locales.js';
import { urlOf } from '../src/shared/api/contract.js';
import { getMaidOffer } from '../src/shared/api/offer/contracts.js';
import { housemaids, smsOutbox } from '../src/server/db/schema.js';
import { heading, inJourneyLanguage, photo, sign, tr } from './support/application-steps.js';
import { launchBrowser, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { expectTranslated } from './support/untranslated-text.js';

/**
 * Issue 31: the hire application on a phone shows no English to a family reading Arabic, Hindi,
 * Russian or French: every step as it first shows, and each error it can show (the form's own
 * checks, a refused file, the server's refusals). Its amounts, phone numbers and IBANs read left to
 * right and never break across lines.
 */

const LANGUAGES = ['ar', 'hi', 'ru', 'fr'] as const;
type Lang = (typeof LANGUAGES)[number];

/**
 * Each language walks one of the application's paths on a phone, so that together they show every
 * step of it: Arabic the direct debit with its three monthly forms; French the same with the IBAN
 * typed again (a visitor from a video ad); Hindi Pay Online, its card and its code; Russian the
 * spouse signing the monthly forms from a link (wa=1), with the arrival confirmations (sma=1), then
 * the spouse's own phone opening that link (a second context) and signing.
 */
type Path = 'bank' | 'iban-again' | 'card' | 'spouse-signs';
const PATHS: Record<Lang, { path: Path; query: string }> = {
  ar: { path: 'bank', query: '' },
  fr: { path: 'iban-again', query: '&utm_source=youtube' },
  hi: { path: 'card', query: '' },
  ru: { path: 'spouse-signs', query: '&wa=1&sma=1' },
};
/** The steps a link opens by name, and their headings. */
const EXPLICIT_STEPS = [
  ['HOW_DID_HEAR_ABOUT_US', 'How did you hear about us?'],
  ['MOST_HATED_MATCHING_TYPE', 'Are there nationalities you would rather not have?'],
  ['ABU_DHABI_MISMATCHED', 'Abu Dhabi address'],
  ['CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT', 'Confirm your replacement maid'],
] as const;

/** A valid UAE IBAN other than the one given first: the step that asks for it again refuses it. */
const OTHER_IBAN = 'AE77 0331 2345 6789 0123 457';

let server: RunningServer;
let browser: Browser;
/** A maid for each language's journey (starting an application reserves her), with her name. */
const maids = new Map<Lang, { id: number; name: string }>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ CAPTCHA_THRESHOLD: '1000' }), launchBrowser()]);
  const rows = await server.database.db
    .select({ id: housemaids.id, name: housemaids.name })
    .from(housemaids)
    .where(eq(housemaids.status, 'available'))
    .orderBy(housemaids.id);
  const view = await server.app.catalogue.view();
  const shown = rows.filter((r) => view.shown(r.id));
  // Arabic and French hire a maid with a first-month offer (the Filipina offer: its line in the
  // price and in the mandate), Hindi and Russian one without.
  const offers = await Promise.all(
    shown.map(async (maid) => {
      const res = await fetch(`${server.baseUrl}${urlOf(getMaidOffer, {}, { housemaidId: maid.id })}`);
      return ((await res.json()) as { quote: { firstMonthChanges: unknown[] } }).quote.firstMonthChanges.length > 0;
    }),
  );
  const offered = shown.filter((_, i) => offers[i]);
  const plain = shown.filter((_, i) => !offers[i]);
  expect(offered.length).toBeGreaterThanOrEqual(2);
  maids.set('ar', offered[0]!).set('fr', offered[1]!).set('hi', plain[0]!).set('ru', plain[1]!);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What the family types that the page shows back as typed: their name, their address. */
const TYPED = ['Amira Haddad', 'Al Barsha', 'Tower 2'];

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();
const continueButton = (page: Page) => page.getByRole('button', { name: tr('Continue'), exact: true });
/** Presses Continue and waits for the server's answer to the step (here, a refusal). */
async function continueToServer(page: Page) {
  const answered = page.waitForResponse((r) => /\/steps\//.test(r.url()) && r.request().method() === 'POST');
  await continueButton(page).click();
  await answered;
}

/**
 * The amounts, phone numbers, card numbers and masked IBANs shown that break across lines or read right to left:
 * each one's first character must sit left of its last, on the same line.
 */
function numbersOutOfOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pattern = /AED[ \u00a0]-?\d[\d,]*(?:\.\d\d)?|\+971(?:[ \u00a0]?\d){9}|•{4} \d{4}|\d{4}(?:[ \u00a0]\d{4}){3}/g;
    const out: string[] = [];
    const box = (node: Node, from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return range.getBoundingClientRect();
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.checkVisibility()) continue;
      for (const m of (node.textContent ?? '').matchAll(pattern)) {
        const first = box(node, m.index, m.index + 1);
        const last = box(node, m.index + m[0].length - 1, m.index + m[0].length);
        if (Math.abs(first.top - last.top) > first.height / 2) out.push(`"${m[0]}" breaks across lines`);
        else if (first.left > last.left) out.push(`"${m[0]}" reads right to left`);
      }
    }
    return out;
  });
}

/** One language's walk: every step, each of its error states checked for English left. */
async function walk(lang: Lang): Promise<string[]> {
  const maid = maids.get(lang)!;
  const { path, query } = PATHS[lang];
  // Names shown as they are: the maid's, the site's, the banks' (named from the IBAN), and what the
  // family typed (their name and address).
  const names = [maid.name, server.config.SITE_NAME, ...Object.values(UAE_BANKS), ...TYPED];
  // Every finding of the walk, so that one run lists them all.
  const found: string[] = [];
  const context = await browser.newContext({ ...phone, viewport: { width: 360, height: 740 } });
  // The family's phone; the spouse's at the end of the Russian walk.
  let page = await context.newPage();
  let shot = 0;
  const check = async (where: string) => {
    // With APPLICATION_SCREENSHOTS=<folder>, each state checked as the family sees it, to look at.
    const folder = process.env.APPLICATION_SCREENSHOTS;
    if (folder) await page.screenshot({ path: `${folder}/${lang}-${String(++shot).padStart(2, '0')}-${where.replace(/\W+/g, '-')}.png`, fullPage: true });
    found.push(...(await numbersOutOfOrder(page)).map((n) => `${where} [${lang}]: ${n}`));
    // Longer words than English's must not push the page wider than the phone.
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    if (scrollWidth > clientWidth) found.push(`${where} [${lang}]: the page is ${scrollWidth} px wide on a ${clientWidth} px screen`);
    await expectTranslated(page, lang, where, names).catch((err: unknown) => {
      // The assertion's own list (each text, where), or the error itself.
      const listed = (err as { actual?: unknown }).actual;
      found.push(...(Array.isArray(listed) ? listed.map(String) : [String(err)]));
    });
  };

  // A link that opens no application.
  await page.goto(`${server.baseUrl}/app?appId=not-an-id&lang=${lang}`);
  await heading(page, tr('We cannot open this application'));
  await check('application not found');

  await page.goto(`${server.baseUrl}/app?maidId=${maid.id}&lang=${lang}${query}`);
  await page.getByRole('button', { name: tr('Start application') }).waitFor({ timeout: 0 });
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await check('start screen');
  await page.getByRole('button', { name: tr('Start application') }).click();

  // REQUIRED_DOCUMENTS
  await heading(page, tr('Upload your documents'));
  await check('documents');
  // A returning client's panel: no number, then a code refused by the server.
  const panel = page.locator('main details');
  await panel.locator('summary').click();
  await page.getByRole('button', { name: tr('Send me a code') }).click();
  await panel.getByRole('alert').first().waitFor();
  await check('documents, a returning client with no number');
  await page.getByLabel(tr('Your registered mobile number')).fill('050 765 4321');
  await page.getByRole('button', { name: tr('Send me a code') }).click();
  await page.getByLabel(tr('Code from the SMS')).waitFor();
  await page.getByRole('button', { name: tr('Use my documents') }).click();
  await panel.getByRole('alert').first().waitFor();
  await check('documents, a returning client with no code');
  await page.getByLabel(tr('Code from the SMS')).fill('123456');
  const verified = page.waitForResponse((r) => r.url().includes('/existing-client/verify'));
  await page.getByRole('button', { name: tr('Use my documents') }).click();
  expect((await verified).ok()).toBe(false);
  await panel.getByRole('alert').first().waitFor();
  await check('documents, a returning client’s code refused');
  await panel.locator('summary').click();
  await continueButton(page).click();
  await alert(page, tr('Enter your full name'));
  await check('documents, Continue on the empty form');
  await page.getByLabel(tr('Full name (as on your Emirates ID)')).fill(TYPED[0]!);
  await page.getByLabel(tr('Emirates ID number')).fill('784-1990-1234567-1');
  await continueButton(page).click();
  await alert(page, tr('This Emirates ID number is not valid: please check the digits'));
  await check('documents, a wrong Emirates ID');
  await page.getByLabel(tr('Emirates ID number')).fill('784-1990-1234567-6');
  // The server refuses the step while documents are missing.
  await continueToServer(page);
  await page.getByRole('alert').first().waitFor();
  await check('documents, the server refuses missing documents');
  const passport = page.getByLabel(tr('Passport'), { exact: true });
  await passport.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await alert(page, tr('Only photos (JPEG or PNG) or PDF files can be uploaded.'));
  await check('documents, a file of the wrong type');
  await passport.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) });
  await alert(page, tr('This file is larger than 10 MB. Please choose a smaller file or take a new photo.'));
  await check('documents, a file too large');
  // A PDF by its name and type that is not one: the server reads the file and refuses it.
  const refused = page.waitForResponse((r) => r.url().includes('/documents/passport') && r.request().method() === 'POST');
  await passport.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
  expect((await refused).ok()).toBe(false);
  await page.locator('#doc-passport-error').waitFor();
  await check('documents, the server refuses a file that is not what it says');
  for (const label of ['Emirates ID (front)', 'Emirates ID (back)', 'Passport']) {
    await page.getByLabel(tr(label), { exact: true }).setInputFiles(photo(`${label}.png`));
    await page.getByRole('img', { name: tr('{document} as uploaded', { document: tr(label) }) }).waitFor({ timeout: 0 });
  }
  await check('documents, uploaded');
  await continueButton(page).click();

  // BANK_INFO, with its price line open
  await heading(page, tr('Add your bank details'));
  await page.locator('main details summary').click();
  await check('bank details');
  await continueButton(page).click();
  await alert(page, tr('Enter your IBAN'));
  await check('bank details, Continue on the empty form');
  await page.getByLabel(tr('IBAN')).fill('AE07 0331 2345 6789 0123 457');
  await page.getByRole('alert').first().waitFor();
  await check('bank details, a wrong IBAN as typed');
  await continueButton(page).click();
  await alert(page, tr('This IBAN is not valid: please check the digits'));
  await check('bank details, a wrong IBAN sent');

  // CREDIT_CARD_INFO (test mode), and back to the bank
  await page.getByRole('button', { name: tr('Pay online by card instead') }).click();
  await heading(page, tr('Pay online'));
  await check('card');
  await continueButton(page).click();
  await page.getByRole('alert').first().waitFor();
  await check('card, Continue on the empty form');
  await page.getByLabel(tr('Name on card')).fill(TYPED[0]!);
  await page.getByLabel(tr('Card number')).fill(TEST_CARDS.declined);
  await page.getByLabel(tr('Expiry (MM/YY)')).fill('12/40');
  await page.getByLabel(tr('Security code')).fill('123');
  await continueToServer(page);
  await page.getByRole('alert').first().waitFor();
  await check('card, the server declines the card');
  if (path === 'card') await cardCode();
  else await bankAndSignatures();

  async function cardCode() {
    // CHECK_OTP: the card approved, its code from the SMS.
    await page.getByLabel(tr('Card number')).fill(TEST_CARDS.approved);
    await continueButton(page).click();
    await heading(page, tr('Enter the code'));
    await check('card code');
    const confirm = page.getByRole('button', { name: tr('Confirm') });
    await confirm.click();
    await page.getByRole('alert').first().waitFor();
    await check('card code, Confirm on the empty form');
    await page.getByLabel(tr('Code')).fill('000000');
    const refused = page.waitForResponse((r) => /\/steps\/CHECK_OTP/.test(r.url()));
    await confirm.click();
    expect((await refused).ok()).toBe(false);
    await page.getByRole('alert').first().waitFor();
    await check('card code, a wrong code');
    const appId = new URL(page.url()).searchParams.get('appId')!;
    const [sms] = await server.database.db.select().from(smsOutbox).where(eq(smsOutbox.applicationId, appId)).orderBy(desc(smsOutbox.id)).limit(1);
    await page.getByLabel(tr('Code')).fill(/\b(\d{6})\b/.exec(sms!.body)![1]!);
    await confirm.click();
  }

  async function bankAndSignatures() {
    await page.getByRole('button', { name: tr('Pay by bank direct debit instead') }).click();
    await heading(page, tr('Add your bank details'));
    await page.getByLabel(tr('IBAN')).fill('AE07 0331 2345 6789 0123 456');
    await page.getByLabel(tr('Account holder name')).fill(TYPED[0]!);
    await check('bank details, filled in');
    await continueButton(page).click();

    if (path === 'iban-again') {
      // IBAN_VALIDATION: the IBAN typed again, and another (valid) one refused by the server.
      await heading(page, tr('Confirm your IBAN'));
      await check('IBAN again');
      await continueButton(page).click();
      await page.getByRole('alert').first().waitFor();
      await check('IBAN again, Continue on the empty form');
      await page.getByLabel(tr('IBAN')).fill(OTHER_IBAN);
      await continueToServer(page);
      await page.getByRole('alert').first().waitFor();
      await check('IBAN again, the server refuses another IBAN');
      await page.getByLabel(tr('IBAN')).fill('AE07 0331 2345 6789 0123 456');
      await continueButton(page).click();
    }

    // SIGN_DIRECT_DEBIT: the form, nothing signed, a tap
    const signAndContinue = page.getByRole('button', { name: tr('Sign and continue') });
    await heading(page, tr('Sign the direct debit'));
    await page.getByText(tr('Loading the form to sign…')).waitFor({ state: 'hidden', timeout: 0 });
    await check('direct debit');
    await signAndContinue.click();
    await alert(page, tr('Please sign in the box'));
    await check('direct debit, not signed');
    const pad = page.getByTestId('signature-pad');
    const box = (await pad.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await alert(page, tr('A tap or a dot is not a signature: please sign with your finger in the box'));
    await check('direct debit, a tap');
    await sign(page);
    await check('direct debit, signed');
    await signAndContinue.click();

    if (path === 'spouse-signs') {
      // CONFIRM_MAID_ARRIVAL, then SEND_SMS and SMS_SENT: the spouse gets the link to the monthly forms.
      await heading(page, tr('Confirm your maid’s arrival'));
      await check('confirm the arrival');
      await page.getByRole('button', { name: tr('Confirm') }).click();
      await heading(page, tr("Your spouse's signature"));
      await check('spouse’s link');
      const send = page.getByRole('button', { name: tr('Send the link') });
      await send.click();
      await page.getByRole('alert').first().waitFor();
      await check('spouse’s link, no number');
      await page.getByLabel(tr("Spouse's mobile number")).fill('055 987 6543');
      await send.click();
      await page.getByRole('link', { name: tr('Share the link on WhatsApp') }).waitFor();
      await check('spouse’s link, sent');
      await continueButton(page).click();
      await page.getByText(tr('Your spouse can sign the payment forms from the link we sent. You can carry on meanwhile.')).waitFor();
      await check('spouse’s link, carry on');
      await continueButton(page).click();
      return;
    }

    // SIGN_MONTHLY_PAYMENTS
    for (const index of [1, 2, 3]) {
      const title = tr('Sign payment form {index} of {total}', { index, total: 3 });
      await heading(page, title);
      await page.getByText(tr('Loading the form to sign…')).waitFor({ state: 'hidden', timeout: 0 });
      await check(`payment form ${index}`);
      if (index === 1) {
        await signAndContinue.click();
        await alert(page, tr('Please sign in the box'));
        await check('payment form 1, not signed');
      }
      await sign(page);
      await signAndContinue.click();
    }
  }

  // MAID_ARRIVAL
  await heading(page, tr('When should your maid arrive?'));
  await check('arrival');
  await continueButton(page).click();
  await alert(page, tr('Choose a date'));
  await check('arrival, Continue on the empty form');
  const day = arrivalDayRange().earliest;
  await page.getByLabel(tr('Arrival date')).fill(day);
  // The date field writes the day as the phone's language does; the page says it in its own.
  const inWords = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'full', timeZone: 'Asia/Dubai' }).format(new Date(`${day}T12:00:00+04:00`));
  await page.getByText(tr('Arrival on {day}', { day: inWords })).waitFor();
  await check('arrival, a day chosen');
  await page.getByLabel(tr('Morning (9 am – 12 pm)')).check();
  await continueButton(page).click();

  // CLIENT_ADDRESS
  await heading(page, tr('Your address'));
  await check('address');
  await continueButton(page).click();
  await alert(page, tr('Choose your emirate'));
  await check('address, Continue on the empty form');
  await page.getByLabel(tr('Emirate')).selectOption('DUBAI');
  await page.getByLabel(tr('Area')).fill(TYPED[1]!);
  await page.getByLabel(tr('Building or villa')).fill(TYPED[2]!);
  await page.getByLabel(tr('Apartment or villa number')).fill('1204');
  await continueButton(page).click();
  if (path === 'spouse-signs') {
    await heading(page, tr('Confirm the arrival address'));
    await check('confirm the address');
    await page.getByRole('button', { name: tr('Confirm') }).click();
  }

  // CLIENT_PHONE_NUMBER, CLIENT_WHATSAPP_NUMBER, CLIENT_SPOUSE_NUMBER
  await heading(page, tr('Your mobile number'));
  await check('mobile number');
  await continueButton(page).click();
  await page.getByRole('alert').first().waitFor();
  await check('mobile number, Continue on the empty form');
  await page.getByLabel(tr('Your mobile number')).fill('123');
  await continueButton(page).click();
  await page.getByRole('alert').first().waitFor();
  await check('mobile number, a wrong number');
  await page.getByLabel(tr('Your mobile number')).fill('050 123 4567');
  await continueButton(page).click();
  await heading(page, tr('Your WhatsApp number'));
  await check('WhatsApp number');
  await continueButton(page).click();
  await heading(page, tr("Your spouse's mobile number"));
  await check('spouse number');
  // The number the link went to is there already: cleared, to see the form's refusal.
  await page.getByLabel(tr("Your spouse's mobile number")).fill('');
  await continueButton(page).click();
  await page.getByRole('alert').first().waitFor();
  await check('spouse number, Continue on the empty form');
  await page.getByLabel(tr("Your spouse's mobile number")).fill('050 123 4567');
  await continueButton(page).click();
  await page.getByRole('alert').first().waitFor();
  await check('spouse number, the family’s own number');
  await page.getByLabel(tr("Your spouse's mobile number")).fill('055 987 6543');
  await continueButton(page).click();

  if (path === 'spouse-signs') {
    // SPOUSE_DID_NOT_SIGN_YET: the spouse has the link; the rest is the other paths'.
    await heading(page, tr('Waiting for your spouse’s signature'));
    await check('waiting for the spouse');
    await explicitSteps();
    const appId = new URL(page.url()).searchParams.get('appId')!;
    await context.close();
    // The spouse opens the link from the SMS on their own phone: it opens in the language it was sent in.
    const [sms] = await server.database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.applicationId, appId), eq(smsOutbox.kind, 'spouse-sign-link')))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const link = new URL(sms!.body.slice(sms!.body.indexOf('http')).split(/\s/)[0]!);
    const spouseContext = await browser.newContext({ ...phone, viewport: { width: 360, height: 740 } });
    const spouse = await spouseContext.newPage();
    page = spouse;
    await spouse.goto(`${server.baseUrl}${link.pathname}${link.search}`);
    for (const index of [1, 2, 3]) {
      await heading(spouse, tr('Sign payment form {index} of {total}', { index, total: 3 }));
      await spouse.getByText(tr('Loading the form to sign…')).waitFor({ state: 'hidden', timeout: 0 });
      await check(`the spouse's payment form ${index}`);
      if (index === 1) {
        await spouse.getByRole('button', { name: tr('Sign and continue') }).click();
        await spouse.getByRole('alert').first().waitFor();
        await check("the spouse's payment form 1, not signed");
      }
      await sign(spouse);
      await spouse.getByRole('button', { name: tr('Sign and continue') }).click();
    }
    await heading(spouse, tr('Thank you for signing'));
    await check('the spouse is done');
    await spouseContext.close();
    return found;
  }

  /** The steps only a link names (a campaign, the desk): each opened by its URL, as such a link does. */
  async function explicitSteps() {
    const url = new URL(page.url());
    for (const [step, title] of EXPLICIT_STEPS) {
      url.searchParams.set('step', step);
      await page.goto(url.href);
      await heading(page, tr(title));
      await check(step);
      if (step === 'HOW_DID_HEAR_ABOUT_US') {
        await continueButton(page).click();
        await page.getByRole('alert').first().waitFor();
        await check(`${step}, Continue on the empty form`);
      }
    }
  }

  // END_WORK_FLOW
  await heading(page, tr('Check and finish'));
  await explicitSteps();
  const url = new URL(page.url());
  url.searchParams.set('step', 'END_WORK_FLOW');
  await page.goto(url.href);
  await heading(page, tr('Check and finish'));
  await check('check and finish');
  await page.getByRole('button', { name: tr('Submit my application') }).click();
  await heading(page, tr('Thank you! Your application is complete'));
  await check('thank-you page');
  // Her application again, from another tab: she is hired now, and the start screen says so.
  await server.app.catalogue.sync();
  await page.goto(`${server.baseUrl}/app?maidId=${maid.id}`);
  await heading(page, tr('{name} cannot be hired now', { name: maid.name }));
  await check('a maid who cannot be hired now');
  await context.close();
  return found;
}

// One context per language, side by side, each with its own maid and texts (tr's).
it.concurrent.each(LANGUAGES)(
  'every step of the phone application and its error states show no English (%s)',
  (lang) =>
    inJourneyLanguage(lang, async () => {
      expect((await walk(lang)).join('\n')).toBe('');
    }),
  240_000,
);
