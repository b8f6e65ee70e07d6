import * as z from 'zod/mini';

/** The documentation's section of this area's calls. */
const tag = 'Public';

export { SITE_PARAMETER_CODES } from '../constants.js';

/** The schemas of the public calls: site parameters, contact lines and the captcha (contracts.ts). */

export const MAX_PARAMETER_CODES = 50;
const CODE = /^[A-Za-z0-9_.-]{1,100}$/;
const CODES_MESSAGE = 'give one or more parameter codes';

/** `code=a&code=b` or `code=a,b` (or both), kept in the order asked, without repeats. */
const codesSchema = z
  .pipe(
    z.union([z.string(), z.array(z.string())], { error: CODES_MESSAGE }),
    z.transform((value) => [
      ...new Set((Array.isArray(value) ? value : [value]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)),
    ]),
  )
  .check(
    z.refine((codes: string[]) => codes.length > 0, CODES_MESSAGE),
    z.refine((codes: string[]) => codes.length <= MAX_PARAMETER_CODES, `at most ${MAX_PARAMETER_CODES} codes per request`),
    z.refine((codes: string[]) => codes.every((c) => CODE.test(c)), 'a code is letters, digits, dots, dashes or underscores'),
  );

export const parameterListSchema = z.array(z.object({ code: z.string(), value: z.string() }));
export type ParameterList = z.infer<typeof parameterListSchema>;

/** GET parameter: the site parameters asked for that exist. */
export const getParameters = {
  summary: 'The site parameters asked for by code, those that exist, in the order asked',
  tag,
  query: z.object({ code: codesSchema }),
  responses: { 200: parameterListSchema },
};

/** The contact lines a page may name (section 9: default and nb1 to nb5). */
export const CONTACT_NUMBER_CODES = ['default', 'nb1', 'nb2', 'nb3', 'nb4', 'nb5'] as const;
export type ContactNumberCode = (typeof CONTACT_NUMBER_CODES)[number];

export const contactNumberSchema = z.object({
  code: z.enum(CONTACT_NUMBER_CODES),
  phone: z.string(),
  whatsapp: z.string(),
  label: z.string(),
});
export type ContactNumber = z.infer<typeof contactNumberSchema>;

/** GET contactnumber?code=nb2: a contact line, else the default line. */
export const getContactNumber = {
  summary: 'A contact line by its code (default, nb1 to nb5), else the default line',
  tag,
  query: z.object({
    code: z._default(z.enum(CONTACT_NUMBER_CODES, { error: `code must be one of ${CONTACT_NUMBER_CODES.join(', ')}` }), 'default'),
  }),
  responses: { 200: contactNumberSchema },
};

const uuidParam = (name: string) => z.uuid(`${name} must be a UUID`);

export const captchaRefreshSchema = z.object({ attachments: z.array(z.object({ uuid: z.string() })).check(z.minLength(1)) });

/** GET captcha/refresh/:captchaId: a new picture for a captcha. */
export const refreshCaptcha = {
  summary: 'A new picture for a captcha, which takes the new answer',
  tag,
  params: z.object({ captchaId: uuidParam('captchaId') }),
  responses: { 200: captchaRefreshSchema },
};

/** GET download/:imageId: a captcha's picture (SVG), so no 200 schema. */
export const downloadCaptchaImage = {
  summary: "A captcha's picture",
  tag,
  params: z.object({ imageId: uuidParam('imageId') }),
  responses: {},
};

export const testimonialSchema = z.object({
  id: z.string(),
  /** In the request's language, or its English where staff have not written that language yet. */
  quote: z.string(),
  /** A first name and an initial: a family's privacy comes before a full name. */
  name: z.string(),
  /** The emirate or area the family lives in, in the request's language like the quote. */
  place: z.string(),
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialListSchema = z.object({
  /** Some review shown is one of the seed's examples (only while SEED_DEMO_DATA is on): the page must say so. */
  demo: z.boolean(),
  testimonials: z.array(testimonialSchema),
});
export type TestimonialList = z.infer<typeof testimonialListSchema>;

/** GET testimonials: what families say, for the landing page. */
export const getTestimonials = {
  summary: "Families' reviews for the landing page, as staff published them, in the request's language (the lang cookie); while SEED_DEMO_DATA is on, the demo reviews too, marked as such",
  tag,
  responses: { 200: testimonialListSchema },
};
