import '../../lib/i18n/parts/pages';
import { CounterReviewsPage } from '../../features/contact/counter-reviews-page';
import type { PagesOf } from '../page-modules';

/** /counter-reviews: the redirect to the review page. */
export const pages: PagesOf<'counter-reviews-page'> = { counterReviews: CounterReviewsPage };
