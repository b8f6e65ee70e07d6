import { asc, eq, inArray } from 'drizzle-orm';
import { CONTRACT_SAMPLE_CODE, GUIDE_CODE, VISA_SERVICE_SAMPLE_CODE } from '../../../shared/api/resources/codes.js';
import type { Db } from '../../db/client.js';
import { nationalityMatchingTypes, priceLists, siteParameters } from '../../db/schema.js';
import type { PdfContent } from '../../seed/pdfs/render-pdf.js';
import { readTerms } from '../service/terms-and-holidays.js';

/**
 * The sample documents written from the site's own data, so they say what the site says: the hire
 * agreement's fees from the price lists and its replacement and cancellation terms from the
 * agency's service terms, the visa service's and the visa guide's timing from the site
 * parameters. They are rendered when asked for, from the data as it is then, unless staff replaced
 * the file.
 */
interface GeneratedDocument {
  fileName: string;
  content: (db: Db) => Promise<PdfContent>;
}

async function currentPriceLists(db: Db) {
  const rows = await db
    .select({
      id: priceLists.id,
      service: priceLists.service,
      matchingTypeId: priceLists.matchingTypeId,
      groupLabel: nationalityMatchingTypes.label,
      monthlyFeeFils: priceLists.monthlyFeeFils,
      vatBasisPoints: priceLists.vatBasisPoints,
      items: priceLists.items,
    })
    .from(priceLists)
    .leftJoin(nationalityMatchingTypes, eq(nationalityMatchingTypes.id, priceLists.matchingTypeId))
    .orderBy(asc(nationalityMatchingTypes.sortOrder), asc(priceLists.id));
  return rows.map((row) => ({ ...row, groupLabel: row.matchingTypeId === null ? null : row.groupLabel }));
}

/** The visa stages' waits as the site parameters give them now. */
async function currentVisaWaits(db: Db) {
  const { visaWaitsOf, VISA_WAIT_CODES } = await import('../../seed/pdfs/visa-service-sample.js');
  const rows = await db.select().from(siteParameters).where(inArray(siteParameters.code, [...VISA_WAIT_CODES]));
  return visaWaitsOf(new Map(rows.map((r) => [r.code, r.value])));
}

export const GENERATED_DOCUMENTS: Readonly<Record<string, GeneratedDocument>> = {
  [CONTRACT_SAMPLE_CODE]: {
    fileName: 'contract-sample.pdf',
    content: async (db) => {
      const { contractSampleContent } = await import('../../seed/pdfs/contract-sample.js');
      return contractSampleContent(await currentPriceLists(db), await readTerms(db));
    },
  },
  [VISA_SERVICE_SAMPLE_CODE]: {
    fileName: 'maid-visa-contract-sample.pdf',
    content: async (db) => (await import('../../seed/pdfs/visa-service-sample.js')).visaServiceSampleContent(await currentVisaWaits(db)),
  },
  [GUIDE_CODE]: {
    fileName: 'maid-visa-guide.pdf',
    content: async (db) => (await import('../../seed/pdfs/visa-guide.js')).visaGuideContent(await currentVisaWaits(db)),
  },
};

/** The last document rendered for each code, by the data it was rendered from: the same data renders once. */
const rendered = new Map<string, { key: string; bytes: Uint8Array }>();

/** The document's PDF from the data as it is now. */
export async function renderGenerated(db: Db, code: string, issuer: string): Promise<Uint8Array> {
  const generated = GENERATED_DOCUMENTS[code]!;
  const content = await generated.content(db);
  const key = JSON.stringify([issuer, content]);
  const kept = rendered.get(code);
  if (kept?.key === key) return kept.bytes;
  // pdf-lib is slow to import: loaded with the first document asked for, not at the server's start.
  const { renderPdf } = await import('../../seed/pdfs/render-pdf.js');
  const bytes = await renderPdf(content, issuer);
  rendered.set(code, { key, bytes });
  return bytes;
}
