import { APPLICATION_MINUTES } from '../../../shared/application/constants';
import { msg } from '../../lib/i18n';

/** The hire-maid FAQ, written with the word maid; the page's labels swap it in nanny mode. */
export const FAQ_ENTRIES: ReadonlyArray<{ question: string; answer: string; vars?: Record<string, number> }> = [
  {
    question: msg('How do I choose a maid?'),
    answer:
      msg('Watch the short videos on the hire page, filter by nationality and by live-in or live-out, and save the maids you like to My List with the heart. Compare them there and hire the one you prefer.'),
  },
  {
    question: msg('What is the difference between a live-in and a live-out maid?'),
    answer:
      msg('A live-in maid lives in your home and works six days a week. A live-out maid comes to your home every working day and goes back to her own accommodation at night.'),
  },
  {
    question: msg('Are the maids available right now?'),
    answer:
      msg('Every maid on the hire page is available today. When a maid is hired by someone else she leaves the page and drops out of My List.'),
  },
  {
    question: msg('How do I hire the maid I chose?'),
    answer:
      msg('Press Hire on her card. You enter your documents and bank details, sign the forms and give your address from your phone; it takes about {minutes} minutes.'),
    vars: { minutes: APPLICATION_MINUTES },
  },
  {
    question: msg('Can I share My List with my family?'),
    answer:
      msg('Yes. Open My List and press Share My List. Whoever opens the link sees your maids in their shared list.'),
  },
  {
    question: msg('Do you also get visas for maids I found myself?'),
    answer:
      msg('Yes. Choose Get a Visa and we handle the whole maid visa: the application, the medical test, the Emirates ID and the stamped passport.'),
  },
  {
    question: msg('How can I talk to someone?'),
    answer: msg("WhatsApp us from the button at the top of the page. We're available 7 days/week. From 9 am till 10 pm."),
  },
];
