import { filipinaOfferText } from '../../../../shared/maid-info';
import styles from './catalogue.module.css';

export function FilipinaOffer({ label }: { label: (text: string) => string }) {
  return (
    <p className={styles.offer}>
      <strong>{label('Offer:')}</strong> {label(filipinaOfferText())}
    </p>
  );
}
