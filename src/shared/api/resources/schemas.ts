import * as z from 'zod/mini';
import { boolParamSchema } from '../common.js';

/** The documentation's section of this area's calls. */
const tag = 'Documents';

/** The schemas of the downloadable PDFs' calls (contracts.ts). They answer the file, so no 200 schema. */

/** download=true offers the file as an attachment; without it the browser's viewer shows it. */
const download = z.optional(boolParamSchema);

/** GET downloadresource?code=… */
export const downloadResource = {
  summary: 'A downloadable PDF by its code, shown inline or offered as an attachment',
  tag,
  query: z.object({
    code: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_.-]{1,100}$/, 'a resource code is letters, digits, dots, dashes or underscores')),
    download,
  }),
  responses: {},
};

/** GET getlegaldisclosurefile */
export const getLegalDisclosureFile = {
  summary: 'The legal disclosure PDF',
  tag,
  query: z.object({ download }),
  responses: {},
};
