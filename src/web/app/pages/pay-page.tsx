import '../../lib/i18n/parts/money';
import { PayLinkPage } from '../../features/pay/pay-link-page';
import { TestCheckoutPage } from '../../features/pay/test-checkout-page';
import type { PagesOf } from '../page-modules';

/** /pay/:token (a payment link sent by SMS) and /pay/test-checkout/:checkoutId (the test-mode card provider's page). */
export const pages: PagesOf<'pay-page'> = { payLink: PayLinkPage, testCheckout: TestCheckoutPage };
