import { defineContract } from '../contract.js';

/**
 * The back office's testimonials: what families say on the landing page, written by staff in each
 * of the site's languages (issue 31), put in order and published.
 */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listTestimonials = defineContract({
  method: 'GET',
  path: '/api/admin/testimonials',
  details: () => load().then((d) => d.listTestimonials),
});

export const createTestimonial = defineContract({
  method: 'POST',
  path: '/api/admin/testimonials',
  details: () => load().then((d) => d.createTestimonial),
});

export const updateTestimonial = defineContract({
  method: 'PUT',
  path: '/api/admin/testimonials/:id',
  details: () => load().then((d) => d.updateTestimonial),
});

export const orderTestimonials = defineContract({
  method: 'PUT',
  path: '/api/admin/testimonial-order',
  details: () => load().then((d) => d.orderTestimonials),
});

export const deleteTestimonial = defineContract({
  method: 'DELETE',
  path: '/api/admin/testimonials/:id',
  details: () => load().then((d) => d.deleteTestimonial),
});
