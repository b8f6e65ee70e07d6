import { FILIPINA_DISCOUNT_AED } from '../../../../shared/maid-info';
import { amountInText } from '../../../../shared/pricing/money';
import type { LabelFn } from '../../../components/header/use-labels';
import styles from './catalogue.module.css';

export function FilipinaOffer({ label }: { label: LabelFn }) {
  return (
    <p className={styles.offer}>
      <strong>{label('Offer:')}</strong>{' '}
      {label('Hire a Filipina maid today and get {amount} off your first month.', { amount: amountInText(FILIPINA_DISCOUNT_AED * 100) })}
    </p>
  );
}
