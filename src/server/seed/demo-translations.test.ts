import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PHRASES } from '../../../seed/make-maids.js';
import type { PriceItem } from '../../shared/pricing/price-list.js';
import { housemaids, priceLists } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { ensureDemoTranslations } from './demo-translations.js';
import { DEMO_PRICE_LISTS } from './prices.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const lovesPets = DEMO_PHRASES.find((p) => p.en === 'Loves pets')!;
const visa = DEMO_PRICE_LISTS[0]!.items.find((i) => i.code === 'visa')!;

describe('the demo translations for a database seeded before staff texts had languages (issue 31)', () => {
  it('fill each demo phrase and label left in English alone, and nothing staff wrote or translated', async () => {
    const [one, two] = await db().select({ id: housemaids.id }).from(housemaids).orderBy(housemaids.id).limit(2);
    // As migration 0020 leaves them: the English alone.
    await db().update(housemaids).set({ infoPhrases: [{ en: 'Loves pets' }, { en: 'Loves cats' }] }).where(eq(housemaids.id, one!.id));
    await db().update(housemaids).set({ infoPhrases: [{ en: 'Loves pets', fr: 'Aime les chiens' }] }).where(eq(housemaids.id, two!.id));
    const [list, other] = await db().select().from(priceLists).orderBy(priceLists.id).limit(2);
    const englishOf = (items: PriceItem[]) => items.map((i) => ({ ...i, label: { en: i.label.en } }));
    await db().update(priceLists).set({ items: englishOf(list!.items) }).where(eq(priceLists.id, list!.id));
    // Staff reworded this one's visa: not the demo's any more.
    const reworded = englishOf(other!.items).map((i) => (i.code === 'visa' ? { ...i, label: { en: 'Visa and entry permit' } } : i));
    await db().update(priceLists).set({ items: reworded }).where(eq(priceLists.id, other!.id));

    expect(await ensureDemoTranslations(db())).toBeGreaterThanOrEqual(3);
    const phrasesOf = async (id: number) => (await db().select({ p: housemaids.infoPhrases }).from(housemaids).where(eq(housemaids.id, id)))[0]!.p;
    expect(await phrasesOf(one!.id)).toEqual([lovesPets, { en: 'Loves cats' }]);
    expect(await phrasesOf(two!.id)).toEqual([{ en: 'Loves pets', fr: 'Aime les chiens' }]);
    const itemsOf = async (id: number) => (await db().select({ items: priceLists.items }).from(priceLists).where(eq(priceLists.id, id)))[0]!.items;
    expect((await itemsOf(list!.id)).find((i) => i.code === 'visa')!.label).toEqual(visa.label);
    expect((await itemsOf(list!.id)).map((i) => i.amountFils)).toEqual(list!.items.map((i) => i.amountFils));
    const otherItems = await itemsOf(other!.id);
    expect(otherItems.find((i) => i.code === 'visa')!.label).toEqual({ en: 'Visa and entry permit' });
    expect(otherItems.find((i) => i.code === 'insurance')?.label).toEqual(DEMO_PRICE_LISTS[0]!.items.find((i) => i.code === 'insurance')!.label);

    // Done once: a second start finds nothing to do.
    expect(await ensureDemoTranslations(db())).toBe(0);
  });
});
