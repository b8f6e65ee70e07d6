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

/** Authorises a card for the monthly payments. The card number and CVV never leave this call. */
export interface PaymentProvider {
  name: string;
  testMode: boolean;
  authorize(card: CardDetails): Promise<CardAuthorization>;
}

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
  async authorize(card) {
    const outcome = TEST_CARD_OUTCOMES[card.number];
    if (outcome === undefined) throw badRequest(`cardNumber: ${msg('Test mode: use the test card 4242 4242 4242 4242.')}`);
    if (outcome === 'declined') throw badRequest(`cardNumber: ${msg('This card was declined. Please use another card.')}`);
    return { token: `test_${randomBytes(12).toString('hex')}`, last4: card.number.slice(-4), brand: brandOf(card.number) };
  },
};
