import { sql } from 'drizzle-orm';
import type { LocalizedText } from '../../shared/i18n/localized-text.js';
import type { Db } from '../db/client.js';
import { auditLog, testimonials } from '../db/schema.js';
import { SEED_LOCK_KEY } from './lock.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoTestimonial {
  quote: LocalizedText;
  place: LocalizedText;
  name: string;
  rating: number;
}

/**
 * Demo reviews for the landing page, in the site's five languages (issue 31): examples of what a
 * family might write, not real customers' words, so they are stored marked `demo` and the site
 * labels them so (and shows them only while SEED_DEMO_DATA is on).
 */
export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    quote: {
      en: 'We watched the videos on a Sunday evening, chose our maid on Monday and signed everything from the phone. She has been with us for a year now.',
      ar: 'شاهدنا مقاطع الفيديو مساء يوم الأحد، واخترنا عاملتنا المنزلية يوم الاثنين، ووقّعنا كل شيء من الهاتف. وهي معنا منذ عام حتى الآن.',
      hi: 'हमने रविवार शाम को वीडियो देखे, सोमवार को अपनी मेड चुनी और सब कुछ फ़ोन से ही साइन कर दिया। अब वह एक साल से हमारे साथ है।',
      ru: 'Мы посмотрели видео в воскресенье вечером, в понедельник выбрали домработницу и подписали всё с телефона. Она с нами уже год.',
      fr: 'Nous avons regardé les vidéos un dimanche soir, choisi notre employée de maison le lundi et tout signé depuis notre téléphone. Elle est avec nous depuis un an maintenant.',
    },
    place: { en: 'Dubai', ar: 'دبي', hi: 'दुबई', ru: 'Дубай', fr: 'Dubaï' },
    name: 'Mariam K.',
    rating: 5,
  },
  {
    quote: {
      en: 'Our first nanny did not settle in. The centre offered us another one straight away, and our twins love her.',
      ar: 'لم تتأقلم مربيتنا الأولى معنا، فعرض علينا المركز مربية أخرى على الفور، وتوأمانا يحبّانها كثيرًا.',
      hi: 'हमारी पहली नैनी हमारे घर में घुल-मिल नहीं पाई। सेंटर ने तुरंत हमें दूसरी नैनी दी, और हमारे जुड़वाँ बच्चे उसे बहुत पसंद करते हैं।',
      ru: 'Наша первая няня не прижилась. Центр сразу предложил нам другую, и наши близнецы её обожают.',
      fr: 'Notre première nounou ne s’est pas adaptée. Le centre nous en a proposé une autre tout de suite, et nos jumeaux l’adorent.',
    },
    place: { en: 'Abu Dhabi', ar: 'أبوظبي', hi: 'अबू धाबी', ru: 'Абу-Даби', fr: 'Abou Dhabi' },
    name: 'Daniel R.',
    rating: 5,
  },
  {
    quote: {
      en: 'Clear prices before anything was signed, and a real person answering on WhatsApp within minutes.',
      ar: 'أسعار واضحة قبل توقيع أي شيء، وشخص حقيقي يردّ على واتساب في غضون دقائق.',
      hi: 'कुछ भी साइन करने से पहले साफ़-साफ़ कीमतें, और व्हाट्सऐप पर कुछ ही मिनटों में जवाब देने वाला एक असली इंसान।',
      ru: 'Понятные цены ещё до подписания и живой человек, который отвечает в WhatsApp за считаные минуты.',
      fr: 'Des prix clairs avant toute signature, et une vraie personne qui répond sur WhatsApp en quelques minutes.',
    },
    place: { en: 'Sharjah', ar: 'الشارقة', hi: 'शारजाह', ru: 'Шарджа', fr: 'Charjah' },
    name: 'Priya S.',
    rating: 4,
  },
];

/** The demo testimonials, published and marked demo, when the table is empty; how many went in. */
export async function insertDemoTestimonials(tx: Tx | Db): Promise<number> {
  const [any] = await tx.select({ id: testimonials.id }).from(testimonials).limit(1);
  if (any) return 0;
  await tx.insert(testimonials).values(DEMO_TESTIMONIALS.map((t, position) => ({ ...t, position, published: true, demo: true })));
  return DEMO_TESTIMONIALS.length;
}

/**
 * A database seeded before testimonials had a table gets the demo ones at start (with
 * SEED_DEMO_DATA), under the seed's lock; never where staff have ever changed a testimonial, so
 * the demo ones they deleted stay deleted.
 */
export function ensureDemoTestimonials(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const { rows } = await tx.execute<{ touched: boolean }>(sql`select exists(select 1 from ${auditLog} where ${auditLog.subjectType} = 'testimonial') as touched`);
    if (rows[0]?.touched) return 0;
    return insertDemoTestimonials(tx);
  });
}
