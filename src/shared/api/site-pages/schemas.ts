import * as z from 'zod/mini';
import { LANGUAGES } from '../../tracking.js';

/** The schemas of the public FAQ and content-page calls (contracts.ts): every text in one language. */

const tag = 'Public';

/** The page's language, so each language has a URL of its own (a preload or a cache never mixes them); else the lang cookie. */
const languageQuery = z.object({ lang: z.optional(z.enum(LANGUAGES, { error: `lang is one of ${LANGUAGES.join(', ')}` })) });

const faqEntrySchema = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  /** The same in nanny mode (the English with maid → nanny; another language's own wording, or its maid wording). */
  nannyQuestion: z.string(),
  nannyAnswer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const getFaq = {
  summary: 'The published FAQ entries in their order, in the request’s language (English where one is not translated)',
  tag,
  query: languageQuery,
  responses: { 200: z.object({ entries: z.array(faqEntrySchema) }) },
};

const contentPageSchema = z.object({
  pageCode: z.string(),
  title: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()), items: z.array(z.string()) })),
});
export type ContentPageTexts = z.infer<typeof contentPageSchema>;

export const getContentPage = {
  summary: 'A content page’s texts in the request’s language (English where one is not translated)',
  tag,
  params: z.object({ pageCode: z.string().check(z.regex(/^[a-z_]{1,60}$/, 'pageCode is a content page’s code, e.g. services')) }),
  query: languageQuery,
  responses: { 200: contentPageSchema, 404: z.object({ error: z.string() }) },
};
