import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { whatsappDigits, type whatsappConfigFieldsSchema, type WhatsappConfigRow } from '../../../shared/api/admin-whatsapp/schemas.js';
import type { Db } from '../../db/client.js';
import { housemaids, whatsappConfigs } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { recordAudit } from '../staff/audit.js';

type Fields = z.output<typeof whatsappConfigFieldsSchema>;
type Actor = { staffId: string; ip: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const c = whatsappConfigs;
const columns = {
  id: c.id,
  isForLandingPage: c.isForLandingPage,
  websiteType: c.websiteType,
  affiliateEventCode: c.affiliateEventCode,
  housemaidId: c.housemaidId,
  housemaidName: housemaids.name,
  whatsappNumber: c.whatsappNumber,
  whatsappMessage: c.whatsappMessage,
};

/** What the audit trail keeps of a row: its targeting, number and message. */
const audited = (row: WhatsappConfigRow | Omit<WhatsappConfigRow, 'housemaidName'>) => ({
  isForLandingPage: row.isForLandingPage,
  websiteType: row.websiteType,
  affiliateEventCode: row.affiliateEventCode,
  housemaidId: row.housemaidId,
  whatsappNumber: row.whatsappNumber,
  whatsappMessage: row.whatsappMessage,
});

/**
 * The WhatsApp configurations staff manage. getwhatsappconfig (appsutils/whatsapp-config.ts)
 * reads the table per request, so a committed change is what the next family gets.
 */
export function createWhatsappConfigRepository(db: Db, { productSlug }: { productSlug: string }) {
  const read = (tx: Db | Tx, id: number) =>
    tx.select(columns).from(c).leftJoin(housemaids, eq(housemaids.id, c.housemaidId)).where(eq(c.id, id)).then((rows) => rows[0]);

  /** The row as stored, after the checks a schema cannot make: the product slug, the maid, a clash. */
  async function checked(tx: Tx, fields: Fields, id?: number) {
    if (fields.websiteType !== null && fields.websiteType !== productSlug) {
      throw badRequest(`websiteType is empty (any site) or ${productSlug} (the visa-services site); '${fields.websiteType}' is no website type.`);
    }
    if (fields.housemaidId !== null) {
      const [maid] = await tx.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.id, fields.housemaidId)).for('share');
      if (!maid) throw badRequest(`There is no maid with the id ${fields.housemaidId}: check the id in Maids, or leave it empty.`);
    }
    // Two rows with the same targeting: only the older would ever be used (the lookup's tie-break).
    const [clash] = await tx
      .select({ id: c.id })
      .from(c)
      .where(
        and(
          sql`${c.isForLandingPage} is not distinct from ${fields.isForLandingPage}`,
          sql`${c.websiteType} is not distinct from ${fields.websiteType}`,
          sql`lower(${c.affiliateEventCode}) is not distinct from lower(${fields.affiliateEventCode}::text)`,
          sql`${c.housemaidId} is not distinct from ${fields.housemaidId}`,
          id === undefined ? undefined : sql`${c.id} <> ${id}`,
        ),
      )
      .limit(1);
    if (clash) throw conflict(`Configuration #${clash.id} already covers exactly these pages: change that one instead.`);
    return {
      isForLandingPage: fields.isForLandingPage,
      websiteType: fields.websiteType,
      affiliateEventCode: fields.affiliateEventCode,
      housemaidId: fields.housemaidId,
      whatsappNumber: whatsappDigits(fields.whatsappNumber),
      whatsappMessage: fields.whatsappMessage,
    };
  }

  return {
    /** Most specific first, in the order the lookup prefers them. */
    list(): Promise<WhatsappConfigRow[]> {
      return db
        .select(columns)
        .from(c)
        .leftJoin(housemaids, eq(housemaids.id, c.housemaidId))
        .orderBy(
          sql`${c.housemaidId} is null`,
          sql`${c.affiliateEventCode} is null`,
          sql`${c.websiteType} is null`,
          sql`${c.isForLandingPage} is null`,
          c.id,
        );
    },

    async create(fields: Fields, actor: Actor): Promise<WhatsappConfigRow> {
      const id = await db.transaction(async (tx) => {
        // One change to the table at a time, so two clashing rows cannot both pass the check.
        await tx.execute(sql`lock table ${c} in share row exclusive mode`);
        const row = await checked(tx, fields);
        const [created] = await tx.insert(c).values(row).returning({ id: c.id });
        await recordAudit(tx, { ...actor, action: 'content.whatsapp-config.create', subjectType: 'whatsapp-config', subjectId: String(created!.id), after: row });
        return created!.id;
      });
      return (await read(db, id))!;
    },

    async update(id: number, fields: Fields, actor: Actor): Promise<WhatsappConfigRow> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${c} in share row exclusive mode`);
        const before = await read(tx, id);
        if (!before) throw notFound(`There is no WhatsApp configuration #${id}; it may have been removed.`);
        const row = await checked(tx, fields, id);
        await tx.update(c).set(row).where(eq(c.id, id));
        await recordAudit(tx, { ...actor, action: 'content.whatsapp-config.update', subjectType: 'whatsapp-config', subjectId: String(id), before: audited(before), after: row });
      });
      return (await read(db, id))!;
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(c).where(eq(c.id, id)).returning();
        if (!before) throw notFound(`There is no WhatsApp configuration #${id}; it may have been removed.`);
        await recordAudit(tx, { ...actor, action: 'content.whatsapp-config.delete', subjectType: 'whatsapp-config', subjectId: String(id), before: audited({ ...before }) });
      });
    },
  };
}
