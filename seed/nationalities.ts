/**
 * The demo catalogue's nationalities: who they are matched as (the hire-maid tabs), how common
 * they are in the catalogue, and what is realistic for them (names, religions, languages).
 * Pure data, no side effects: imported by the generator, the server seed and the benchmarks.
 */

export type Religion = 'MUSLIM' | 'CHRISTIAN' | 'HINDU' | 'BUDDHIST' | 'OTHER';

export interface MatchingTypeSeed {
  code: string;
  label: string;
  notAllowed: boolean;
  sortOrder: number;
}

/** The hire-maid tabs; codes are stable, other engineers' code and tests use them. */
export const MATCHING_TYPES: readonly MatchingTypeSeed[] = [
  { code: 'filipina', label: 'Filipina', notAllowed: false, sortOrder: 1 },
  { code: 'african', label: 'African', notAllowed: false, sortOrder: 2 },
  { code: 'ethiopian', label: 'Ethiopian', notAllowed: false, sortOrder: 3 },
  { code: 'asian', label: 'Asian', notAllowed: false, sortOrder: 4 },
  // Exists so that notAllowed filtering can be seen and tested; never shown as a tab.
  { code: 'restricted', label: 'Restricted', notAllowed: true, sortOrder: 5 },
];

export interface NationalitySeed {
  code: string;
  /** The demonym shown on the maid card's info line. */
  label: string;
  matchingType: string;
  /** Relative share of the catalogue; 0 means a fixed small number (see generateMaids). */
  weight: number;
  religions: ReadonlyArray<readonly [Religion, number]>;
  /** First names by religion; a religion without its own list uses the first list. */
  names: Partial<Record<Religion, readonly string[]>>;
  native: readonly string[];
  /** Relative chances of English at Fluent, Good, Basic. */
  english: readonly [number, number, number];
  /** Chance that the maid speaks some Arabic (earlier work in the Gulf). */
  arabic: number;
}

