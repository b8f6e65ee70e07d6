import type { PageContent } from './types';

const WHATSAPP = { label: 'Ask us on WhatsApp', href: '/whatsapp-us' };
const WHATSAPP_MAIDS = { label: 'Ask us on WhatsApp', href: '/whatsapp-us?nb=nb2' };

export const oec: PageContent = {
  title: 'The OEC for your Filipina maid',
  intro: 'The Overseas Employment Certificate (OEC) lets a Filipina maid leave and re-enter the Philippines for work abroad.',
  sections: [
    {
      heading: 'When she needs it',
      paragraphs: ['Your maid needs a valid OEC every time she travels home on vacation and flies back to you.'],
    },
    {
      heading: 'How we help',
      items: [
        'We prepare her employment contract for verification by the Migrant Workers Office.',
        'We book her appointment and tell you what to sign.',
        'She gets her OEC before her flight, usually within 2 weeks.',
      ],
    },
  ],
  links: [WHATSAPP],
};

export const noOec: PageContent = {
  title: 'Hiring a Filipina maid without an OEC',
  intro: 'If your Filipina maid has no OEC yet, she can still work for you; she just cannot travel home until she gets one.',
  sections: [
    {
      heading: 'Your options',
      items: [
        'Hire her now and apply for her OEC before her first vacation.',
        'Choose a maid of another nationality who can travel freely.',
      ],
    },
  ],
  links: [{ label: 'See available maids', href: '/hire-maid' }, WHATSAPP],
};

export const oecMaid: PageContent = {
  title: 'OEC: information for maids',
  intro: 'Your OEC lets you go home on vacation and come back to your employer without problems at the airport.',
  sections: [
    {
      heading: 'What you need',
      items: ['Your passport, valid for more than 6 months', 'Your UAE residence visa', 'Your verified employment contract'],
    },
    {
      heading: 'We help you',
      paragraphs: ['Send us a message and we guide you through the appointment, step by step, in English or Tagalog.'],
    },
  ],
  links: [WHATSAPP_MAIDS],
};

export const noOecMaid: PageContent = {
  title: 'No OEC: information for maids',
  intro: 'You can work in the UAE without an OEC, but you need one before you travel home on vacation.',
  sections: [
    {
      heading: 'What to do',
      items: ['Tell us as soon as you know your vacation dates.', 'We verify your contract and book your OEC appointment.'],
    },
  ],
  links: [WHATSAPP_MAIDS],
};
