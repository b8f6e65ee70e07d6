import { msg } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from './landing.module.css';

/** What the centre offers: full-time live-in and live-out maids, nannies, and maid visas. */
export function OfferCards({ label }: { label: (text: string) => string }) {
  const offers = [
    { to: '/hire-maid?living=live_in', title: msg('Full-time live-in maids'), text: msg('She lives with your family, six days a week.') },
    { to: '/hire-maid?living=live_out', title: msg('Full-time live-out maids'), text: msg('She comes every working day and goes home at night.') },
    { to: '/hire-nanny', title: msg('Nannies'), text: msg('Caring, experienced nannies for babies and children.') },
    { to: '/maid-visa-apply', title: msg('Maid visas'), text: msg('Your own maid, with her visa handled for you.'), external: true },
  ];
  return (
    <ul className={styles.offers}>
      {offers.map((o) => (
        <li key={o.title}>
          <Link to={o.to} className={styles.offer} reloadDocument={o.external}>
            <strong>{label(o.title)}</strong>
            <span>{label(o.text)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
