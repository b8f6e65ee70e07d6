import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmMaidAvailability } from '../../../../shared/api/admin-catalogue/contracts';
import type { AdminMaid } from '../../../../shared/api/admin-catalogue/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { timeText } from '../desk/application-labels';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';

/** When staff last confirmed she is available (her page shows it), and the button to confirm it today. Any staff role. */
export function AvailabilityPanel({ maid }: { maid: AdminMaid }) {
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => staffCall(confirmMaidAvailability, { params: { id: maid.id } }),
    onSuccess: (saved) => client.setQueryData(['admin', 'maid', maid.id], saved),
  });
  const at = maid.availabilityConfirmedAt;
  return (
    <section className={styles.panel} aria-labelledby="maid-availability-title">
      <h2 id="maid-availability-title">{t('Availability check')}</h2>
      <p>
        {at
          ? t('Last confirmed {time}.', { time: timeText(at) })
          : t('Never confirmed yet.')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('She is still available: confirm now')}
        </button>
      </div>
      {confirm.isSuccess ? (
        <p className={styles.done} role="status">
          {t('Confirmed. Her page shows the new time.')}
        </p>
      ) : null}
      <Failure error={confirm.error} />
    </section>
  );
}
