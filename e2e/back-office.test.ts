import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housemaids, redirectLinks, staff } from '../src/server/db/schema.js';
import { sealTotpSecret } from '../src/server/modules/staff/staff-accounts.js';
import { loadAppSecret, wrappingKeyOf } from '../src/server/secrets.js';
import { addStaff, STAFF_PASSWORD, totpCode } from '../src/server/test/staff.js';
import { makeClip } from '../src/server/test/video-clip.js';
import { expectAxeClean } from './support/axe.js';
import { signIn } from './support/back-office.js';
import { desktop, launchBrowser } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SIGN_IN_DELAY_MS: '0' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext(desktop);
  return context.newPage();
}

// Every test has its own member of staff and its own pages, and changes what no other test reads: the
// four parts run side by side, the tests within a part one after another (on two cores, seven pages at
// once would only queue).
describe.concurrent('the back office in Chromium', () => {
  it.sequential('an admin with an authenticator app signs in with a code, adds an agent, and signs out', async () => {
    const admin = await addStaff(server.database.db, 'admin');
    const secret = generateSecret();
    const key = wrappingKeyOf(loadAppSecret(server.config));
    await server.database.db.update(staff).set({ totpSecret: sealTotpSecret(key, admin.id, secret) }).where(eq(staff.id, admin.id));

    const page = await newPage();
    await signIn(page, server.baseUrl, admin.email, STAFF_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Enter the 6-digit code from your authenticator app.' }).waitFor();
    await page.getByLabel('Code from your authenticator app').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Back office' }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('new.agent@agency.example');
    await page.getByLabel('Role', { exact: true }).selectOption('agent');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'One-time password for new.agent@agency.example' }).waitFor();
    await page.getByRole('cell', { name: 'new.agent@agency.example', exact: true }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Audit' }).click();
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Added a member of staff' });
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    // Who did what to whom, and the change in words, not JSON.
    const row = page.getByRole('row').filter({ hasText: 'Email: new.agent@agency.example' });
    await row.getByRole('cell', { name: 'Added a member of staff', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Staff new.agent@agency.example', exact: true }).waitFor();
    expect(await page.getByText('"new.agent@agency.example"').count()).toBe(0);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto(`${server.baseUrl}/admin/staff`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.title()).toBe('Staff Accounts · Back Office | Sunrise Maids');
  });

  it.sequential('a new agent chooses a password at the first sign-in, then sees no staff management', async () => {
    const adminPage = await newPage();
    const admin = await addStaff(server.database.db, 'admin');
    await signIn(adminPage, server.baseUrl, admin.email, STAFF_PASSWORD);
    await adminPage.getByRole('navigation').getByRole('link', { name: 'Staff' }).click();
    await adminPage.getByLabel('Email', { exact: true }).fill('first.day@agency.example');
    await adminPage.getByRole('button', { name: 'Add', exact: true }).click();
    await adminPage.getByRole('status').waitFor();
    const oneTime = (await adminPage.getByRole('status').locator('p').nth(1).textContent())!.trim();

    const page = await newPage();
    await signIn(page, server.baseUrl, 'first.day@agency.example', oneTime);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await expectAxeClean(page);
    await page.getByLabel('The one-time password').fill(oneTime);
    await page.getByLabel('New password', { exact: true }).fill('my own long password');
    await page.getByLabel('New password again').fill('my own long password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('heading', { name: 'Back office' }).waitFor();
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Staff' }).count()).toBe(0);

    await page.goto(`${server.baseUrl}/admin/staff`);
    await page.getByRole('alert').filter({ hasText: 'Only admin staff can do this; you are signed in as agent.' }).waitFor();
  });

  it.sequential('an authenticator app is set up from the account page with a code', async () => {
    const member = await addStaff(server.database.db, 'editor');
    const page = await newPage();
    await signIn(page, server.baseUrl, member.email, STAFF_PASSWORD);
    await page.getByRole('heading', { name: 'Back office' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByAltText('QR code for your authenticator app').waitFor();
    await expectAxeClean(page);
    const secret = (await page.getByLabel('Key to type into your app').textContent())!.trim();
    await page.getByLabel('The 6-digit code your app shows').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Set up: every sign-in asks for a code from your app.').waitFor();
  });

  it.sequential('public pages load none of the back office’s code', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/hire-maid', '/shortlisted-maids']) {
      await page.goto(server.baseUrl + path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /admin|back-office/i.test(s))).toEqual([]);
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(scripts.some((s) => /admin-page/.test(s))).toBe(true);
  });
});

describe.concurrent('the catalogue in the back office', () => {
  it('an editor adds a maid, uploads her video, shows her to families, and hides another maid', async () => {
    const editor = await addStaff(server.database.db, 'editor');
    const page = await newPage();
    await signIn(page, server.baseUrl, editor.email, STAFF_PASSWORD);
    await page.getByRole('navigation').getByRole('link', { name: 'Maids' }).click();
    await page.getByRole('heading', { name: /^\d+ maids$/ }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'Add a maid' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Maricel Santos');
    await page.getByLabel('Nationality').selectOption({ label: 'Filipina' });
    await page.getByLabel('Age', { exact: true }).fill('29');
    await page.getByLabel('Years of experience').fill('4');
    await page.getByLabel('Languages').fill('English, Good\nTagalog, Native');
    // Her card's phrase in every language (issue 31): English and Arabic written, the rest marked.
    await page.getByRole('button', { name: 'Add a phrase' }).click();
    await page.getByLabel('Phrase 1 in English').fill('Loves children');
    await page.getByLabel('Phrase 1 in Arabic').fill('تحب الأطفال');
    await page.getByText('Needs translation: Russian, Hindi, French').waitFor();
    await page.getByLabel('Rank').fill('999999');
    await page.getByRole('button', { name: 'Add her' }).click();
    await page.getByRole('heading', { name: 'Maricel Santos' }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
    await page.getByText('Hidden: families do not see her.').waitFor();
    await page.getByRole('button', { name: 'Show her on the site' }).click();
    await page.getByRole('alert').filter({ hasText: 'Upload her video before showing her on the site.' }).waitFor();
    await expectAxeClean(page);

    // Her video, filmed on a phone: sent, converted, and then she can be shown.
    const clip = path.join(os.tmpdir(), `maids-e2e-clip-${process.pid}.mp4`);
    fs.writeFileSync(clip, makeClip({ seconds: 2, width: 720, height: 1280 }));
    await page.getByLabel('Upload her video').setInputFiles(clip);
    // The browser reads the file as it sends it: it stays until the upload is through.
    await page.getByText(/The new video is on the site \(2 s\)/).waitFor({ timeout: 60_000 });
    fs.rmSync(clip, { force: true });
    await page.getByLabel('Her video').waitFor();
    await page.getByRole('button', { name: 'Show her on the site' }).click();
    await page.getByText('Shown to families.').waitFor();
    await expectAxeClean(page);
    const family = await newPage();
    await family.goto(`${server.baseUrl}/hire-maid`);
    // Ranked first, she leads the cards.
    await family.getByRole('article').first().getByRole('heading', { name: /^Maricel/ }).waitFor();
    // A family reading Arabic reads her phrase in Arabic.
    const arabic = await newPage();
    await arabic.goto(`${server.baseUrl}/hire-maid?lang=ar`);
    await arabic.getByRole('article').first().getByText('تحب الأطفال').waitFor();

    await page.getByRole('link', { name: 'All maids' }).click();
    await page.getByLabel('On the site').selectOption('false');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(/hidden=false/);
    const first = page.getByRole('table').getByRole('link').first();
    const name = (await first.textContent())!;
    await first.click();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Hide her' }).click();
    await page.getByText('Hidden: families do not see her.').waitFor();
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const [row] = await server.database.db.select({ hidden: housemaids.hidden }).from(housemaids).where(eq(housemaids.id, id));
    expect(row).toEqual({ hidden: true });
  }, 120_000);
});

describe.concurrent('links in the back office', () => {
  it('an editor disables a slug, and the slug then goes to the home page; its QR code is ready for print', async () => {
    const [seeded] = await server.database.db
      .select({ slug: redirectLinks.slug })
      .from(redirectLinks)
      .where(eq(redirectLinks.kind, 'external'))
      .orderBy(redirectLinks.slug)
      .limit(1);
    const slug = seeded!.slug;
    const visitor = await newPage();
    await visitor.goto(`${server.baseUrl}/${slug}`).catch(() => undefined);
    expect(new URL(visitor.url()).pathname).not.toBe('/');

    const editor = await addStaff(server.database.db, 'editor');
    const page = await newPage();
    await signIn(page, server.baseUrl, editor.email, STAFF_PASSWORD);
    await page.getByRole('navigation').getByRole('link', { name: 'Links' }).click();
    await page.getByLabel('Slug or target').fill(slug);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByRole('link', { name: `/${slug}`, exact: true }).click();
    await page.getByRole('heading', { name: `/${slug}` }).waitFor();
    await page.getByAltText(`QR code of /${slug}`).waitFor();
    // Its pixels once the browser has them (an image that fails to load decodes to nothing: width 0).
    const qrWidth = await page.getByAltText(`QR code of /${slug}`).evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth, () => 0));
    expect(qrWidth).toBeGreaterThan(0);
    await expectAxeClean(page);
    await page.getByLabel('Disabled: the address goes to the home page').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    await visitor.goto(`${server.baseUrl}/${slug}`);
    expect(new URL(visitor.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'All links' }).click();
    await page.getByRole('heading', { name: /^\d+ links$/ }).waitFor();
    await expectAxeClean(page);
  });
});


describe.concurrent('site content in the back office', () => {
  it('an editor changes the Google rating, and a wrong value is refused with the reason', async () => {
    const editor = await addStaff(server.database.db, 'editor');
    const page = await newPage();
    await signIn(page, server.baseUrl, editor.email, STAFF_PASSWORD);
    await page.getByRole('navigation').getByRole('link', { name: 'Site content' }).click();
    const rating = page.getByLabel('Google rating (0–5)');
    await rating.fill('7');
    await rating.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'google_rating is a rating from 0 to 5' }).waitFor();
    await rating.fill('4.7');
    await rating.press('Enter');
    await page.getByText('Saved').first().waitFor();
    await expectAxeClean(page);
    const stored = await server.database.pool.query<{ value: string }>(`select value from site_parameters where code = 'google_rating'`);
    expect(stored.rows[0]?.value).toBe('4.7');
  });
});
