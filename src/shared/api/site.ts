import { z } from 'zod';
import { matchingTypeSchema, nationalitySchema } from './catalogue.js';

/** GET /api/sales/ccserviceapplication/getmainccsiteinfo */
export const mainSiteInfoSchema = z.object({
  siteConfig: z.object({
    landingPageSiteConfig: z.object({ hideWhatsappButton: z.boolean() }),
    ccSiteConfig: z.object({
      redirectToWhatsapp: z.boolean(),
      contactNumber: z.string(),
      whatsappNumber: z.string(),
    }),
  }),
  nationalities: z.array(nationalitySchema).optional(),
  matchingTypes: z.array(matchingTypeSchema).optional(),
});
export type MainSiteInfo = z.infer<typeof mainSiteInfoSchema>;

/** GET /api/public/parameter */
export const parameterListSchema = z.array(z.object({ code: z.string(), value: z.string() }));
export type ParameterList = z.infer<typeof parameterListSchema>;

export { SITE_PARAMETER_CODES } from './constants.js';

/** GET /api/sales/appsutils/getwhatsappconfig */
export const whatsappConfigSchema = z.object({ whatsappNumber: z.string(), whatsappMessage: z.string() });
export type WhatsappConfig = z.infer<typeof whatsappConfigSchema>;

/** GET /api/sales/ccserviceapplication/getipaddress */
export const ipAddressSchema = z.object({ ip: z.string() });

/** POST /api/sales/appsutils/confirmddclink */
export const confirmDdcLinkSchema = z.object({ clientNumber: z.string(), redirectNumber: z.string() });

/** GET /api/public/captcha/refresh/{captchaId} */
export const captchaRefreshSchema = z.object({ attachments: z.array(z.object({ uuid: z.string() })).min(1) });

/** POST /api/sales/appsutils/logevent — analytics events (WATCH_VIDEO, newMaidHired, site_error, …) */
export const ANALYTICS_EVENTS = ['WATCH_VIDEO', 'newMaidHired', 'site_error', 'consent_update', 'page_view'] as const;
export const logEventBodySchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'sessionId must be 8 to 64 letters, digits, dashes or underscores'),
  event: z.enum(ANALYTICS_EVENTS),
  payload: z.record(z.string(), z.unknown()).default({}),
});
export type LogEventBody = z.infer<typeof logEventBodySchema>;

/** GET /api/public/contactnumber?code=nb2: a contact line (section 9: default and nb1 to nb5). */
export const CONTACT_NUMBER_CODES = ['default', 'nb1', 'nb2', 'nb3', 'nb4', 'nb5'] as const;
export const contactNumberSchema = z.object({
  code: z.enum(CONTACT_NUMBER_CODES),
  phone: z.string(),
  whatsapp: z.string(),
  label: z.string(),
});
export type ContactNumber = z.infer<typeof contactNumberSchema>;
