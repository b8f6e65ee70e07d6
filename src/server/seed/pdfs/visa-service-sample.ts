import { SAMPLE } from './contract-sample.js';
import type { PdfContent } from './render-pdf.js';

/** A visa stage's wait as the site parameters give it (sites_wait_after_*); absent when not set. */
export type VisaWaits = Partial<Record<VisaWaitCode, number>>;
export type VisaWaitCode = 'sites_wait_after_paying_visa' | 'sites_wait_after_medical_visa' | 'sites_wait_after_visit_center' | 'sites_wait_after_sending_passport';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The steps in the order the landing page's visa facts list their waits (VISA_WAITS), each with its wait. */
const STEPS: ReadonlyArray<{ code: VisaWaitCode; text: string }> = [
  {
    code: 'sites_wait_after_paying_visa',
    text: 'Entry permit or change of status: once the Client has paid, the Centre applies for the Worker\'s entry permit, or changes her status if she is already in the UAE.',
  },
  {
    code: 'sites_wait_after_medical_visa',
    text: 'Medical fitness test: the Centre books the test at a government-approved centre and tells the Client the day and place.',
  },
  {
    code: 'sites_wait_after_sending_passport',
    text: 'Residence visa: the Client sends the Worker\'s passport to the Centre, which obtains the residence visa and returns the passport to the Client.',
  },
  {
    code: 'sites_wait_after_visit_center',
    text: 'Emirates ID: the Worker visits the Centre once, on a day booked with the Client, to give her fingerprints; her Emirates ID is then delivered to the Client.',
  },
];

/**
 * The maid visa service's agreement sample (/legal, "Getting a Visa for a Maid"): what the
 * service covers, its steps with the waits the site parameters set (the same figures the landing
 * page shows), the documents and how the fee is set. No price list exists for the visa service,
 * so it names no amount: the fee is quoted before the Client pays.
 */
export function visaServiceSampleContent(waits: VisaWaits): PdfContent {
  const known = STEPS.filter((s) => waits[s.code] !== undefined);
  const total = known.reduce((sum, s) => sum + waits[s.code]!, 0);
  return {
    title: 'Maid Visa Service Agreement (Sample)',
    subtitle: `Sponsorship and residence visa for a domestic worker the Client has found. ${SAMPLE}`,
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          'The licensed domestic worker service centre (the "Centre") sponsors the domestic worker named in Schedule 1 (the "Worker"), whom the Client has found, and obtains her UAE residence visa for domestic work.',
          'The service covers the entry permit or change of status, the medical fitness test, the Emirates ID, the health insurance the residence visa requires, the residence visa itself, and its renewal while this agreement runs.',
          'The Client applies from a phone or computer and never needs to visit an office. The Worker goes in person to her medical test and once to the Centre for her Emirates ID fingerprints; the Centre books both with the Client.',
        ],
      },
      {
        heading: '2. The documents',
        paragraphs: [
          'From the Client: Emirates ID (front and back) and passport copy; a tenancy contract or title deed where the authorities ask for one.',
          'From the Worker: her passport, valid for at least 6 months; a recent photo on a white background; and, if she is in the UAE, her current visa or entry stamp, and the cancellation of her previous visa where she had one.',
          'The Centre tells the Client at once if a document is missing or unclear; each step starts only when its documents are complete.',
        ],
      },
      {
        heading: '3. The steps and their timing',
        paragraphs: [
          ...STEPS.map((s, i) => {
            const wait = waits[s.code];
            return `${i + 1}. ${s.text} ${wait === undefined ? 'The Centre gives the timing of this step when the Client applies.' : `Usually ${days(wait)} for this step.`}`;
          }),
          known.length === STEPS.length
            ? `In total about ${days(total)} from payment to the stamped visa when every document is in order. Government systems and public holidays can add days; the Centre tells the Client of any delay.`
            : 'Government systems and public holidays can add days; the Centre tells the Client of any delay.',
        ],
      },
      {
        heading: '4. Fees',
        paragraphs: [
          'The fee is quoted in writing before the Client pays or signs: one monthly fee, inclusive of VAT, with no deposit. Government fees included in it are passed on at cost.',
          'Nothing is charged that is not on the quotation. The fee is collected by direct debit from the Client\'s UAE bank account under a signed mandate.',
        ],
      },
      {
        heading: '5. The Worker\'s rights',
        paragraphs: [
          'The Client treats the Worker as UAE Federal Decree-Law No. 9 of 2022 on Domestic Workers requires: her agreed salary on time, at least 8 consecutive hours of rest a day, one paid day off each week, 30 days of paid annual leave each year, and her passport and identity documents left with her.',
        ],
      },
      {
        heading: '6. Ending the agreement',
        paragraphs: [
          'Either party may end this agreement with 30 days\' written notice. The Centre then cancels the Worker\'s residence visa as the law requires, or transfers it to a new sponsor where the Worker and the new sponsor ask for it.',
        ],
      },
      {
        heading: 'Schedule 1 — The Worker',
        paragraphs: ['Name: ____________________   Nationality: ____________________   Passport number: ____________________'],
      },
    ],
    signatures: ['The Client', 'For the Centre'],
  };
}

/** The waits from the site parameters: a whole number of days, 0 or more, as the landing page reads them. */
export function visaWaitsOf(parameters: ReadonlyMap<string, string>): VisaWaits {
  const waits: VisaWaits = {};
  for (const { code } of STEPS) {
    const value = parameters.get(code)?.trim();
    if (value !== undefined && /^\d+$/.test(value)) waits[code] = Number(value);
  }
  return waits;
}

/** The parameter codes the document reads. */
export const VISA_WAIT_CODES: readonly VisaWaitCode[] = STEPS.map((s) => s.code);
