import { CONTRACT_SAMPLE_CODE, GUIDE_CODE, VISA_SERVICE_SAMPLE_CODE } from '../../../shared/api/resources/codes.js';
import { DEFAULT_SERVICE_TERMS } from '../../../shared/service/terms.js';
import { MATCHING_TYPES } from '../../../../seed/nationalities.js';
import { DEMO_PRICE_LISTS } from '../prices.js';
import { DEMO_SITE_PARAMETERS } from '../site-config.js';
import { contractSampleContent, SAMPLE, type NamedPriceList } from './contract-sample.js';
import type { PdfContent } from './render-pdf.js';
import { visaGuideContent } from './visa-guide.js';
import { visaServiceSampleContent, visaWaitsOf, type VisaWaits } from './visa-service-sample.js';

export interface ResourceDocument {
  code: string;
  title: string;
  fileName: string;
  content: PdfContent;
}

const insuranceList: PdfContent = {
  title: 'Medical Insurance: Network Clinics and Hospitals',
  subtitle: 'Where your maid can be treated under the basic health insurance plan included with her visa.',
  sections: [
    {
      heading: 'Dubai',
      paragraphs: [
        'Al Qusais Medical Centre — Al Qusais 2, Damascus Street. Open every day 8 am – 11 pm.',
        'Karama Family Clinic — Al Karama, Street 10b. Open Saturday to Thursday 8 am – 10 pm.',
        'Jebel Ali Health Centre — Jebel Ali Village. Open every day 24 hours.',
        'Al Barsha Medical Centre — Al Barsha 1, near the Mall of the Emirates metro station. Open every day 9 am – 9 pm.',
      ],
    },
    {
      heading: 'Abu Dhabi',
      paragraphs: [
        'Mussafah Medical Centre — Mussafah M-10. Open every day 8 am – 11 pm.',
        'Khalidiya Clinic — Khalidiya, Street 32. Open Saturday to Thursday 9 am – 9 pm.',
      ],
    },
    {
      heading: 'Sharjah and the northern emirates',
      paragraphs: [
        'Al Nahda Clinic — Al Nahda, Sharjah. Open every day 8 am – 10 pm.',
        'Ajman Specialty Clinic — Al Nuaimiya, Ajman. Open every day 9 am – 9 pm.',
      ],
    },
    {
      heading: 'How to use the insurance',
      paragraphs: [
        'Show the maid\'s Emirates ID and insurance card at reception. Consultations carry a co-payment of AED 20; medicines on the plan\'s list carry 10%. Emergencies are covered at any hospital in the UAE.',
      ],
    },
  ],
};

const legalDisclosure: PdfContent = {
  title: 'Legal Disclosure',
  subtitle: 'Who we are, how we are licensed, and how to reach us.',
  sections: [
    {
      paragraphs: [
        'The website is operated by a domestic worker service centre licensed by the UAE Ministry of Human Resources and Emiratisation (MOHRE) to recruit, sponsor and place domestic workers.',
        'Licence details, our trade licence and the standard contract are available on request and at every service centre.',
        'Complaints: you may contact client relations by phone or WhatsApp, or MOHRE on 600 590 000. We answer every complaint within 2 working days.',
        'Data protection: we process personal data under UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data. Identity documents and bank details are stored encrypted and never shared except as the law requires.',
      ],
    },
  ],
};

const simple = (title: string, paragraphs: string[]): PdfContent => ({
  title,
  subtitle: SAMPLE,
  sections: [{ paragraphs }],
});

/** The seed's price lists, named as the seeded matching types name them. */
function demoPriceLists(): NamedPriceList[] {
  const sortOrder = (code: string | null) => (code === null ? 0 : (MATCHING_TYPES.find((t) => t.code === code)?.sortOrder ?? 0));
  // In the groups' order, as the site reads its lists (generated-documents.ts).
  const lists = [...DEMO_PRICE_LISTS].sort((a, b) => sortOrder(a.matchingType) - sortOrder(b.matchingType));
  return lists.map((l, i) => ({
    id: i + 1,
    service: l.service,
    matchingTypeId: l.matchingType === null ? null : i + 1,
    groupLabel: l.matchingType === null ? null : (MATCHING_TYPES.find((t) => t.code === l.matchingType)?.label ?? l.matchingType),
    monthlyFeeFils: l.monthlyFeeFils,
    vatBasisPoints: 500,
    items: l.items,
  }));
}

