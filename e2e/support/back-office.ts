import type { Browser, Page } from 'playwright-core';
import type { StaffRole } from '../../src/shared/api/admin/schemas.js';
import { addStaff, STAFF_PASSWORD } from '../../src/server/test/staff.js';
import { desktop } from './browser.js';
import type { RunningServer } from './server.js';

/** Signs in at /admin with the form, as staff do. */
export async function signIn(page: Page, baseUrl: string, email: string, password = STAFF_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new member of staff with this role, signed in on a desktop, on the back office's home page. */
export async function staffPage(browser: Browser, server: RunningServer, role: StaffRole): Promise<Page> {
  const member = await addStaff(server.database.db, role);
  const page = await (await browser.newContext(desktop)).newPage();
  await signIn(page, server.baseUrl, member.email);
  await page.getByRole('heading', { name: 'Back office' }).waitFor();
  return page;
}
