import { Link } from '../../../lib/router';
import { t } from '../../../lib/i18n';
import { GoogleRating } from './google-rating';
import styles from './hero.module.css';

interface Props {
  label: (text: string) => string;
  variant: 'default' | 'alternative';
}

/** What the agency does, in one line and a picture, with the call to action (Hire a Maid). */
export function Hero({ label, variant }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className={styles.text}>
        <h1 id="landing-title" className={styles.title}>
          {variant === 'alternative'
            ? label('Meet your full-time maid on video, hire her from your phone')
            : label('Full-time maids and nannies in the UAE')}
        </h1>
        <p className={styles.lead}>
          {label('Live-in or live-out, from a licensed domestic-worker service centre. Or a visa for the maid you already have.')}
        </p>
        <div className={styles.actions}>
          <Link to="/hire-maid" className={styles.primary}>
            {label('Hire a Maid')}
          </Link>
          <a href="/maid-visa-apply" className={styles.secondary}>
            {t('Get a Visa')}
          </a>
        </div>
        <GoogleRating />
      </div>
      {/* Decoration: the headline says it all. Sized by its attributes, so nothing shifts when it arrives. */}
      <img className={styles.picture} src="/illustrations/home-family.svg" alt="" width={480} height={360} decoding="async" fetchPriority="high" />
    </section>
  );
}
