import { randomBytes } from 'node:crypto';
import { badRequest } from '../../http/errors.js';
import { msg } from '../../i18n/t.js';

export interface CardDetails {
  number: string;
  expiry: string;
  cvv: string;
  nameOnCard: string;
}

export interface CardAuthorization {
  /** The provider's reference for the card; the only thing kept, with the last four digits. */
  token: string;
  last4: string;
  brand: string;
}

/**
 * Pay Online's card step. The test mode authorises a test card typed in the step (the card number
 * and CVV never leave this call); with a real provider (`hosted`) no card is typed here at all:
 * each payment is made on the provider's hosted page through the link texted on its day
 * (modules/money/money-job.ts), and the step only records the choice.
 */
export interface PaymentProvider {
  name: string;
  testMode: boolean;
  hosted: boolean;
  authorize(card: CardDetails): Promise<CardAuthorization>;
}

/** With a real card provider: nothing to authorise here, the card is typed on its hosted page. */
export const hostedCardPayments = (name: string): PaymentProvider => ({
  name,
  testMode: false,
  hosted: true,
  authorize() {
    return Promise.reject(new Error('Cards are typed on the provider’s hosted page, not in the application.'));
  },
});

const TEST_CARD_OUTCOMES: Record<string, 'approved' | 'declined'> = {
  '4242424242424242': 'approved',
  '5555555555554444': 'approved',
  '4000000000000002': 'declined',
};

const brandOf = (n: string) => (n.startsWith('4') ? 'Visa' : /^5[1-5]/.test(n) ? 'Mastercard' : 'Card');

/** The only provider shipped: a clearly labelled test mode that accepts the test cards only. */
export const testModePaymentProvider: PaymentProvider = {
  name: 'test-mode',
  testMode: true,
  hosted: false,
  async authorize(card) {
    const outcome = TEST_CARD_OUTCOMES[card.number];
    if (outcome === undefined) throw badRequest(`cardNumber: ${msg('Test mode: use the test card 4242 4242 4242 4242.')}`);
    if (outcome === 'declined') throw badRequest(`cardNumber: ${msg('This card was declined. Please use another card.')}`);
    return { token: `test_${randomBytes(12).toString('hex')}`, last4: card.number.slice(-4), brand: brandOf(card.number) };
  },
};
