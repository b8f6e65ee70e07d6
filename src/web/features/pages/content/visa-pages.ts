import type { PageContent } from './types';
import { msg } from '../../../lib/i18n';

const WHATSAPP = { label: msg('Ask us on WhatsApp'), href: '/whatsapp-us' };
const CENTRES = { label: msg('Find a service centre'), href: '/locations' };

export const takeMaidThumbprint: PageContent = {
  title: msg("Taking your maid's thumbprint"),
  intro: msg('Your maid gives her fingerprints (biometrics) once, for her Emirates ID. It takes about 15 minutes.'),
  sections: [
    {
      heading: msg('What to bring'),
      items: [msg("Your maid's passport (the original)"), msg('The Emirates ID application receipt we sent you'), msg('A printed or digital copy of her entry permit')],
    },
    {
      heading: msg('How it works'),
      paragraphs: [
        msg('We book the appointment and send you the time and the centre on WhatsApp.'),
        msg('Your maid goes to the centre at the booked time; you do not need to come with her.'),
        msg('After the fingerprints, the Emirates ID is printed and delivered within about 10 working days.'),
      ],
    },
  ],
  links: [CENTRES, WHATSAPP],
};

/** The city's texts are whole texts of their own, so each language can word them (no place name spliced in). */
function medicalPage(texts: { title: string; intro: string }, centres: string[]): PageContent {
  return {
    ...texts,
    sections: [
      { heading: msg('Where'), items: centres },
      {
        heading: msg('What to bring'),
        items: [msg("Your maid's passport and a copy of her entry permit"), msg('The medical application we send you on WhatsApp'), msg('Her Emirates ID application receipt, if she has one')],
      },
      {
        heading: msg('After the test'),
        paragraphs: [
          msg('Results are sent to the immigration system directly, usually within 2 working days.'),
          msg('We tell you on WhatsApp when the result is in and the visa can be stamped.'),
        ],
      },
    ],
    links: [WHATSAPP],
  };
}

export const medAuh = medicalPage(
  {
    title: msg('Medical test in Abu Dhabi'),
    intro: msg('Every maid visa in Abu Dhabi needs a medical fitness test: a blood test and a chest X-ray.'),
  },
  [msg('Disease Prevention and Screening Centre, Mussafah'), msg('Disease Prevention and Screening Centre, Al Khalidiya')],
);

export const medDxb = medicalPage(
  {
    title: msg('Medical test in Dubai'),
    intro: msg('Every maid visa in Dubai needs a medical fitness test: a blood test and a chest X-ray.'),
  },
  [
    msg('Al Barsha medical fitness centre, Al Barsha Mall'),
    msg('Al Karama medical fitness centre, next to Karama Centre'),
    msg('Al Qusais medical fitness centre, Al Qusais Industrial Area'),
  ],
);

function makeGccGuide(city: { title: string; stamped: string }): PageContent {
  return {
    title: city.title,
    intro: msg('A maid who lives in Saudi Arabia, Kuwait, Qatar, Bahrain or Oman can join you on a UAE visa.'),
    sections: [
      {
        heading: msg('The steps'),
        items: [
          msg('She sends us a copy of her passport and her current GCC residence permit.'),
          msg('We apply for her UAE entry permit; it usually takes 3 to 5 working days.'),
          msg('She travels to the UAE on the entry permit, then takes the medical test and gives her fingerprints.'),
          city.stamped,
        ],
      },
      {
        heading: msg('Good to know'),
        paragraphs: [
          msg('Her current sponsor must cancel her residence before she travels.'),
          msg('We book her medical test and fingerprints for you and keep you updated on WhatsApp.'),
        ],
      },
    ],
    links: [WHATSAPP],
  };
}

export const gccGuide = makeGccGuide({
  title: msg('Moving a maid from another GCC country to Dubai'),
  stamped: msg('Her residence visa is stamped in Dubai and her Emirates ID follows.'),
});
export const gccGuideAuh = makeGccGuide({
  title: msg('Moving a maid from another GCC country to Abu Dhabi'),
  stamped: msg('Her residence visa is stamped in Abu Dhabi and her Emirates ID follows.'),
});

export const gccKenya: PageContent = {
  title: msg('Kenyan maids already in the GCC'),
  intro: msg('Hire a Kenyan maid who already works in another GCC country: she can start sooner and knows the work.'),
  sections: [
    {
      heading: msg('Why it is faster'),
      paragraphs: [
        msg('She does not need a new recruitment process in Kenya: she moves from her current GCC country on a UAE entry permit.'),
        msg('Most maids arrive within 2 to 3 weeks of your application.'),
      ],
    },
    {
      heading: msg('What we do for you'),
      items: [msg('Interview and background check'), msg('Entry permit, medical test and fingerprints'), msg('Residence visa and Emirates ID')],
    },
  ],
  links: [{ label: msg('See available maids'), href: '/hire-maid' }, WHATSAPP],
};
