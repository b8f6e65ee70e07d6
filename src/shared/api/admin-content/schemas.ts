import * as z from 'zod/mini';

/** The documentation's section of this area's calls. */
const tag = 'Back office: site content';

/** The schemas of the back office's site-content calls (contracts.ts). */

/** What each site parameter holds, which decides how its value is checked. */
export const SITE_PARAMETERS = {
  sites_visa_eta_value: { kind: 'days', label: 'Visa ready in (days)' },
  sites_visa_eta_show: { kind: 'days', label: 'Visa days shown (equal to the above to show it)' },
  sites_wait_after_paying_visa: { kind: 'days', label: 'Days after paying the visa' },
  sites_wait_after_medical_visa: { kind: 'days', label: 'Days after the medical test' },
  sites_wait_after_sending_passport: { kind: 'days', label: 'Days after sending the passport' },
  sites_wait_after_visit_center: { kind: 'days', label: 'Days after the centre visit' },
  sites_call_us_show: { kind: 'boolean', label: 'Show the call-us button' },
  google_rating: { kind: 'rating', label: 'Google rating (0–5)' },
  google_review_count: { kind: 'count', label: 'Google reviews' },
  google_review_url: { kind: 'url', label: 'Google reviews page' },
  licence_number: { kind: 'licence', label: 'MOHRE licence number (shown on the landing page)' },
} as const;
export type SiteParameterCode = keyof typeof SITE_PARAMETERS;
export const SITE_PARAMETER_CODES = Object.keys(SITE_PARAMETERS) as SiteParameterCode[];

export const CONTACT_NUMBER_CODES = ['default', 'nb1', 'nb2', 'nb3', 'nb4', 'nb5'] as const;

const parameterSchema = z.object({ code: z.string(), value: z.string() });
const contactNumberSchema = z.object({ code: z.enum(CONTACT_NUMBER_CODES), phone: z.string(), whatsapp: z.string(), label: z.string() });
export type ContactNumber = z.infer<typeof contactNumberSchema>;

export const listSiteParameters = {
  summary: 'The site parameters staff may change: visa wait days, the call-us switch, the Google rating (editor, admin)',
  tag,
  responses: { 200: z.object({ parameters: z.array(parameterSchema) }) },
};

export const updateSiteParameter = {
  summary: 'Changes one site parameter, checked by what it holds (editor, admin)',
  tag,
  params: z.object({ code: z.enum(SITE_PARAMETER_CODES as [SiteParameterCode, ...SiteParameterCode[]], { error: `code must be one of ${SITE_PARAMETER_CODES.join(', ')}` }) }),
  body: z.object({ value: z.string({ error: 'value is required' }).check(z.trim(), z.maxLength(500, 'value: at most 500 characters')) }),
  responses: { 200: z.object({ parameter: parameterSchema }) },
};

export const listContactNumbers = {
  summary: 'The contact lines: the default pair and nb1–nb5 (editor, admin)',
  tag,
  responses: { 200: z.object({ numbers: z.array(contactNumberSchema) }) },
};

export const updateContactNumber = {
  summary: "Changes a contact line's phone, WhatsApp number or label (editor, admin)",
  tag,
  params: z.object({ code: z.enum(CONTACT_NUMBER_CODES, { error: `code must be one of ${CONTACT_NUMBER_CODES.join(', ')}` }) }),
  body: z.object({
    phone: z.string({ error: 'phone is required' }).check(z.trim(), z.regex(/^\+?[\d\s()-]{8,20}$/, 'phone is a phone number with its country code, e.g. +971 4 123 4567')),
    whatsapp: z.string({ error: 'whatsapp is required' }).check(z.trim(), z.regex(/^\+?[\d\s]{8,20}$/, 'whatsapp is the WhatsApp number with its country code, e.g. 971501234567')),
    label: z.string().check(z.trim(), z.maxLength(80, 'label: at most 80 characters')),
  }),
  responses: { 200: z.object({ number: contactNumberSchema }) },
};
