import * as z from 'zod/mini';
import { localizedTextSchema, storedLocalizedTextSchema } from '../../i18n/localized-text.js';

/** The documentation's section of this area's calls. */
const tag = 'Back office: site content';

/** The schemas of the back office's testimonial calls (contracts.ts). */

export const MAX_QUOTE = 600;
export const MAX_PLACE = 80;
export const MAX_NAME = 80;
/** Enough for any landing page; the order call names every testimonial at once. */
export const MAX_TESTIMONIALS = 100;


/** A testimonial as staff see it: every language of its quote and city. */
export const staffTestimonialSchema = z.object({
  id: z.string(),
  quote: storedLocalizedTextSchema,
  /** The city or emirate the family lives in. */
  place: storedLocalizedTextSchema,
  /** As the family signs it (a first name and an initial): a name is not translated. */
  name: z.string(),
  rating: z.number(),
  published: z.boolean(),
  /** One of the seed's examples: the site labels it a demo review. */
  demo: z.boolean(),
  updatedAt: z.string(),
});
export type StaffTestimonial = z.infer<typeof staffTestimonialSchema>;

export const testimonialFieldsSchema = z.object({
  quote: localizedTextSchema('quote', MAX_QUOTE),
  place: localizedTextSchema('place', MAX_PLACE),
  name: z
    .string({ error: 'name is required: the family’s name as they sign it, e.g. Mariam K.' })
    .check(z.trim(), z.minLength(1, 'name: write the family’s name as they sign it, e.g. Mariam K.'), z.maxLength(MAX_NAME, `name: at most ${MAX_NAME} characters`)),
  rating: z.number({ error: 'rating is a whole number of stars from 1 to 5' }).check(z.int('rating is a whole number of stars from 1 to 5'), z.minimum(1, 'rating is at least 1 star'), z.maximum(5, 'rating is at most 5 stars')),
  published: z.boolean({ error: 'published is true (shown on the landing page) or false' }),
});
export type TestimonialFields = z.input<typeof testimonialFieldsSchema>;

const idSchema = z.uuid('the testimonial id is the id the list gives');
const idParams = z.object({ id: idSchema });
const testimonialAnswer = z.object({ testimonial: staffTestimonialSchema });

export const listTestimonials = {
  summary: 'Every testimonial in the landing page’s order, published or not, with every language of its quote and city (editor, admin)',
  tag,
  responses: { 200: z.object({ testimonials: z.array(staffTestimonialSchema) }) },
};

export const createTestimonial = {
  summary: 'Adds a testimonial at the end of the order; English quote and city required, the other languages show the English while empty (editor, admin)',
  tag,
  body: testimonialFieldsSchema,
  responses: { 200: testimonialAnswer },
};

export const updateTestimonial = {
  summary: 'Changes a testimonial: its quote and city in each language, name, rating, published (editor, admin)',
  tag,
  params: idParams,
  body: testimonialFieldsSchema,
  responses: { 200: testimonialAnswer },
};

export const orderTestimonials = {
  summary: 'Puts the testimonials in this order (every id once); a list that changed meanwhile → 409 (editor, admin)',
  tag,
  body: z.object({
    ids: z
      .array(idSchema, { error: 'ids is the list of every testimonial id, in the new order' })
      .check(z.maxLength(MAX_TESTIMONIALS, `ids: at most ${MAX_TESTIMONIALS} testimonials`), z.refine((ids) => new Set(ids).size === ids.length, 'ids: each testimonial once')),
  }),
  responses: { 200: z.object({ testimonials: z.array(staffTestimonialSchema) }) },
};

export const deleteTestimonial = {
  summary: 'Removes a testimonial from the site and the back office (editor, admin)',
  tag,
  params: idParams,
  responses: { 200: z.object({ deleted: z.string() }) },
};
