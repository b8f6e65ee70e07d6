import { t } from '../../../lib/i18n';
import service from './service.module.css';

/** "Overdue" in words with a sign before it: the mark reads without its colour. */
export function OverdueMark() {
  return (
    <span className={service.overdue}>
      <span aria-hidden="true">⚠ </span>
      {t('Overdue')}
    </span>
  );
}
