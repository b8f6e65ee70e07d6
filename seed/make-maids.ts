/**
 * Deterministic demo maids. `generateMaids(count, seed)` always returns the same maids for the same
 * arguments (a seeded PRNG, never Math.random), so seed/maids.json can be regenerated and the
 * benchmarks can ask for thousands of realistic rows. Importing this file has no side effects;
 * `npx tsx seed/make-maids.ts [count]` writes seed/maids.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIXED_COUNT_PER_UNWEIGHTED_NATIONALITY,
  NATIONALITIES,
  type NationalitySeed,
  type Religion,
} from './nationalities.js';
import { profileOf, type SeedMaidProfile } from './maid-profile.js';
import { demoMediaOf, distinctName } from './demo-identities.js';
import type { LocalizedText } from '../src/shared/i18n/localized-text.js';

export const DEMO_SEED = 20261121;
export const DEMO_MAID_COUNT = 96;
export const DATE_ADDED_SPREAD_DAYS = 60;

export interface SeedMaid extends SeedMaidProfile {
  name: string;
  /** A code of NATIONALITIES. */
  nationality: string;
  religion: Religion;
  numberOfChildren: number;
  age: number;
  experienceYears: number;
  languages: Array<{ language: { label: string }; level?: { label: string } }>;
  /** The card's extra phrases, each in every language. */
  infoPhrases: LocalizedText[];
  rank: number;
  living: 'live_in' | 'live_out';
  isNanny: boolean;
  status: 'available' | 'reserved' | 'hired';
  /**
   * For reserved maids: minutes from seeding time until the reservation ends. A negative value
   * is an expired reservation, which makes the maid available again.
   */
  reservedForMinutes: number | null;
  /** How long before seeding the maid was added; dates stay "recent" whenever the seed runs. */
  addedMinutesAgo: number;
  /** Relative to the storage's media/ folder. */
  videoFile: string;
  posterFile: string;
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number) => next() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [item, w] of items) {
      roll -= w;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  };
  return { next, int, chance, pick, weighted };
}
type Random = ReturnType<typeof createRandom>;

const ENGLISH_LEVELS = ['Fluent', 'Good', 'Basic'] as const;

/** A phrase in the site's five languages: the demo data carries them all (issue 31), as staff would write them. */
const phrase = (en: string, ar: string, hi: string, ru: string, fr: string): LocalizedText => ({ en, ar, hi, ru, fr });

const COMMON_PHRASES = [
  phrase('Can cook Arabic food', 'تجيد الطبخ العربي', 'अरबी खाना बना सकती है', 'Готовит арабскую кухню', 'Sait préparer la cuisine arabe'),
  phrase('Has a driving licence', 'لديها رخصة قيادة', 'ड्राइविंग लाइसेंस है', 'Есть водительские права', 'Titulaire du permis de conduire'),
  phrase('Good with elderly care', 'تجيد رعاية كبار السن', 'बुज़ुर्गों की देखभाल में अच्छी', 'Умеет ухаживать за пожилыми', 'Expérience auprès des personnes âgées'),
  phrase('Loves pets', 'تحب الحيوانات الأليفة', 'पालतू जानवरों से प्यार करती है', 'Любит домашних животных', 'Aime les animaux'),
  phrase('Can help children with homework', 'تساعد الأطفال في واجباتهم المدرسية', 'बच्चों का होमवर्क करवा सकती है', 'Помогает детям с уроками', 'Aide les enfants à faire leurs devoirs'),
  phrase('Experienced with large villas', 'لديها خبرة في الفلل الكبيرة', 'बड़े विला में काम का अनुभव', 'Опыт работы в больших виллах', 'Expérience des grandes villas'),
  phrase('Can cook continental food', 'تجيد الطبخ الغربي', 'कॉन्टिनेंटल खाना बना सकती है', 'Готовит европейскую кухню', 'Sait préparer la cuisine européenne'),
  phrase('Worked in the UAE before', 'عملت في الإمارات من قبل', 'पहले यूएई में काम कर चुकी है', 'Уже работала в ОАЭ', 'A déjà travaillé aux Émirats'),
] as const;

