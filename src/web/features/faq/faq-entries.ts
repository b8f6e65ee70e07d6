import { APPLICATION_MINUTES, MAX_DOCUMENT_BYTES } from '../../../shared/application/constants';
import { EXPECTED_WORKING_DAYS } from '../../../shared/application/stages';
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
    // No figure here: prices are the agency's data (the price lists), shown on her card and page.
    question: msg('How much does a maid cost?'),
    answer:
      msg('Each maid’s card and page show her monthly price, VAT included. It depends on the service (live-in, live-out or nanny) and on her nationality. When you press Hire, the first screen shows what the price includes, any first-month offer and your first payment, before you enter or sign anything.'),
  },
  {
    question: msg('Which documents do I need?'),
    answer:
      msg('Your Emirates ID (front and back) and your passport, as photos or PDF files of up to {megabytes} MB each, and the IBAN of your UAE bank account for the monthly direct debit. You add them from your phone in the application: there is no office to visit.'),
    vars: { megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024 },
  },
  {
    question: msg('How soon can my maid start?'),
    answer:
      msg('The application takes about {minutes} minutes. We check your documents within about {days, plural, one {{days} working day} other {{days} working days}}, and you choose the day she arrives in the application, from the dates it offers. You can follow each stage on the My Application page.'),
    vars: { minutes: APPLICATION_MINUTES, days: EXPECTED_WORKING_DAYS.documents_checked ?? 1 },
  },
  {
    // The same promise as the landing page's "Replacement or refund" (docs/legal-review.md): no refund days the agency has not set.
    question: msg('What if my maid is not the right fit?'),
    answer:
      msg('Tell us on WhatsApp as soon as something is not working: we help you choose another maid first. If your maid leaves or is found unfit for the work during her probation period, the UAE law on domestic workers gives you the right to a replacement or to a refund of the recruitment fee you paid us. Your contract sets out the details and time limits.'),
  },
  {
    question: msg('Can I cancel?'),
    answer:
      msg('Yes. Until you submit your application you can simply leave it: nothing is debited, and the maid’s reservation ends by itself. After you submit, message us on WhatsApp and we cancel it. Once your maid has started, your contract sets out the notice and what is still to pay.'),
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
