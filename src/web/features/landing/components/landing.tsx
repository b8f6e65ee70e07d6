import { Link } from '../../../lib/router';
import { t } from '../../../lib/i18n';
import { ContactBlock } from './contact-block';
import { GoogleRating } from './google-rating';
import { OfferCards } from './offer-cards';
import { VisaFacts } from './visa-facts';
import styles from './landing.module.css';

interface Props {
  label: (text: string) => string;
  /** The alternative landing (v_land) leads with how hiring works. */
  variant: 'default' | 'alternative';
}

export function Landing({ label, variant }: Props) {
  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-labelledby="landing-title">
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
      </section>
      {variant === 'alternative' ? (
        <section className={styles.section} aria-labelledby="how-title">
          <h2 id="how-title">{t('How it works')}</h2>
          <ol className={styles.steps}>
            <li>{label('Watch short videos of maids available now.')}</li>
            <li>{label('Save the ones you like to My List and compare them.')}</li>
            <li>{label('Hire your maid and sign everything from your phone.')}</li>
          </ol>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="offer-title">
        <h2 id="offer-title">{label('Hire a full-time maid or nanny')}</h2>
        <OfferCards label={label} />
      </section>
      <VisaFacts />
      <ContactBlock />
      <p className={styles.faq}>
        <Link to="/hire-maid/faq">{label('Questions about hiring a maid? Read the answers')}</Link>
      </p>
    </main>
  );
}
