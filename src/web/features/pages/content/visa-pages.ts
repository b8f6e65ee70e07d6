import type { PageContent } from './types';

const WHATSAPP = { label: 'Ask us on WhatsApp', href: '/whatsapp-us' };
const CENTRES = { label: 'Find a service centre', href: '/locations' };

export const takeMaidThumbprint: PageContent = {
  title: "Taking your maid's thumbprint",
  intro: 'Your maid gives her fingerprints (biometrics) once, for her Emirates ID. It takes about 15 minutes.',
  sections: [
    {
      heading: 'What to bring',
      items: ["Your maid's passport (the original)", 'The Emirates ID application receipt we sent you', 'A printed or digital copy of her entry permit'],
    },
    {
      heading: 'How it works',
      paragraphs: [
        'We book the appointment and send you the time and the centre on WhatsApp.',
        'Your maid goes to the centre at the booked time; you do not need to come with her.',
        'After the fingerprints, the Emirates ID is printed and delivered within about 10 working days.',
      ],
    },
  ],
  links: [CENTRES, WHATSAPP],
};

function medicalPage(city: string, centres: string[]): PageContent {
  return {
    title: `Medical test in ${city}`,
    intro: `Every maid visa in ${city} needs a medical fitness test: a blood test and a chest X-ray.`,
    sections: [
      { heading: 'Where', items: centres },
      {
        heading: 'What to bring',
        items: ["Your maid's passport and a copy of her entry permit", 'The medical application we send you on WhatsApp', 'Her Emirates ID application receipt, if she has one'],
      },
      {
        heading: 'After the test',
        paragraphs: [
          'Results are sent to the immigration system directly, usually within 2 working days.',
          'We tell you on WhatsApp when the result is in and the visa can be stamped.',
        ],
      },
    ],
    links: [WHATSAPP],
  };
}

export const medAuh = medicalPage('Abu Dhabi', [
  'Disease Prevention and Screening Centre, Mussafah',
  'Disease Prevention and Screening Centre, Al Khalidiya',
]);

export const medDxb = medicalPage('Dubai', [
  'Al Barsha medical fitness centre, Al Barsha Mall',
  'Al Karama medical fitness centre, next to Karama Centre',
  'Al Qusais medical fitness centre, Al Qusais Industrial Area',
]);

function makeGccGuide(city: string): PageContent {
  return {
    title: `Moving a maid from another GCC country to ${city}`,
    intro: 'A maid who lives in Saudi Arabia, Kuwait, Qatar, Bahrain or Oman can join you on a UAE visa.',
    sections: [
      {
        heading: 'The steps',
        items: [
          'She sends us a copy of her passport and her current GCC residence permit.',
          'We apply for her UAE entry permit; it usually takes 3 to 5 working days.',
          'She travels to the UAE on the entry permit, then takes the medical test and gives her fingerprints.',
          `Her residence visa is stamped in ${city} and her Emirates ID follows.`,
        ],
      },
      {
        heading: 'Good to know',
        paragraphs: [
          'Her current sponsor must cancel her residence before she travels.',
          'We book her medical test and fingerprints for you and keep you updated on WhatsApp.',
        ],
      },
    ],
    links: [WHATSAPP],
  };
}

export const gccGuide = makeGccGuide('Dubai');
export const gccGuideAuh = makeGccGuide('Abu Dhabi');

export const gccKenya: PageContent = {
  title: 'Kenyan maids already in the GCC',
  intro: 'Hire a Kenyan maid who already works in another GCC country: she can start sooner and knows the work.',
  sections: [
    {
      heading: 'Why it is faster',
      paragraphs: [
        'She does not need a new recruitment process in Kenya: she moves from her current GCC country on a UAE entry permit.',
        'Most maids arrive within 2 to 3 weeks of your application.',
      ],
    },
    {
      heading: 'What we do for you',
      items: ['Interview and background check', 'Entry permit, medical test and fingerprints', 'Residence visa and Emirates ID'],
    },
  ],
  links: [{ label: 'See available maids', href: '/hire-maid' }, WHATSAPP],
};
