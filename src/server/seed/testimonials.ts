import type { Testimonial } from '../../shared/api/public/schemas.js';

/**
 * Demo reviews for the landing page, served only while SEED_DEMO_DATA is on and always marked
 * as demo there: they are examples of what a family might write, not real customers' words.
 */
export const DEMO_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'We watched the videos on a Sunday evening, chose our maid on Monday and signed everything from the phone. She has been with us for a year now.',
    name: 'Mariam K.',
    place: 'Dubai',
    rating: 5,
  },
  {
    quote: 'Our first nanny did not settle in. The centre offered us another one straight away, and our twins love her.',
    name: 'Daniel R.',
    place: 'Abu Dhabi',
    rating: 5,
  },
  {
    quote: 'Clear prices before anything was signed, and a real person answering on WhatsApp within minutes.',
    name: 'Priya S.',
    place: 'Sharjah',
    rating: 4,
  },
];
