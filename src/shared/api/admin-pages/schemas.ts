import * as z from 'zod/mini';
import { localizedTextSchema, type LocalizedText, storedLocalizedTextSchema } from '../../i18n/localized-text.js';
import type { ContentSection } from '../../content/site-pages.js';

/** The schemas of the back office's FAQ and content-page calls (contracts.ts). */

const tag = 'Back office: site content';

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 3000;
export const PAGE_TITLE_MAX = 200;
export const PAGE_INTRO_MAX = 1000;
export const PAGE_HEADING_MAX = 200;
export const PAGE_TEXT_MAX = 3000;
export const PAGE_SECTIONS_MAX = 20;
export const SECTION_TEXTS_MAX = 30;

export interface StaffFaqEntry {
  id: number;
  question: LocalizedText;
  answer: LocalizedText;
  /** The nanny-mode wording in the languages staff wrote it in, or null (English swaps maid → nanny itself). */
  nannyQuestion: LocalizedText | null;
  nannyAnswer: LocalizedText | null;
  position: number;
  published: boolean;
  updatedAt: string;
}

const staffFaqEntrySchema = z.object({
  id: z.number(),
  question: storedLocalizedTextSchema,
  answer: storedLocalizedTextSchema,
  nannyQuestion: z.nullable(storedLocalizedTextSchema),
  nannyAnswer: z.nullable(storedLocalizedTextSchema),
  position: z.number(),
  published: z.boolean(),
  updatedAt: z.string(),
});

/** An empty nanny wording (no language written) is stored as null. */
const nannyWording = (field: string, max: number) =>
  z.pipe(
    z._default(z.nullable(localizedTextSchema(field, max, { optional: true })), null),
    z.transform((text: LocalizedText | null) => (text && Object.values(text).some((v) => v !== '') ? text : null)),
  );

export const faqEntryFieldsSchema = z.object({
  question: localizedTextSchema('question', FAQ_QUESTION_MAX),
  answer: localizedTextSchema('answer', FAQ_ANSWER_MAX),
  nannyQuestion: nannyWording('nannyQuestion', FAQ_QUESTION_MAX),
  nannyAnswer: nannyWording('nannyAnswer', FAQ_ANSWER_MAX),
  published: z._default(z.boolean({ error: 'published is true or false' }), true),
});
export type FaqEntryFields = z.input<typeof faqEntryFieldsSchema>;
export type FaqEntryValues = z.output<typeof faqEntryFieldsSchema>;

const idParams = z.object({
  id: z.coerce.number({ error: 'id is an FAQ entry number' }).check(z.int('id is an FAQ entry number'), z.positive('id is an FAQ entry number')),
});

export const listFaqEntries = {
  summary: 'The FAQ entries in their order, published or not, each text in every language (editor, admin)',
  tag,
  responses: { 200: z.object({ entries: z.array(staffFaqEntrySchema) }) },
};

export const addFaqEntry = {
  summary: 'Adds an FAQ entry at the end (editor, admin)',
  tag,
  body: faqEntryFieldsSchema,
  responses: { 200: z.object({ entry: staffFaqEntrySchema }) },
};

export const updateFaqEntry = {
  summary: 'Changes an FAQ entry’s texts or whether it is published (editor, admin)',
  tag,
  params: idParams,
  body: faqEntryFieldsSchema,
  responses: { 200: z.object({ entry: staffFaqEntrySchema }), 404: z.object({ error: z.string() }) },
};

export const removeFaqEntry = {
  summary: 'Deletes an FAQ entry (editor, admin)',
  tag,
  params: idParams,
  responses: { 200: z.object({ removed: z.boolean() }), 404: z.object({ error: z.string() }) },
};

export const orderFaqEntries = {
  summary: 'Sets the FAQ’s order: every entry’s id, first to last (editor, admin)',
  tag,
  body: z.object({
    ids: z
      .array(z.number({ error: 'ids are FAQ entry numbers' }).check(z.int('ids are FAQ entry numbers')), { error: 'ids is the list of every FAQ entry’s id, in the new order' })
      .check(
        z.maxLength(500, 'ids: at most 500 entries'),
        z.refine((ids) => new Set(ids).size === ids.length, 'ids: each entry once'),
      ),
  }),
  responses: { 200: z.object({ entries: z.array(staffFaqEntrySchema) }), 409: z.object({ error: z.string() }) },
};

/** A content page as staff read it: every text in every language. */
export interface StaffContentPage {
  pageCode: string;
  title: LocalizedText;
  intro: LocalizedText;
  sections: ContentSection[];
  updatedAt: string;
}

const staffContentPageSchema = z.object({
  pageCode: z.string(),
  title: storedLocalizedTextSchema,
  intro: storedLocalizedTextSchema,
  sections: z.array(z.object({ heading: storedLocalizedTextSchema, paragraphs: z.array(storedLocalizedTextSchema), items: z.array(storedLocalizedTextSchema) })),
  updatedAt: z.string(),
});

const texts = (field: string) =>
  z._default(z.array(localizedTextSchema(field, PAGE_TEXT_MAX)).check(z.maxLength(SECTION_TEXTS_MAX, `${field}: at most ${SECTION_TEXTS_MAX} in a section`)), []);

export const contentPageFieldsSchema = z.object({
  title: localizedTextSchema('title', PAGE_TITLE_MAX),
  intro: localizedTextSchema('intro', PAGE_INTRO_MAX),
  sections: z
    .array(z.object({ heading: localizedTextSchema('heading', PAGE_HEADING_MAX), paragraphs: texts('paragraph'), items: texts('list item') }), { error: 'sections is a list of sections' })
    .check(z.maxLength(PAGE_SECTIONS_MAX, `sections: at most ${PAGE_SECTIONS_MAX}`)),
});
export type ContentPageFields = z.input<typeof contentPageFieldsSchema>;
export type ContentPageValues = z.output<typeof contentPageFieldsSchema>;

const pageCodeParams = z.object({ pageCode: z.string().check(z.regex(/^[a-z_]{1,60}$/, 'pageCode is a content page’s code, e.g. services')) });

export const listContentPages = {
  summary: 'The content pages staff write, each text in every language (editor, admin)',
  tag,
  responses: { 200: z.object({ pages: z.array(staffContentPageSchema) }) },
};

export const updateContentPage = {
  summary: 'Changes a content page’s title, intro and sections (editor, admin)',
  tag,
  params: pageCodeParams,
  body: contentPageFieldsSchema,
  responses: { 200: z.object({ page: staffContentPageSchema }), 404: z.object({ error: z.string() }) },
};