const NANNY_PHRASES = [
  phrase('Experienced with newborns', 'لديها خبرة مع حديثي الولادة', 'नवजात शिशुओं की देखभाल का अनुभव', 'Опыт с новорождёнными', 'Expérience avec les nouveau-nés'),
  phrase('Experienced with twins', 'لديها خبرة مع التوائم', 'जुड़वाँ बच्चों की देखभाल का अनुभव', 'Опыт с близнецами', 'Expérience avec des jumeaux'),
  phrase('First-aid trained', 'مدرَّبة على الإسعافات الأولية', 'प्राथमिक चिकित्सा में प्रशिक्षित', 'Обучена первой помощи', 'Formée aux premiers secours'),
  phrase('Montessori course', 'أتمّت دورة مونتيسوري', 'मॉन्टेसरी कोर्स किया है', 'Прошла курс Монтессори', 'Formation Montessori'),
] as const;

const CUISINE_BY_NATIONALITY: Record<string, LocalizedText> = {
  philippines: phrase('Can cook Filipino food', 'تجيد الطبخ الفلبيني', 'फ़िलिपीनी खाना बना सकती है', 'Готовит филиппинскую кухню', 'Sait préparer la cuisine philippine'),
  indonesia: phrase('Can cook Indonesian food', 'تجيد الطبخ الإندونيسي', 'इंडोनेशियाई खाना बना सकती है', 'Готовит индонезийскую кухню', 'Sait préparer la cuisine indonésienne'),
  india: phrase('Can cook Indian food', 'تجيد الطبخ الهندي', 'भारतीय खाना बना सकती है', 'Готовит индийскую кухню', 'Sait préparer la cuisine indienne'),
  'sri-lanka': phrase('Can cook Sri Lankan food', 'تجيد الطبخ السريلانكي', 'श्रीलंकाई खाना बना सकती है', 'Готовит шри-ланкийскую кухню', 'Sait préparer la cuisine sri-lankaise'),
  ethiopia: phrase('Can cook Ethiopian food', 'تجيد الطبخ الإثيوبي', 'इथियोपियाई खाना बना सकती है', 'Готовит эфиопскую кухню', 'Sait préparer la cuisine éthiopienne'),
};

/** Every phrase the demo maids may have, in the five languages (a database seeded before phrases had languages gets them: src/server/seed/demo-translations.ts). */
export const DEMO_PHRASES: readonly LocalizedText[] = [...COMMON_PHRASES, ...NANNY_PHRASES, ...Object.values(CUISINE_BY_NATIONALITY)];

/** Splits `count` over the nationalities by weight (largest remainder), fixed counts first. */
function allocate(count: number): Map<NationalitySeed, number> {
  const shares = new Map<NationalitySeed, number>();
  const fixed = NATIONALITIES.filter((n) => n.weight === 0);
  const weighted = NATIONALITIES.filter((n) => n.weight > 0);
  let left = count;
  for (const n of fixed) {
    const c = Math.min(left, FIXED_COUNT_PER_UNWEIGHTED_NATIONALITY);
    shares.set(n, c);
    left -= c;
  }
  const total = weighted.reduce((s, n) => s + n.weight, 0);
  const exact = weighted.map((n) => ({ n, value: (left * n.weight) / total }));
  let given = 0;
  for (const { n, value } of exact) {
    shares.set(n, Math.floor(value));
    given += Math.floor(value);
  }
  const byRemainder = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)));
  for (let i = 0; given < left; i += 1, given += 1) {
    const n = byRemainder[i % byRemainder.length]!.n;
    shares.set(n, shares.get(n)! + 1);
  }
  return shares;
}

function languagesOf(n: NationalitySeed, rnd: Random): SeedMaid['languages'] {
  const langs: SeedMaid['languages'] = [];
  const english = rnd.weighted(ENGLISH_LEVELS.map((level, i) => [level, n.english[i]!] as const));
  langs.push({ language: { label: 'English' }, level: { label: english } });
  if (rnd.chance(n.arabic)) langs.push({ language: { label: 'Arabic' }, level: { label: rnd.chance(0.35) ? 'Good' : 'Basic' } });
  for (const native of n.native) langs.push({ language: { label: native }, level: { label: 'Native' } });
  // Some list their native language first, as they would on a CV.
  if (rnd.chance(0.3)) langs.unshift(langs.pop()!);
  return langs;
}

function phrasesOf(n: NationalitySeed, isNanny: boolean, rnd: Random): LocalizedText[] {
  // By their English, so that the same phrase picked twice is listed once.
  const phrases = new Map<string, LocalizedText>();
  const add = (p: LocalizedText) => phrases.set(p.en, p);
  if (isNanny) add(rnd.pick(NANNY_PHRASES));
  if (rnd.chance(0.35)) add(rnd.pick(COMMON_PHRASES));
  const cuisine = CUISINE_BY_NATIONALITY[n.code];
  if (cuisine && rnd.chance(0.2)) add(cuisine);
  if (rnd.chance(0.1)) add(rnd.pick(COMMON_PHRASES));
  return [...phrases.values()];
}

