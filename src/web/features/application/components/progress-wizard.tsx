import { activeProgressStage, progressStages } from '../../../../shared/workflow';
import { t } from '../../../lib/i18n';
import styles from '../application.module.css';

/** The three stages of spec section 4 ('Sign Payment Form' hidden for card payments). */
export function ProgressWizard({ step, paidByCreditCard }: { step: string; paidByCreditCard: boolean }) {
  const active = activeProgressStage(step, { paidByCreditCard });
  if (active < 0) return null;
  return (
    <ol className={styles.wizard} aria-label={t('Progress')}>
      {progressStages({ paidByCreditCard }).map((stage, index) => (
        <li
          key={stage.id}
          className={index === active ? styles.wizardActive : index < active ? styles.wizardDone : styles.wizardStage}
          aria-current={index === active ? 'step' : undefined}
        >
          {t(stage.label)}
        </li>
      ))}
    </ol>
  );
}
