import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog, nationalityMatchingTypes, priceLists } from '../db/schema.js';
import type { PriceItem, Service } from '../../shared/pricing/price-list.js';
import type { Tx } from './catalogue.js';
import { SEED_LOCK_KEY } from './lock.js';

/**
 * Demo prices: realistic for a UAE agency's monthly package in 2026, and nothing more (no real
 * agency's figures). Fees before 5 % VAT, in fils. The visa, medical test, insurance and
 * replacements are included in the monthly fee, as in most monthly packages; Filipina maids carry
 * the spec's AED 200 first-month offer. Each label in the site's five languages (issue 31). Staff
 * set the real ones in the back office.
 */
const INCLUDED: PriceItem[] = [
  {
    code: 'visa',
    label: { en: 'Entry permit and residence visa', ar: 'إذن الدخول وتأشيرة الإقامة', hi: 'एंट्री परमिट और रेज़िडेंस वीज़ा', ru: 'Разрешение на въезд и резидентская виза', fr: 'Permis d’entrée et visa de résidence' },
    kind: 'once',
    amountFils: 0,
    vat: false,
  },
  {
    code: 'medical',
    label: { en: 'Medical test and Emirates ID', ar: 'الفحص الطبي والهوية الإماراتية', hi: 'मेडिकल टेस्ट और एमिरेट्स आईडी', ru: 'Медицинское обследование и удостоверение личности ОАЭ', fr: 'Examen médical et carte d’identité émiratie' },
    kind: 'once',
    amountFils: 0,
    vat: false,
  },
  { code: 'insurance', label: { en: 'Health insurance', ar: 'التأمين الصحي', hi: 'स्वास्थ्य बीमा', ru: 'Медицинская страховка', fr: 'Assurance maladie' }, kind: 'once', amountFils: 0, vat: false },
  {
    code: 'replacement',
    label: { en: 'Replacements whenever you need one', ar: 'استبدال العاملة متى احتجت إلى ذلك', hi: 'जब भी ज़रूरत हो, रिप्लेसमेंट', ru: 'Замена, когда бы она ни понадобилась', fr: 'Remplacement chaque fois que nécessaire' },
    kind: 'once',
    amountFils: 0,
    vat: false,
  },
];
const FILIPINA_OFFER: PriceItem = {
  code: 'filipina-offer',
  label: {
    en: 'Filipina offer: AED 200 off the first month',
    ar: 'عرض العاملات الفلبينيات: خصم 200 درهم على الشهر الأول',
    hi: 'फ़िलिपीनी ऑफ़र: पहले महीने पर AED 200 की छूट',
    ru: 'Предложение при найме филиппинки: скидка AED 200 на первый месяц',
    fr: 'Offre Philippines : 200 AED de réduction sur le premier mois',
  },
  kind: 'first_month',
  amountFils: -20_000,
  vat: true,
};

export const DEMO_PRICE_LISTS: ReadonlyArray<{ service: Service; matchingType: string | null; monthlyFeeFils: number; items: PriceItem[] }> = [
  { service: 'live_in', matchingType: null, monthlyFeeFils: 300_000, items: INCLUDED },
  { service: 'live_in', matchingType: 'filipina', monthlyFeeFils: 330_000, items: [...INCLUDED, FILIPINA_OFFER] },
  { service: 'live_in', matchingType: 'ethiopian', monthlyFeeFils: 280_000, items: INCLUDED },
  { service: 'live_in', matchingType: 'african', monthlyFeeFils: 270_000, items: INCLUDED },
  { service: 'live_out', matchingType: null, monthlyFeeFils: 380_000, items: INCLUDED },
  { service: 'live_out', matchingType: 'filipina', monthlyFeeFils: 400_000, items: [...INCLUDED, FILIPINA_OFFER] },
  { service: 'nanny', matchingType: null, monthlyFeeFils: 350_000, items: INCLUDED },
  { service: 'nanny', matchingType: 'filipina', monthlyFeeFils: 370_000, items: [...INCLUDED, FILIPINA_OFFER] },
];

/** The demo price lists, for the matching types that exist; none when any price list exists already. */
export async function insertDemoPrices(tx: Tx | Db): Promise<number> {
  const [{ n }] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${priceLists}`)).rows as [{ n: number }];
  if (n > 0) return 0;
  const types = await tx.select({ id: nationalityMatchingTypes.id, code: nationalityMatchingTypes.code }).from(nationalityMatchingTypes);
  const idOf = new Map(types.map((t) => [t.code, t.id]));
  const rows = DEMO_PRICE_LISTS.filter((l) => l.matchingType === null || idOf.has(l.matchingType)).map((l) => ({
    service: l.service,
    matchingTypeId: l.matchingType === null ? null : idOf.get(l.matchingType)!,
    monthlyFeeFils: l.monthlyFeeFils,
    items: l.items,
  }));
  await tx.insert(priceLists).values(rows);
  return rows.length;
}

/**
 * A database seeded before prices existed gets the demo ones at start (with SEED_DEMO_DATA), so
 * its maids have a price; under the seed's lock, so two servers starting together add them once.
 * Never where staff have ever changed a price list: lists they deleted stay deleted.
 */
export function ensureDemoPrices(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const { rows } = await tx.execute<{ touched: boolean }>(sql`select exists(select 1 from ${auditLog} where ${auditLog.subjectType} = 'price-list') as touched`);
    if (rows[0]?.touched) return 0;
    return insertDemoPrices(tx);
  });
}
