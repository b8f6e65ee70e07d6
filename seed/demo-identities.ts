/**
 * Who each demo maid is on screen: a first name no other demo maid has, and the files of her
 * portrait, posters and intro clip (made by seed/make-intro-videos.ts, committed under
 * seed/media/). Pure data and functions, no side effects: make-maids.ts and the tests import it.
 */
import type { Religion } from './nationalities.js';

/**
 * More first names per nationality than nationalities.ts lists by religion, so that a catalogue
 * of demo maids never shows one name twice. Tried after the religion's own list.
 */
const MORE_NAMES: Record<string, readonly string[]> = {
  philippines: ['Rosario', 'Marivic', 'Aileen', 'Janeth', 'Lovely', 'Maryjane', 'Rhodora', 'Imelda', 'Teresita', 'Shiela', 'Arlene', 'Jonalyn', 'Erlinda', 'Merlyn', 'Cristina', 'Leonora'],
  indonesia: ['Suryani', 'Puji', 'Endang', 'Murni', 'Tuti', 'Sumiati', 'Rohmah', 'Darsih', 'Winarti', 'Susilowati', 'Indah', 'Fitri'],
  'sri-lanka': ['Renuka', 'Manel', 'Lakmini', 'Thilini', 'Sepali', 'Geethani', 'Kanthi', 'Deepika', 'Inoka', 'Chamari'],
  india: ['Bindu', 'Latha', 'Savitri', 'Parvathi', 'Meena', 'Sheela', 'Ambika', 'Jaya', 'Omana', 'Prema'],
  nepal: ['Sushila', 'Parbati', 'Saraswati', 'Durga', 'Januka', 'Ishwori', 'Kopila', 'Bishnu', 'Sangita', 'Goma'],
  kenya: ['Wambui', 'Njeri', 'Atieno', 'Chebet', 'Jepkemoi', 'Nafula', 'Naliaka', 'Moraa', 'Kerubo', 'Wairimu'],
  uganda: ['Nalubega', 'Namutebi', 'Nansubuga', 'Apio', 'Akello', 'Kyomuhendo', 'Ainembabazi', 'Tumusiime', 'Nabukenya', 'Kisakye'],
  ethiopia: ['Meron', 'Rahel', 'Yeshi', 'Lemlem', 'Saba', 'Tirunesh', 'Senait', 'Abeba', 'Kidist', 'Martha', 'Bizunesh', 'Etenesh'],
  ghana: ['Akua', 'Yaa', 'Esi', 'Adjoa', 'Ekua', 'Serwaa', 'Dzifa', 'Elikem', 'Naa', 'Adoma'],
  myanmar: ['Thin Thin', 'May Thu', 'Hla Hla', 'Zin Mar', 'Nwe Nwe', 'Sandar', 'Phyu Phyu', 'Yin Yin', 'Cho Cho', 'Wai Wai'],
  bangladesh: ['Parvin', 'Hasina', 'Morjina', 'Shefali', 'Rupa', 'Jesmin', 'Lovely Akter', 'Kohinoor'],
};

/**
 * `preferred` unless another demo maid has it already; then the first free one of her religion's
 * list, of her nationality's other lists, then of MORE_NAMES. Only a catalogue far larger than the
 * demo one (the benchmarks' thousands) runs out, and then names repeat. Marks the name as used.
 */
export function distinctName(
  names: Partial<Record<Religion, readonly string[]>>,
  religion: Religion,
  nationality: string,
  preferred: string,
  used: Set<string>,
): string {
  const candidates = [preferred, ...(names[religion] ?? []), ...Object.values(names).flat(), ...(MORE_NAMES[nationality] ?? [])];
  const name = candidates.find((c) => !used.has(c.toLowerCase())) ?? preferred;
  used.add(name.toLowerCase());
  return name;
}

/** The posters' widths: the card's 360 px, and twice that for sharp screens (as staff uploads). */
export const DEMO_POSTER_WIDTHS = [360, 720] as const;
export const DEMO_POSTER_FORMATS = ['avif', 'webp', 'jpg'] as const;

/** `demo-07-aye-aye`: the index keeps it unique, the name makes a renamed maid a new file (media is cached immutably). */
export function demoMediaBase(index: number, name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `demo-${String(index + 1).padStart(2, '0')}-${slug}`;
}

/** The clip and poster of the demo maid at `index` of the demo catalogue, named `name`. */
export function demoMediaOf(index: number, name: string) {
  const base = demoMediaBase(index, name);
  return { videoFile: `videos/${base}.mp4`, posterFile: `posters/${base}-${DEMO_POSTER_WIDTHS[0]}.jpg` };
}
