import type { PdfContent } from './render-pdf.js';
import type { VisaWaitCode, VisaWaits } from './visa-service-sample.js';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The guide's steps, in the order of the visa service's sample and of the landing page's waits. */
const STEPS: ReadonlyArray<{ code: VisaWaitCode; text: string }> = [
  { code: 'sites_wait_after_paying_visa', text: 'Entry permit or change of status: we apply for her entry permit once you have paid, or change her status if she is already in the UAE.' },
  { code: 'sites_wait_after_medical_visa', text: 'Medical fitness test: we book the test at an approved centre and tell you the day and place.' },
  { code: 'sites_wait_after_sending_passport', text: 'Residence visa: you send us her passport; we get the residence visa and send the passport back.' },
  { code: 'sites_wait_after_visit_center', text: 'Emirates ID: she visits our centre once, on a day we book with you, to give her fingerprints; we deliver her Emirates ID to you.' },
];

/**
 * The maid visa guide (/guide): the steps with the waits the site parameters set, as the landing
 * page and the visa service's sample give them (generated-documents.ts renders it from the data).
 */
export function visaGuideContent(waits: VisaWaits): PdfContent {
  return {
    title: 'Maid Visa Guide',
    subtitle: 'The steps to sponsor a domestic worker, what you need, and how long each step takes.',
    sections: [
      {
        heading: 'What you need',
        paragraphs: [
          'Your Emirates ID and passport copy; the maid\'s passport (valid for at least 6 months) and a recent photo on a white background; if she is in the UAE, her current visa or entry stamp. A tenancy contract or title deed only where the authorities ask for one.',
          'You apply from your phone and never need to visit an office. She goes in person to her medical test and once to our centre for her fingerprints.',
        ],
      },
      {
        heading: 'The steps',
        paragraphs: STEPS.map((s, i) => {
          const wait = waits[s.code];
          return `${i + 1}. ${s.text} ${wait === undefined ? 'We tell you the timing when you apply.' : `Usually ${days(wait)}.`}`;
        }),
      },
      {
        heading: 'Costs',
        paragraphs: ['The fee is quoted in writing before you pay: government fees, the medical test, the Emirates ID, the insurance and our service fee. Nothing is charged that is not on it.'],
      },
    ],
  };
}
