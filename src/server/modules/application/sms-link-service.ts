import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type * as z from 'zod/mini';
import type { getPhoneLinkQr, sendSms } from '../../../shared/api/application/schemas.js';
import { refusalOf } from '../../../shared/application/messages.js';
import { uaeMobileSchema } from '../../../shared/application/phone.js';
import { isWaSet } from '../../../shared/workflow/context.js';
import { applicationAccess, applicationLinks, applications } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Caller } from './access.js';
import { readData, type ApplicationData } from './application-data.js';
import { lockApplication, lockedApplication } from './application-lock.js';
import { firstOpenStep, loadState } from './application-state.js';
import type { ServiceDeps } from './service-deps.js';
import { issueLink as issueSignedLink } from './issue-link.js';
import { signLink, verifyLink, type LinkClaims, type LinkPurpose } from './signed-link.js';
import type { SmsProvider } from './sms-provider.js';
import { continueOnPhoneText, spouseSignText } from '../sms/sms-texts.js';
import { withLanguage } from '../sms/link-language.js';
import type { Language } from '../../../shared/tracking.js';
import type { Tx } from './tx.js';
import { assertStepAllowed, workflowContext } from './workflow-guard.js';
import { msg } from '../../i18n/t.js';

/** Section 7: desktop_sid, lang, journeyId, planType and the CC_ session values travel with the link. */
const CARRIED_PARAM = /^(desktop_sid|lang|journeyId|planType|CC_[A-Za-z0-9_]{1,30})$/;

const INVALID_LINK = msg('This link is not valid. Please ask for a new one.');

/** A QR code's link has no phone number: its row says where it went instead. */
export const QR_CODE_RECIPIENT = 'qr-code';
/** A QR code shown again keeps its unopened link while this much of its life is left. */
const QR_REUSE_MARGIN_MS = 3_600_000;

/**
 * The address a signed link opens, the same for the SMS, the QR code and a spouse's link sent
 * again. It opens in `lang`, the language its message is written in, on any phone (issue 31):
 * that wins over a `lang` the browser carried.
 */
export function linkUrl(
  origin: string,
  link: { id: string; token: string; purpose: LinkPurpose; maidId: number; carried: Record<string, string>; lang: Language },
): string {
  const query = new URLSearchParams({ appId: link.id, t: link.token, maidId: String(link.maidId) });
  if (link.purpose === 'spouse') {
    query.set('step', 'SIGN_MONTHLY_PAYMENTS');
    query.set('forSignOnly', 'true');
  }
  for (const [key, value] of Object.entries(link.carried)) {
    if (CARRIED_PARAM.test(key) && key !== 'lang' && !query.has(key)) query.set(key, value);
  }
  return withLanguage(`${origin}/app?${query.toString()}`, link.lang);
}

