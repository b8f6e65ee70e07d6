/**
 * What a demo maid says in her intro clip, sentence by sentence, with the espeak-ng voice of each
 * sentence's language; and the WebVTT captions of it. Pure, so that the tests can check that the
 * committed captions are this maid's words.
 */
import type { SeedMaid } from './make-maids.js';
import { NATIONALITIES } from './nationalities.js';

/** An intro clip lasts this long, in seconds (issue 18). */
export const MIN_CLIP_S = 10;
export const MAX_CLIP_S = 20;

export interface Sentence {
  text: string;
  /** espeak-ng voice (language, and the female variant). */
  voice: string;
  /** BCP 47 language of the text, for the captions. */
  lang: string;
}

/** A greeting in her first language, where espeak-ng has a voice for it (it has none for Tagalog, Luganda or Twi). */
const GREETINGS: Record<string, { text: string; voice: string; lang: string; muslim?: string }> = {
  indonesia: { text: 'Halo, apa kabar?', voice: 'id', lang: 'id' },
  'sri-lanka': { text: 'ආයුබෝවන්!', voice: 'si', lang: 'si' },
  india: { text: 'नमस्ते!', voice: 'hi', lang: 'hi', muslim: 'अस्सलाम अलैकुम!' },
  nepal: { text: 'नमस्ते!', voice: 'ne', lang: 'ne' },
  kenya: { text: 'Habari yako?', voice: 'sw', lang: 'sw' },
  ethiopia: { text: 'ሰላም ነው?', voice: 'am', lang: 'am' },
  myanmar: { text: 'မင်္ဂလာပါ', voice: 'my', lang: 'my' },
  bangladesh: { text: 'নমস্কার!', voice: 'bn', lang: 'bn', muslim: 'আসসালামু আলাইকুম!' },
};

/**
 * The English accent closest to hers that espeak-ng has: American for the Philippines (taught in
 * schools there), Caribbean for East and West Africa, British for the rest.
 */
const ENGLISH_VOICE: Record<string, string> = {
  philippines: 'en-us',
  kenya: 'en-029',
  uganda: 'en-029',
  ghana: 'en-029',
};

const COUNTRY: Record<string, string> = {
  philippines: 'the Philippines',
  indonesia: 'Indonesia',
  'sri-lanka': 'Sri Lanka',
  india: 'India',
  nepal: 'Nepal',
  kenya: 'Kenya',
  uganda: 'Uganda',
  ethiopia: 'Ethiopia',
  ghana: 'Ghana',
  myanmar: 'Myanmar',
  bangladesh: 'Bangladesh',
};

/** A female variant for every voice; espeak-ng's default is male. */
const FEMALE = '+f3';

export function nationalityLabel(code: string): string {
  return NATIONALITIES.find((n) => n.code === code)?.label ?? code;
}

const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** The languages line of her clip's title: "English, Swahili and a little Arabic". */
export function languagesLine(maid: SeedMaid): string {
  return listed(maid.languages.map((l) => (l.level?.label === 'Basic' ? `a little ${l.language.label}` : l.language.label)));
}

export function introSentences(maid: SeedMaid): Sentence[] {
  const english = (text: string): Sentence => ({ text, voice: `${ENGLISH_VOICE[maid.nationality] ?? 'en-gb'}${FEMALE}`, lang: 'en' });
  const greeting = GREETINGS[maid.nationality];
  const hello = maid.religion === 'MUSLIM' ? (greeting?.muslim ?? greeting?.text) : greeting?.text;
  const sentences: Sentence[] = greeting && hello ? [{ text: hello, voice: `${greeting.voice}${FEMALE}`, lang: greeting.lang }] : [];
  const years = maid.experienceYears === 1 ? "one year's" : `${maid.experienceYears} years'`;
  sentences.push(
    english(`Hello, my name is ${maid.name}, and I am from ${COUNTRY[maid.nationality] ?? nationalityLabel(maid.nationality)}.`),
    english(`I am ${maid.age}, with ${years} experience ${maid.isNanny ? 'as a nanny' : 'as a housemaid'}.`),
    english(`I speak ${languagesLine(maid)}.`),
  );
  const arabic = maid.languages.find((l) => l.language.label === 'Arabic');
  if (arabic) sentences.push({ text: arabic.level?.label === 'Basic' ? 'أتكلم العربية قليلاً.' : 'أتكلم العربية جيداً.', voice: `ar${FEMALE}`, lang: 'ar' });
  sentences.push(english('I look forward to meeting your family.'));
  return sentences;
}

export interface Cue {
  startS: number;
  endS: number;
  text: string;
  lang: string;
}

const stamp = (s: number) => {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const sec = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(sec)}.${pad(ms % 1000, 3)}`;
};

/** WebVTT of the cues; a cue not in English is marked with its language, for screen readers and fonts. */
export function toWebVtt(cues: Cue[]): string {
  const blocks = cues.map((c, i) => `${i + 1}\n${stamp(c.startS)} --> ${stamp(c.endS)}\n${c.lang === 'en' ? c.text : `<lang ${c.lang}>${c.text}</lang>`}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