export const NATIONALITIES: readonly NationalitySeed[] = [
  {
    code: 'philippines',
    label: 'Filipina',
    matchingType: 'filipina',
    weight: 20,
    religions: [
      ['CHRISTIAN', 86],
      ['MUSLIM', 12],
      ['OTHER', 2],
    ],
    names: {
      CHRISTIAN: ['Maricel', 'Jocelyn', 'Rowena', 'Marites', 'Lorna', 'Analyn', 'Jennylyn', 'Rosalie', 'Cherry', 'Divina', 'Gemma', 'Mylene', 'Charlyn', 'Rechel', 'Joanna', 'Liezel', 'Marilou', 'Evangeline'],
      MUSLIM: ['Norhaya', 'Sittie', 'Jamila', 'Aisah', 'Normina', 'Bai'],
    },
    native: ['Tagalog'],
    english: [55, 40, 5],
    arabic: 0.15,
  },
  {
    code: 'indonesia',
    label: 'Indonesian',
    matchingType: 'asian',
    weight: 11,
    religions: [
      ['MUSLIM', 90],
      ['CHRISTIAN', 8],
      ['HINDU', 2],
    ],
    names: {
      MUSLIM: ['Siti', 'Nur', 'Dewi', 'Sri', 'Wati', 'Yuliani', 'Ratna', 'Aminah', 'Rina', 'Sulastri', 'Eka', 'Lestari', 'Nurhayati', 'Kartini'],
      CHRISTIAN: ['Maria', 'Yohana', 'Agustina', 'Theresia'],
      HINDU: ['Ketut', 'Wayan', 'Komang'],
    },
    native: ['Bahasa Indonesia'],
    english: [10, 40, 50],
    arabic: 0.45,
  },
  {
    code: 'sri-lanka',
    label: 'Sri Lankan',
    matchingType: 'asian',
    weight: 9,
    religions: [
      ['BUDDHIST', 60],
      ['HINDU', 14],
      ['MUSLIM', 13],
      ['CHRISTIAN', 13],
    ],
    names: {
      BUDDHIST: ['Nirosha', 'Chandrika', 'Dilrukshi', 'Sandya', 'Kumari', 'Shyamali', 'Nadeeka', 'Anoma', 'Madhavi', 'Iresha'],
      HINDU: ['Vasanthi', 'Kalaivani', 'Sumathi', 'Tharshini'],
      MUSLIM: ['Fathima', 'Rizana', 'Sithy', 'Jezeema'],
      CHRISTIAN: ['Shirani', 'Roshini', 'Priyanthi', 'Mary'],
    },
    native: ['Sinhala'],
    english: [15, 45, 40],
    arabic: 0.4,
  },
  {
    code: 'india',
    label: 'Indian',
    matchingType: 'asian',
    weight: 9,
    religions: [
      ['HINDU', 58],
      ['CHRISTIAN', 27],
      ['MUSLIM', 15],
    ],
    names: {
      HINDU: ['Lakshmi', 'Sunita', 'Kavitha', 'Radha', 'Geetha', 'Pooja', 'Anitha', 'Deepa', 'Sarojini', 'Usha'],
      CHRISTIAN: ['Jessy', 'Shiny', 'Bincy', 'Reena', 'Jincy', 'Leena', 'Annamma'],
      MUSLIM: ['Shabana', 'Ayesha', 'Nasreen', 'Salma', 'Rasheeda'],
    },
    native: ['Hindi'],
    english: [25, 50, 25],
    arabic: 0.2,
  },
  {
    code: 'nepal',
    label: 'Nepali',
    matchingType: 'asian',
    weight: 8,
    religions: [
      ['HINDU', 74],
      ['BUDDHIST', 22],
      ['CHRISTIAN', 4],
    ],
    names: {
      HINDU: ['Sita', 'Gita', 'Sarita', 'Sunita', 'Laxmi', 'Kamala', 'Anita', 'Bimala', 'Radhika', 'Mina', 'Sabina', 'Manisha'],
      BUDDHIST: ['Pema', 'Dolma', 'Lhamu', 'Tshering', 'Yangzom'],
      CHRISTIAN: ['Rachana', 'Asmita'],
    },
    native: ['Nepali'],
    english: [10, 45, 45],
    arabic: 0.15,
  },
  {
    code: 'kenya',
    label: 'Kenyan',
    matchingType: 'african',
    weight: 10,
    religions: [
      ['CHRISTIAN', 85],
      ['MUSLIM', 15],
    ],
    names: {
      CHRISTIAN: ['Faith', 'Mercy', 'Grace', 'Esther', 'Wanjiru', 'Akinyi', 'Nyambura', 'Joyce', 'Caroline', 'Beatrice', 'Purity', 'Winnie', 'Lilian'],
      MUSLIM: ['Mwanaisha', 'Zainabu', 'Halima', 'Rehema', 'Saida'],
    },
    native: ['Swahili'],
    english: [45, 45, 10],
    arabic: 0.2,
  },
  {
    code: 'uganda',
    label: 'Ugandan',
    matchingType: 'african',
    weight: 9,
    religions: [
      ['CHRISTIAN', 84],
      ['MUSLIM', 16],
    ],
    names: {
      CHRISTIAN: ['Sarah', 'Harriet', 'Prossy', 'Scovia', 'Brenda', 'Juliet', 'Florence', 'Nakato', 'Babirye', 'Annet', 'Shamim', 'Immaculate'],
      MUSLIM: ['Aisha', 'Mariam', 'Sumaya', 'Hadijah', 'Zaituni'],
    },
    native: ['Luganda'],
    english: [40, 45, 15],
    arabic: 0.2,
  },
  {
    code: 'ethiopia',
    label: 'Ethiopian',
    matchingType: 'ethiopian',
    weight: 12,
    religions: [
      ['CHRISTIAN', 60],
      ['MUSLIM', 40],
    ],
    names: {
      CHRISTIAN: ['Tigist', 'Meseret', 'Hirut', 'Selamawit', 'Almaz', 'Bethlehem', 'Mekdes', 'Tsion', 'Genet', 'Hiwot', 'Aster', 'Eyerusalem'],
      MUSLIM: ['Fatuma', 'Amina', 'Zeyneba', 'Hayat', 'Kedija', 'Nuria', 'Sofiya', 'Rahma'],
    },
    native: ['Amharic'],
    english: [5, 30, 65],
    arabic: 0.55,
  },
  {
    code: 'ghana',
    label: 'Ghanaian',
    matchingType: 'african',
    weight: 6,
    religions: [
      ['CHRISTIAN', 74],
      ['MUSLIM', 26],
    ],
    names: {
      CHRISTIAN: ['Abena', 'Akosua', 'Ama', 'Efua', 'Adwoa', 'Afia', 'Gifty', 'Comfort', 'Patience', 'Mavis'],
      MUSLIM: ['Mariama', 'Fuseina', 'Rahinatu', 'Ramatu', 'Memunatu'],
    },
    native: ['Twi'],
    english: [45, 45, 10],
    arabic: 0.1,
  },
  {
    code: 'myanmar',
    label: 'Burmese',
    matchingType: 'asian',
    weight: 5,
    religions: [
      ['BUDDHIST', 86],
      ['CHRISTIAN', 9],
      ['MUSLIM', 5],
    ],
    names: {
      BUDDHIST: ['Thandar', 'Khin', 'Aye Aye', 'Su Su', 'Nilar', 'Moe Moe', 'Thida', 'Hnin', 'Ei Mon'],
      CHRISTIAN: ['Naw Paw', 'Esther', 'Mary'],
      MUSLIM: ['Daw Aisha', 'Zarni'],
    },
    native: ['Burmese'],
    english: [5, 35, 60],
    arabic: 0.05,
  },
  {
    code: 'bangladesh',
    label: 'Bangladeshi',
    matchingType: 'restricted',
    weight: 0,
    religions: [
      ['MUSLIM', 90],
      ['HINDU', 10],
    ],
    names: {
      MUSLIM: ['Rahima', 'Shahnaz', 'Nasrin', 'Taslima', 'Rokeya'],
      HINDU: ['Shikha', 'Mitu', 'Anjali'],
    },
    native: ['Bengali'],
    english: [5, 30, 65],
    arabic: 0.2,
  },
];

/** Maids of a weight-0 nationality: enough to prove the notAllowed filter, never a real share. */
export const FIXED_COUNT_PER_UNWEIGHTED_NATIONALITY = 2;
