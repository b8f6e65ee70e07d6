import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../shared/api/admin/contracts.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import type { Contract } from '../../../shared/api/contract.js';
import { contracts } from '../../../shared/api/contracts.js';
import { auditLog, staff, staffSessions } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, STAFF_PASSWORD, StaffBrowser, totpCode } from '../../test/staff.js';
import { loadAppSecret, wrappingKeyOf } from '../../secrets.js';
import { ensureFirstAdmin } from './first-admin.js';
import { ACCOUNT_LOCK_ATTEMPTS, ADDRESS_LOCK_FAILURES } from './sign-in-limits.js';
import { openTotpSecret, sealTotpSecret } from './staff-accounts.js';
import { rewrapTotpSecrets } from './totp-rotation.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0' });
});
afterAll(() => t.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';
/** Every call of every back-office area, whatever its module. */
const adminCalls: readonly Contract[] = contracts.filter((c) => c.path.startsWith('/api/admin/'));
/** A value for each path parameter a back-office call has. */
const ANY_PARAMS = { id: ANY_ID, docId: ANY_ID, invoiceId: ANY_ID, code: 'default', slug: 'any-slug', day: '2026-12-02', pageCode: 'services' };
const errorOf = (body: string) => errorResponseSchema.parse(JSON.parse(body)).error;

async function signedIn(role: 'admin' | 'agent' | 'editor') {
  const account = await addStaff(t.database.db, role);
  const browser = new StaffBrowser(t.app);
  const res = await browser.signIn(account.email);
  expect(res.statusCode, res.body).toBe(200);
  return { account, browser };
}

describe('every back-office call', () => {
  it.each(adminCalls.filter((c) => c !== admin.signIn).map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s answers 401 in JSON without a staff session',
    async (_name, contract) => {
      const res = await new StaffBrowser(t.app).call(contract, { params: ANY_PARAMS, body: {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(errorOf(res.body)).toBe('Sign in to the back office first.');
    },
  );

  it('an unknown call under /api/admin is a JSON 404', async () => {
    const res = await t.app.inject('/api/admin/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res.body)).toMatch(/Unknown API call/);
  });
});

describe('signing in', () => {
  it('sets an httpOnly, SameSite=Strict session cookie for /api/admin and answers who is signed in', async () => {
    const account = await addStaff(t.database.db, 'editor');
    const res = await new StaffBrowser(t.app).signIn(account.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const cookie = (res.cookies as Array<{ name: string; httpOnly?: boolean; sameSite?: string; path?: string }>).find((c) => c.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(res.json()).toMatchObject({ staff: { email: account.email, role: 'editor', mustChangePassword: false, secondFactor: false } });
    expect(res.json().csrfToken).toEqual(expect.any(String));
  });

  it('refuses a wrong password and an unknown email with the same words', async () => {
    const account = await addStaff(t.database.db, 'agent');
    const wrong = await new StaffBrowser(t.app, '198.51.100.50').signIn(account.email, 'not the password');
    const unknown = await new StaffBrowser(t.app, '198.51.100.50').signIn('nobody@agency.example');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(errorOf(wrong.body)).toBe('The email or the password is wrong.');
    expect(errorOf(unknown.body)).toBe(errorOf(wrong.body));
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const res = await new StaffBrowser(t.app).call(admin.signIn, { body: { email: 'not-an-email', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body)).toMatch(/email/);
  });

  it('starts a new session at each sign-in: the session cookie sent along is ended', async () => {
    const { account, browser } = await signedIn('agent');
    const before = browser.cookies.staff_session!;
    expect((await browser.signIn(account.email)).statusCode).toBe(200);
    expect(browser.cookies.staff_session).not.toBe(before);
    const stale = new StaffBrowser(t.app);
    stale.cookies = { staff_session: before };
    expect((await stale.call(admin.getStaffSession)).statusCode).toBe(401);
  });

  it('ends a session after 30 idle minutes, saying why', async () => {
    const { account, browser } = await signedIn('agent');
    await t.database.db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` }).where(eq(staffSessions.staffId, account.id));
    const res = await browser.call(admin.getStaffSession);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res.body)).toMatch(/30 minutes without activity/);
    expect(await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, account.id))).toEqual([]);
  });

  it('signing out ends the session and clears the cookie', async () => {
    const { browser } = await signedIn('editor');
    const token = browser.cookies.staff_session!;
    expect((await browser.call(admin.signOut)).statusCode).toBe(200);
    expect(browser.cookies.staff_session).toBeUndefined();
    browser.cookies.staff_session = token;
    expect((await browser.call(admin.getStaffSession)).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the token, with one from another session, and takes the right one', async () => {
    const { browser } = await signedIn('admin');
    const other = await signedIn('admin');
    const body = { email: `new-${Date.now()}@agency.example`, role: 'agent' };
    const missing = await browser.call(admin.createStaff, { body, csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(errorOf(missing.body)).toMatch(/security token .* Reload the page/);
    const ownToken = browser.csrfToken;
    browser.csrfToken = other.browser.csrfToken;
    expect((await browser.call(admin.createStaff, { body })).statusCode).toBe(403);
    browser.csrfToken = ownToken;
    expect((await browser.call(admin.createStaff, { body })).statusCode).toBe(200);
  });

  it.each(adminCalls.filter((c) => c.method !== 'GET' && c !== admin.signIn).map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s answers 403 to an admin without the token',
    async (_name, contract) => {
      const { browser } = await signedIn('admin');
      const res = await browser.call(contract, { params: ANY_PARAMS, body: {}, csrf: false });
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res.body)).toMatch(/security token/);
    },
  );

  it('reads need no token', async () => {
    const { browser } = await signedIn('admin');
    expect((await browser.call(admin.listStaff, { csrf: false })).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it.each(['agent', 'editor'] as const)('an %s gets 403 on the admins’ calls', async (role) => {
    const { browser } = await signedIn(role);
    const res = await browser.call(admin.listStaff);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res.body)).toBe(`Only admin staff can do this; you are signed in as ${role}.`);
    expect((await browser.call(admin.createStaff, { body: { email: 'x@agency.example', role: 'admin' } })).statusCode).toBe(403);
  });
});

describe('accounts an admin makes', () => {
  it('get a one-time password that works once and must then be changed', async () => {
    const { browser } = await signedIn('admin');
    const email = `fresh-${Date.now()}@agency.example`;
    const created = await browser.call(admin.createStaff, { body: { email, role: 'admin' } });
    expect(created.statusCode, created.body).toBe(200);
    const { oneTimePassword, staff: member } = created.json();
    expect(member).toMatchObject({ email, role: 'admin', mustChangePassword: true });

    const newcomer = new StaffBrowser(t.app);
    expect((await newcomer.signIn(email, oneTimePassword)).json().staff.mustChangePassword).toBe(true);
    const blocked = await newcomer.call(admin.listStaff);
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked.body)).toMatch(/Choose a new password first/);
    const short = await newcomer.call(admin.changePassword, { body: { password: oneTimePassword, newPassword: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short.body)).toMatch(/at least 12 characters/);
    const changed = await newcomer.call(admin.changePassword, { body: { password: oneTimePassword, newPassword: 'a long new password 42' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await newcomer.call(admin.listStaff)).statusCode).toBe(200);
    expect((await new StaffBrowser(t.app).signIn(email, oneTimePassword)).statusCode).toBe(401);
  });

  it('refuses an email that has an account already, whatever its case', async () => {
    const { browser } = await signedIn('admin');
    const existing = await addStaff(t.database.db, 'agent');
    const res = await browser.call(admin.createStaff, { body: { email: existing.email.toUpperCase(), role: 'agent' } });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res.body)).toMatch(/exists already/);
  });

  it('a reset gives a new one-time password and ends the member’s sessions', async () => {
    const { browser } = await signedIn('admin');
    const member = await signedIn('agent');
    const reset = await browser.call(admin.resetStaffPassword, { params: { id: member.account.id } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await member.browser.call(admin.getStaffSession)).statusCode).toBe(401);
    expect((await new StaffBrowser(t.app).signIn(member.account.email)).statusCode).toBe(401);
    const again = await new StaffBrowser(t.app).signIn(member.account.email, reset.json().oneTimePassword);
    expect(again.json().staff.mustChangePassword).toBe(true);
  });

  it('disabling an account ends its sessions and refuses its sign-in; nobody disables or demotes themselves', async () => {
    const { account: me, browser } = await signedIn('admin');
    const member = await signedIn('editor');
    expect((await browser.call(admin.updateStaff, { params: { id: member.account.id }, body: { disabled: true } })).statusCode).toBe(200);
    expect((await member.browser.call(admin.getStaffSession)).statusCode).toBe(401);
    expect((await new StaffBrowser(t.app).signIn(member.account.email)).statusCode).toBe(401);
    const self = await browser.call(admin.updateStaff, { params: { id: me.id }, body: { role: 'agent' } });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self.body)).toMatch(/ask another admin/);
    expect((await browser.call(admin.updateStaff, { params: { id: ANY_ID }, body: { role: 'agent' } })).statusCode).toBe(404);
  });

  it('every change is audited: who, what, before and after', async () => {
    const { account: me, browser } = await signedIn('admin');
    const member = await addStaff(t.database.db, 'agent');
    await browser.call(admin.updateStaff, { params: { id: member.id }, body: { role: 'editor' } });
    const [entry] = await t.database.db.select().from(auditLog).where(sql`${auditLog.subjectId} = ${member.id} and ${auditLog.action} = 'staff.update'`);
    expect(entry).toMatchObject({ staffId: me.id, subjectType: 'staff', before: { role: 'agent' }, after: { role: 'editor' } });
  });
});

describe('the authenticator app (TOTP)', () => {
  it('once enrolled, sign-in asks for a code, takes the current one, and never the same code twice', async () => {
    const { account, browser } = await signedIn('admin');
    const started = await browser.call(admin.startTotpEnrolment);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauthUri } = started.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.json().qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    const [stored] = await t.database.db.select().from(staff).where(eq(staff.id, account.id));
    expect(stored!.totpPendingSecret).not.toContain(secret);

    const wrong = await browser.call(admin.confirmTotpEnrolment, { body: { code: '000000' === (await totpCode(secret)) ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await browser.call(admin.confirmTotpEnrolment, { body: { code: await totpCode(secret) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().staff.secondFactor).toBe(true);

    const noCode = await new StaffBrowser(t.app).signIn(account.email);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ error: 'Enter the 6-digit code from your authenticator app.', secondFactor: 'required' });
    // The confirming code was this time step's: it is used, so sign-in waits for the next one.
    const reused = await new StaffBrowser(t.app).signIn(account.email, STAFF_PASSWORD, await totpCode(secret));
    expect(reused.statusCode).toBe(401);
    expect(errorOf(reused.body)).toMatch(/wrong or was used already/);
  });
});

describe('repeated sign-ins', () => {
  it(`lock an account after ${ACCOUNT_LOCK_ATTEMPTS} attempts, even with the right password, and not its neighbours`, async () => {
    const account = await addStaff(t.database.db, 'agent');
    const neighbour = await addStaff(t.database.db, 'agent');
    for (let i = 0; i < ACCOUNT_LOCK_ATTEMPTS; i += 1) {
      expect((await new StaffBrowser(t.app, `203.0.113.${i}`).signIn(account.email, 'wrong password')).statusCode).toBe(401);
    }
    const locked = await new StaffBrowser(t.app).signIn(account.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(errorOf(locked.body)).toMatch(/Too many failed sign-ins on this account/);
    expect((await new StaffBrowser(t.app).signIn(neighbour.email)).statusCode).toBe(200);
  });

  it(`lock an address out after ${ADDRESS_LOCK_FAILURES} failures on any accounts; a success does not count`, async () => {
    const address = '192.0.2.77';
    const account = await addStaff(t.database.db, 'editor');
    expect((await new StaffBrowser(t.app, address).signIn(account.email)).statusCode).toBe(200);
    for (let i = 0; i < ADDRESS_LOCK_FAILURES; i += 1) {
      expect((await new StaffBrowser(t.app, address).signIn(`guess-${i}@agency.example`, 'guess')).statusCode).toBe(401);
    }
    const locked = await new StaffBrowser(t.app, address).signIn(account.email);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked.body)).toMatch(/from your network/);
    expect((await new StaffBrowser(t.app, '192.0.2.78').signIn(account.email)).statusCode).toBe(200);
  });
});

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('is created on a database without staff, and never again', async () => {
    const fresh = await createTestApp();
    try {
      const config = { ADMIN_EMAIL: 'Owner@Agency.example', ADMIN_PASSWORD: 'the first admin password' };
      expect(await ensureFirstAdmin(fresh.database.db, config)).toBe('Owner@Agency.example');
      expect(await ensureFirstAdmin(fresh.database.db, { ...config, ADMIN_EMAIL: 'other@agency.example' })).toBeUndefined();
      const signIn = await new StaffBrowser(fresh.app).signIn('owner@agency.example', 'the first admin password');
      expect(signIn.json().staff).toMatchObject({ role: 'admin', mustChangePassword: false });
      expect(await fresh.database.db.select({ n: sql<number>`count(*)::int` }).from(staff)).toEqual([{ n: 1 }]);
    } finally {
      await fresh.close();
    }
  });
});

describe('npm run keys:rotate', () => {
  it('re-wraps the authenticator secrets, which then open under the new secret only', async () => {
    const account = await addStaff(t.database.db, 'editor');
    // From the test server's own secret: the accounts enrolled above are sealed under it too.
    const from = wrappingKeyOf(loadAppSecret(t.config));
    const to = wrappingKeyOf('the new application secret 0123456789abcdef');
    await t.database.db.update(staff).set({ totpSecret: sealTotpSecret(from, account.id, 'JBSWY3DPEHPK3PXP') }).where(eq(staff.id, account.id));
    expect(await rewrapTotpSecrets(t.database.db, from, to)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, account.id));
    expect(openTotpSecret(to, account.id, row!.totpSecret!)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openTotpSecret(from, account.id, row!.totpSecret!)).toThrow();
    expect(await rewrapTotpSecrets(t.database.db, from, to)).toBe(0);
  });
});

describe('the audit trail', () => {
  it('lists changes newest first, filtered by member, action, subject and day, 50 at a time', async () => {
    const { account: me, browser } = await signedIn('admin');
    const member = await addStaff(t.database.db, 'agent');
    for (const role of ['editor', 'agent', 'editor'] as const) {
      await browser.call(admin.updateStaff, { params: { id: member.id }, body: { role } });
    }
    const query = (q: Record<string, string | number>) => browser.call(admin.listAudit, { query: q });
    const bySubject = await query({ subjectId: member.id, action: 'staff.update' });
    expect(bySubject.statusCode, bySubject.body).toBe(200);
    const entries = bySubject.json().entries as Array<{ id: number; staffEmail: string; after: { role: string } }>;
    expect(entries.map((e) => e.after.role)).toEqual(['editor', 'agent', 'editor']);
    expect(entries.every((e) => e.staffEmail === me.email)).toBe(true);
    // The subject by the name staff know it by.
    expect(bySubject.json().entries[0].subjectLabel).toBe(member.email);

    const byMember = await query({ staff: me.email.toUpperCase(), subjectType: 'staff' });
    expect(byMember.json().entries.length).toBeGreaterThanOrEqual(4);
    const page = await query({ subjectId: member.id, action: 'staff.update', before: entries[0]!.id });
    expect(page.json().entries.map((e: { id: number }) => e.id)).toEqual(entries.slice(1).map((e) => e.id));

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    expect((await query({ subjectId: member.id, from: today, to: today })).json().entries).toHaveLength(4);
    expect((await query({ subjectId: member.id, to: '2020-01-01' })).json().entries).toEqual([]);
    expect((await query({ from: 'yesterday' })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const { browser } = await signedIn('editor');
    expect((await browser.call(admin.listAudit)).statusCode).toBe(403);
  });
});
