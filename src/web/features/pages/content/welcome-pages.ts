import type { PageContent } from './types';
import { msg } from '../../../lib/i18n';

const WHATSAPP = { label: msg('Message us on WhatsApp'), href: '/whatsapp-us' };

export const welcome: PageContent = {
  title: msg('Welcome to the family'),
  intro: msg('Thank you for hiring with us. Here is what happens next.'),
  sections: [
    {
      heading: msg('Next steps'),
      items: [
        msg('Your maid arrives on the date you chose, ready to start.'),
        msg('We take care of her visa, medical test and Emirates ID; you do not need to visit any office.'),
        msg('If she is not the right fit, you can replace her at any time.'),
      ],
    },
    { heading: msg('Need anything?'), paragraphs: [msg("We're available 7 days/week. From 9 am till 10 pm.")] },
  ],
  links: [WHATSAPP],
};

export const welcomeProduct: PageContent = {
  title: msg('Welcome to your maid visa service'),
  intro: msg('We sponsor your maid for you: no deposit, no office for you to visit, and one monthly fee.'),
  sections: [
    {
      heading: msg('What happens next'),
      items: [
        msg("Send us your maid's passport copy and photo on WhatsApp."),
        msg('We apply for her entry permit or change her status.'),
        msg('We book her medical test and her fingerprints at our centre, and tell you when and where she goes.'),
        msg('Her residence visa and Emirates ID are delivered to you.'),
      ],
    },
  ],
  links: [{ label: msg('Read the visa guide'), href: '/guide' }, WHATSAPP],
};

export const welcomeLiveOut: PageContent = {
  title: msg('Welcome: your live-out maid'),
  intro: msg('Your live-out maid comes to your home for the hours you chose and lives in her own accommodation.'),
  sections: [
    {
      heading: msg('Good to know'),
      items: [
        msg('She arrives on time every working day; tell us on WhatsApp if your schedule changes.'),
        msg('Her transport and accommodation are taken care of.'),
        msg('You can switch to a live-in maid at any time.'),
      ],
    },
  ],
  links: [WHATSAPP],
};

export const services: PageContent = {
  title: msg('Our services'),
  intro: msg('Everything you need to have a maid at home in the UAE, handled from your phone.'),
  sections: [
    {
      heading: msg('Full-time maids'),
      paragraphs: [msg('Live-in or live-out maids, with their visa, insurance and replacement included in one monthly fee.')],
    },
    { heading: msg('Nannies'), paragraphs: [msg('Experienced nannies for babies and young children, chosen from short videos.')] },
    {
      heading: msg('Maid visa'),
      paragraphs: [msg('Already have a maid? We sponsor her for you, with no deposit. You apply from your phone and never visit an office; she goes to her medical test and once to our centre for her fingerprints.')],
    },
  ],
  links: [
    { label: msg('See available maids'), href: '/hire-maid' },
    { label: msg('See available nannies'), href: '/hire-nanny' },
    WHATSAPP,
  ],
};

export const terms: PageContent = {
  title: msg('Terms of service'),
  intro: msg('These terms apply when you use this website and our maid hiring and maid visa services.'),
  sections: [
    {
      heading: msg('Our service'),
      paragraphs: [
        msg('We introduce you to domestic workers, sponsor their visas and handle their paperwork. The details of each service are in the contract you sign in the application.'),
      ],
    },
    {
      heading: msg('Payments'),
      paragraphs: [msg('Monthly payments are collected by direct debit or card as agreed in your contract. You can cancel as the contract describes.')],
    },
    {
      heading: msg('Your data'),
      paragraphs: [
        msg('We use the details you give us only to provide the service and to meet UAE legal requirements. Bank details are stored encrypted.'),
      ],
    },
    {
      heading: msg('Cookies'),
      paragraphs: [
        msg('We use cookies and local storage to keep your My List and your application, and, if you agree, to measure which ads bring families to us. You can change this in Privacy Settings at any time.'),
      ],
    },
  ],
  links: [{ label: msg('Contract samples'), href: '/legal' }],
};
