import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { otpSchema } from '../../../shared/application/fields.js';
import { refusalOf } from '../../../shared/application/messages.js';
import { uaeMobileSchema } from '../../../shared/application/phone.js';
import { applicationDocuments, applications } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';
import { hmac, safeEqual } from '../../secrets.js';
import type { FileStore } from '../../storage/file-store.js';
import { NO_APPLICATION, type Caller } from './access.js';
import { readData } from './application-data.js';
import { lockApplication } from './application-lock.js';
import { loadState } from './application-state.js';
import { openDocument, sealDocument } from './document-files.js';
import { openField, sealField } from './sealed-values.js';
import type { ServiceDeps } from './service-deps.js';
import type { SmsProvider } from './sms-provider.js';
import { existingClientCodeText } from '../sms/sms-texts.js';
import { MAX_OTP_ATTEMPTS, OTP_TTL_MINUTES } from './step-handlers.js';
import { msg } from '../../i18n/t.js';

/**
 * EXISTING_CLIENT_REQUIRED_DOCUMENTS: a returning client proves their number with an SMS code and
 * the documents of their last submitted application are copied into this one. The answer to a
 * code request is the same whether or not the number is on file, so it reveals nobody. The
 * spouse's link never reaches it (routes.ts).
 */
export function createExistingClientService({ db, keys }: ServiceDeps, storage: FileStore, sms: SmsProvider) {
  return {
    async requestCode({ applicationId: id, lang }: Caller, rawPhone: string) {
      const phone = uaeMobileSchema.safeParse(rawPhone);
      if (!phone.success) throw badRequest(`phone: ${refusalOf(phone.error.issues)}`);
      await db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (row.status !== 'pending') throw badRequest(msg('This application has already been submitted.'));
        const data = readData(row.data);
        if (data.completed.includes('REQUIRED_DOCUMENTS')) throw badRequest(msg('Your documents are already in this application.'));
        const [previous] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(
            and(
              eq(applications.status, 'submitted'),
              ne(applications.id, id),
              sql`${applications.data} -> 'values' -> 'phones' ->> 'client' = ${phone.data}`,
            ),
          )
          .orderBy(desc(applications.createdAt))
          .limit(1);
        const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
        data.values.existingClient = {
          phone: phone.data,
          otpHash: hmac(keys.otpKey, `${id}:existing:${otp}`),
          expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000).toISOString(),
          attempts: 0,
          sourceApplicationId: previous?.id ?? null,
        };
        if (previous) {
          await sms.send(tx, {
            toPhone: phone.data,
            body: existingClientCodeText(lang ?? row.language, otp, OTP_TTL_MINUTES),
            kind: 'existing-client-otp',
            applicationId: id,
          });
        }
        await tx.update(applications).set({ data, updatedAt: new Date() }).where(eq(applications.id, id));
      });
      return { sent: true as const };
    },

    async verify({ applicationId: id, role }: Caller, rawOtp: string) {
      const otp = otpSchema.safeParse(rawOtp);
      if (!otp.success) throw badRequest(`otp: ${refusalOf(otp.error.issues)}`);
      const [row] = await db.select().from(applications).where(eq(applications.id, id));
      if (row?.data.erasedAt) throw notFound(NO_APPLICATION);
      if (!row || row.status !== 'pending') throw badRequest(msg('This application has already been submitted.'));
      const pending = readData(row.data).values.existingClient;
      if (!pending || pending.verifiedAt) throw badRequest(msg('Please ask for a code first.'));
      if (Date.parse(pending.expiresAt) < Date.now() || pending.attempts >= MAX_OTP_ATTEMPTS) {
        throw badRequest(msg('This code has expired. Please ask for a new one.'));
      }
      const right = pending.sourceApplicationId !== null && safeEqual(hmac(keys.otpKey, `${id}:existing:${otp.data}`), pending.otpHash);
      if (!right) {
        await db.transaction(async (tx) => {
          const data = readData((await lockApplication(tx, id)).data);
          if (data.values.existingClient) data.values.existingClient.attempts += 1;
          await tx.update(applications).set({ data }).where(eq(applications.id, id));
        });
        throw badRequest(`otp: ${msg('This code is not right. Please check the SMS and try again.')}`);
      }

      const sourceId = pending.sourceApplicationId!;
      const [source] = await db.select({ data: applications.data }).from(applications).where(eq(applications.id, sourceId));
      const sourceDocs = await db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, sourceId));
      // Files first under new names, each sealed under a data key of its own; the rows follow in
      // one transaction, and a failure removes the files.
      const copies: Array<typeof applicationDocuments.$inferInsert & { storageKey: string }> = [];
      const replaced: string[] = [];
      try {
        for (const doc of sourceDocs) {
          const copyId = randomUUID();
          const bytes = openDocument(keys.bankKey, doc, await storage.get(doc.storageKey));
          const { sealed, wrappedKey } = sealDocument(keys.bankKey, copyId, bytes);
          const storageKey = `documents/${copyId}`;
          copies.push({ ...doc, id: copyId, applicationId: id, storageKey, wrappedKey, createdAt: new Date() });
          await storage.put(storageKey, sealed);
        }
        await db.transaction(async (tx) => {
          const data = readData((await lockApplication(tx, id)).data);
          const old = await tx.delete(applicationDocuments).where(eq(applicationDocuments.applicationId, id)).returning({ key: applicationDocuments.storageKey });
          replaced.push(...old.map((o) => o.key));
          if (copies.length > 0) await tx.insert(applicationDocuments).values(copies);
          const onFile = readData(source?.data ?? {}).values;
          const emiratesIdNumber = onFile.emiratesIdNumber && openField(keys.bankKey, sourceId, 'emiratesIdNumber', onFile.emiratesIdNumber);
          data.values = {
            ...data.values,
            clientName: onFile.clientName,
            // Sealed again for this application: a sealed value opens only in the row it was sealed for.
            emiratesIdNumber: emiratesIdNumber && sealField(keys.bankKey, id, 'emiratesIdNumber', emiratesIdNumber),
            needsVisa: onFile.needsVisa,
            phones: { ...data.values.phones, client: pending.phone },
            existingClient: { ...pending, verifiedAt: new Date().toISOString() },
          };
          // The documents screen opens pre-filled (the Emirates ID number from the sealed value:
          // application-state.ts); the client still confirms it.
          data.drafts = {
            ...data.drafts,
            REQUIRED_DOCUMENTS: { clientName: onFile.clientName ?? '', needsVisa: onFile.needsVisa ?? false },
          };
          await tx.update(applications).set({ data, updatedAt: new Date() }).where(eq(applications.id, id));
        });
      } catch (error) {
        await Promise.all(copies.map((c) => storage.remove(c.storageKey)));
        throw error;
      }
      await Promise.all(replaced.map((key) => storage.remove(key)));
      return loadState(db, id, role, keys.bankKey);
    },
  };
}
