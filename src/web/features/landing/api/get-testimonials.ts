import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTestimonials as getTestimonialsCall } from '../../../../shared/api/public/contracts';
import type { TestimonialList } from '../../../../shared/api/public/schemas';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

export function getTestimonials(signal?: AbortSignal): Promise<TestimonialList> {
  // Reviews are decoration: without them the landing page still does its job.
  return api(getTestimonialsCall, {}, { silent: true, signal });
}

// Keyed by language: the server answers in the page's language (the lang cookie), never kept across two.
const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials', currentLanguage()], queryFn: ({ signal }) => getTestimonials(signal), staleTime: 30 * 60_000 });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
