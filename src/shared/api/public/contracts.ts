import { defineContract } from '../contract.js';

/** The public calls: the site parameters, the contact lines and the captcha's pictures (spec sections 3, 4 and 9). */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const getParameters = defineContract({
  method: 'GET',
  path: '/api/public/parameter',
  details: () => load().then((d) => d.getParameters),
});

export const getContactNumber = defineContract({
  method: 'GET',
  path: '/api/public/contactnumber',
  details: () => load().then((d) => d.getContactNumber),
});

export const refreshCaptcha = defineContract({
  method: 'GET',
  path: '/api/public/captcha/refresh/:captchaId',
  details: () => load().then((d) => d.refreshCaptcha),
});

export const downloadCaptchaImage = defineContract({
  method: 'GET',
  path: '/api/public/download/:imageId',
  file: ['image/svg+xml'],
  details: () => load().then((d) => d.downloadCaptchaImage),
});

export const getTestimonials = defineContract({
  method: 'GET',
  path: '/api/public/testimonials',
  details: () => load().then((d) => d.getTestimonials),
});
