/**
 * The card provider (issue 30; DESIGN: Money is a ledger): a hosted checkout page where the family
 * pays an amount in AED, the provider's signed events that say it was paid, and refunds. The card
 * number never reaches this server. Stripe's hosted Checkout when configured
 * (stripe-card-provider.ts); otherwise the test mode, whose "hosted page" is the site's own
 * clearly labelled /pay/test-checkout page and whose events are made by that page's call.
 */

export interface CheckoutRequest {
  /** Our card_checkouts row: the provider carries it back in its events (client_reference_id). */
  checkoutId: string;
  /** In fils: AED has two decimals, so this is the provider's unit amount as is. */
  amountFils: number;
  /** One line the hosted page shows: "Monthly debit, 1 Jan 2027 (reference 7K3D-9QXB)". */
  description: string;
  /** Where the provider sends the browser after paying, and after leaving without paying. */
  successUrl: string;
  cancelUrl: string;
}

export interface Checkout {
  /** The provider's id of the checkout (a Stripe Checkout Session id). */
  providerRef: string;
  /** The hosted page to send the browser to. */
  url: string;
}

/** A provider event, verified, in our terms; anything else the provider sends is 'ignored'. */
export type CardEvent =
  | {
      id: string;
      type: 'checkout.paid';
      /** Our card_checkouts id (client_reference_id). */
      checkoutId: string;
      providerRef: string;
      /** The payment to refund later (a Stripe PaymentIntent id). */
      paymentRef: string;
      amountFils: number;
      currency: string;
    }
  | { id: string; type: 'ignored'; providerType: string };

/** The signature is missing, forged, or too old (a replay): 400, nothing changes. */
export class BadSignature extends Error {}

export interface RefundRequest {
  paymentRef: string;
  amountFils: number;
  /** The same key makes a retried refund one refund at the provider. */
  idempotencyKey: string;
}

export interface CardProvider {
  /** 'stripe' or 'test-mode': stored with each checkout. */
  name: string;
  /** No real money moves: the pages say so. */
  testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The event in a webhook call, from its raw body and headers; throws BadSignature. */
  verifyEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): CardEvent;
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
}
