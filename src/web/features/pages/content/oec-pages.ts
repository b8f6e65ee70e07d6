import type { PageContent } from './types';
import { msg } from '../../../lib/i18n';

const WHATSAPP = { label: msg('Ask us on WhatsApp'), href: '/whatsapp-us' };
const WHATSAPP_MAIDS = { label: msg('Ask us on WhatsApp'), href: '/whatsapp-us?nb=nb2' };

export const oec: PageContent = {
  title: msg('The OEC for your Filipina maid'),
  intro: msg('The Overseas Employment Certificate (OEC) lets a Filipina maid leave and re-enter the Philippines for work abroad.'),
  sections: [
    {
      heading: msg('When she needs it'),
      paragraphs: [msg('Your maid needs a valid OEC every time she travels home on vacation and flies back to you.')],
    },
    {
      heading: msg('How we help'),
      items: [
        msg('We prepare her employment contract for verification by the Migrant Workers Office.'),
        msg('We book her appointment and tell you what to sign.'),
        msg('She gets her OEC before her flight, usually within 2 weeks.'),
      ],
    },
  ],
  links: [WHATSAPP],
};

export const noOec: PageContent = {
  title: msg('Hiring a Filipina maid without an OEC'),
  intro: msg('If your Filipina maid has no OEC yet, she can still work for you; she just cannot travel home until she gets one.'),
  sections: [
    {
      heading: msg('Your options'),
      items: [
        msg('Hire her now and apply for her OEC before her first vacation.'),
        msg('Choose a maid of another nationality who can travel freely.'),
      ],
    },
  ],
  links: [{ label: msg('See available maids'), href: '/hire-maid' }, WHATSAPP],
};

export const oecMaid: PageContent = {
  title: msg('OEC: information for maids'),
  intro: msg('Your OEC lets you go home on vacation and come back to your employer without problems at the airport.'),
  sections: [
    {
      heading: msg('What you need'),
      items: [msg('Your passport, valid for more than 6 months'), msg('Your UAE residence visa'), msg('Your verified employment contract')],
    },
    {
      heading: msg('We help you'),
      paragraphs: [msg('Send us a message and we guide you through the appointment, step by step, in English or Tagalog.')],
    },
  ],
  links: [WHATSAPP_MAIDS],
};

export const noOecMaid: PageContent = {
  title: msg('No OEC: information for maids'),
  intro: msg('You can work in the UAE without an OEC, but you need one before you travel home on vacation.'),
  sections: [
    {
      heading: msg('What to do'),
      items: [msg('Tell us as soon as you know your vacation dates.'), msg('We verify your contract and book your OEC appointment.')],
    },
  ],
  links: [WHATSAPP_MAIDS],
};
