import { eq, sql } from 'drizzle-orm';
import { DEMO_PHRASES } from '../../../seed/make-maids.js';
import { TRANSLATED_LANGUAGES, type LocalizedText } from '../../shared/i18n/localized-text.js';
import type { Db } from '../db/client.js';
import { housemaids, priceLists } from '../db/schema.js';
import { SEED_LOCK_KEY } from './lock.js';
import { DEMO_PRICE_LISTS } from './prices.js';

const englishOnly = (text: LocalizedText) => TRANSLATED_LANGUAGES.every((l) => !text[l]);

/** The demo's text for one of its English texts, when `text` is that English alone; else `text` itself. */
const withDemo = (text: LocalizedText, demo: ReadonlyMap<string, LocalizedText>, key = text.en): LocalizedText =>
  (englishOnly(text) && demo.get(key)) || text;

/**
 * A database seeded before the card phrases and price labels had languages (migration 0020 kept
 * their English) gets the demo's translations at start, with SEED_DEMO_DATA: a phrase or label
 * that is a demo one word for word and has no other language written takes the demo's five
 * (issue 31: the demo data carries them all). Anything staff reworded or translated stays as it
 * is; a second run finds nothing to do. Under the seed's lock, like the demo prices.
 */
export function ensureDemoTranslations(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    let changed = 0;
    const phrases = new Map(DEMO_PHRASES.map((p) => [p.en, p]));
    const maids = await tx.select({ id: housemaids.id, infoPhrases: housemaids.infoPhrases }).from(housemaids).where(sql`jsonb_array_length(${housemaids.infoPhrases}) > 0`);
    for (const maid of maids) {
      const next = maid.infoPhrases.map((p) => withDemo(p, phrases));
      if (next.every((p, i) => p === maid.infoPhrases[i])) continue;
      await tx.update(housemaids).set({ infoPhrases: next }).where(eq(housemaids.id, maid.id));
      changed += 1;
    }
    // A label by its item's code and English: 'visa' worded as the demo words it.
    const labels = new Map(DEMO_PRICE_LISTS.flatMap((l) => l.items).map((i) => [`${i.code}|${i.label.en}`, i.label]));
    for (const list of await tx.select({ id: priceLists.id, items: priceLists.items }).from(priceLists)) {
      const next = list.items.map((item) => ({ ...item, label: withDemo(item.label, labels, `${item.code}|${item.label.en}`) }));
      if (next.every((item, i) => item.label === list.items[i]!.label)) continue;
      await tx.update(priceLists).set({ items: next }).where(eq(priceLists.id, list.id));
      changed += 1;
    }
    return changed;
  });
}
