import { formatAed, formatVatRate, quote, SERVICES, type PriceList, type Service } from '../../../shared/pricing/price-list.js';
import { refundClock, type ServiceTerms } from '../../../shared/service/terms.js';
import type { PdfContent } from './render-pdf.js';

export const SAMPLE = 'SAMPLE — for information only. Not a binding document.';

/** A price list as the contract names it: its nationality group's label, none for the service's general list. */
export interface NamedPriceList extends PriceList {
  groupLabel: string | null;
}

const SERVICE_NAMES: Record<Service, string> = { live_in: 'Live-in maid', live_out: 'Live-out maid', nanny: 'Nanny' };

const listName = (list: NamedPriceList) => `${SERVICE_NAMES[list.service]}${list.groupLabel === null ? '' : ` (${list.groupLabel})`}`;

/** The general list first, then the groups in the order given (their sort order). */
function ordered(lists: readonly NamedPriceList[]): NamedPriceList[] {
  return SERVICES.flatMap((service) => {
    const own = lists.filter((l) => l.service === service);
    return [...own.filter((l) => l.groupLabel === null), ...own.filter((l) => l.groupLabel !== null)];
  });
}

/** One line of Schedule 2: what a family pays each month on this list, and what changes the first payment. */
function feeLine(list: NamedPriceList): string {
  const q = quote(list);
  const parts = [
    `${listName(list)}: ${formatAed(q.monthlyTotalFils)} a month incl. ${formatVatRate(q.vatBasisPoints)} VAT (${formatAed(q.monthlyFeeFils)} + VAT ${formatAed(q.monthlyVatFils)}).`,
  ];
  for (const change of q.firstMonthChanges) parts.push(`${change.label.en} — first month ${formatAed(q.firstMonthTotalFils)} incl. VAT.`);
  for (const charge of q.oneOffCharges) parts.push(`${charge.label.en}: ${formatAed(charge.amountFils + charge.vatFils)} once, with the first payment.`);
  return parts.join(' ');
}

/** What every list includes at no charge ('Health insurance'…), in the order of the first list. */
function includedEverywhere(lists: readonly NamedPriceList[]): string[] {
  // The sample contract is English: each label's English.
  const [first, ...rest] = lists.map((l) => quote(l).included.map((label) => label.en));
  return (first ?? []).filter((label) => rest.every((labels) => labels.includes(label)));
}

const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** Section 4 in the agency's terms as the service applies them (src/shared/service/terms.ts). */
function replacementAndCancellation(terms: ServiceTerms): string[] {
  const { days, count: kind } = terms.replacement;
  const notice = terms.cancelNoticeDays;
  const refund = refundClock(terms).days;
  return [
    `If the Client is not satisfied with the Worker, the Client may ask for a replacement at any time; the Centre provides a suitable worker from those available within ${count(days, kind === 'working' ? 'working day' : 'day', kind === 'working' ? 'working days' : 'days')} of the request, at no extra fee.`,
    `The Client may cancel the service at any time. ${notice === 0 ? 'The service ends on the day after the Client confirms the cancellation' : `The service ends ${count(notice, 'day', 'days')} after the Client confirms the cancellation`}, and no further monthly fee is collected.`,
    terms.refundRule === 'daily'
      ? `The unused days of a month already paid are refunded pro rata (the fee paid for that month, times the days not served, divided by the days of that month), within ${count(refund, 'calendar day', 'calendar days')} of the service's last day.`
      : `A month already paid is not refunded in part; a refund the Centre owes is paid within ${count(refund, 'calendar day', 'calendar days')}.`,
    'The Centre may end the agreement at once if the Client breaches the Worker\'s rights under UAE law.',
  ];
}

/**
 * The hire agreement's sample (/legal, "Hiring a maid"), its fees written from the price lists and
 * its replacement and cancellation terms from the agency's service terms, so the sample and what
 * the site shows and does cannot disagree: the site serves it rendered from the current data, and
 * the seed from the demo prices (src/server/seed/prices.ts) and the default terms.
 */
export function contractSampleContent(priceLists: readonly NamedPriceList[], terms: ServiceTerms): PdfContent {
  const lists = ordered(priceLists);
  const included = includedEverywhere(lists);
  const fees =
    lists.length > 0
      ? lists.map(feeLine)
      : ['The monthly fees are not set yet: they are shown on each maid\'s page and in the application before the Client signs.'];
  return {
    title: 'Domestic Worker Service Agreement (Sample)',
    subtitle: `Full-time live-in or live-out maid, or nanny, monthly package. ${SAMPLE}`,
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
          ...(included.length > 0 ? [`Included in the monthly fee at no extra charge: ${included.join('; ')}.`] : []),
        ],
      },
      {
        heading: '3. Fees and payment',
        paragraphs: [
          'The monthly fee for the Worker\'s service and nationality group is stated in Schedule 2 in UAE dirhams (AED), inclusive of VAT. It is collected by monthly direct debit from the Client\'s UAE bank account under the signed direct-debit mandate, on or after the first day of each service month.',
          'Any first-month offer and any one-off charge are listed in Schedule 2, and the Client sees the first payment and the monthly debit in the application before signing.',
          'A returned direct debit may be presented again once; the Centre may suspend the service if a monthly fee remains unpaid for more than 7 days after notice.',
        ],
      },
      {
        heading: '4. Replacement and cancellation',
        paragraphs: replacementAndCancellation(terms),
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
      { heading: 'Schedule 2 — Fees (the current price list)', paragraphs: [...fees, 'Start date: ____/____/______'] },
    ],
    signatures: ['The Client', 'For the Centre'],
  };
}
