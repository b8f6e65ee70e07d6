import { Link } from '../../../lib/router';
import { ContactBlock } from './contact-block';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { OfferCards } from './offer-cards';
import { Testimonials } from './testimonials';
import { TrustSection } from './trust-section';
import { VisaFacts } from './visa-facts';
import styles from './landing.module.css';

interface Props {
  label: (text: string) => string;
  /** The alternative landing (v_land) leads with how hiring works. */
  variant: 'default' | 'alternative';
}

export function Landing({ label, variant }: Props) {
  const offers = (
    <section className={styles.section} aria-labelledby="offer-title">
      <h2 id="offer-title">{label('Hire a full-time maid or nanny')}</h2>
      <OfferCards label={label} />
    </section>
  );
  return (
    <main className={styles.page}>
      <Hero label={label} variant={variant} />
      {variant === 'alternative' ? (
        <>
          <HowItWorks label={label} />
          {offers}
        </>
      ) : (
        <>
          {offers}
          <HowItWorks label={label} />
        </>
      )}
      <TrustSection label={label} />
      <Testimonials />
      <VisaFacts />
      <ContactBlock />
      <p className={styles.faq}>
        <Link to="/hire-maid/faq">{label('Questions about hiring a maid? Read the answers')}</Link>
      </p>
    </main>
  );
}
