import type { PageContent } from './types';

const WHATSAPP = { label: 'Message us on WhatsApp', href: '/whatsapp-us' };

export const welcome: PageContent = {
  title: 'Welcome to the family',
  intro: 'Thank you for hiring with us. Here is what happens next.',
  sections: [
    {
      heading: 'Next steps',
      items: [
        'Your maid arrives on the date you chose, ready to start.',
        'We take care of her visa, medical test and Emirates ID; you do not need to visit any office.',
        'If she is not the right fit, you can replace her at any time.',
      ],
    },
    { heading: 'Need anything?', paragraphs: ["We're available 7 days/week. From 9 am till 10 pm."] },
  ],
  links: [WHATSAPP],
};

export const welcomeProduct: PageContent = {
  title: 'Welcome to your maid visa service',
  intro: 'We sponsor your maid for you: no deposit, no office visits, and one monthly fee.',
  sections: [
    {
      heading: 'What happens next',
      items: [
        "Send us your maid's passport copy and photo on WhatsApp.",
        'We apply for her entry permit or change her status.',
        'We book her medical test and fingerprints and tell you where to go.',
        'Her residence visa and Emirates ID are delivered to you.',
      ],
    },
  ],
  links: [{ label: 'Read the visa guide', href: '/guide' }, WHATSAPP],
};

export const welcomeLiveOut: PageContent = {
  title: 'Welcome: your live-out maid',
  intro: 'Your live-out maid comes to your home for the hours you chose and lives in her own accommodation.',
  sections: [
    {
      heading: 'Good to know',
      items: [
        'She arrives on time every working day; tell us on WhatsApp if your schedule changes.',
        'Her transport and accommodation are taken care of.',
        'You can switch to a live-in maid at any time.',
      ],
    },
  ],
  links: [WHATSAPP],
};

export const services: PageContent = {
  title: 'Our services',
  intro: 'Everything you need to have a maid at home in the UAE, handled from your phone.',
  sections: [
    {
      heading: 'Full-time maids',
      paragraphs: ['Live-in or live-out maids, with their visa, insurance and replacement included in one monthly fee.'],
    },
    { heading: 'Nannies', paragraphs: ['Experienced nannies for babies and young children, chosen from short videos.'] },
    {
      heading: 'Maid visa',
      paragraphs: ['Already have a maid? We sponsor her for you, with no deposit and no office visits.'],
    },
  ],
  links: [
    { label: 'See available maids', href: '/hire-maid' },
    { label: 'See available nannies', href: '/hire-nanny' },
    WHATSAPP,
  ],
};

export const terms: PageContent = {
  title: 'Terms of service',
  intro: 'These terms apply when you use this website and our maid hiring and maid visa services.',
  sections: [
    {
      heading: 'Our service',
      paragraphs: [
        'We introduce you to domestic workers, sponsor their visas and handle their paperwork. The details of each service are in the contract you sign in the application.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: ['Monthly payments are collected by direct debit or card as agreed in your contract. You can cancel as the contract describes.'],
    },
    {
      heading: 'Your data',
      paragraphs: [
        'We use the details you give us only to provide the service and to meet UAE legal requirements. Bank details are stored encrypted.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use cookies and local storage to keep your My List and your application, and, if you agree, to measure which ads bring families to us. You can change this in Privacy Settings at any time.',
      ],
    },
  ],
  links: [{ label: 'Contract samples', href: '/legal' }],
};
