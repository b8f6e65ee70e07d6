import type { PdfContent } from './render-pdf.js';

export interface ResourceDocument {
  code: string;
  title: string;
  fileName: string;
  content: PdfContent;
}

const SAMPLE = 'SAMPLE — for information only. Not a binding document.';

const contractSample: PdfContent = {
  title: 'Domestic Worker Service Agreement (Sample)',
  subtitle: `Full-time live-in or live-out maid, monthly package. ${SAMPLE}`,
  sections: [
    {
      heading: '1. The parties',
      paragraphs: [
        'This agreement is made between the licensed domestic worker service centre (the "Centre") and the client named in the application (the "Client"), for the services of the domestic worker named in Schedule 1 (the "Worker").',
        'The Centre is the Worker\'s sponsor and employer of record under UAE Federal Decree-Law No. 9 of 2022 on Domestic Workers and its implementing regulations.',
      ],
    },
    {
      heading: '2. The service',
      paragraphs: [
        'The Centre places the Worker with the Client on a full-time basis, live-in or live-out as chosen in the application, for general housekeeping, cooking, laundry and, where agreed, care of children.',
        'The Worker works no more than 12 hours a day with at least 8 consecutive hours of rest, one paid day off each week, and 30 days of paid annual leave each year, taken as agreed with the Client.',
        'The Centre provides the Worker\'s visa, Emirates ID, medical insurance and salary. The Client provides, for a live-in Worker, suitable private accommodation, meals and a safe workplace.',
      ],
    },
    {
      heading: '3. Fees and payment',
      paragraphs: [
        'The monthly fee is stated in Schedule 2 in UAE dirhams (AED), inclusive of 5% VAT. It is collected by monthly direct debit from the Client\'s UAE bank account under the signed direct-debit mandate, on or after the first day of each service month.',
        'A returned direct debit may be presented again once; the Centre may suspend the service if a monthly fee remains unpaid for more than 7 days after notice.',
        'Filipina workers: the first month\'s fee is reduced by AED 200 under the current offer, where the offer applies on the date of signing.',
      ],
    },
    {
      heading: '4. Replacement and cancellation',
      paragraphs: [
        'If the Client is not satisfied with the Worker, the Centre offers a replacement from the available workers at no extra fee, subject to availability of a suitable worker.',
        'Either party may end this agreement with 30 days\' written notice. The Client may cancel within the first 7 days of the service and pay only for the days of service received.',
        'The Centre may end the agreement at once if the Client breaches the Worker\'s rights under UAE law.',
      ],
    },
    {
      heading: '5. Data protection',
      paragraphs: [
        'The Centre processes the Client\'s identity documents and bank details only to provide the service, collect the fees and meet its legal duties, and keeps them no longer than the law requires.',
      ],
    },
    {
      heading: 'Schedule 1 — The Worker',
      paragraphs: ['Name: ____________________   Nationality: ____________________   Passport number: ____________________'],
    },
    {
      heading: 'Schedule 2 — Fees',
      paragraphs: [
        'Monthly fee (live-in): AED 3,150 incl. VAT.   Monthly fee (live-out): AED 3,950 incl. VAT.   Start date: ____/____/______',
      ],
    },
  ],
  signatures: ['The Client', 'For the Centre'],
};

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

const maidVisaGuide: PdfContent = {
  title: 'Maid Visa Guide',
  subtitle: 'The steps to sponsor a domestic worker, what you need, and how long each step takes.',
  sections: [
    {
      heading: 'What you need',
      paragraphs: [
        'Your Emirates ID and passport copy; the maid\'s passport (valid for at least 6 months) and photo; a tenancy contract or title deed; your salary certificate or trade licence where asked.',
      ],
    },
    {
      heading: 'The steps',
      paragraphs: [
        '1. Entry permit: we apply for the maid\'s entry permit after you pay the visa fee. Usually ready 2 working days after payment.',
        '2. Change of status or entry: if the maid is in the UAE we change her status; otherwise she enters on the permit.',
        '3. Medical fitness test: we book the test at an approved centre. Results usually 1 working day after the test.',
        '4. Emirates ID biometrics: the maid visits a typing and biometrics centre. Usually 1 working day after the visit.',
        '5. Visa stamping: we send the passport for the residence visa. Usually back 3 working days after sending.',
      ],
    },
    {
      heading: 'Costs',
      paragraphs: ['Government fees, medical test, Emirates ID, insurance and our service fee are listed in your quotation before you pay. Nothing is charged that is not on it.'],
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

/** Every downloadable resource, by code; `product` is the maid-visa product slug. */
export function resourceDocuments(product: string): ResourceDocument[] {
  return [
    { code: 'flixeble_package_contract_sample', title: 'Contract sample', fileName: 'contract-sample.pdf', content: contractSample },
    { code: `${product}_site_insurance`, title: 'Insurance network', fileName: 'insurance-network.pdf', content: insuranceList },
    { code: 'mvp_guide', title: 'Maid visa guide', fileName: 'maid-visa-guide.pdf', content: maidVisaGuide },
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
