import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { priceItemProblems, type AdminPriceList, type newPriceListSchema, type PriceGroup, type priceListFieldsSchema } from '../../../shared/api/admin-prices/schemas.js';
import { quote, SERVICES, type PriceItem, type Service } from '../../../shared/pricing/price-list.js';
import type { Db } from '../../db/client.js';
import { nationalityMatchingTypes, priceLists } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { DEMO_PRICE_LISTS } from '../../seed/prices.js';
import { recordAudit } from '../staff/audit.js';

type Fields = z.output<typeof priceListFieldsSchema>;
type NewList = z.output<typeof newPriceListSchema>;
type Actor = { staffId: string; ip: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const p = priceLists;
const g = nationalityMatchingTypes;
const columns = {
  id: p.id,
  service: p.service,
  matchingTypeId: p.matchingTypeId,
  matchingTypeLabel: g.label,
  matchingTypeCode: g.code,
  sortOrder: g.sortOrder,
  monthlyFeeFils: p.monthlyFeeFils,
  vatBasisPoints: p.vatBasisPoints,
  items: p.items,
  updatedAt: p.updatedAt,
};
const select = (tx: Db | Tx) => tx.select(columns).from(p).leftJoin(g, eq(g.id, p.matchingTypeId));
type Row = Awaited<ReturnType<typeof select>>[number];

/** A service in a sentence: 'the live-in list'. */
export const SERVICE_WORDS: Record<Service, string> = { live_in: 'live-in', live_out: 'live-out', nanny: 'nanny' };

const listName = (service: Service, groupLabel: string | null) =>
  groupLabel === null ? `the general ${SERVICE_WORDS[service]} list` : `the ${SERVICE_WORDS[service]} list for ${groupLabel}`;

/**
 * Still as seeded: the page says these are demo values, not the agency's. Each item's amounts and
 * English as seeded; its other languages are not compared, since a list seeded before labels had
 * languages holds its English only (migration 0020) and is still the demo's.
 */
function isDemo(row: Row): boolean {
  const seeded = DEMO_PRICE_LISTS.find((d) => d.service === row.service && d.matchingType === (row.matchingTypeId === null ? null : row.matchingTypeCode));
  return (
    seeded !== undefined &&
    row.vatBasisPoints === 500 &&
    row.monthlyFeeFils === seeded.monthlyFeeFils &&
    row.items.length === seeded.items.length &&
    // Field by field: jsonb keeps an object's keys in its own order.
    row.items.every((item, i) =>
      (Object.keys(item) as Array<keyof PriceItem>).every((key) => (key === 'label' ? item.label.en === seeded.items[i]!.label.en : item[key] === seeded.items[i]![key])),
    )
  );
}

function toAdmin(row: Row): AdminPriceList {
  const list = { id: row.id, service: row.service, matchingTypeId: row.matchingTypeId, monthlyFeeFils: row.monthlyFeeFils, vatBasisPoints: row.vatBasisPoints, items: row.items };
  return { ...list, matchingTypeLabel: row.matchingTypeId === null ? null : row.matchingTypeLabel, demo: isDemo(row), updatedAt: row.updatedAt.toISOString(), quote: quote(list) };
}

/** What the audit trail keeps of a list: everything that sets a price. */
const audited = (row: { service: Service; matchingTypeId: number | null; monthlyFeeFils: number; vatBasisPoints: number; items: PriceItem[] }) => ({
  service: row.service,
  matchingTypeId: row.matchingTypeId,
  monthlyFeeFils: row.monthlyFeeFils,
  vatBasisPoints: row.vatBasisPoints,
  items: row.items,
});

/** Services in their order, each's general list first, then its groups in tab order. */
const byPlace = (a: Row, b: Row) =>
  SERVICES.indexOf(a.service) - SERVICES.indexOf(b.service) ||
  (a.matchingTypeId === null ? -1 : 0) - (b.matchingTypeId === null ? -1 : 0) ||
  (a.sortOrder ?? 0) - (b.sortOrder ?? 0) ||
  (a.matchingTypeLabel ?? '').localeCompare(b.matchingTypeLabel ?? '');

/**
 * The price lists staff manage. A change fires the table's trigger (migration 0011), so every
 * server rereads the catalogue and the cards show the new totals at once.
 */
export function createPriceListRepository(db: Db) {
  const read = async (tx: Db | Tx, id: number): Promise<Row | undefined> => (await select(tx).where(eq(p.id, id)))[0];
  // One change to the table at a time: two requests cannot both pass the checks below.
  const lock = (tx: Tx) => tx.execute(sql`lock table ${p} in share row exclusive mode`);

  return {
    async list(): Promise<{ priceLists: AdminPriceList[]; matchingTypes: PriceGroup[] }> {
      const [rows, groups] = await Promise.all([select(db), db.select({ id: g.id, label: g.label }).from(g).orderBy(asc(g.sortOrder), asc(g.label))]);
      return { priceLists: rows.sort(byPlace).map(toAdmin), matchingTypes: groups };
    },

    async create(fields: NewList, actor: Actor): Promise<AdminPriceList> {
      const id = await db.transaction(async (tx) => {
        await lock(tx);
        let groupLabel: string | null = null;
        if (fields.matchingTypeId !== null) {
          const [group] = await tx.select({ label: g.label }).from(g).where(eq(g.id, fields.matchingTypeId)).for('share');
          if (!group) throw badRequest(`There is no nationality group with the id ${fields.matchingTypeId}: choose one of the groups the page lists.`);
          groupLabel = group.label;
        }
        const same = await select(tx).where(and(eq(p.service, fields.service), fields.matchingTypeId === null ? sql`${p.matchingTypeId} is null` : eq(p.matchingTypeId, fields.matchingTypeId)));
        if (same[0]) {
          const name = listName(fields.service, groupLabel);
          throw conflict(`${name[0]!.toUpperCase()}${name.slice(1)} exists already (#${same[0].id}): change that one instead.`);
        }
        // A group's new list starts as the general one, so families see no change until staff edit it.
        const [general] = fields.matchingTypeId === null ? [] : await select(tx).where(and(eq(p.service, fields.service), sql`${p.matchingTypeId} is null`));
        const monthlyFeeFils = fields.monthlyFeeFils ?? general?.monthlyFeeFils;
        if (monthlyFeeFils === undefined) {
          throw badRequest(`monthlyFeeFils is required: there is no general ${SERVICE_WORDS[fields.service]} list to start from.`);
        }
        const row = {
          service: fields.service,
          matchingTypeId: fields.matchingTypeId,
          monthlyFeeFils,
          vatBasisPoints: fields.vatBasisPoints ?? general?.vatBasisPoints ?? 500,
          items: fields.items ?? general?.items ?? [],
        };
        // Copied items checked against a fee given here: an offer larger than the new fee.
        const [problem] = priceItemProblems(row);
        if (problem) throw badRequest(problem.message);
        const [created] = await tx.insert(p).values(row).returning({ id: p.id });
        await recordAudit(tx, { ...actor, action: 'prices.price-list.create', subjectType: 'price-list', subjectId: String(created!.id), after: audited(row) });
        return created!.id;
      });
      return toAdmin((await read(db, id))!);
    },

    async update(id: number, fields: Fields, actor: Actor): Promise<AdminPriceList> {
      await db.transaction(async (tx) => {
        const before = (await select(tx).where(eq(p.id, id)).for('update', { of: p }))[0];
        if (!before) throw notFound(`There is no price list #${id}; it may have been deleted. Reload the page.`);
        const after = { monthlyFeeFils: fields.monthlyFeeFils, vatBasisPoints: fields.vatBasisPoints, items: fields.items };
        await tx.update(p).set({ ...after, updatedAt: sql`now()` }).where(eq(p.id, id));
        await recordAudit(tx, {
          ...actor,
          action: 'prices.price-list.update',
          subjectType: 'price-list',
          subjectId: String(id),
          before: audited(before),
          after: audited({ ...before, ...after }),
        });
      });
      return toAdmin((await read(db, id))!);
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        await lock(tx);
        const before = await read(tx, id);
        if (!before) throw notFound(`There is no price list #${id}; it may have been deleted. Reload the page.`);
        if (before.matchingTypeId === null) {
          const groups = await select(tx).where(and(eq(p.service, before.service), isNotNull(p.matchingTypeId)));
          if (groups.length > 0) {
            const names = groups.sort(byPlace).map((r) => r.matchingTypeLabel).join(', ');
            throw conflict(
              `The general ${SERVICE_WORDS[before.service]} list prices every nationality group without a list of its own. Delete the group lists first (${names}), or change its prices instead.`,
            );
          }
        }
        await tx.delete(p).where(eq(p.id, id));
        await recordAudit(tx, { ...actor, action: 'prices.price-list.delete', subjectType: 'price-list', subjectId: String(id), before: audited(before) });
      });
    },
  };
}