export function createSmsLinkService({ db, config, keys }: ServiceDeps, sms: SmsProvider) {
  const issueLink = (tx: Tx, applicationId: string, purpose: LinkPurpose, toPhone: string) => issueSignedLink(tx, keys.linkKey, applicationId, purpose, toPhone);

  return {
    /**
     * Desktop SEND_SMS without typing a number: the link the SMS would carry, made the same way,
     * and its QR code as SVG. Shown again, the QR code keeps its link until a phone opens it.
     */
    async phoneLinkQr(caller: Caller, body: z.output<typeof getPhoneLinkQr.body>, origin: string) {
      const { applicationId: id, role } = caller;
      const url = await db.transaction(async (tx) => {
        if (role !== 'owner') throw notFound(msg('No such application.'));
        const row = await lockApplication(tx, id);
        if (row.status !== 'pending') throw badRequest(msg('This application has already been submitted.'));
        const data = readData(row.data);
        const ctx = workflowContext(row, data.context, body.mobile, role);
        if (ctx.mobile) throw badRequest('The QR code continues on a phone an application started on a computer.');
        assertStepAllowed('SEND_SMS', ctx, data.completed, role);
        const [open] = await tx
          .select({ nonce: applicationLinks.nonce, expiresAt: applicationLinks.expiresAt })
          .from(applicationLinks)
          .where(
            and(
              eq(applicationLinks.applicationId, id),
              eq(applicationLinks.purpose, 'phone'),
              eq(applicationLinks.toPhone, QR_CODE_RECIPIENT),
              isNull(applicationLinks.redeemedByCookieHash),
              gt(applicationLinks.expiresAt, new Date(Date.now() + QR_REUSE_MARGIN_MS)),
            ),
          )
          .orderBy(desc(applicationLinks.expiresAt))
          .limit(1);
        const token = open
          ? signLink(keys.linkKey, { applicationId: id, purpose: 'phone', nonce: open.nonce, expiresAt: Math.floor(open.expiresAt.getTime() / 1000) })
          : await issueLink(tx, id, 'phone', QR_CODE_RECIPIENT);
        // Opened by the client's own phone: in the language the client is using now.
        const lang = caller.lang ?? row.language;
        return linkUrl(origin, { id, token, purpose: 'phone', maidId: body.maidId ?? row.housemaidId, carried: body.additionalQueryParams, lang });
      });
      // Shown on a screen, never printed or worn: the lowest error correction keeps the modules large.
      return { url, svg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'L', margin: 2 }) };
    },

    /**
     * SEND_SMS: a signed link to the client's phone (desktop) or to the spouse (wa), via the SMS
     * provider. `origin` is the site's address the link opens.
     */
    async send(caller: Caller, body: z.output<typeof sendSms.body>, origin: string) {
      const { applicationId: id, role } = caller;
      const phone = uaeMobileSchema.safeParse(body.phone);
      if (!phone.success) throw badRequest(`phone: ${refusalOf(phone.error.issues)}`);

      const result = await db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (row.status !== 'pending') throw badRequest(msg('This application has already been submitted.'));
        const data = readData(row.data);
        const ctx = workflowContext(row, data.context, body.mobile, role);
        assertStepAllowed('SEND_SMS', ctx, data.completed, role);
        const purpose = ctx.mobile && isWaSet(ctx) ? ('spouse' as const) : ('phone' as const);

        const token = await issueLink(tx, id, purpose, phone.data);
        // The spouse gets the family's language: the one the client is using now; the link too.
        const lang = caller.lang ?? row.language;
        const url = linkUrl(origin, { id, token, purpose, maidId: body.maidId ?? row.housemaidId, carried: body.additionalQueryParams, lang });
        const text = (purpose === 'spouse' ? spouseSignText : continueOnPhoneText)(lang, config.SITE_NAME, row.reference, url);

        await sms.send(tx, { toPhone: phone.data, body: text, kind: purpose === 'spouse' ? 'spouse-sign-link' : 'continue-on-phone', applicationId: id });

        const updated: ApplicationData = {
          ...data,
          completed: data.completed.includes('SEND_SMS') ? data.completed : [...data.completed, 'SEND_SMS'],
          values: {
            ...data.values,
            stepDoneAt: { ...data.values.stepDoneAt, SEND_SMS: new Date().toISOString() },
            phones: { ...data.values.phones, [purpose === 'spouse' ? 'spouse' : 'client']: phone.data },
          },
        };
        await tx
          .update(applications)
          .set({ data: updated, currentStep: 'SMS_SENT', prevStep: 'SEND_SMS', language: lang, updatedAt: new Date() })
          .where(eq(applications.id, id));
        return { purpose, toPhone: phone.data, text };
      });
      return {
        sent: true as const,
        purpose: result.purpose,
        toPhone: result.toPhone,
        whatsappShareUrl: `https://wa.me/?text=${encodeURIComponent(result.text)}`,
        application: await loadState(db, id, role, keys.bankKey),
      };
    },

    /** The claims of a link's token, or a 404 for a forged or expired one (before the browser gets a cookie). */
    claimsOf(token: string): LinkClaims {
      const claims = verifyLink(keys.linkKey, token);
      if (!claims) throw notFound(INVALID_LINK);
      if (claims.expiresAt * 1000 < Date.now()) throw notFound(msg('This link has expired. Please ask for a new one.'));
      return claims;
    },

    /**
     * The phone or the spouse opens the link: the browser whose access cookie hashes to
     * `cookieHash` gets its grant; a link opens one browser only.
     */
    async redeem(claims: LinkClaims, sessionId: string, cookieHash: string) {
      const role = claims.purpose;

      await db.transaction(async (tx) => {
        // The application first, as every write of the family's calls and the erasure take it
        // (application-lock.ts); an erased one has no links left, so the link is refused below.
        const row = await lockedApplication(tx, claims.applicationId);
        const [link] = await tx
          .select()
          .from(applicationLinks)
          .where(and(eq(applicationLinks.nonce, claims.nonce), eq(applicationLinks.applicationId, claims.applicationId)))
          .for('update');
        if (!link || link.purpose !== claims.purpose) throw notFound(INVALID_LINK);
        if (link.redeemedByCookieHash && link.redeemedByCookieHash !== cookieHash) {
          throw notFound(msg('This link has already been opened on another phone. Please ask for a new one.'));
        }
        if (!link.redeemedByCookieHash) {
          await tx
            .update(applicationLinks)
            .set({ redeemedByCookieHash: cookieHash, redeemedAt: new Date() })
            .where(eq(applicationLinks.nonce, link.nonce));
        }
        await tx
          .insert(applicationAccess)
          .values({ applicationId: claims.applicationId, sessionId, cookieHash, role })
          .onConflictDoNothing();
        if (role === 'phone') {
          if (row && row.status === 'pending') {
            const data = readData(row.data);
            await tx
              .update(applications)
              .set({ currentStep: firstOpenStep(data, row), updatedAt: new Date() })
              .where(eq(applications.id, row.id));
          }
        }
      });
      return loadState(db, claims.applicationId, role, keys.bankKey);
    },
  };
}