function makeMaid(n: NationalitySeed, rnd: Random, usedNames: Set<string>): Omit<SeedMaid, keyof SeedMaidProfile | 'videoFile' | 'posterFile'> {
  const religion = rnd.weighted(n.religions);
  const names = n.names[religion] ?? Object.values(n.names)[0]!;
  const age = rnd.int(23, 45);
  const experienceYears = rnd.int(1, Math.min(18, age - 21));
  // Older maids more often have children; most of them are left at home with family.
  const numberOfChildren = rnd.chance(age < 28 ? 0.35 : 0.7) ? rnd.int(1, age < 30 ? 2 : 4) : 0;
  const isNanny = rnd.chance(0.15);
  const statusRoll = rnd.next();
  const status: SeedMaid['status'] = statusRoll < 0.88 ? 'available' : statusRoll < 0.95 ? 'reserved' : 'hired';
  return {
    name: distinctName(n.names, religion, n.code, rnd.pick(names), usedNames),
    nationality: n.code,
    religion,
    numberOfChildren,
    age,
    experienceYears,
    languages: languagesOf(n, rnd),
    infoPhrases: phrasesOf(n, isNanny, rnd),
    rank: rnd.int(1, 100),
    living: rnd.chance(0.85) ? 'live_in' : 'live_out',
    isNanny,
    status,
    // One in four reservations has already run out, so the "expired reservation" rule has data.
    reservedForMinutes: status === 'reserved' ? (rnd.chance(0.25) ? -rnd.int(5, 600) : rnd.int(30, 60 * 24)) : null,
    addedMinutesAgo: rnd.int(10, DATE_ADDED_SPREAD_DAYS * 24 * 60),
  };
}

/** `count` maids over every nationality of NATIONALITIES, the same ones for the same seed. */
export function generateMaids(count: number, seed: number = DEMO_SEED): SeedMaid[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  const rnd = createRandom(seed);
  const shares = allocate(count);
  // Interleave nationalities so that the round-robin clips and the json read like a mixed catalogue.
  const order: NationalitySeed[] = [];
  for (const [n, c] of shares) for (let i = 0; i < c; i += 1) order.push(n);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rnd.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const usedNames = new Set<string>();
  const maids = order.map((n) => makeMaid(n, rnd, usedNames));
  // The demo catalogue's maids each have their own clip; any other catalogue (the benchmarks')
  // borrows the demo clips in turn, so that every maid's files exist.
  const own = count === DEMO_MAID_COUNT && seed === DEMO_SEED;
  const clipNames = own ? maids.map((m) => m.name) : generateMaids(DEMO_MAID_COUNT).map((m) => m.name);
  return maids.map((m, i) => ({ ...m, ...demoMediaOf(i % DEMO_MAID_COUNT, clipNames[i % DEMO_MAID_COUNT]!), ...profileOf(m, i, seed) }));
}

/** When the maid was added, for a seed running at `now`. */
export function dateAddedOf(maid: SeedMaid, now: Date): Date {
  return new Date(now.getTime() - maid.addedMinutesAgo * 60_000);
}

/** When staff last confirmed her availability, for a seed running at `now`; null when never. */
export function availabilityConfirmedAtOf(maid: SeedMaid, now: Date): Date | null {
  return maid.availabilityConfirmedMinutesAgo === null ? null : new Date(now.getTime() - maid.availabilityConfirmedMinutesAgo * 60_000);
}

/** When a reserved maid's reservation ends, for a seed running at `now`; null when not reserved. */
export function reservedUntilOf(maid: SeedMaid, now: Date): Date | null {
  return maid.reservedForMinutes === null ? null : new Date(now.getTime() + maid.reservedForMinutes * 60_000);
}

export const MAIDS_JSON_PATH = path.join(import.meta.dirname, 'maids.json');

const isScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isScript) {
  const count = Number(process.argv[2] ?? DEMO_MAID_COUNT);
  const maids = generateMaids(count);
  fs.writeFileSync(MAIDS_JSON_PATH, `${JSON.stringify(maids, null, 1)}\n`);
  process.stdout.write(`wrote ${maids.length} maids to ${path.relative(process.cwd(), MAIDS_JSON_PATH)}\n`);
}
