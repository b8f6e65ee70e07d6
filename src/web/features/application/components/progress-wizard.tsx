import { progressPosition, progressStages, type WorkflowContext } from '../../../../shared/workflow';
import { t } from '../../../lib/i18n';
import styles from '../application.module.css';

/**
 * The three stages of spec section 4 ('Sign Payment Form' hidden for card payments): the current
 * step's stage highlighted, the stages before it done (progressPosition).
 */
export function ProgressWizard({ step, ctx }: { step: string; ctx: Pick<WorkflowContext, 'paidByCreditCard' | 'mobile'> }) {
  const position = progressPosition(step, ctx);
  if (!position) return null;
  return (
    <ol className={styles.wizard} aria-label={t('Progress')}>
      {progressStages(ctx).map((stage, index) => (
        <li
          key={stage.id}
          className={index === position.active ? styles.wizardActive : index < position.done ? styles.wizardDone : styles.wizardStage}
          aria-current={index === position.active ? 'step' : undefined}
        >
          {t(stage.label)}
          {index < position.done ? <span className="visually-hidden">{t(' (done)')}</span> : null}
        </li>
      ))}
    </ol>
  );
}
