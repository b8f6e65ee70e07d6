import * as z from 'zod/mini';

/** The documentation's section of this area's calls. */
const tag = 'Back office: site content';

/** The schemas of the back office's downloadable-PDF calls (contracts.ts). */

/** The largest PDF staff may upload: the client checks it before sending, the server refuses more (413). */
export const MAX_RESOURCE_BYTES = 20 * 1024 * 1024;

export const adminResourceSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** The name families download it as. */
  fileName: z.string(),
  /** Null when the file is missing from the file store. */
  size: z.nullable(z.number()),
  /** When the file was stored (ISO), or null when it is missing. */
  updatedAt: z.nullable(z.string()),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;

export const listAdminResources = {
  summary: 'The downloadable PDFs: code, title, file name, size and date (editor, admin)',
  tag,
  responses: { 200: z.object({ resources: z.array(adminResourceSchema) }) },
};

export const replaceResourceFile = {
  summary: `Replaces a downloadable resource's PDF, sent as multipart/form-data in the field "file" (checked by content, up to ${MAX_RESOURCE_BYTES / 1024 / 1024} MB); not a PDF → 400, too large → 413 (editor, admin)`,
  tag,
  upload: true,
  params: z.object({ code: z.string().check(z.minLength(1, 'code is required'), z.maxLength(100, 'code: at most 100 characters')) }),
  body: z.optional(z.custom<FormData>()),
  responses: { 200: z.object({ resource: adminResourceSchema }) },
};
