import { Quote } from './icons';
import { t } from '../../../lib/i18n';
import { useTestimonials } from '../api/get-testimonials';
import styles from './testimonials.module.css';

/** What families say, from the server; demo reviews say they are demo. Nothing shows without any. */
export function Testimonials() {
  const data = useTestimonials().data;
  if (!data || data.testimonials.length === 0) return null;
  return (
    <section className={styles.testimonials} aria-labelledby="testimonials-title">
      <div className={styles.head}>
        <h2 id="testimonials-title">{t('What families say')}</h2>
        {data.demo ? <p className={styles.demo}>{t('Demo reviews: examples, not real customers')}</p> : null}
      </div>
      <ul className={styles.list}>
        {data.testimonials.map((review) => (
          <li key={review.id} className={styles.review}>
            <figure>
              <Quote className={styles.icon} size={24} />
              <blockquote>
                <p>{review.quote}</p>
              </blockquote>
              <figcaption>
                <span className={styles.stars} role="img" aria-label={t('{rating} out of 5', { rating: review.rating })}>
                  {'★'.repeat(review.rating)}
                  <span className={styles.starsOff}>{'★'.repeat(5 - review.rating)}</span>
                </span>
                {/* A family's name as they sign it: not a text to translate, and read in its own
                    script's direction ("Mariam K." keeps its full stop at the end on an Arabic page). */}
                <span className={styles.name} translate="no" dir="auto">
                  {review.name}
                </span>
                <span className={styles.place}>{review.place}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