/** The seed's visa waits (site parameters). */
function demoVisaWaits(): VisaWaits {
  return visaWaitsOf(new Map(Object.entries(DEMO_SITE_PARAMETERS)));
}

/** Every downloadable resource, by code; `product` is the maid-visa product slug. */
export function resourceDocuments(product: string): ResourceDocument[] {
  return [
    { code: CONTRACT_SAMPLE_CODE, title: 'Contract sample', fileName: 'contract-sample.pdf', content: contractSampleContent(demoPriceLists(), DEFAULT_SERVICE_TERMS) },
    {
      code: VISA_SERVICE_SAMPLE_CODE,
      title: 'Maid visa contract sample',
      fileName: 'maid-visa-contract-sample.pdf',
      content: visaServiceSampleContent(demoVisaWaits()),
    },
    { code: `${product}_site_insurance`, title: 'Insurance network', fileName: 'insurance-network.pdf', content: insuranceList },
    { code: GUIDE_CODE, title: 'Maid visa guide', fileName: 'maid-visa-guide.pdf', content: visaGuideContent(demoVisaWaits()) },
    { code: 'legal_disclosure', title: 'Legal disclosure', fileName: 'legal-disclosure.pdf', content: legalDisclosure },
    {
      code: 'trade_license',
      title: 'Trade licence',
      fileName: 'trade-licence.pdf',
      content: simple('Trade Licence (Copy)', [
        'Activity: domestic workers services centre (Tadbeer). Legal form: limited liability company.',
        'Licence number: 000000. Issued by the Department of Economy and Tourism. Valid until 31 December 2027.',
      ]),
    },
    {
      code: 'visa_sample',
      title: 'Visa sample',
      fileName: 'visa-sample.pdf',
      content: simple('Residence Visa (Sample)', [
        'Residence permit for a domestic worker, valid for 2 years, sponsor: the service centre. Profession: housemaid.',
      ]),
    },
    {
      code: 'offer_letter_sample',
      title: 'Offer letter sample',
      fileName: 'offer-letter-sample.pdf',
      content: simple('Offer Letter (Sample)', [
        'Position: housemaid. Basic salary: AED 1,500 a month paid by the centre. Working hours, rest days and leave as in the standard domestic worker contract.',
      ]),
    },
    {
      code: 'dd_sample',
      title: 'Direct debit sample',
      fileName: 'direct-debit-sample.pdf',
      content: simple('Direct Debit Mandate (Sample)', [
        'I authorise the service centre to collect the monthly fee of my maid service by direct debit from my bank account below, starting on the date shown, monthly until cancelled.',
        'Bank: ____________   IBAN: AE__ ____ ____ ____ ____ ___   Amount: AED ______   Start date: __/__/____',
      ]),
    },
    {
      code: 'attested_contract',
      title: 'Attested contract sample',
      fileName: 'attested-contract-sample.pdf',
      content: simple('Attested Domestic Worker Contract (Sample)', [
        'The standard MOHRE contract between the sponsor and the domestic worker, attested, in Arabic and English.',
      ]),
    },
    {
      code: 'patience_tips',
      title: 'Tips for the first weeks',
      fileName: 'first-weeks-tips.pdf',
      content: simple('Your New Maid: Tips for the First Weeks', [
        'Give her a day to settle in and show her around the home. Explain the daily routine in simple words and write it down.',
        'Show once how you like things done, then let her try. Expect two to three weeks before everything runs smoothly.',
        'Make sure she has her day off and her rest hours. A rested maid is a better maid. If something is not working, call client relations: we help before it becomes a problem.',
      ]),
    },
  ];
}
