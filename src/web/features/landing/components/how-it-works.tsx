import { CirclePlay, Heart, HouseHeart, Signature } from './icons';
import { t, msg } from '../../../lib/i18n';
import styles from './how-it-works.module.css';

const STEPS = [
  { icon: CirclePlay, title: msg('Watch'), text: msg('Watch short videos of maids available now.') },
  { icon: Heart, title: msg('Save'), text: msg('Save the ones you like to My List and compare them.') },
  { icon: Signature, title: msg('Hire'), text: msg('Hire your maid and sign everything from your phone.') },
  { icon: HouseHeart, title: msg('Welcome her home'), text: msg('We arrange her visa and her arrival, and stay with you after.') },
] as const;

/** How hiring works, in four steps. */
export function HowItWorks({ label }: { label: (text: string) => string }) {
  return (
    <section className={styles.how} aria-labelledby="how-title">
      <h2 id="how-title">{t('How it works')}</h2>
      <ol className={styles.steps}>
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className={styles.step}>
            <span className={styles.badge} aria-hidden="true">
              <Icon size={24} />
            </span>
            <h3>
              <span className={styles.number}>{t('Step {n}', { n: i + 1 })}</span> {label(title)}
            </h3>
            <p>{label(text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
